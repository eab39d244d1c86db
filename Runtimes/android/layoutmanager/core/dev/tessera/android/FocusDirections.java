package dev.tessera.android;

import dev.tessera.runtime.queries.CellNavigation;

/**
 * Android's focus search directions (`View.FOCUS_*`, the values `onFocusSearchFailed` is given),
 * which the core knows without Android's classes, and the arrow moves they ask of the layout.
 */
final class FocusDirections {
    private FocusDirections() {}

    static final int FOCUS_BACKWARD = 0x01;
    static final int FOCUS_FORWARD = 0x02;
    static final int FOCUS_LEFT = 0x11;
    static final int FOCUS_UP = 0x21;
    static final int FOCUS_RIGHT = 0x42;
    static final int FOCUS_DOWN = 0x82;

    /** The move a focus search direction asks for: an arrow's own; null for forward and backward (the platform's order). */
    static CellNavigation.Move move(int direction) {
        switch (direction) {
            case FOCUS_UP: return CellNavigation.Move.UP;
            case FOCUS_DOWN: return CellNavigation.Move.DOWN;
            case FOCUS_LEFT: return CellNavigation.Move.LEFT;
            case FOCUS_RIGHT: return CellNavigation.Move.RIGHT;
            default: return null;
        }
    }
}
