package dev.tessera.runtime.model;

import dev.tessera.runtime.geometry.Word;

/**
 * Where scrolling comes to rest, as the Swift runtime's `SnapRule`: one of four words, or paging
 * by item (at most `items` items a swipe, resting on an item's leading edge or centre).
 */
public final class Snap {
    public enum Kind implements Word {
        NONE("none"), CENTER("center"), LEADING("leading"), PAGE("page"), PAGING("paging");

        private final String raw;

        Kind(String raw) {
            this.raw = raw;
        }

        @Override
        public String raw() {
            return raw;
        }
    }

    /** Where the item a paging swipe rests on lies: its leading edge at the start, or its centre in the middle. */
    public enum PagingAlignment implements Word {
        LEADING("leading"), CENTER("center");

        private final String raw;

        PagingAlignment(String raw) {
            this.raw = raw;
        }

        @Override
        public String raw() {
            return raw;
        }
    }

    /** The rules a file writes as a word. */
    public static final Kind[] WORDS = {Kind.NONE, Kind.CENTER, Kind.LEADING, Kind.PAGE};

    static final Snap NONE = new Snap(Kind.NONE, null, 0);

    public final Kind kind;
    /** Paging's alignment; null for the other kinds. */
    public final PagingAlignment alignment;
    /** The most items one paging swipe moves; 0 for the other kinds. */
    public final int items;

    private Snap(Kind kind, PagingAlignment alignment, int items) {
        this.kind = kind;
        this.alignment = alignment;
        this.items = items;
    }

    public static Snap word(Kind kind) {
        return kind == Kind.NONE ? NONE : new Snap(kind, null, 0);
    }

    public static Snap paging(PagingAlignment alignment, int items) {
        return new Snap(Kind.PAGING, alignment, items);
    }

    public boolean pages() {
        return kind == Kind.PAGING;
    }
}
