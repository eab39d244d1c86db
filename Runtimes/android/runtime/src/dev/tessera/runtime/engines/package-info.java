/**
 * A section's formulas resolved into numbers (SectionResolver, ResolvedSection), the placement
 * engines (Items and its kinds) and the scroll effects.
 *
 * <p>No API: public only for the queries, the layout and the driver, later stages.
 *
 * <p>A stage of the runtime (docs/ARCHITECTURE.md): its files name only this and earlier stages.
 */
package dev.tessera.runtime.engines;
