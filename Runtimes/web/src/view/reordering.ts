// Drag to reorder in TesseraView: a cell picked up with a pointer (a mouse at once, a touch or a
// pen after resting on it) or the keyboard, the cell it would take the place of found by the
// runtime's one rule (`moveTarget`: once the dragged cell's centre enters another cell's frame),
// the cells making way at each change, the view scrolling when the pointer nears an edge, every
// step said to screen readers, and the whole move handed to the app at the drop as a
// cancelable `tessera-move` event. While the drag lasts the view shows the move and the app's
// data does not have it yet: `dataPath` maps what the view shows to the app's data.

import type { ElementID } from "../geometry/attributes.js";
import type { ScrollDriver } from "../driver/driver.js";
import type { Point } from "../geometry/geometry.js";

/** How a view's cells are reordered (`TesseraViewOptions.reorder`). */
export interface ReorderOptions {
  /** Whether an item may be picked up (by its place in the app's data); every cell by default. */
  canMove?: (section: number, item: number) => boolean;
  /** An item's name in what screen readers are told (by its place in the app's data before the
   * drag); "item N" by default. */
  describeItem?: (section: number, item: number) => string;
  /** How long a touch or a pen rests on a cell before it picks the cell up, in milliseconds
   * (default 300); moving before that scrolls. */
  touchDelay?: number;
}

/** What a `tessera-move` event carries: the item's place in the app's data before the move and
 * after it, as a batch update's `move` names them. */
export interface MoveDetail {
  from: { section: number; item: number };
  to: { section: number; item: number };
}

/** What the view lends the drag. */
export interface ReorderHost {
  readonly scroller: HTMLElement;
  readonly content: HTMLElement;
  readonly driver: ScrollDriver;
  node(id: ElementID): HTMLElement | undefined;
  /** Moves the dragged cell in the view, the others making way; `dragged` does not glide. */
  step(from: ElementID, to: ElementID, dragged: HTMLElement | undefined): void;
  /** One frame of the edge scroll, the pointer at `finger` (content coordinates) for `seconds`:
   * the session decides whether and how far the view scrolls (its `autoScroll` event). */
  edgeScroll(finger: Point, seconds: number): void;
}

interface Path { section: number; item: number }

interface Drag {
  node: HTMLElement;
  /** Where the item was in the app's data, and where the view shows it now. */
  origin: Path;
  current: ElementID;
  /** The pointer's, or undefined for the keyboard. */
  pointerId: number | undefined;
  client: Point;
  /** The pointer's point in the node as drawn when it was picked up. */
  grab: Point;
  name: string;
}

interface Pending { pointerId: number; node: HTMLElement; id: ElementID; client: Point; timer: ReturnType<typeof setTimeout> | undefined }

/** How far a mouse moves with its button down before the cell under it is picked up, and a touch
 * before it is taken as a scroll, in points. */
const mouseSlop = 4;
const touchSlop = 8;
const draggedLayer = "2147483000";
let helpCount = 0;

export class Reordering {
  private drag: Drag | undefined;
  private pending: Pending | undefined;
  private autoScroll = 0;
  private readonly announcer: HTMLElement;
  private readonly help: HTMLElement;

