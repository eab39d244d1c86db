/**
 * A layout computed for one viewport (PreparedLayout) and what is asked of it: rect queries,
 * snapping, hit testing, paging, at ScrollOffsets.
 *
 * <p>An app uses PreparedLayout's methods and ScrollOffsets; PreparedLayout's constructor and
 * fields are public only for the later stages and are no API.
 *
 * <p>A stage of the runtime (docs/ARCHITECTURE.md): its files name only this and earlier stages.
 */
package dev.tessera.runtime.queries;
