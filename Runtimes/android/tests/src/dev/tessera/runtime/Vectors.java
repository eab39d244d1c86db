package dev.tessera.runtime;

import dev.tessera.runtime.compiled.VectorJson;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutInput;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The shared test vectors, and how the tests read them: written by `swift run tessera-vectors`
 * (CI writes them to .build/vectors before these tests run); the system property
 * `tessera.vectors` names another directory, and `tessera.repository` the repository's root.
 * Read with the runtime's own JSON reader (package-private, so these tests share its package).
 */
final class Vectors {
    private Vectors() {}

    static final File REPOSITORY = new File(System.getProperty("tessera.repository", "."));
    static final File DIRECTORY = new File(System.getProperty("tessera.vectors", new File(REPOSITORY, ".build/vectors").getPath()));

    /** The layouts' vector files, sorted. */
    static List<String> layoutNames() throws IOException {
        read("hostile.json"); // says how to write the vectors when they are missing
        String[] names = new File(DIRECTORY, "layouts").list();
        List<String> sorted = new ArrayList<>();
        for (String name : names) if (name.endsWith(".json")) sorted.add(name);
        java.util.Collections.sort(sorted);
        return sorted;
    }

    static Object read(String name) throws IOException {
        File file = new File(DIRECTORY, name);
        if (!file.exists()) {
            throw new IOException(file + " is missing: write the vectors first with `swift run tessera-vectors -o .build/vectors --corpus Fuzz/CompiledCorpus"
                + " --corpus Tests/Fixtures/CompiledHostile Layouts/*.yaml Tests/Fixtures/Layouts/*.yaml Tests/Fixtures/VectorLayouts/*.yaml Tests/GoldenVersions/*.json`");
        }
        Object vectors = VectorJson.parse(Files.readAllBytes(file.toPath()), file.toString());
        if (!VectorJson.isObject(vectors)) throw new IOException(file + ": a vector file holds an object");
        return vectors;
    }

    // MARK: Reading values

    static Object get(Object object, String key) {
        return VectorJson.get(object, key);
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object value) {
        return (List<Object>) value;
    }

    static List<Object> list(Object object, String key) {
        return list(get(object, key));
    }

    /** The vectors write negative zero and numbers that are not finite as strings. */
    static double number(Object value) {
        if (value instanceof Double) return (Double) value;
        switch ((String) value) {
            case "-0": return -0.0;
            case "Infinity": return Double.POSITIVE_INFINITY;
            case "-Infinity": return Double.NEGATIVE_INFINITY;
            case "NaN": return Double.NaN;
            default: throw new IllegalArgumentException("not a number: " + value);
        }
    }

    static int integer(Object value) {
        return (int) number(value);
    }

    static int[] integers(Object value) {
        List<Object> values = list(value);
        int[] result = new int[values.size()];
        for (int index = 0; index < result.length; index++) result[index] = integer(values.get(index));
        return result;
    }

    static Point point(Object value) {
        List<Object> pair = list(value);
        return new Point(number(pair.get(0)), number(pair.get(1)));
    }

    /** A vector's input as the runtime takes it. */
    static LayoutInput input(Object vector) {
        List<Object> viewport = list(vector, "viewport");
        LayoutInput input = new LayoutInput(new Size(number(viewport.get(0)), number(viewport.get(1))), integers(get(vector, "sectionCounts")));
        Object sizes = get(vector, "itemSizes");
        if (sizes != null) input = input.withItemSizes(itemSizes(sizes));
        Object textScale = get(vector, "textScale");
        if (textScale != null) input = input.withTextScale(number(textScale));
        Object reduceMotion = get(vector, "reduceMotion");
        if (reduceMotion != null) input = input.withReduceMotion((Boolean) reduceMotion);
        return input;
    }

    static ItemSize itemSize(Object value) {
        if (value instanceof List) {
            List<Object> pair = list(value);
            return ItemSize.size(number(pair.get(0)), number(pair.get(1)));
        }
        return ItemSize.length(number(value));
    }