  constructor(private readonly host: ReorderHost, private readonly options: ReorderOptions, signal: AbortSignal) {
    const { scroller, content } = host;
    // Said by screen readers at once: each step replaces the last, which is stale by then.
    this.announcer = hidden("div");
    this.announcer.setAttribute("aria-live", "assertive");
    this.announcer.setAttribute("aria-atomic", "true");
    this.announcer.className = "tessera-announcer";
    this.help = hidden("div");
    this.help.id = `tessera-reorder-help-${++helpCount}`;
    this.help.textContent = "To move this item, press Space or Enter, move it with the arrow keys, press Space or Enter again to drop it, or Escape to cancel.";
    scroller.append(this.announcer, this.help);
    content.addEventListener("pointerdown", (event) => this.pointerDown(event), { signal });
    window.addEventListener("pointermove", (event) => this.pointerMove(event), { signal });
    window.addEventListener("pointerup", (event) => this.pointerUp(event), { signal });
    window.addEventListener("pointercancel", (event) => this.pointerCancel(event), { signal });
    // Once a touch has picked a cell up, its moves drag, not scroll: only a listener that may
    // cancel them can say so, the touch having begun as a possible scroll.
    content.addEventListener("touchmove", (event) => { if (this.drag !== undefined && event.cancelable) event.preventDefault(); }, { passive: false, signal });
    content.addEventListener("contextmenu", (event) => { if (this.drag !== undefined || this.pending !== undefined) event.preventDefault(); }, { signal });
    content.addEventListener("keydown", (event) => this.keyDown(event), { signal });
    content.addEventListener("focusout", (event) => {
      if (this.drag?.pointerId === undefined && this.drag !== undefined && event.target === this.drag.node && !this.stepping) this.cancel();
    }, { signal });
  }

  get dragging(): boolean { return this.drag !== undefined; }

  /** Makes a cell's node one a keyboard can pick up. */
  prepare(node: HTMLElement): void {
    node.tabIndex = 0;
    node.setAttribute("aria-roledescription", "movable item");
    node.setAttribute("aria-describedby", this.help.id);
  }

  /** Where the item the view shows at (`section`, `item`) is in the app's data: while a drag
   * lasts, the view shows the move the data does not have yet. */
  dataPath(section: number, item: number): Path {
    const drag = this.drag;
    if (drag === undefined) return { section, item };
    const to = drag.current, from = drag.origin;
    if (section === to.section && item === to.item) return { section: from.section, item: from.item };
    // Taken out at `to`, then put back at `from`.
    const after = section === to.section && item > to.item ? item - 1 : item;
    return { section, item: section === from.section && after >= from.item ? after + 1 : after };
  }

  /** The view scrolled: the dragged node stays under the pointer, and the target follows. */
  scrolled(): void {
    if (this.drag?.pointerId !== undefined) this.follow();
  }

  /** The app changed the data or the layout while a drag lasted: the drag ends where it began. */
  abandon(): void {
    if (this.drag !== undefined) this.cancel();
    this.clearPending();
  }

  disconnect(): void {
    this.clearPending();
    cancelAnimationFrame(this.autoScroll);
    this.announcer.remove();
    this.help.remove();
  }

  // MARK: Pointers

  private pointerDown(event: PointerEvent): void {
    if (this.drag !== undefined || this.pending !== undefined || !event.isPrimary) return;
    if (event.pointerType === "mouse" && event.button !== 0) return;
    const node = this.cellNode(event.target);
    if (node === undefined) return;
    const id = idOf(node);
    if (!this.movable(id)) return;
    const pending: Pending = { pointerId: event.pointerId, node, id, client: { x: event.clientX, y: event.clientY }, timer: undefined };
    this.pending = pending;
    if (event.pointerType !== "mouse") {
      pending.timer = setTimeout(() => {
        if (this.pending === pending) this.pickUp(pending, pending.client);
      }, this.options.touchDelay ?? 300);
    }
  }

  private pointerMove(event: PointerEvent): void {
    const pending = this.pending;
    if (pending !== undefined && event.pointerId === pending.pointerId) {
      const moved = Math.hypot(event.clientX - pending.client.x, event.clientY - pending.client.y);
      if (event.pointerType === "mouse") {
        if (moved > mouseSlop) this.pickUp(pending, { x: event.clientX, y: event.clientY });
      } else if (moved > touchSlop) {
        // A touch that moves before it rests is a scroll.
        this.clearPending();
      }
      return;
    }
    const drag = this.drag;
    if (drag === undefined || drag.pointerId !== event.pointerId) return;
    event.preventDefault();
    drag.client = { x: event.clientX, y: event.clientY };
    this.follow();
  }

  private pointerUp(event: PointerEvent): void {
    if (this.pending?.pointerId === event.pointerId) this.clearPending();
    if (this.drag !== undefined && this.drag.pointerId === event.pointerId) this.drop();
  }

