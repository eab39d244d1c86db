// What the page shows: a layout, a device size, counts, sizes, the reader's settings. A value:
// the page makes a new one for each change and compares them, and the URL's fragment holds it,
// so that a view can be shared or reloaded.
import type { ItemSize } from "/tessera.js";
import type { LayoutListing } from "./answers.js";

export interface Selection {
  /** The layout's `file` as the list gives it; empty before the list is read. */
  readonly file: string;
  readonly width: number;
  readonly height: number;
  /** `N`, or `N1,N2,...` per section. */
  readonly counts: string;
  /** Whether the counts were chosen (else each layout shows its own sections). */
  readonly countsChosen: boolean;
  /** The random sizes' seed, or an uploaded sizes file's id (`file` for `--sizes`). */
  readonly sizes: { seed: number } | { id: string };
  /** Whether the sizes were chosen (else `--sizes`' file, when the preview was given one). */
  readonly sizesChosen: boolean;
  readonly textScale: number;
  readonly reduceMotion: boolean;
}

export const initialSelection = (reduceMotion: boolean): Selection => ({
  file: "", width: 375, height: 667, counts: "60", countsChosen: false, sizes: { seed: 1 }, sizesChosen: false, textScale: 1, reduceMotion,
});

/** Counts as the runtime takes them: "6, 4,10" is [6, 4, 10]. */
export function countsOf(counts: string): number[] {
  return counts.split(",").map((count) => Number(count.trim()));
}

/** Whether `text` is counts the page takes: a whole number, or several separated by commas. */
export const isCounts = (text: string) => /^\d+(\s*,\s*\d+)*$/.test(text.trim());

/** The counts parameter of an API request. */
export function countsParameter(counts: string): Record<string, string> {
  const text = counts.replace(/\s+/g, "");
  return text.includes(",") ? { sections: text } : { items: text };
}

/** The `sizes` parameter for a layout sized by data; none for others. */
export function sizesParameter(selection: Selection, layout: LayoutListing | undefined): Record<string, string> {
  if (!layout?.takesSizesFromData) return {};
  return { sizes: "id" in selection.sizes ? selection.sizes.id : `random:${selection.sizes.seed}` };
}

/** The counts a layout opens with until they are chosen: its own sections, or for a sizes file's
 * layout the file's sizes spread over them. */
export function suggestedCounts(layout: LayoutListing, fileSizes: number | undefined, usesFile: boolean): string | undefined {
  const suggested = layout.suggestedCounts;
  if (suggested === undefined) return undefined;
  if (layout.takesSizesFromData && usesFile && fileSizes !== undefined) return spread(fileSizes, suggested.length);
  return suggested.join(",");
}

/** `total` items over `sections` sections, as even as they go. */
function spread(total: number, sections: number): string {
  const each = Math.floor(total / sections);
  return Array.from({ length: sections }, (_, i) => each + (i < total - each * sections ? 1 : 0)).join(",");
}

/** The URL's fragment for a selection: layout, viewport, and counts once chosen. */
export function fragment(selection: Selection): string {
  const params = new URLSearchParams({ file: selection.file, w: String(selection.width), h: String(selection.height) });
  if (selection.countsChosen) params.set("counts", selection.counts);
  return `#${params}`;
}

/** A selection with what a fragment says. */
export function reading(fragmentText: string, selection: Selection): Selection {
  const params = new URLSearchParams(fragmentText.replace(/^#/, ""));
  const file = params.get("file"), counts = params.get("counts");
  const width = Number(params.get("w")), height = Number(params.get("h"));
  return {
    ...selection,
    file: file || selection.file,
    counts: counts && isCounts(counts) ? counts : selection.counts,
    countsChosen: counts && isCounts(counts) ? true : selection.countsChosen,
    width: width > 0 ? width : selection.width,
    height: height > 0 ? height : selection.height,
  };
}

/** What the compiled layout and its sizes depend on: a change of any asks the server again. */
export function dataKey(selection: Selection, layout: LayoutListing | undefined, version: number): string {
  return JSON.stringify([selection.file, version, selection.counts, sizesParameter(selection, layout)]);
}

/** Item sizes as the web runtime takes them, from the API's answer. */
export function sizesFromAnswer(answer: (number | { width: number; height: number })[][] | null): ItemSize[][] | undefined {
  return answer?.map((section) => section.map((size) => (typeof size === "number" ? size : { width: size.width, height: size.height })));
}
