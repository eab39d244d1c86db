// Tessera's web runtime: compiled layouts (`tessera compile`) loaded and checked as the Swift
// runtime loads them. The public API is what a page calls.

export { CompiledLayout } from "./compiled/layout.js";
export { LoadError } from "./compiled/loadError.js";
export { errorCodes, signedFileCodes, type ErrorCode } from "./errors/codes.js";
export { contentHash } from "./errors/contentHash.js";
export type { ErrorReport } from "./errors/report.js";
export { MemorySerialStore, SignedLayoutLoader } from "./signing/loader.js";
export { SignedFileError } from "./signing/signedFileError.js";
export { LayoutError } from "./geometry/geometry.js";
export { PreparedLayout } from "./queries/prepared.js";
export { FallbackLayout } from "./fallback/fallbackLayout.js";
export { ScrollDriver } from "./driver/driver.js";
export { TesseraView } from "./view/view.js";
export { LayoutTransition } from "./view/transition.js";
export { escapeHTML, renderFirstScreen } from "./view/firstScreen.js";
export { interpolate } from "./geometry/interpolation.js";
export { switchAnchor, switchedDriver, transitionEnds } from "./driver/switching.js";
export { CollectionSession } from "./session/session.js";
export { CollectionLayoutCore } from "./session/core.js";

// The types a page's code names: what the classes above take and answer.
export type { ElementID, ElementKind, LayoutAttributes } from "./geometry/attributes.js";
export type { LayoutInput } from "./layout/engine.js";
export type { TesseraLayout } from "./layout/layout.js";
export type { FallbackOptions, FallbackSkip, LayoutSource } from "./fallback/fallbackLayout.js";
export type { Point, Rect, Size } from "./geometry/geometry.js";
export type { ItemSize } from "./engines/resolver.js";
export type { ItemUpdate } from "./driver/updates.js";
export type { UpdateElement } from "./driver/driver.js";
export type { ScrollOffsets } from "./queries/sections.js";
export { gridStructure, gridTolerance } from "./queries/gridStructure.js";
export type { GridPlace, GridStructure } from "./queries/gridStructure.js";
export { nextCell } from "./queries/cellNavigation.js";
export type { CellMove } from "./queries/cellNavigation.js";
export type { BatchUpdateOptions, SetLayoutOptions, TesseraViewOptions } from "./view/options.js";
export type { TransitionAnimation } from "./view/transition.js";
export type { FirstScreen, FirstScreenOptions } from "./view/firstScreen.js";
export type { SerialStore, SignedLayoutOptions, SignedLoadOptions } from "./signing/loader.js";
export type { SignedEnvelope } from "./signing/envelope.js";
export type { SignedFileCode } from "./signing/signedFileError.js";
export type { SwitchAnchor } from "./driver/switching.js";
export type { Cell, OpenState, SessionOutcome } from "./session/session.js";
export type { Anchor, BoundsInvalidation } from "./session/core.js";
export type { EdgeInsets } from "./session/viewBounds.js";
export type { UpdateEntry } from "./session/updateEntries.js";
export type { MoveDetail, ReorderOptions } from "./view/reordering.js";
