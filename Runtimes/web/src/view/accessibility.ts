// What a screen reader and a keyboard meet in TesseraView: each section a grid or a list by the
// rows-and-columns rule (queries/gridStructure.ts, docs/ACCESSIBILITY.md), one focusable cell
// moved by the arrow keys (queries/cellNavigation.ts). The view's nodes stay flat and in the
// data's order; the grids, rows and lists are empty elements beside the content, in the
// scroller, that own the cells (`aria-owns`), so that placing, recycling and adopting the
// server's nodes are untouched.

import type { ElementID, LayoutAttributes } from "../geometry/attributes.js";
import type { ScrollDriver } from "../driver/driver.js";
import type { PreparedLayout } from "../queries/prepared.js";
import type { GridStructure } from "../queries/gridStructure.js";
import type { CellMove } from "../queries/cellNavigation.js";

const keys: Record<string, CellMove> = {
  ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right", Home: "home", End: "end", PageUp: "pageUp", PageDown: "pageDown",
};

let views = 0;

/** The most cells a section's structure is found with in the frame that needs it: about a
 * millisecond's work (Benchmarks/RESULTS.md, "The web view's accessibility"). */
const synchronousCells = 500;

export interface AnnouncingHost {
  readonly content: HTMLElement;
  readonly scroller: HTMLElement;
  readonly driver: ScrollDriver;
  node(kind: ElementID["kind"], section: number, item: number): HTMLElement | undefined;
  /** Shows the frame at the scroller's offset now. */
  scrollFrame(): void;
}

export class Announcing {
  /** Each prepared layout's sections' structures, found once. */
  private structures = new WeakMap<PreparedLayout, GridStructure[]>();
  /** The grid or list element of each section, and each grid's row elements by row. */
  private readonly groups = new Map<number, { group: HTMLElement; rows: Map<number, HTMLElement> }>();
  /** What each node was last given: its cell in a section's structure. */
  private readonly given = new WeakMap<HTMLElement, { structure: GridStructure; section: number; item: number; id: string }>();
  /** The cell with the roving tab stop: kept while its node is out of the frame. */
  private focusCell: { section: number; item: number } | undefined;
  private readonly prefix = `tessera-${++views}`;

  /** `dragging`: whether a drag to reorder holds the arrow keys. */
  constructor(private readonly host: AnnouncingHost, signal: AbortSignal, private readonly dragging: () => boolean) {
    host.content.addEventListener("keydown", (event) => this.key(event), { signal });
    signal.addEventListener("abort", () => clearTimeout(this.timer));
    host.content.addEventListener("focusin", (event) => {
      const cell = (event.target as HTMLElement).closest?.("[data-kind='cell']") as HTMLElement | null;
      if (cell === null || cell.parentElement !== host.content) return;
      this.focusCell = { section: Number(cell.dataset.section), item: Number(cell.dataset.item) };
      this.hadFocus = true;
    }, { signal });
  }

  /** A section's structure, or undefined while it is being found. A section of more than
   * `synchronousCells` is found after the frame, in a task of its own: the rule reads every
   * frame of the section and sorts them (20 ms and more for 10,000 cells), which a mount or a
   * reload would otherwise wait for; its cells keep what they had until then. */
  private structure(section: number): GridStructure | undefined {
    const prepared = this.host.driver.prepared;
    let found = this.structures.get(prepared);
    if (found === undefined) this.structures.set(prepared, found = []);
    const known = found[section];
    if (known !== undefined) return known;
    if (prepared.itemCount(section) <= synchronousCells) return found[section] = prepared.gridStructure(section);
    this.pending.add(section);
    this.timer ??= setTimeout(() => this.findPending(), 0);
    return undefined;
  }

  /** Sections whose structure a task will find, and that task. */
  private readonly pending = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  private findPending(): void {
    this.timer = undefined;
    const prepared = this.host.driver.prepared;
    let found = this.structures.get(prepared);
    if (found === undefined) this.structures.set(prepared, found = []);
    for (const section of this.pending) found[section] ??= prepared.gridStructure(section);
    this.pending.clear();
    if (this.lastShown !== undefined && this.last !== undefined) this.update(this.lastShown, this.last.nodes, true);
  }

  /** What the last update was given: a frame that shows the same elements with the same nodes
   * of the same layout (most frames of a scroll) needs nothing. */
  private last: { prepared: PreparedLayout; ids: ElementID[]; nodes: HTMLElement[] } | undefined;

