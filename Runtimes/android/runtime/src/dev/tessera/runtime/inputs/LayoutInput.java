package dev.tessera.runtime.inputs;

import dev.tessera.runtime.geometry.Size;
import java.util.Arrays;

/**
 * What a layout is computed for: the viewport, the item count of each section, where the layout
 * takes sizes from data each item's size (sections in order), the reader's text size (1 by
 * default: Android's font scale) and whether the reader asks for reduced motion (false by
 * default). Immutable: each `with…` answers a new input. The arrays are taken as given, not
 * copied (ten million sizes would be copied on every change): do not change them afterwards.
 */
public final class LayoutInput {
    private final Size viewport;
    private final int[] sectionCounts;
    private final ItemSize[][] itemSizes;
    private final double textScale;
    private final boolean reduceMotion;

    public LayoutInput(Size viewport, int... sectionCounts) {
        this(viewport, sectionCounts, null, 1, false);
    }

    private LayoutInput(Size viewport, int[] sectionCounts, ItemSize[][] itemSizes, double textScale, boolean reduceMotion) {
        if (viewport == null) throw new NullPointerException("a layout input's viewport");
        if (sectionCounts == null) throw new NullPointerException("a layout input's section counts");
        this.viewport = viewport;
        this.sectionCounts = sectionCounts;
        this.itemSizes = itemSizes;
        this.textScale = textScale;
        this.reduceMotion = reduceMotion;
    }

    public LayoutInput withViewport(Size viewport) {
        return new LayoutInput(viewport, sectionCounts, itemSizes, textScale, reduceMotion);
    }

    public LayoutInput withSectionCounts(int... sectionCounts) {
        return new LayoutInput(viewport, sectionCounts, itemSizes, textScale, reduceMotion);
    }

    /** Each item's size, sections in order; null for layouts that do not take sizes from data. */
    public LayoutInput withItemSizes(ItemSize[][] itemSizes) {
        return new LayoutInput(viewport, sectionCounts, itemSizes, textScale, reduceMotion);
    }

    /** The reader's text size relative to the default, which formulas read as `textScale` (Android's `Configuration.fontScale`). */
    public LayoutInput withTextScale(double textScale) {
        return new LayoutInput(viewport, sectionCounts, itemSizes, textScale, reduceMotion);
    }

    /** Whether the reader asks for reduced motion: the layout then uses its effects for Reduce Motion, or its effects without those that move cells. */
    public LayoutInput withReduceMotion(boolean reduceMotion) {
        return new LayoutInput(viewport, sectionCounts, itemSizes, textScale, reduceMotion);
    }

    public Size getViewport() {
        return viewport;
    }

    /** The counts as given (not a copy). */
    public int[] getSectionCounts() {
        return sectionCounts;
    }

    public ItemSize[][] getItemSizes() {
        return itemSizes;
    }

    public double getTextScale() {
        return textScale;
    }

    public boolean getReduceMotion() {
        return reduceMotion;
    }

    public int sectionCount() {
        return sectionCounts.length;
    }

    boolean sameCounts(int[] counts) {
        return Arrays.equals(sectionCounts, counts);
    }

    @Override
    public String toString() {
        return viewport + " " + Arrays.toString(sectionCounts) + (itemSizes == null ? "" : " with sizes") + (textScale != 1 ? " text " + textScale : "")
            + (reduceMotion ? " reduced motion" : "");
    }
}
