package dev.tessera.runtime.layout;

import dev.tessera.runtime.engines.ExplicitFrames;
import dev.tessera.runtime.engines.ModelEffects;
import dev.tessera.runtime.engines.ResolvedSection;
import dev.tessera.runtime.engines.ScrollEffects;
import dev.tessera.runtime.engines.SectionResolver;
import dev.tessera.runtime.geometry.Numbers;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.inputs.Limits;
import dev.tessera.runtime.model.Model;
import dev.tessera.runtime.model.Model.*;
import dev.tessera.runtime.programs.Evaluator;
import dev.tessera.runtime.programs.FormulaContext;
import dev.tessera.runtime.programs.InputRead;
import dev.tessera.runtime.programs.Program;
import dev.tessera.runtime.queries.PreparedLayout;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * Runs a layout model, as the Swift runtime's LayoutEngine: picks the variant for the viewport,
 * resolves each section's formulas into numbers, and stacks the sections.
 */
public final class LayoutEngine {
    public final LayoutModel model;
    final Evaluator evaluator;
    /** The file errors name; null when unknown. */
    final String file;
    public final Set<InputRead> reads;

    public LayoutEngine(LayoutModel model, Evaluator evaluator, String file) {
        this.model = model;
        this.evaluator = evaluator;
        this.file = file;
        EnumSet<InputRead> reads = EnumSet.noneOf(InputRead.class);
        for (Program program : evaluator.programs) {
            if (program.reads("width")) reads.add(InputRead.WIDTH);
            if (program.reads("height")) reads.add(InputRead.HEIGHT);
            if (program.reads("count")) reads.add(InputRead.COUNT);
            if (program.reads("textScale")) reads.add(InputRead.TEXT_SCALE);
        }
        this.reads = Collections.unmodifiableSet(reads);
    }

    /** The first variant whose condition holds, else the base. */
    BodyModel body(Size viewport, double textScale) throws LayoutException {
        FormulaContext context = evaluator.context();
        context.width = viewport.width;
        context.height = viewport.height;
        context.textScale = textScale;
        for (VariantModel variant : model.variants) {
            if (evaluator.finiteValue(variant.condition, context) != 0) return variant.body;
        }
        return model.base;
    }

    public PreparedLayout prepare(LayoutInput input) throws LayoutException {
        try {
            return resolve(input);
        } catch (LayoutException error) {
            throw error.naming(file);
        }
    }

    private PreparedLayout resolve(LayoutInput input) throws LayoutException {
        Size viewport = input.getViewport();
        double textScale = input.getTextScale();
        if (!(SwiftMath.isFinite(viewport.width) && SwiftMath.isFinite(viewport.height) && viewport.width >= 0 && viewport.height >= 0)) {
            throw new LayoutException("the viewport must have a finite, non-negative size, not " + Numbers.describe(viewport.width) + "×"
                + Numbers.describe(viewport.height));
        }
        checkCounts(input.getSectionCounts());
        checkTextScale(textScale);
        BodyModel body = body(viewport, textScale);
        ResolvedSection[] sections = new ResolvedSection[input.sectionCount()];
        for (int index = 0; index < sections.length; index++) sections[index] = resolveSection(input, index, body);
        // Stilled effects with nothing left are none: scrolling then invalidates nothing for them.
        EffectsModel inForce = ModelEffects.inForce(body.effects, body.reducedMotionEffects, input.getReduceMotion());
        ScrollEffects effects = inForce == null || ModelEffects.isEmpty(inForce) ? null
            : new ModelEffects(inForce, evaluator, viewport, textScale, turnAxis());
        return new PreparedLayout(viewport, model.axis, model.direction, sections, effects, body.snap, textScale, input.getReduceMotion(),
            body.gravity == Gravity.END);
    }

    private ScrollAxis turnAxis() {
        return model.axis == ScrollAxis.HORIZONTAL ? ScrollAxis.VERTICAL : ScrollAxis.HORIZONTAL;
    }

    private SectionResolver resolver(LayoutInput input, int index) {
        ItemSize[][] itemSizes = input.getItemSizes();
        ItemSize[] sizes = itemSizes != null && index < itemSizes.length ? itemSizes[index] : null;
        Size viewport = input.getViewport();
        return new SectionResolver(evaluator, model.axis, viewport.width, viewport.height, input.getTextScale(), index, input.getSectionCounts()[index], sizes);
    }