  private lastShown: LayoutAttributes[] | undefined;

  private unchanged(shown: LayoutAttributes[], nodes: HTMLElement[]): boolean {
    const last = this.last;
    if (last === undefined || last.prepared !== this.host.driver.prepared || last.nodes.length !== nodes.length) return false;
    for (let index = 0; index < nodes.length; index++) {
      const a = last.ids[index], b = shown[index].id;
      if (last.nodes[index] !== nodes[index] || a.kind !== b.kind || a.section !== b.section || a.item !== b.item) return false;
    }
    return true;
  }

  /** Gives the shown nodes their roles and places, and the groups their owned nodes. */
  update(shown: LayoutAttributes[], nodes: HTMLElement[], force = false): void {
    if (!force && this.unchanged(shown, nodes)) return;
    this.last = { prepared: this.host.driver.prepared, ids: shown.map((element) => element.id), nodes: nodes.slice() };
    this.lastShown = shown;
    const owned = new Map<number, Map<number, string[]>>();
    const headers = new Map<number, string>();
    let focusable: HTMLElement | undefined, first: HTMLElement | undefined;
    const cells: HTMLElement[] = [];
    const activeLost = document.activeElement === null || document.activeElement === document.body;
    for (let index = 0; index < shown.length; index++) {
      const { kind, section, item } = shown[index].id;
      const node = nodes[index];
      if (kind === "header") {
        setID(node, `${this.prefix}-h${section}`);
        headers.set(section, node.id);
        continue;
      }
      if (kind !== "cell") continue;
      cells.push(node);
      first ??= node;
      if (this.focusCell?.section === section && this.focusCell.item === item) focusable = node;
      const structure = this.structure(section);
      if (structure === undefined) continue;
      const place = structure.places[item];
      let given = this.given.get(node);
      // A node given this cell of this structure before has its attributes: only a cell that
      // entered, or a node that shows another cell now, is written.
      if (given === undefined || given.structure !== structure || given.section !== section || given.item !== item) {
        given = { structure, section, item, id: `${this.prefix}-c${section}-${item}` };
        this.given.set(node, given);
        setID(node, given.id);
        // Named by its own content: WebKit names a cell by nothing else than its description
        // (the reorder help) otherwise. A name the page gave the cell is kept.
        const labelledBy = node.getAttribute("aria-labelledby");
        if (!node.hasAttribute("aria-label") && (labelledBy === null || labelledBy.startsWith(`${this.prefix}-c`))) setOrRemove(node, "aria-labelledby", node.id);
        if (structure.kind === "grid") {
          setOrRemove(node, "role", "gridcell");
          setOrRemove(node, "aria-colindex", String(place.column + 1));
          setOrRemove(node, "aria-colspan", place.columnSpan > 1 ? String(place.columnSpan) : undefined);
          setOrRemove(node, "aria-rowspan", place.rowSpan > 1 ? String(place.rowSpan) : undefined);
          setOrRemove(node, "aria-setsize", undefined);
          setOrRemove(node, "aria-posinset", undefined);
        } else {
          setOrRemove(node, "role", "listitem");
          setOrRemove(node, "aria-setsize", String(structure.rowCount));
          setOrRemove(node, "aria-posinset", String(item + 1));
          for (const name of ["aria-colindex", "aria-colspan", "aria-rowspan"]) setOrRemove(node, name, undefined);
        }
      }
      let rows = owned.get(section);
      if (rows === undefined) owned.set(section, rows = new Map());
      const row = structure.kind === "grid" ? place.row : -1;
      const ids = rows.get(row);
      if (ids === undefined) rows.set(row, [given.id]); else ids.push(given.id);
    }
    // One tab stop: the focused cell when it is shown, else the first cell shown. Written only
    // where it changes: the stop set to -1 and back each frame was two attribute writes a frame.
    const stop = focusable ?? first;
    for (const node of cells) {
      const tabIndex = node === stop ? 0 : -1;
      if (node.tabIndex !== tabIndex) node.tabIndex = tabIndex;
    }
    // Focus that left with its cell's node (to the page's body) comes back with it, unless it
    // went elsewhere meanwhile.
    if (focusable !== undefined && activeLost && this.hadFocus) focusable.focus({ preventScroll: true });
    this.hadFocus = this.host.content.contains(document.activeElement) || (activeLost && this.hadFocus);
    this.own(owned, headers);
  }

  /** Whether a cell of this view had focus at the last update, or lost it by leaving the frame. */
  private hadFocus = false;

