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

/** The cells one row element (or a list) owns, in the data's order: their items and ids. */
interface OwnedRow { items: number[]; ids: string[] }
/** Each section's owned rows, by row (-1 for a list). */
type Owned = Map<number, Map<number, OwnedRow>>;

/** What a scroll's frame changed: the indices (in the new frame) of the elements that
 * entered, and the elements that left. */
export interface FrameChange { entered: number[]; left: ElementID[] }

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
    if (this.lastShown !== undefined && this.lastNodes !== undefined) this.update(this.lastShown, this.lastNodes, true);
  }

  /** What the last update was given: a frame that shows the same elements with the same nodes
   * of the same layout (most frames of a scroll) needs nothing. */
  private last: { prepared: PreparedLayout; ids: ElementID[]; nodes: HTMLElement[] } | undefined;

  /** The arrays the last update was given, as given: a frame's change (`frameChanged`) applies
   * to what the accessibility shows only when it was made against these. */
  private lastShown: LayoutAttributes[] | undefined;
  private lastNodes: HTMLElement[] | undefined;

  /** The cells each group owns, as last written: by section, by row (-1 for a list). */
  private owned: Owned = new Map();
  /** Each section's header's id, as last written. */
  private headers = new Map<number, string>();
  /** The cell node with the tab stop, as last written. */
  private stop: HTMLElement | undefined;
  /** What each row element and group's `aria-owns` was last written: the value is rewritten
   * whole when a cell enters or leaves, and reading it back costs as much as building it. */
  private readonly ownsWritten = new WeakMap<HTMLElement, string>();

  private unchanged(shown: LayoutAttributes[], nodes: HTMLElement[]): boolean {
    const last = this.last;
    if (last === undefined || last.prepared !== this.host.driver.prepared || last.nodes.length !== nodes.length) return false;
    for (let index = 0; index < nodes.length; index++) {
      const a = last.ids[index], b = shown[index].id;
      if (last.nodes[index] !== nodes[index] || a.kind !== b.kind || a.section !== b.section || a.item !== b.item) return false;
    }
    return true;
  }

  private remember(shown: LayoutAttributes[], nodes: HTMLElement[]): void {
    this.last = { prepared: this.host.driver.prepared, ids: shown.map((element) => element.id), nodes: nodes.slice() };
    this.lastShown = shown;
    this.lastNodes = nodes;
  }

  /** A scroll's frame: `shown` and `nodes` are `previous` and `previousNodes` with the elements
   * at `change.entered` (indices into `shown`) added and those of `change.left` taken out. Only
   * the cells that entered are written, and the owners of the cells that entered or left: the
   * nodes that stay keep what they have. A frame made against other arrays than the last
   * update's, or one in which a header entered or left, takes the whole pass. */
  frameChanged(previous: LayoutAttributes[], previousNodes: HTMLElement[], shown: LayoutAttributes[], nodes: HTMLElement[], change: FrameChange): void {
    const prepared = this.host.driver.prepared;
    if (previous !== this.lastShown || previousNodes !== this.lastNodes || this.last?.prepared !== prepared
      || change.left.some((id) => id.kind === "header") || change.entered.some((index) => shown[index].id.kind === "header")) {
      this.update(shown, nodes);
      return;
    }
    this.remember(shown, nodes);
    if (change.entered.length === 0 && change.left.length === 0) return;
    const activeLost = document.activeElement === null || document.activeElement === document.body;
    const touched = new Set<number>();
    const structures = this.structures.get(prepared) ?? [];
    for (const { kind, section, item } of change.left) {
      const structure = structures[section];
      if (kind !== "cell" || structure === undefined) continue;
      const rows = this.owned.get(section);
      const row = rows?.get(structure.kind === "grid" ? structure.places[item].row : -1);
      if (rows === undefined || row === undefined) continue;
      const at = row.items.indexOf(item);
      if (at < 0) continue;
      row.items.splice(at, 1);
      row.ids.splice(at, 1);
      if (row.items.length === 0) rows.delete(structure.kind === "grid" ? structure.places[item].row : -1);
      if (rows.size === 0) this.owned.delete(section);
      touched.add(section);
    }
    const focusable = this.focusCell === undefined ? undefined : this.host.node("cell", this.focusCell.section, this.focusCell.item);
    const stop = focusable?.parentElement === this.host.content ? focusable : firstCell(shown, nodes);
    for (const index of change.entered) {
      const { kind, section, item } = shown[index].id;
      if (kind !== "cell") continue;
      const node = nodes[index];
      if (node !== stop && node.tabIndex !== -1) node.tabIndex = -1;
      const structure = this.structure(section);
      if (structure === undefined) continue;
      const id = this.give(node, structure, section, item).id;
      let rows = this.owned.get(section);
      if (rows === undefined) this.owned.set(section, rows = new Map());
      const rowIndex = structure.kind === "grid" ? structure.places[item].row : -1;
      const row = rows.get(rowIndex);
      if (row === undefined) rows.set(rowIndex, { items: [item], ids: [id] });
      else {
        const at = insertionIndex(row.items, item);
        if (row.items[at] !== item) {
          row.items.splice(at, 0, item);
          row.ids.splice(at, 0, id);
        }
      }
      touched.add(section);
    }
    if (stop !== this.stop) {
      if (this.stop !== undefined && this.stop.tabIndex !== -1) this.stop.tabIndex = -1;
      this.stop = stop;
    }
    if (stop !== undefined && stop.tabIndex !== 0) stop.tabIndex = 0;
    this.refocus(stop === focusable ? focusable : undefined, activeLost);
    this.own(touched);
  }

  /** A cell's node about to be inserted: its role, place and tab stop written while it is out
   * of the document, where writing them costs the engine nothing more (the frame's pass then
   * finds them written). */
  entering(node: HTMLElement, id: ElementID): void {
    if (id.kind !== "cell") return;
    if (node.tabIndex !== -1) node.tabIndex = -1;
    const structure = this.structure(id.section);
    if (structure !== undefined) this.give(node, structure, id.section, id.item);
  }

  /** Gives the shown nodes their roles and places, and the groups their owned nodes: the whole
   * pass, for a mount, a batch, a switch and a structure found after its frame. */
  update(shown: LayoutAttributes[], nodes: HTMLElement[], force = false): void {
    if (!force && this.unchanged(shown, nodes)) {
      this.lastShown = shown;
      this.lastNodes = nodes;
      return;
    }
    this.remember(shown, nodes);
    const previousOwners = [...this.owned.keys()];
    this.owned = new Map();
    this.headers = new Map();
    let focusable: HTMLElement | undefined, first: HTMLElement | undefined;
    const cells: HTMLElement[] = [];
    const activeLost = document.activeElement === null || document.activeElement === document.body;
    for (let index = 0; index < shown.length; index++) {
      const { kind, section, item } = shown[index].id;
      const node = nodes[index];
      if (kind === "header") {
        setID(node, `${this.prefix}-h${section}`);
        this.headers.set(section, node.id);
        continue;
      }
      if (kind !== "cell") continue;
      cells.push(node);
      first ??= node;
      if (this.focusCell?.section === section && this.focusCell.item === item) focusable = node;
      const structure = this.structure(section);
      if (structure === undefined) continue;
      const given = this.give(node, structure, section, item);
      let rows = this.owned.get(section);
      if (rows === undefined) this.owned.set(section, rows = new Map());
      const rowIndex = structure.kind === "grid" ? structure.places[item].row : -1;
      const row = rows.get(rowIndex);
      if (row === undefined) rows.set(rowIndex, { items: [item], ids: [given.id] });
      else {
        row.items.push(item);
        row.ids.push(given.id);
      }
    }
    // One tab stop: the focused cell when it is shown, else the first cell shown. Written only
    // where it changes: the stop set to -1 and back each frame was two attribute writes a frame.
    const stop = focusable ?? first;
    this.stop = stop;
    for (const node of cells) {
      const tabIndex = node === stop ? 0 : -1;
      if (node.tabIndex !== tabIndex) node.tabIndex = tabIndex;
    }
    this.refocus(focusable, activeLost);
    this.own(new Set([...previousOwners, ...this.groups.keys(), ...this.owned.keys()]));
  }

  /** Writes a cell's role and place on `node`, unless it has them: only a cell that entered,
   * or a node that shows another cell now, is written. */
  private give(node: HTMLElement, structure: GridStructure, section: number, item: number): { id: string } {
    let given = this.given.get(node);
    if (given !== undefined && given.structure === structure && given.section === section && given.item === item) return given;
    const place = structure.places[item];
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
    return given;
  }

  /** Focus that left with its cell's node (to the page's body) comes back with it, unless it
   * went elsewhere meanwhile. */
  private refocus(focusable: HTMLElement | undefined, activeLost: boolean): void {
    if (focusable !== undefined && activeLost && this.hadFocus) focusable.focus({ preventScroll: true });
    this.hadFocus = this.host.content.contains(document.activeElement) || (activeLost && this.hadFocus);
  }

  /** Whether a cell of this view had focus at the last update, or lost it by leaving the frame. */
  private hadFocus = false;

  /** Brings the groups of `sections` to what `owned` says. */
  private own(sections: Iterable<number>): void {
    for (const section of sections) {
      const rows = this.owned.get(section);
      let entry = this.groups.get(section);
      if (rows === undefined) {
        // A section whose structure is being found keeps its group until it is.
        if (entry === undefined || this.pending.has(section)) continue;
        entry.group.remove();
        this.groups.delete(section);
        continue;
      }
      const structure = this.structure(section) as GridStructure;
      const role = structure.kind === "grid" ? "grid" : "list";
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
      setOrRemove(group, "aria-labelledby", this.headers.get(section));
      if (structure.kind === "list") {
        this.setOwns(group, (rows.get(-1)?.ids ?? []).join(" "));
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
      const rowIDs: string[] = [];
      for (const row of order) {
        let element = entry.rows.get(row);
        if (element === undefined) {
          element = hiddenBox();
          element.id = `${this.prefix}-r${section}-${row}`;
          setOrRemove(element, "role", "row");
          setOrRemove(element, "aria-rowindex", String(row + 1));
          entry.rows.set(row, element);
        }
        this.setOwns(element, (rows.get(row) as OwnedRow).ids.join(" "));
        rowIDs.push(element.id);
      }
      this.setOwns(group, rowIDs.join(" "));
      for (const row of order) {
        const element = entry.rows.get(row) as HTMLElement;
        if (element.parentElement !== group) group.append(element);
      }
    }
  }

  private setOwns(element: HTMLElement, owns: string): void {
    if (this.ownsWritten.get(element) === owns) return;
    this.ownsWritten.set(element, owns);
    if (owns === "") element.removeAttribute("aria-owns"); else element.setAttribute("aria-owns", owns);
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

/** The node of the first cell in `shown`, if any. */
function firstCell(shown: LayoutAttributes[], nodes: HTMLElement[]): HTMLElement | undefined {
  for (let index = 0; index < shown.length; index++) if (shown[index].id.kind === "cell") return nodes[index];
  return undefined;
}

/** Where `item` goes in the ascending `items`. */
function insertionIndex(items: number[], item: number): number {
  let low = 0, high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (items[middle] < item) low = middle + 1; else high = middle;
  }
  return low;
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