    /** A section's geometry, with its own effects and snap when it overrides the layout's. */
    private ResolvedSection resolveSection(LayoutInput input, int index, BodyModel body) throws LayoutException {
        SectionModel section = sectionModel(body, index);
        ResolvedSection resolved = resolver(input, index).resolve(section);
        // The section's own effects in force, if any; otherwise the body's apply.
        EffectsModel inForce = ModelEffects.inForce(section.effects, section.reducedMotionEffects, input.getReduceMotion());
        if (inForce != null) resolved.effects = new ModelEffects(inForce, evaluator, input.getViewport(), input.getTextScale(), turnAxis());
        if (section.snap != null) resolved.snap = section.snap;
        return resolved;
    }

    /**
     * The layout for `input` when it differs from `prepared`'s by items appended to sections (and
     * no formula reads the count): a masonry or a grid continues its pass with the new items, any
     * other growing section is resolved again on its own, the others are kept. Otherwise prepares
     * again. The same answers as `prepare(input)`.
     */
    public PreparedLayout extend(PreparedLayout prepared, LayoutInput input) throws LayoutException {
        try {
            return extendUnnamed(prepared, input);
        } catch (LayoutException error) {
            throw error.naming(file);
        }
    }

    private PreparedLayout extendUnnamed(PreparedLayout prepared, LayoutInput input) throws LayoutException {
        int[] counts = input.getSectionCounts();
        boolean sameShape = !reads.contains(InputRead.COUNT) && sameSurroundings(prepared, input);
        if (sameShape) {
            for (int index = 0; index < counts.length; index++) sameShape &= counts[index] >= prepared.itemCount(index);
        }
        if (!sameShape) return prepare(input);
        checkCounts(counts);
        BodyModel body = body(input.getViewport(), input.getTextScale());
        ResolvedSection[] sections = prepared.sections.clone();
        boolean changed = false;
        for (int index = 0; index < counts.length; index++) {
            ResolvedSection section = sections[index];
            int from = section.items.count();
            int count = counts[index];
            if (count <= from) continue;
            changed = true;
            Arrangement arrangement = sectionModel(body, index).arrangement;
            if (section.orthogonal == null && section.items instanceof ExplicitFrames
                && ((arrangement instanceof MasonryModel && section.masonryContinuation != null)
                    || (arrangement instanceof GridModel && section.gridContinuation != null))) {
                ExplicitFrames.Builder frames = new ExplicitFrames.Builder((ExplicitFrames) section.items, count - from);
                ResolvedSection grown = section.copy();
                if (arrangement instanceof MasonryModel) {
                    grown.masonryContinuation = resolver(input, index).placeMasonryItems(from, count, (MasonryModel) arrangement, section.masonryContinuation, frames);
                } else {
                    grown.gridContinuation = resolver(input, index).placeGridItems(from, count, (GridModel) arrangement, section.gridContinuation, frames);
                }
                grown.items = frames.build();
                sections[index] = grown;
            } else {
                sections[index] = resolveSection(input, index, body);
            }
        }
        return changed ? withSections(prepared, sections) : prepared;
    }

    /**
     * The layout after items changed size or place (Swift's `relayout(_:changedFrom:to:)`):
     * `firstChanged[section]` is the first item whose size or index may differ (-1: the section is
     * as it was). A masonry places again only from that item, its pass rewound from the frames
     * before it; other changed sections are resolved again. The same answers as `prepare(input)`.
     */
    public PreparedLayout relayout(PreparedLayout prepared, int[] firstChanged, LayoutInput input) throws LayoutException {
        return relayout(prepared, firstChanged, null, input);
    }

