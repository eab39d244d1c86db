/**
 * The first stage: points, sizes, rects, the axis mapping, element IDs and kinds, the
 * attributes a view draws with (with their projection and interpolation), and Swift's
 * arithmetic and number texts, which every later stage names.
 *
 * <p>An app uses Point, Size, Rect, LayoutAttributes (through its getters), ElementID,
 * ElementKind, ScrollAxis, ReadingDirection and Interpolation; the rest, and the constructors
 * and fields the runtime sets, are public only for the later stages and are no API.
 *
 * <p>A stage of the runtime (docs/ARCHITECTURE.md): its files name only this and earlier stages.
 */
package dev.tessera.runtime.geometry;
