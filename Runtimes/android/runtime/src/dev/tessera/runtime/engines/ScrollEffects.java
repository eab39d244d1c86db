package dev.tessera.runtime.engines;

import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.inputs.LayoutException;

/** A body's or a section's scroll effects, applied to a cell for its distance from the viewport's centre. */
public interface ScrollEffects {
    /** Whether the effects move, rotate or turn cells (so a rect query must look beyond frames). */
    boolean transforms();

    void apply(LayoutAttributes element, double distance, int sectionCount) throws LayoutException;
}