    /**
     * As {@link #relayout(PreparedLayout, int[], LayoutInput)}, told also where the changes end
     * (Swift's {@code relayout(_:changedItems:to:)}): `changedEnds[section]` is one past the last
     * item that may differ, the items after it the same items of the same sizes (the count kept;
     * null: not told). A list on the grid then places again only the changed items and moves the
     * rest by one amount ({@link SectionResolver#placeListItemsAgain}).
     */
    public PreparedLayout relayout(PreparedLayout prepared, int[] firstChanged, int[] changedEnds, LayoutInput input) throws LayoutException {
        try {
            return relayoutUnnamed(prepared, firstChanged, changedEnds, input);
        } catch (LayoutException error) {
            throw error.naming(file);
        }
    }

    private PreparedLayout relayoutUnnamed(PreparedLayout prepared, int[] firstChanged, int[] changedEnds, LayoutInput input) throws LayoutException {
        int[] counts = input.getSectionCounts();
        boolean countsKept = counts.length == prepared.sectionCount();
        for (int index = 0; countsKept && index < counts.length; index++) countsKept = counts[index] == prepared.itemCount(index);
        boolean sameShape = (countsKept || !reads.contains(InputRead.COUNT)) && sameSurroundings(prepared, input)
            && firstChanged.length == counts.length;
        if (!sameShape) return prepare(input);
        checkCounts(counts);
        BodyModel body = body(input.getViewport(), input.getTextScale());
        ResolvedSection[] sections = prepared.sections.clone();
        boolean changed = false;
        for (int index = 0; index < counts.length; index++) {
            if (firstChanged[index] < 0) continue;
            changed = true;
            ResolvedSection section = sections[index];
            Arrangement arrangement = sectionModel(body, index).arrangement;
            boolean masonry = section.orthogonal == null && arrangement instanceof MasonryModel;
            boolean endTold = countsKept && changedEnds != null && index < changedEnds.length && changedEnds[index] >= 0;
            ResolvedSection placed = masonry && endTold
                ? resolver(input, index).placeListItemsAgain(section, firstChanged[index], changedEnds[index], (MasonryModel) arrangement) : null;
            if (placed == null && masonry) {
                placed = resolver(input, index).placeMasonryItemsAgain(section, firstChanged[index], counts[index], (MasonryModel) arrangement);
            }
            sections[index] = placed != null ? placed : resolveSection(input, index, body);
        }
        return changed ? withSections(prepared, sections) : prepared;
    }

    /** {@code prepared} with {@code sections} in place of its own, for {@code extend} and {@code relayout}. */
    private PreparedLayout withSections(PreparedLayout prepared, ResolvedSection[] sections) throws LayoutException {
        return new PreparedLayout(prepared.viewport, model.axis, model.direction, sections, prepared.effects, prepared.snap, prepared.textScale,
            prepared.reduceMotion, prepared.keptToEnd);
    }

    /**
     * Whether {@code input} has {@code prepared}'s viewport, text size, Reduce Motion and number of sections: what
     * {@code extend} and {@code relayout} need to keep the sections they do not place again.
     */
    private static boolean sameSurroundings(PreparedLayout prepared, LayoutInput input) {
        return input.getViewport().width == prepared.viewport.width && input.getViewport().height == prepared.viewport.height
            && input.getTextScale() == prepared.textScale && input.getReduceMotion() == prepared.reduceMotion
            && input.getSectionCounts().length == prepared.sectionCount();
    }

    public static SectionModel sectionModel(BodyModel body, int index) {
        return index < body.sectionOverrides.size() ? body.sectionOverrides.get(index) : body.defaultSection;
    }

    private static void checkCounts(int[] counts) throws LayoutException {
        if (counts.length > Limits.MAX_SECTIONS) throw new LayoutException(counts.length + " sections is more than a layout takes (" + Limits.MAX_SECTIONS + ")");
        for (int index = 0; index < counts.length; index++) {
            int count = counts[index];
            if (count < 0) throw new LayoutException("section " + index + " has a negative item count (" + count + ")");
            if (count > Limits.MAX_ITEMS) throw new LayoutException("section " + index + " has " + count + " items, more than a layout takes (" + Limits.MAX_ITEMS + ")");
        }
    }

    public static void checkTextScale(double textScale) throws LayoutException {
        if (!(SwiftMath.isFinite(textScale) && textScale > 0 && textScale <= 100)) {
            throw new LayoutException("the text scale must be a number above 0 and at most 100 (1 is the default text size), not " + Numbers.describe(textScale));
        }
    }
}