    static ItemSize[][] itemSizes(Object value) {
        List<Object> sections = list(value);
        ItemSize[][] sizes = new ItemSize[sections.size()][];
        for (int section = 0; section < sizes.length; section++) {
            List<Object> items = list(sections.get(section));
            sizes[section] = new ItemSize[items.size()];
            for (int item = 0; item < items.size(); item++) sizes[section][item] = itemSize(items.get(item));
        }
        return sizes;
    }

    /** The sizes of `sizes` for other counts, as the vectors tool makes them: repeated in order. */
    static ItemSize[][] resized(ItemSize[][] sizes, int[] counts) {
        if (sizes == null) return null;
        ItemSize[][] result = new ItemSize[counts.length][];
        for (int section = 0; section < counts.length; section++) {
            ItemSize[] source = sizes.length == 0 ? new ItemSize[0] : sizes[section % sizes.length];
            result[section] = new ItemSize[counts[section]];
            for (int item = 0; item < counts[section]; item++) {
                result[section][item] = source.length == 0 ? ItemSize.length(40) : source[item % source.length];
            }
        }
        return result;
    }

    static ElementKind kind(Object raw) {
        for (ElementKind kind : ElementKind.values()) if (kind.raw().equals(raw)) return kind;
        throw new IllegalArgumentException("no element kind " + raw);
    }

    static ElementID id(Object value) {
        List<Object> triple = list(value);
        return new ElementID(kind(triple.get(0)), integer(triple.get(1)), integer(triple.get(2)));
    }

    /** An element as the vectors write it. */
    static Object[] flat(LayoutAttributes element) {
        Rect frame = element.getFrame();
        return new Object[] {element.kind.raw(), (double) element.section, (double) element.item, frame.x, frame.y, frame.width, frame.height,
            element.scale, element.alpha, element.zIndex, element.getTranslateX(), element.getTranslateY(), element.getRotation(), element.getTurn(),
            element.getPerspective()};
    }

    /**
     * What a vector's `approximate` says: 0 for a layout compared to the bit; for one that uses
     * trigonometry, the largest coordinate of any of its elements, which rounding is relative to.
     */
    static double tolerance(Object approximate) {
        return approximate instanceof Double ? (Double) approximate : 0;
    }

    /**
     * Whether the runtime's value is the vector's: the same bits, or for a layout that uses
     * trigonometry within 1e-12 of the larger of the two values and `approximate`.
     */
    static boolean same(Object expected, Object found, double approximate) {
        if (found instanceof String) return found.equals(expected);
        if (!(expected instanceof Double) && !(expected instanceof String)) return false;
        double e = number(expected);
        double f = (Double) found;
        if (Double.doubleToRawLongBits(e) == Double.doubleToRawLongBits(f) || (Double.isNaN(e) && Double.isNaN(f))) return true;
        if (approximate == 0) return false;
        return Math.abs(e - f) <= 1e-12 * Math.max(approximate, Math.max(Math.abs(e), Math.abs(f)));
    }

    static String text(Object value) {
        if (value instanceof Object[]) return Arrays.toString((Object[]) value);
        if (value instanceof List) {
            StringBuilder text = new StringBuilder("[");
            for (Object item : list(value)) text.append(text.length() == 1 ? "" : ", ").append(text(item));
            return text.append(']').toString();
        }
        if (value instanceof Double && (Double) value == Math.rint((Double) value) && Math.abs((Double) value) < 1e15) {
            return Long.toString((long) (double) (Double) value);
        }
        return String.valueOf(value);
    }

    static String ids(List<?> elements) {
        StringBuilder text = new StringBuilder("[");
        for (Object element : elements) {
            ElementID id = element instanceof LayoutAttributes ? ((LayoutAttributes) element).getId() : (ElementID) element;
            text.append(text.length() == 1 ? "" : ", ").append(idText(id));
        }
        return text.append(']').toString();
    }

    static String idText(ElementID id) {
        return id == null ? "null" : "[" + id.kind.raw() + ", " + id.section + ", " + id.item + "]";
    }

    static String expectedIds(Object value) {
        if (value == null) return "null";
        StringBuilder text = new StringBuilder("[");
        for (Object id : list(value)) text.append(text.length() == 1 ? "" : ", ").append(idText(id(id)));
        return text.append(']').toString();
    }
}
