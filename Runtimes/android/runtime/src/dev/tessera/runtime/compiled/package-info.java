/**
 * A compiled layout file, checked as it is read (the JSON reader, the file reader, the
 * generated NodeReader and Versions), and CompiledLayout, what an app loads.
 *
 * <p>An app uses CompiledLayout and LoadException; the readers are package-private.
 *
 * <p>A stage of the runtime (docs/ARCHITECTURE.md): its files name only this and earlier stages.
 */
package dev.tessera.runtime.compiled;
