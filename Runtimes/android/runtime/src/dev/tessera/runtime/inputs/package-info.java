/**
 * What a layout is given: the viewport and counts (LayoutInput), the items' sizes (ItemSize),
 * the runtime's bounds (Limits, generated) and the error a layout raises for them
 * (LayoutException).
 *
 * <p>An app uses LayoutInput, ItemSize and LayoutException; Limits is the runtime's own.
 *
 * <p>A stage of the runtime (docs/ARCHITECTURE.md): its files name only this and earlier stages.
 */
package dev.tessera.runtime.inputs;
