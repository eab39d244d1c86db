/**
 * Formulas as postfix programs, their evaluator and context, and which parts of its input a
 * layout reads (InputRead).
 *
 * <p>An app uses InputRead (CompiledLayout.reads()); the rest is public only for the later
 * stages and is no API.
 *
 * <p>A stage of the runtime (docs/ARCHITECTURE.md): its files name only this and earlier stages.
 */
package dev.tessera.runtime.programs;
