/**
 * The layout as a compiled file describes it: the generated Model and the shapes written by
 * hand (Snap, Columns, FlowSizing, RulePeriod).
 *
 * <p>No API: public only because the engines, the layout and the compiled file's reader, later
 * stages, read it.
 *
 * <p>A stage of the runtime (docs/ARCHITECTURE.md): its files name only this and earlier stages.
 */
package dev.tessera.runtime.model;
