/**
 * A chain of layout sources (downloaded, kept, bundled): {@code FallbackLayout}, the first working
 * one, and {@code FallbackChain}, its decision, the same in every runtime.
 *
 * <p>A stage of the runtime (docs/ARCHITECTURE.md): its files name only this and earlier stages.
 */
package dev.tessera.runtime.fallback;
