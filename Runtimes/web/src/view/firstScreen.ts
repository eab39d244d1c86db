// The view's first screen written as HTML with no DOM (a server, a static site's build), and read
// back by the view that adopts it (`TesseraView`'s `adopt`): the elements the view's driver holds
// at the offset the layout opens at, each node written as the view writes its own (the same
// attributes, the same styles from `placing.ts`), so that the page shows the first screen before
// any script runs, and the view takes the nodes over with nothing moving.

import type { ElementID, ElementKind, LayoutAttributes } from "../geometry/attributes.js";
import type { ItemSize } from "../engines/resolver.js";
import type { Point, Size } from "../geometry/geometry.js";
import type { TesseraLayout } from "../layout/layout.js";
import { ScrollDriver } from "../driver/driver.js";
import { contentStyle, nodeStyle, placedStyle } from "./placing.js";

/** What `renderFirstScreen` writes: the layout, the scroller's size and the data, as the view
 * is given them, and the app's markup for its nodes. */
export interface FirstScreenOptions {
  /** The scroller's inner size (`clientWidth`, `clientHeight`) the page will give it. */
  viewport: Size;
  /** Items per section. */
  sectionCounts: number[];
  /** Each item's size, for layouts sized by data. */
  itemSizes?: ItemSize[][];
  /** The reader's text size relative to the default (default 1). */
  textScale?: number;
  /** Whether the reader asks for reduced motion (default false). */
  reduceMotion?: boolean;
  /** How far past the viewport elements are kept, as the view's `margin` (default: half a viewport). */
  margin?: number;
  /** A cell's markup: one element's HTML (its text escaped, `escapeHTML`), as the view's
   * `renderItem` makes its node. The view's attributes and styles are added to its start tag. */
  renderItem: (section: number, item: number) => string;
  /** A header's or a footer's markup, one element's HTML; an empty div when not given. */
  renderSupplementary?: (kind: "header" | "footer", section: number) => string;
  /** Whether `html` ends with an inline script that scrolls the scroller to `offset` before the
   * first frame is drawn (default true; a page whose policy forbids inline scripts scrolls it
   * itself, `offset`). Only a layout that opens away from its origin (`gravity: end`) needs it. */
  scrollScript?: boolean;
}

/** The first screen as HTML. */
export interface FirstScreen {
  /** The scroller's content: put it as the scroller's only child. */
  html: string;
  /** Where the scroller opens: the end of a layout kept to its end, else the origin. */
  offset: Point;
  /** The elements written, in the DOM's order (the data's): their attributes, as the view's driver has them. */
  elements: LayoutAttributes[];
  /** The content's size, the layout's. */
  contentSize: Size;
}

/** Writes the first screen of `layout`: the elements the view shows when it opens in a scroller
 * of `viewport`'s size, each node sized and placed as the view places it, in content of the
 * layout's size. Throws what the view would (a `LayoutError` for the input), and an `Error`
 * naming the item when the app's markup is not one element's. */
export function renderFirstScreen(layout: TesseraLayout, options: FirstScreenOptions): FirstScreen {
  const viewport = options.viewport;
  const input = { viewport, sectionCounts: options.sectionCounts, itemSizes: options.itemSizes, textScale: options.textScale, reduceMotion: options.reduceMotion ?? false };
  const driver = new ScrollDriver(layout, input, undefined, options.margin ?? Math.max(viewport.width, viewport.height) * 0.5);
  const offset = driver.offset;
  const size = driver.contentSize;
  const nodes = driver.kept.map((element) => nodeMarkup(element, markupOf(element.id, driver, options)));
  const content = [...contentStyle, ["width", `${size.width}px`], ["height", `${size.height}px`]] as const;
  let html = `<div class="tessera-content" data-offset="${offset.x} ${offset.y}" style="${styleText(content)}">${nodes.join("")}</div>`;
  if ((options.scrollScript ?? true) && (offset.x !== 0 || offset.y !== 0)) {
    html += `<script>document.currentScript.parentElement.scrollTo(${offset.x}, ${offset.y})</script>`;
  }
  return { html, offset, elements: driver.kept, contentSize: size };
}

/** `text` with the characters HTML gives a meaning to written as references: for text in an
 * element or in a quoted attribute's value. */
