package dev.tessera.runtime.model;

/** Masonry's and the grid's columns: a count, or as many as fit a minimum width. */
public final class Columns {
    /** The count; 0 when the columns are as many as fit. */
    public final int count;
    /** The minimum width's formula; `Model.NO_FORMULA` with a count. */
    public final int minimumWidth;

    private Columns(int count, int minimumWidth) {
        this.count = count;
        this.minimumWidth = minimumWidth;
    }

    public static Columns count(int count) {
        return new Columns(count, Model.NO_FORMULA);
    }

    public static Columns minimumWidth(int formula) {
        return new Columns(0, formula);
    }
}
