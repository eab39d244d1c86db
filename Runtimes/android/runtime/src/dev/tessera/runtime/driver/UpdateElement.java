package dev.tessera.runtime.driver;

import dev.tessera.runtime.geometry.LayoutAttributes;

/** What an animated batch update shows of one element: from `start` to `end`. */
public final class UpdateElement {
    public enum Change { STAYS, MOVES, INSERTED, DELETED }

    public final Change change;
    public final LayoutAttributes start;
    public final LayoutAttributes end;

    UpdateElement(Change change, LayoutAttributes start, LayoutAttributes end) {
        this.change = change;
        this.start = start;
        this.end = end;
    }

    @Override
    public String toString() {
        return change + " " + start + " → " + end;
    }
}