  private pointerCancel(event: PointerEvent): void {
    if (this.pending?.pointerId === event.pointerId) this.clearPending();
    if (this.drag !== undefined && this.drag.pointerId === event.pointerId) this.cancel();
  }

  private clearPending(): void {
    clearTimeout(this.pending?.timer);
    this.pending = undefined;
  }

  private pickUp(pending: Pending, client: Point): void {
    this.clearPending();
    const frame = this.drawnFrame(pending.id);
    if (frame === undefined) return;
    const content = this.host.content.getBoundingClientRect();
    const grab = { x: pending.client.x - content.left - frame.x, y: pending.client.y - content.top - frame.y };
    this.start(pending.node, pending.id, pending.pointerId, client, grab);
    try {
      this.host.content.setPointerCapture(pending.pointerId);
    } catch {
      // A pointer already gone: its up or cancel ends the drag.
    }
    this.follow();
    this.runAutoScroll();
  }

  /** The dragged node drawn under the pointer; the cell its centre is over (within the view) taken as the target. */
  private follow(): void {
    const drag = this.drag;
    if (drag === undefined || drag.pointerId === undefined) return;
    const driver = this.host.driver;
    const bounds = this.host.content.getBoundingClientRect();
    const at = { x: drag.client.x - bounds.left - drag.grab.x, y: drag.client.y - bounds.top - drag.grab.y };
    const slot = this.drawnFrame(drag.current);
    if (slot === undefined) return;
    const offset = driver.offset, viewport = driver.viewport;
    const center = {
      x: Math.min(Math.max(at.x + slot.width / 2, offset.x), offset.x + viewport.width - 0.5),
      y: Math.min(Math.max(at.y + slot.height / 2, offset.y), offset.y + viewport.height - 0.5),
    };
    const target = driver.moveTarget(drag.current, center);
    if (target !== undefined && (target.section !== drag.current.section || target.item !== drag.current.item)) this.moveTo(target);
    this.placeDragged(at);
  }

  /** The dragged node drawn at `at` (its top left in the content), whatever its slot. */
  private placeDragged(at: Point): void {
    const drag = this.drag;
    if (drag === undefined) return;
    const node = this.host.node(drag.current) ?? drag.node;
    if (node !== drag.node) this.adopt(node);
    const slot = this.drawnFrame(drag.current);
    if (slot === undefined) return;
    drag.node.style.left = `${at.x - slot.x}px`;
    drag.node.style.top = `${at.y - slot.y}px`;
  }

  /** While the pointer is held, each frame asks the session to scroll at the edge (it scrolls
   * only near one, faster nearer: its rule, shared by every runtime). */
  private runAutoScroll(): void {
    cancelAnimationFrame(this.autoScroll);
    let last: number | undefined;
    const tick = (now: number) => {
      const drag = this.drag;
      if (drag === undefined || drag.pointerId === undefined) return;
      // A frame counts the time since the last one, a skipped frame counted as one of 60 a
      // second at most twice (a tab in the background scrolls no further on its return).
      const seconds = last === undefined ? 1 / 60 : Math.min(2 / 60, Math.max(0, now - last) / 1000);
      last = now;
      // The session's finger is in content coordinates: the content's box moves with the scroll.
      const content = this.host.content.getBoundingClientRect();
      this.host.edgeScroll({ x: drag.client.x - content.left, y: drag.client.y - content.top }, seconds);
      this.autoScroll = requestAnimationFrame(tick);
    };
    this.autoScroll = requestAnimationFrame(tick);
  }

  // MARK: Keys

