package dev.tessera.runtime.model;

/** Item i + items is item i moved by `length` along the scroll axis. */
public final class RulePeriod {
    public final int items;
    public final int length;

    public RulePeriod(int items, int length) {
        this.items = items;
        this.length = length;
    }
}
