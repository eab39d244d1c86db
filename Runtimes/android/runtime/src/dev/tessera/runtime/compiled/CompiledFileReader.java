package dev.tessera.runtime.compiled;

import dev.tessera.runtime.errors.ErrorCodes;
import dev.tessera.runtime.geometry.ReadingDirection;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.inputs.Limits;
import dev.tessera.runtime.model.Columns;
import dev.tessera.runtime.model.FlowSizing;
import dev.tessera.runtime.model.Model;
import dev.tessera.runtime.model.Model.*;
import dev.tessera.runtime.model.RulePeriod;
import dev.tessera.runtime.model.Snap;
import dev.tessera.runtime.programs.Program;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and checks a compiled layout file in the order docs/COMPILED-FORMAT.md gives ("What a
 * reader checks"), refusing at the first fault with its place and message: the same order,
 * places and messages as the Swift runtime's CompiledLayoutReader and CompiledModelReader.
 */
final class CompiledFileReader {
    private CompiledFileReader() {}

    static final String FORMAT_NAME = "tessera-compiled-layout";

    /** A file that passed every check. */
    static final class CheckedFile {
        final LayoutModel model;
        final List<Program> programs;
        /** Each formula's line and column in the layout's source. */
        final int[][] places;
        /** The layout file it was compiled from; null when the file does not say. */
        final String source;
        final int version;

        CheckedFile(LayoutModel model, List<Program> programs, int[][] places, String source, int version) {
            this.model = model;
            this.programs = programs;
            this.places = places;
            this.source = source;
            this.version = version;
        }
    }

    /** Whether the file has a `mustUnderstand` list, each member of it one this runtime understands. */
    private static boolean mustUnderstand(Object node, FieldReader fields, String file) throws LoadException {
        if (node == null) return false;
        List<Object> entries = fields.list(node, "mustUnderstand");
        for (int number = 0; number < entries.size(); number++) {
            Fields use = fields.fields(entries.get(number), "mustUnderstand[" + number + "]");
            String member = fields.string(fields.required(use, "member"), use.place("member"));
            String path = fields.string(fields.required(use, "path"), use.place("path"));
            if (!Versions.understands(member)) {
                throw new LoadException("mustUnderstand[" + number + "]", "the file uses '" + Program.scalarPrefix(member, 80) + "' at '"
                    + Program.scalarPrefix(path, 200) + "', which this runtime (compiled format versions 1 to " + Versions.FORMAT_VERSION
                    + ") does not understand and may not ignore; update the app's Tessera runtime, or serve it a layout without that member",
                    file, 0, 0, ErrorCodes.LOAD_MEMBER_NOT_UNDERSTOOD);
            }
        }
        return true;
    }

    static CheckedFile read(byte[] bytes, final String file) throws LoadException {
        FieldReader.Fault fault = new FieldReader.Fault() {
            @Override
            public LoadException at(String place, String message) {
                return new LoadException(place, message, file);
            }
        };
        if (bytes.length > Limits.MAX_FILE_BYTES) {
            throw new LoadException("", "the file has " + bytes.length + " bytes; compiled layouts are limited to " + Limits.MAX_FILE_BYTES, file, 0, 0,
                ErrorCodes.LOAD_TOO_LARGE);
        }
        Object document;
        try {
            document = Json.parse(bytes);
        } catch (Json.Fault error) {
            throw new LoadException("line " + error.line + ", column " + error.column,
                "the file is not valid JSON here: " + error.getMessage() + "; compiled layouts are written by `tessera compile`", file, error.line, error.column);
        }
        if (!(document instanceof Json.JsonObject)) {
            throw new LoadException("", "the file must be a JSON object, as `tessera compile` writes it", file, 0, 0, ErrorCodes.LOAD_NOT_COMPILED_LAYOUT);
        }
        Fields top = new Fields((Json.JsonObject) document, "");
        FieldReader fields = new FieldReader(0, fault);
        Object formatNode = top.value("format");
        if (formatNode == null) {
            throw fault.at("format", "this is not a compiled Tessera layout (it has no 'format': '" + FORMAT_NAME + "'); write one with `tessera compile`");
        }
        String format = fields.string(formatNode, "format");
        if (!format.equals(FORMAT_NAME)) {
            throw fault.at("format", "the format is '" + Program.scalarPrefix(format, 80) + "', not '" + FORMAT_NAME + "': this is not a compiled Tessera layout");
        }
        Object versionNode = top.value("version");
        long version = versionNode == null ? 0 : fields.integer(versionNode, "version");
        boolean listed = mustUnderstand(top.value("mustUnderstand"), fields, file);
        // A newer file loads when it lists what a reader must understand and this one knows all of
        // it: what it does not know is then ignorable (docs/COMPILED-FORMAT.md, "Compatibility").
        if (versionNode == null || version < 1 || (version > Versions.FORMAT_VERSION && !listed)) {
            throw fault.at("version", "the file is in version " + (versionNode == null ? "(none)" : String.valueOf(version))
                + " of the compiled format, and this runtime reads versions 1 to " + Versions.FORMAT_VERSION
                + "; compile the layout again with the tessera of this runtime's release");
        }
        Object sourceNode = top.value("source");
        String source = sourceNode == null ? null : fields.string(sourceNode, "source");
        List<Object> formulaNodes = fields.list(fields.required(top, "formulas"), "formulas");
        List<Program> programs = new ArrayList<>(formulaNodes.size());
        int[][] places = new int[formulaNodes.size()][];
        for (int number = 0; number < formulaNodes.size(); number++) {
            String place = "formulas[" + number + "]";
            Fields formula = fields.fields(formulaNodes.get(number), place);
            long line = fields.integerField(formula, "line");
            long column = fields.integerField(formula, "column");
            if (line < 1 || column < 1) throw fault.at(place, "a formula's line and column start at 1, not " + line + ":" + column);
            String text = fields.string(fields.required(formula, "program"), formula.place("program"));
            try {
                programs.add(Program.read(text));
            } catch (Program.ProgramException error) {
                throw fault.at(error.instruction < 0 ? formula.place("program") : formula.place("program") + "[" + error.instruction + "]", error.getMessage());
            }
            // Lines and columns past an int's range are clamped: they only name a place in messages.
            places[number] = new int[] {(int) Math.min(line, Integer.MAX_VALUE), (int) Math.min(column, Integer.MAX_VALUE)};
        }
        ModelReader modelReader = new ModelReader(programs.size(), fault);
        LayoutModel model = modelReader.layout(modelReader.fields(fields.required(top, "layout"), "layout"));
        deriveFlags(model, programs);
        Versions.Need needed = versionNeeded(model, programs);
        if (needed != null && needed.version > version) {
            throw new LoadException("version", "the file says version " + version + " but uses " + needed.feature + ", which came in version "
                + needed.version + "; compile the layout again", file, 0, 0, ErrorCodes.LOAD_VERSION_UNDERSTATED);
        }
        return new CheckedFile(model, programs, places, source, (int) version);
    }

    /** The bodies of a layout: the base, then each variant's. */
    static List<BodyModel> bodies(LayoutModel model) {
        List<BodyModel> bodies = new ArrayList<>();
        bodies.add(model.base);
        for (VariantModel variant : model.variants) bodies.add(variant.body);
        return bodies;
    }

    /** The sections of a body: the default, then each override. */
    static List<SectionModel> sections(BodyModel body) {
        List<SectionModel> sections = new ArrayList<>();
        sections.add(body.defaultSection);
        sections.addAll(body.sectionOverrides);
        return sections;
    }

    /** The lowest version beyond the first that holds the layout, and the first thing it uses that version 1 lacks; null: version 1. */
    private static Versions.Need versionNeeded(LayoutModel model, List<Program> programs) {
        Versions.Need needed = null;
        for (Program program : programs) {
            if (program.reads("textScale")) {
                needed = Versions.TEXT_SCALE_VERSION;
                break;
            }
        }
        // What sections need comes from the model's description (Versions.java, generated).
        for (BodyModel body : bodies(model)) {
            for (SectionModel section : sections(body)) {
                Versions.Need sectionNeeds = Versions.sectionVersionNeeded(section);
                if (sectionNeeds != null && sectionNeeds.version > (needed == null ? 1 : needed.version)) needed = sectionNeeds;
            }
            Versions.Need bodyNeeds = Versions.bodyVersionNeeded(body);
            if (bodyNeeds != null && bodyNeeds.version > (needed == null ? 1 : needed.version)) needed = bodyNeeds;
        }
        // Paging by item is a value of the snap fields rather than a field.
        if ((needed == null || needed.version < Versions.PAGING_BY_ITEM_VERSION.version) && pagesByItem(model)) {
            needed = Versions.PAGING_BY_ITEM_VERSION;
        }
        return needed;
    }

    /** Whether any snap rule of the layout pages by item. */
    private static boolean pagesByItem(LayoutModel model) {
        for (BodyModel body : bodies(model)) {
            if (body.snap.pages()) return true;
            for (SectionModel section : sections(body)) {
                if (section.snap != null && section.snap.pages()) return true;
                if (section.orthogonal != null && section.orthogonal.snap.pages()) return true;
            }
        }
        return false;
    }

    /**
     * Whether a flow's or a line's item size is measured per item: derived from the programs (do
     * they read `index`?), never read from the file, so that a file cannot contradict itself.
     */
    private static void deriveFlags(LayoutModel model, List<Program> programs) {
        for (BodyModel body : bodies(model)) {
            for (SectionModel section : sections(body)) {
                Arrangement arrangement = section.arrangement;
                if (arrangement instanceof FlowModel && ((FlowModel) arrangement).sizing.kind == FlowSizing.Kind.ITEM) {
                    FlowSizing sizing = ((FlowModel) arrangement).sizing;
                    sizing.perItem = programs.get(sizing.item.width).reads("index") || programs.get(sizing.item.height).reads("index");
                } else if (arrangement instanceof LineModel) {
                    LineModel line = (LineModel) arrangement;
                    line.perItem = programs.get(line.item.width).reads("index") || programs.get(line.item.height).reads("index");
                }
            }
        }
    }

    /**
     * The layout and its bodies, whose checks span fields, and the model's shapes; the generated
     * NodeReader reads the rest, field by field in the documented order.
     */
    private static final class ModelReader extends NodeReader {
        ModelReader(int formulaCount, Fault fault) {
            super(formulaCount, fault);
        }

        @Override
        LayoutModel layout(Fields fields) throws LoadException {
            String name = string(required(fields, "name"), fields.place("name"));
            int bytes = name.getBytes(StandardCharsets.UTF_8).length;
            if (bytes == 0 || bytes > 1024) throw fault(fields.place("name"), "a layout's name has 1 to 1024 bytes, not " + bytes);
            ScrollAxis axis = wordField(fields, "axis", ScrollAxis.values());
            ReadingDirection direction = wordField(fields, "direction", ReadingDirection.values());
            BodyModel base = body(object(fields, "base"));
            List<Object> variantNodes = list(required(fields, "variants"), fields.place("variants"));
            if (variantNodes.size() > Limits.MAX_VARIANTS) {
                throw fault(fields.place("variants"), "the layout has " + variantNodes.size() + " variants; at most " + Limits.MAX_VARIANTS + " are allowed");
            }
            List<VariantModel> variants = new ArrayList<>();
            for (int index = 0; index < variantNodes.size(); index++) {
                variants.add(variant(fields(variantNodes.get(index), fields.place("variants") + "[" + index + "]")));
            }
            return new LayoutModel(name, axis, direction, base, variants);
        }

        @Override
        BodyModel body(Fields fields) throws LoadException {
            Fields defaultFields = object(fields, "defaultSection");
            SectionModel defaultSection = section(defaultFields);
            List<Object> overrideNodes = list(required(fields, "sectionOverrides"), fields.place("sectionOverrides"));
            if (overrideNodes.size() > Limits.MAX_SECTION_OVERRIDES) {
                throw fault(fields.place("sectionOverrides"), "the layout has " + overrideNodes.size() + " section overrides; at most "
                    + Limits.MAX_SECTION_OVERRIDES + " are allowed");
            }
            List<SectionModel> sectionOverrides = new ArrayList<>();
            for (int index = 0; index < overrideNodes.size(); index++) {
                sectionOverrides.add(section(fields(overrideNodes.get(index), fields.place("sectionOverrides") + "[" + index + "]")));
            }
            if (!sectionOverrides.isEmpty()) {
                boolean circle = defaultSection.arrangement instanceof CircleModel;
                for (SectionModel section : sectionOverrides) circle |= section.arrangement instanceof CircleModel;
                if (circle) throw fault(fields.place("sectionOverrides"), "a circle cannot be one section among others: it does not scroll");
            }
            if (defaultSection.arrangement instanceof CircleModel) {
                // The circle is the whole layout, in the viewport: nothing sits before, after or behind it.
                String key = defaultSection.header != null ? "header" : defaultSection.footer != null ? "footer"
                    : defaultSection.background != null ? "background" : defaultSection.separators != null ? "separators"
                    : defaultSection.orthogonal != null ? "orthogonal" : null;
                if (key != null) throw fault(defaultFields.place(key), "a circle does not scroll, so it has no " + key + "; remove it");
            }
            Fields effectsFields = optionalObject(fields, "effects");
            EffectsModel effects = effectsFields == null ? null : effects(effectsFields);
            Snap snap = snapRule(required(fields, "snap"), fields.place("snap"));
            Fields reducedFields = optionalObject(fields, "reducedMotionEffects");
            EffectsModel reduced = reducedFields == null ? null : effects(reducedFields);
            Gravity gravity = optionalWordField(fields, "gravity", Gravity.values());
            return new BodyModel(defaultSection, sectionOverrides, effects, snap, reduced, gravity);
        }

        @Override
        int[][] columnSpec(Fields fields, String key) throws LoadException {
            String place = fields.place(key);
            List<Object> columnNodes = list(required(fields, key), place);
            if (columnNodes.size() < 1 || columnNodes.size() > Limits.MAX_COLUMNS) {
                throw fault(place, "a column spec has 1 to " + Limits.MAX_COLUMNS + " columns, not " + columnNodes.size());
            }
            long[][] read = new long[columnNodes.size()][];
            long slots = 0;
            for (int column = 0; column < columnNodes.size(); column++) {
                List<Object> slotNodes = list(columnNodes.get(column), place + "[" + column + "]");
                read[column] = new long[slotNodes.size()];
                for (int index = 0; index < slotNodes.size(); index++) {
                    read[column][index] = integer(slotNodes.get(index), place + "[" + column + "][" + index + "]");
                }
                slots += slotNodes.size();
            }
            if (slots < 1 || slots > Limits.MAX_PATTERN_CELLS) throw fault(place, "a column spec has 1 to " + Limits.MAX_PATTERN_CELLS + " slots, not " + slots);
            boolean[] seen = new boolean[(int) slots];
            int[][] columns = new int[read.length][];
            for (int column = 0; column < read.length; column++) {
                columns[column] = new int[read[column].length];
                for (int index = 0; index < read[column].length; index++) {
                    long slot = read[column][index];
                    if (slot < 0 || slot >= slots || seen[(int) slot]) {
                        throw fault(place + "[" + column + "]", "slot " + slot + " is out of range or listed twice; the slots of a block are 0 to " + (slots - 1) + ", each once");
                    }
                    seen[(int) slot] = true;
                    columns[column][index] = (int) slot;
                }
            }
            return columns;
        }

        @Override
        Columns columns(Fields fields, String key, String noun) throws LoadException {
            Fields columns = object(fields, key);
            Member member = oneOf(columns, new String[] {"count", "minimumWidth"}, "columns have exactly one key: count or minimumWidth");
            if (!member.key.equals("count")) return Columns.minimumWidth(formula(member.value, columns.place(member.key)));
            long count = integer(member.value, columns.place(member.key));
            if (count < 1 || count > Limits.MAX_COLUMNS) throw fault(columns.at, "a " + noun + " has 1 to " + Limits.MAX_COLUMNS + " columns, not " + count);
            return Columns.count((int) count);
        }

        @Override
        FlowSizing sizing(Fields fields, String key) throws LoadException {
            Fields sizingFields = object(fields, key);
            Member member = oneOf(sizingFields, new String[] {"columns", "minimumWidth", "item", "data"},
                "a flow's sizing has exactly one key: columns, minimumWidth, item or data");
            Fields value = fields(member.value, sizingFields.place(member.key));
            switch (member.key) {
                case "columns": {
                    long count = integerField(value, "count");
                    if (count < 1 || count > Limits.MAX_COLUMNS) {
                        throw fault(sizingFields.at, "a flow has 1 to " + Limits.MAX_COLUMNS + " items per line, not " + count);
                    }
                    return FlowSizing.columns((int) count, formulaField(value, "aspect"));
                }
                case "minimumWidth": {
                    int width = formulaField(value, "width");
                    return FlowSizing.minimumWidth(width, formulaField(value, "aspect"));
                }
                case "item":
                    // Whether each item is measured is derived from the programs; the file's word is not read.
                    return FlowSizing.item(size(object(value, "size")));
                default:
                    return FlowSizing.data();
            }
        }

        /** A snap rule: one of its words, or paging by item, {@code {"paging": "leading", "items": 1}}. */
        @Override
        Snap snapRule(Object value, String place) throws LoadException {
            if (!(value instanceof Json.JsonObject)) return Snap.word(word(value, place, Snap.WORDS));
            Fields paging = fields(value, place);
            Snap.PagingAlignment alignment = wordField(paging, "paging", Snap.PagingAlignment.values());
            long items = integerField(paging, "items");
            if (items < 1 || items > Limits.MAX_PAGING_ITEMS) {
                throw fault(paging.place("items"), "paging by item moves 1 to " + Limits.MAX_PAGING_ITEMS + " items a swipe, not " + items);
            }
            return Snap.paging(alignment, (int) items);
        }

        @Override
        RulePeriod rulePeriod(Fields fields, String key) throws LoadException {
            Fields periodFields = optionalObject(fields, key);
            if (periodFields == null) return null;
            long items = integerField(periodFields, "items");
            if (items < 1 || items > Limits.MAX_PATTERN_CELLS) {
                throw fault(periodFields.place("items"), "a rule's period has 1 to " + Limits.MAX_PATTERN_CELLS + " items, not " + items);
            }
            return new RulePeriod((int) items, formulaField(periodFields, "length"));
        }
    }
}