export function escapeHTML(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The markup the app (or the view) gives the node of `id`, and what the view adds to it. */
function markupOf(id: ElementID, driver: ScrollDriver, options: FirstScreenOptions): { markup: string; classes: string[]; style: [string, string][] } {
  switch (id.kind) {
    case "cell":
      return { markup: checkedMarkup(options.renderItem(id.section, id.item), `renderItem(${id.section}, ${id.item})`), classes: [], style: [] };
    case "header":
    case "footer": {
      const given = options.renderSupplementary?.(id.kind, id.section);
      const markup = given === undefined ? "<div></div>" : checkedMarkup(given, `renderSupplementary("${id.kind}", ${id.section})`);
      return { markup, classes: [`tessera-${id.kind}`], style: [] };
    }
    default:
      return {
        markup: "<div></div>", classes: [`tessera-${id.kind}`],
        style: id.kind === "background" ? [["borderRadius", `${driver.prepared.backgroundCornerRadius(id.section) ?? 0}px`]] : [],
      };
  }
}

/** An element's start tag, its attributes one by one: a name, and a value quoted or not. */
const startTag = /^\s*<([A-Za-z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function checkedMarkup(markup: unknown, call: string): string {
  if (typeof markup !== "string" || !startTag.test(markup)) {
    const shown = typeof markup === "string" ? `\`${markup.slice(0, 40)}${markup.length > 40 ? "…" : ""}\`` : `a ${typeof markup}`;
    throw new Error(`renderFirstScreen: ${call} gave ${shown}, not one element's HTML: return a string that begins with the element's start tag, such as \`<div class="cell">…</div>\``);
  }
  return markup;
}

/** The node's markup: the app's start tag with the view's attributes added (its own `data-`
 * names and `aria-hidden` replaced, its classes and styles kept before the view's, which win as
 * on the node the view styles), then the rest of the app's markup. */
function nodeMarkup(element: LayoutAttributes, made: { markup: string; classes: string[]; style: [string, string][] }): string {
  const id = element.id;
  const match = startTag.exec(made.markup) as RegExpExecArray;
  const [whole, name, attributes, selfClosing] = match;
  const kept: string[] = [];
  let classes = "";
  let style = "";
  const replaced = new Set(["data-kind", "data-section", "data-item", ...(decoration(id.kind) ? ["aria-hidden"] : [])]);
  for (const [, attributeName, doubled, single, bare] of attributes.matchAll(attribute)) {
    const value = doubled ?? single ?? bare;
    const lower = attributeName.toLowerCase();
    // Quoted again with double quotes: a double quote a single-quoted value held is escaped.
    if (lower === "class") classes = (value ?? "").replace(/"/g, "&quot;");
    else if (lower === "style") style = (value ?? "").replace(/"/g, "&quot;");
    else if (!replaced.has(lower)) kept.push(value === undefined ? attributeName : `${attributeName}="${value.replace(/"/g, "&quot;")}"`);
  }
  const allClasses = [classes, ...made.classes].filter((part) => part.trim() !== "").join(" ");
  const placed = placedStyle(element);
  const declarations: (readonly [string, string])[] = [...made.style, ...nodeStyle,
    ...(Object.entries(placed) as [string, string][]).filter(([, value]) => value !== "")];
  const ours = styleText(declarations);
  const fullStyle = style.trim() === "" ? ours : `${style.trim().replace(/;$/, "")};${ours}`;
  const tag = [name, ...(allClasses === "" ? [] : [`class="${allClasses}"`]), ...kept,
    ...(decoration(id.kind) ? ['aria-hidden="true"'] : []),
    `data-kind="${id.kind}"`, `data-section="${id.section}"`, `data-item="${id.item}"`, `style="${fullStyle}"`].join(" ");
  return `<${tag}${selfClosing}>${made.markup.slice(whole.length)}`;
}

/** Decorations are drawn, not read. */
const decoration = (kind: ElementKind) => kind === "background" || kind === "separator";

/** Declarations named as in `CSSStyleDeclaration` (`zIndex`) written as CSS text (`z-index:1`);
 * every value is the runtime's own (numbers and keywords), nothing to escape. */
function styleText(declarations: readonly (readonly [string, string])[]): string {
  return declarations.map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`).join(";");
}

/** The content `renderFirstScreen` wrote in `scroller`, for the view to adopt. */
export function adoptedContent(scroller: HTMLElement): HTMLElement {
  for (const child of Array.from(scroller.children)) if (child.classList.contains("tessera-content")) return child as HTMLElement;
  throw new Error("TesseraView: `adopt` takes over the first screen renderFirstScreen wrote, but the scroller has no child of class tessera-content: put renderFirstScreen's html in the scroller, or leave `adopt` out");
}

/** Whether the scroller is where the server's first screen opened it (within a point: a
 * browser may round the offset to its pixels). */
export function openedAt(content: HTMLElement, scroller: HTMLElement): boolean {
  const [x, y] = (content.dataset.offset ?? "").split(" ").map(Number);
  return Math.abs(scroller.scrollLeft - x) <= 1 && Math.abs(scroller.scrollTop - y) <= 1;
}

const kinds: ReadonlySet<string> = new Set<ElementKind>(["header", "cell", "footer", "background", "separator"]);

/** The nodes the server wrote in `content`, each with its element's ID. A child the server did
 * not write (markup of more than one element) is an error that names it. */
export function adoptedNodes(content: HTMLElement): [ElementID, HTMLElement][] {
  const nodes: [ElementID, HTMLElement][] = [];
  for (const child of Array.from(content.children)) {
    const node = child as HTMLElement;
    const { kind, section, item } = node.dataset;
    if (kind === undefined || !kinds.has(kind) || !/^\d+$/.test(section ?? "") || !/^\d+$/.test(item ?? "")) {
      const previous = nodes.at(-1)?.[0];
      const after = previous === undefined ? "first" : `after ${previous.kind} ${previous.section} ${previous.item}`;
      throw new Error(`TesseraView: \`adopt\` found a <${node.tagName.toLowerCase()}> in the first screen (${after}) that renderFirstScreen did not place: renderItem and renderSupplementary must each give one element's HTML`);
    }
    nodes.push([{ kind: kind as ElementKind, section: Number(section), item: Number(item) }, node]);
  }
  return nodes;
}
