// A layout's description as a compiled file holds it: every size and position a formula, here
// an index into the file's programs. The same shape as the Swift runtime's LayoutModel<Formula>.

export type F = number;

/** The bounds the runtime puts on what it is given (a file, counts), as the Swift runtime's
 * `Limits`: past them, a located error, never a crash, a hang or unbounded memory. */
export const limits = {
  maxFileBytes: 16 * 1024 * 1024,
  /** Cells of a tile pattern, slots of a column spec, a rule's period, grid spans and periods. */
  maxPatternCells: 1024,
  /** Columns of a masonry, flow or grid, and of a column spec. */
  maxColumns: 1024,
  maxVariants: 64,
  maxSectionOverrides: 1024,
  maxItems: 50_000_000,
  maxSections: 100_000,
};
export type Snap = "none" | "center" | "leading" | "page";

export interface LayoutModel {
  name: string;
  axis: "vertical" | "horizontal";
  direction: "ltr" | "rtl";
  base: BodyModel;
  /** Tried in order; the first whose condition is not 0 replaces `base`. */
  variants: { condition: F; body: BodyModel }[];
}

export interface BodyModel {
  defaultSection: SectionModel;
  /** Section i uses entry i when there is one. */
  sectionOverrides: SectionModel[];
  effects?: EffectsModel;
  snap: Snap;
}

export interface SectionModel {
  arrangement: Arrangement;
  insets: InsetsModel;
  header?: SupplementaryModel;
  footer?: SupplementaryModel;
  background?: { insets: InsetsModel; cornerRadius: F };
  separators?: { thickness: F; inset: F; offset: F };
  orthogonal?: { length: F; snap: Snap };
  effects?: EffectsModel;
  snap?: Snap;
}

export interface InsetsModel { top: F; left: F; bottom: F; right: F }
export interface SupplementaryModel { length: F; pinned: boolean }
export interface SizeModel { width: F; height: F }
export interface CellModel { x: F; y: F; width: F; height: F }

export interface EffectsModel {
  scale?: F; alpha?: F; zIndex?: F; rotation?: F; translateX?: F; translateY?: F; turn?: F; perspective?: F;
}

export type Columns = { count: number } | { minimumWidth: F };

export type Arrangement =
  | { kind: "tiles"; cells: CellModel[]; period?: F; spacing: F; extent?: F }
  | { kind: "blocks"; columns: number[][]; columnWidth: F; itemLength: F; spacing?: F }
  | { kind: "circle"; item: SizeModel; centerX: F; centerY: F; radius: F; start: F; step: F; clockwise: boolean; singleAtCenter: boolean }
  | { kind: "line"; item: SizeModel; spacing: F; align: "start" | "center" | "end"; perItem: boolean }
  | { kind: "masonry"; columns: Columns; columnSpacing: F; itemSpacing: F; itemLength?: F; shortestFirst: boolean; tiesToTrailing: boolean; span?: F }
  | { kind: "flow"; sizing: FlowSizing; spacing: F; lineSpacing: F; align: "justify" | "leading" | "center" | "trailing"; span?: F }
  | { kind: "rule"; frame: CellModel; period?: { items: number; length: F } }
  | { kind: "grid"; columns: Columns; rowLength?: F; columnGap: F; rowGap: F; span?: F; rowSpan?: F; column?: F; dense: boolean; period?: F };

export type FlowSizing =
  | { columns: number; aspect: F }
  | { minimumWidth: F; aspect: F }
  | { item: SizeModel; perItem: boolean }
  | { data: true };
