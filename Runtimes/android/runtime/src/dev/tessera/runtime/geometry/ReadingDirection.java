package dev.tessera.runtime.geometry;

/**
 * Which way the layout reads across (`direction` in its file): right-to-left mirrors every frame
 * across the content's width.
 */
public enum ReadingDirection implements Word {
    LEFT_TO_RIGHT("ltr"), RIGHT_TO_LEFT("rtl");

    private final String raw;

    ReadingDirection(String raw) {
        this.raw = raw;
    }

    @Override
    public String raw() {
        return raw;
    }
}
