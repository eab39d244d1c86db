package dev.tessera.runtime;

/** Item i + items is item i moved by `length` along the scroll axis. */
final class RulePeriod {
    final int items;
    final int length;

    RulePeriod(int items, int length) {
        this.items = items;
        this.length = length;
    }
}
