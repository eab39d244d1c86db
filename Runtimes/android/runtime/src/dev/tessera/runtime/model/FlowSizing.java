package dev.tessera.runtime.model;

import dev.tessera.runtime.model.Model.SizeModel;

/**
 * How a flow sizes its items: a number of columns or a minimum width (each with an aspect
 * ratio), one item size (per item when it reads `index`), or the app's sizes.
 */
public final class FlowSizing {
    public enum Kind { COLUMNS, MINIMUM_WIDTH, ITEM, DATA }

    public final Kind kind;
    /** Items per line, with COLUMNS. */
    public final int columns;
    /** The minimum width's formula, with MINIMUM_WIDTH. */
    public final int minimumWidth;
    /** The aspect ratio's formula, with COLUMNS and MINIMUM_WIDTH. */
    public final int aspect;
    /** The item's size, with ITEM. */
    public final SizeModel item;
    /** Whether the item size reads `index`: derived from the programs after reading, never read. */
    public boolean perItem;

    private FlowSizing(Kind kind, int columns, int minimumWidth, int aspect, SizeModel item) {
        this.kind = kind;
        this.columns = columns;
        this.minimumWidth = minimumWidth;
        this.aspect = aspect;
        this.item = item;
    }

    public static FlowSizing columns(int columns, int aspect) {
        return new FlowSizing(Kind.COLUMNS, columns, Model.NO_FORMULA, aspect, null);
    }

    public static FlowSizing minimumWidth(int width, int aspect) {
        return new FlowSizing(Kind.MINIMUM_WIDTH, 0, width, aspect, null);
    }

    public static FlowSizing item(SizeModel size) {
        return new FlowSizing(Kind.ITEM, 0, Model.NO_FORMULA, Model.NO_FORMULA, size);
    }

    public static FlowSizing data() {
        return new FlowSizing(Kind.DATA, 0, Model.NO_FORMULA, Model.NO_FORMULA, null);
    }
}
