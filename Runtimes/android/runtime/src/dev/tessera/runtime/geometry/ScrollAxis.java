package dev.tessera.runtime.geometry;

/** The axis a layout scrolls along, as its file says (`axis`). */
public enum ScrollAxis implements Word {
    VERTICAL("vertical"), HORIZONTAL("horizontal");

    private final String raw;

    ScrollAxis(String raw) {
        this.raw = raw;
    }

    @Override
    public String raw() {
        return raw;
    }

    /** The other axis. */
    public ScrollAxis cross() {
        return this == VERTICAL ? HORIZONTAL : VERTICAL;
    }
}
