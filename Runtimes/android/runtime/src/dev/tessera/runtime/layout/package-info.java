/**
 * The layout engine: the variant for the viewport, its sections resolved and stacked into a
 * PreparedLayout.
 *
 * <p>No API: public only for the compiled layout and the driver, later stages.
 *
 * <p>A stage of the runtime (docs/ARCHITECTURE.md): its files name only this and earlier stages.
 */
package dev.tessera.runtime.layout;
