package dev.tessera.runtime.geometry;

/** A value a compiled file spells as one of a few words: the enum's constant for each. */
public interface Word {
    /** The word as the file spells it. */
    String raw();
}
