package dev.tessera.android;

import dev.tessera.runtime.inputs.LayoutException;

/**
 * Told when the layout cannot be computed for the view's size, counts or sizes (a formula's
 * value not finite, sizes missing): the layout is then empty, and told once, until one of them
 * changes.
 */
public interface LayoutErrorListener {
    void layoutFailed(LayoutException error);
}