  private own(owned: Map<number, Map<number, string[]>>, headers: Map<number, string>): void {
    for (const [section, entry] of this.groups) {
      // A section whose structure is being found keeps its group until it is.
      if (owned.has(section) || this.pending.has(section)) continue;
      entry.group.remove();
      this.groups.delete(section);
    }
    for (const [section, rows] of owned) {
      const structure = this.structure(section) as GridStructure;
      const role = structure.kind === "grid" ? "grid" : "list";
      let entry = this.groups.get(section);
      if (entry === undefined || entry.group.getAttribute("role") !== role) {
        entry?.group.remove();
        const group = hiddenBox();
        group.dataset.tesseraGroup = String(section);
        setOrRemove(group, "role", role);
        entry = { group, rows: new Map() };
        this.groups.set(section, entry);
        this.host.scroller.append(group);
      }
      const { group } = entry;
      setOrRemove(group, "aria-labelledby", headers.get(section));
      if (structure.kind === "list") {
        setOrRemove(group, "aria-owns", (rows.get(-1) ?? []).join(" "));
        continue;
      }
      setOrRemove(group, "aria-rowcount", String(structure.rowCount));
      setOrRemove(group, "aria-colcount", String(structure.columnCount));
      for (const [row, element] of entry.rows) {
        if (rows.has(row)) continue;
        element.remove();
        entry.rows.delete(row);
      }
      const order = [...rows.keys()].sort((a, b) => a - b);
      for (const row of order) {
        let element = entry.rows.get(row);
        if (element === undefined) {
          element = hiddenBox();
          element.id = `${this.prefix}-r${section}-${row}`;
          setOrRemove(element, "role", "row");
          setOrRemove(element, "aria-rowindex", String(row + 1));
          entry.rows.set(row, element);
        }
        setOrRemove(element, "aria-owns", (rows.get(row) as string[]).join(" "));
      }
      setOrRemove(group, "aria-owns", order.map((row) => (entry as { rows: Map<number, HTMLElement> }).rows.get(row)?.id).join(" "));
      for (const row of order) {
        const element = entry.rows.get(row) as HTMLElement;
        if (element.parentElement !== group) group.append(element);
      }
    }
  }

  /** An arrow, Home, End, Page Up or Page Down on a cell: focus to the cell the frames give,
   * scrolled into view. */
  private key(event: KeyboardEvent): void {
    const move = keys[event.key];
    const cell = (event.target as HTMLElement).closest?.("[data-kind='cell']") as HTMLElement | null;
    if (move === undefined || cell === null || event.altKey || event.ctrlKey || event.metaKey || this.dragging()) return;
    const driver = this.host.driver;
    const from = { section: Number(cell.dataset.section), item: Number(cell.dataset.item) };
    const next = driver.prepared.nextCell(from, move, driver.position);
    event.preventDefault();
    if (next === undefined) return;
    this.focusCell = { section: next.section, item: next.item };
    const frame = driver.attributes(next)?.frame;
    if (frame !== undefined) {
      const scroller = this.host.scroller;
      const left = Math.min(frame.x, Math.max(scroller.scrollLeft, frame.x + frame.width - scroller.clientWidth));
      const top = Math.min(frame.y, Math.max(scroller.scrollTop, frame.y + frame.height - scroller.clientHeight));
      if (left !== scroller.scrollLeft || top !== scroller.scrollTop) {
        scroller.scrollTo({ left, top });
        this.host.scrollFrame();
      }
    }
    const node = this.host.node("cell", next.section, next.item);
    if (node === undefined) return;
    cell.tabIndex = -1;
    node.tabIndex = 0;
    node.focus({ preventScroll: true });
  }
}

/** Writes an attribute only when it changes: every frame passes here, and each write is work
 * for the accessibility tree. */
function setOrRemove(node: HTMLElement, name: string, value: string | undefined): void {
  if (node.getAttribute(name) === (value ?? null)) return;
  if (value === undefined) node.removeAttribute(name); else node.setAttribute(name, value);
}

function setID(node: HTMLElement, id: string): void {
  if (node.id !== id) node.id = id;
}

/** An element that takes no room and is not drawn, for the accessibility tree only. */
function hiddenBox(): HTMLElement {
  const box = document.createElement("div");
  box.style.position = "absolute";
  box.style.width = "0";
  box.style.height = "0";
  box.style.overflow = "hidden";
  return box;
}