  private keyDown(event: KeyboardEvent): void {
    const drag = this.drag;
    const lift = event.key === " " || event.key === "Enter";
    if (drag === undefined) {
      if (!lift || this.pending !== undefined) return;
      const node = this.cellNode(event.target);
      if (node === undefined || node !== event.target) return;
      const id = idOf(node);
      if (!this.movable(id)) return;
      event.preventDefault();
      this.start(node, id, undefined, { x: 0, y: 0 }, { x: 0, y: 0 });
      return;
    }
    if (drag.pointerId !== undefined) {
      if (event.key === "Escape") {
        event.preventDefault();
        this.cancel();
      }
      return;
    }
    const directions: Record<string, Point> = { ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 }, ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 } };
    const direction = directions[event.key];
    if (direction !== undefined) {
      event.preventDefault();
      this.keyStep(direction);
    } else if (lift) {
      event.preventDefault();
      this.drop();
    } else if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      this.cancel();
    }
  }

  /** The keyboard's move: the dragged cell's centre pushed in `direction` until it enters
   * another cell's frame (the same rule as a pointer's), and the move made there. */
  private keyStep(direction: Point): void {
    const drag = this.drag;
    if (drag === undefined) return;
    const driver = this.host.driver;
    const slot = this.drawnFrame(drag.current);
    if (slot === undefined) return;
    const center = { x: slot.x + slot.width / 2, y: slot.y + slot.height / 2 };
    const half = Math.abs(direction.x) * slot.width / 2 + Math.abs(direction.y) * slot.height / 2;
    const reach = half + Math.max(driver.viewport.width, driver.viewport.height);
    for (let distance = half + 1; distance <= reach; distance += 4) {
      const probe = { x: center.x + direction.x * distance, y: center.y + direction.y * distance };
      const target = driver.moveTarget(drag.current, probe);
      if (target === undefined) continue;
      this.moveTo(target);
      this.reveal();
      return;
    }
    this.announce(`${drag.name} cannot move further that way; ${this.placeText(drag.current)}.`);
  }

  /** Scrolls the dragged cell's place into view. */
  private reveal(): void {
    const drag = this.drag;
    if (drag === undefined) return;
    const slot = this.drawnFrame(drag.current);
    const { scroller } = this.host;
    if (slot === undefined) return;
    const left = scroller.scrollLeft, top = scroller.scrollTop;
    const x = Math.min(Math.max(left, slot.x + slot.width - scroller.clientWidth), slot.x);
    const y = Math.min(Math.max(top, slot.y + slot.height - scroller.clientHeight), slot.y);
    if (x !== left) scroller.scrollLeft = x;
    if (y !== top) scroller.scrollTop = y;
  }

  // MARK: The drag

  private start(node: HTMLElement, id: ElementID, pointerId: number | undefined, client: Point, grab: Point): void {
    const origin = { section: id.section, item: id.item };
    const name = this.options.describeItem?.(origin.section, origin.item) ?? `Item ${origin.item + 1}`;
    this.drag = { node, origin, current: id, pointerId, client, grab, name };
    this.adopt(node);
    this.host.scroller.style.userSelect = "none";
    const keys = pointerId === undefined ? " Arrow keys move it, Space or Enter drops it, Escape cancels." : "";
    this.announce(`Picked up ${name}, ${this.placeText(id)}.${keys}`);
  }

  /** `node` drawn as the dragged one: above the others, marked for the app's style. */
  private adopt(node: HTMLElement): void {
    const drag = this.drag;
    if (drag === undefined) return;
    if (drag.node !== node) this.release(drag.node);
    drag.node = node;
    node.classList.add("tessera-dragging");
    node.style.zIndex = draggedLayer;
  }

  /** `node` drawn as any other again. */
  private release(node: HTMLElement): void {
    node.classList.remove("tessera-dragging");
    node.style.left = "0";
    node.style.top = "0";
    const drag = this.drag;
    const element = drag === undefined ? undefined : this.host.driver.attributes(drag.current);
    node.style.zIndex = String(element?.zIndex ?? 0);
  }

  /** Set while the view moves the dragged cell, whose node the DOM takes out and puts back. */
  private stepping = false;

  private moveTo(target: ElementID): void {
    const drag = this.drag;
    if (drag === undefined) return;
    this.stepping = true;
    try {
      this.host.step(drag.current, target, drag.pointerId === undefined ? undefined : drag.node);
    } finally {
      this.stepping = false;
    }
    drag.current = { kind: "cell", section: target.section, item: target.item };
    const node = this.host.node(drag.current);
    if (node !== undefined) this.adopt(node);
    if (drag.pointerId === undefined) drag.node.focus({ preventScroll: true });
    this.announce(`${drag.name} moved to ${this.placeText(drag.current)}.`);
  }

  private drop(): void {
    const drag = this.drag;
    if (drag === undefined) return;
    const to = { section: drag.current.section, item: drag.current.item };
    const moved = to.section !== drag.origin.section || to.item !== drag.origin.item;
    let kept = true;
    if (moved) {
      const detail: MoveDetail = { from: { ...drag.origin }, to };
      // The app moves the item in its data here; until then the view maps its cells to it.
      kept = this.host.scroller.dispatchEvent(new CustomEvent<MoveDetail>("tessera-move", { detail, bubbles: true, cancelable: true }));
    }
    if (!kept) {
      this.cancel();
      return;
    }
    this.finish();
    this.announce(moved ? `${drag.name} dropped at ${this.placeText(to)}.` : `${drag.name} dropped where it was, ${this.placeText(to)}.`);
  }

  /** Ends the drag with the item back where it was. */
  private cancel(): void {
    const drag = this.drag;
    if (drag === undefined) return;
    const origin: ElementID = { kind: "cell", section: drag.origin.section, item: drag.origin.item };
    if (drag.current.section !== origin.section || drag.current.item !== origin.item) {
      this.stepping = true;
      try {
        this.host.step(drag.current, origin, undefined);
      } finally {
        this.stepping = false;
      }
      drag.current = origin;
    }
    const node = this.host.node(origin);
    if (node !== undefined && node !== drag.node) this.adopt(node);
    const focused = drag.pointerId === undefined;
    this.finish();
    if (focused) node?.focus({ preventScroll: true });
    this.announce(`Move cancelled: ${drag.name} is back at ${this.placeText(origin)}.`);
  }

  private finish(): void {
    const drag = this.drag;
    if (drag === undefined) return;
    cancelAnimationFrame(this.autoScroll);
    this.release(drag.node);
    this.drag = undefined;
    this.host.scroller.style.userSelect = "";
    if (drag.pointerId !== undefined && this.host.content.hasPointerCapture(drag.pointerId)) this.host.content.releasePointerCapture(drag.pointerId);
  }

  // MARK: Helpers

  private movable(id: ElementID): boolean {
    return this.options.canMove?.(id.section, id.item) ?? true;
  }

  /** The cell node `target` is in, when it is one of the view's. */
  private cellNode(target: EventTarget | null): HTMLElement | undefined {
    if (!(target instanceof Element)) return undefined;
    let node: Element | null = target;
    while (node !== null && node.parentElement !== this.host.content) node = node.parentElement;
    return node instanceof HTMLElement && node.dataset.kind === "cell" ? node : undefined;
  }

  /** An element's frame as drawn, moved by its translation (the node's place in the content). */
  private drawnFrame(id: ElementID): { x: number; y: number; width: number; height: number } | undefined {
    const element = this.host.driver.attributes(id);
    if (element === undefined) return undefined;
    const { frame, translation } = element;
    return { x: frame.x + translation.x, y: frame.y + translation.y, width: frame.width, height: frame.height };
  }

  private placeText(id: ElementID | Path): string {
    const counts = this.host.driver.input.sectionCounts;
    const place = `position ${id.item + 1} of ${counts[id.section] ?? 0}`;
    return counts.length > 1 ? `${place} in section ${id.section + 1}` : place;
  }

  private announce(text: string): void {
    this.announcer.textContent = text;
  }
}

function idOf(node: HTMLElement): ElementID {
  return { kind: "cell", section: Number(node.dataset.section), item: Number(node.dataset.item) };
}

/** A node screen readers read and nobody sees. */
function hidden(tag: string): HTMLElement {
  const node = document.createElement(tag);
  node.style.cssText = "position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; left: 0; top: 0;";
  return node;
}
