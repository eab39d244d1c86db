// The view's nodes in the DOM: made, reused, adopted, placed and removed as frames change.

import type { ElementID, LayoutAttributes } from "../geometry/attributes.js";
import { compareIDs } from "../geometry/attributes.js";
import type { Size } from "../geometry/geometry.js";
import type { ScrollDriver } from "../driver/driver.js";
import { movePlacedNode, nodeKey, nodeStyle, placeNode, sameID, samePlacement } from "./placing.js";
import { adoptedNodes } from "./firstScreen.js";
import type { Reordering } from "./reordering.js";
import type { Announcing, FrameChange } from "./accessibility.js";
import { longestDrawnLength } from "./extent.js";
import type { TesseraViewOptions } from "./options.js";

/** What the drawing reads of the view. */
export interface DrawingHost {
  readonly content: HTMLElement;
  readonly options: TesseraViewOptions;
  readonly driver: ScrollDriver;
  readonly reordering: Reordering | undefined;
  readonly announcing: Announcing;
}

/** How many nodes of cells that left the view are kept for `renderItem` to fill again. */
const maximumReusable = 32;

export class NodeDrawing {
  /** The node of each element in the content, by `nodeKey`. */
  readonly nodes = new Map<string, HTMLElement>();
  /** What the content shows, sorted by element: each node (`shownNodes`, in the same order) with
   * the attributes it was last placed with. */
  shown: LayoutAttributes[] = [];
  shownNodes: HTMLElement[] = [];
  shownSize: Size = { width: -1, height: -1 };
  /** Nodes gliding to their places while a drag's cells make way. */
  readonly gliding = new Set<HTMLElement>();
  /** Nodes of cells that left the view, out of the DOM, offered to `renderItem` again. */
  private readonly reusable: HTMLElement[] = [];

  constructor(readonly host: DrawingHost) {}

  /** Shows `elements` (sorted by element) in content of `size`, against what the content shows:
   * one walk through both, from the end, so that each new node goes before the next one shown.
   * The DOM stays in the data's order (sections in turn: header, cells by index, footer),
   * whatever the frames: screen readers and keyboard focus follow the DOM. Answers what entered. */
  show(elements: LayoutAttributes[], size: Size): ElementID[] {
    this.sizeContent(size);
    const previous = this.shown;
    const previousNodes = this.shownNodes;
    const nodes = new Array<HTMLElement>(elements.length);
    const entered: ElementID[] = [];
    // For the accessibility pass, which writes only what changed.
    const change: FrameChange = { entered: [], left: [] };
    let old = previous.length - 1;
    let next: HTMLElement | null = null;
    for (let index = elements.length - 1; index >= 0; index--) {
      const element = elements[index];
      // Most elements of a frame were in the last one: equal ids are taken without ordering them.
      while (old >= 0 && !sameID(previous[old].id, element.id) && compareIDs(previous[old].id, element.id) > 0) {
        this.removeNode(previous[old].id, previousNodes[old]);
        change.left.push(previous[old].id);
        old -= 1;
      }
      let node: HTMLElement;
      if (old >= 0 && sameID(previous[old].id, element.id)) {
        node = previousNodes[old];
        if (!samePlacement(previous[old], element)) {
          movePlacedNode(node, previous[old], element);
          this.host.options.applyAttributes?.(node, element);
        }
        old -= 1;
      } else {
        // A node a batch update gave this element while it was out of the frame is taken, as
        // is one adopted from the server, where it is when that is its place.
        const name = nodeKey(element.id);
        node = this.nodes.get(name) ?? this.made(element.id);
        this.nodes.set(name, node);
        // Placed before it is inserted: a reused node's styles are written while it is out of
        // the document, which then styles it once, as inserted, and not also as changed.
        placeNode(node, element);
        if (node.parentNode !== this.host.content) this.host.announcing.entering(node, element.id);
        if (node.parentNode !== this.host.content || node.nextSibling !== next) this.host.content.insertBefore(node, next);
        this.host.options.applyAttributes?.(node, element);
        entered.push(element.id);
        change.entered.push(index);
      }
      nodes[index] = node;
      next = node;
    }
    for (; old >= 0; old--) {
      this.removeNode(previous[old].id, previousNodes[old]);
      change.left.push(previous[old].id);
    }
    this.shown = elements;
    this.shownNodes = nodes;
    this.host.announcing.frameChanged(previous, previousNodes, elements, nodes, change);
    return entered;
  }

  removeNode(id: ElementID, node: HTMLElement): void {
    node.remove();
    this.nodes.delete(nodeKey(id));
    if (this.gliding.size > 0 && this.gliding.delete(node)) node.style.transition = "";
    if (id.kind === "cell" && this.reusable.length < maximumReusable) this.reusable.push(node);
  }

  sizeContent(size: Size): void {
    if (size.width === this.shownSize.width && size.height === this.shownSize.height) return;
    // No longer than the browser draws: the content up to there scrolls, where a longer one
    // would be cut by the engine (Chromium, WebKit) or not scroll at all (Firefox).
    const longest = longestDrawnLength(this.host.content.ownerDocument);
    if ((size.width > longest || size.height > longest) && !this.warnedOfLength) {
      this.warnedOfLength = true;
      console.warn(`TesseraView: the content is ${size.width} × ${size.height} px; this browser draws at most ${longest} px, so what lies past that cannot be scrolled to (fewer items, or smaller ones, fit)`);
    }
    this.host.content.style.width = `${Math.min(size.width, longest)}px`;
    this.host.content.style.height = `${Math.min(size.height, longest)}px`;
    this.shownSize = size;
  }
  private warnedOfLength = false;

  /** After the nodes were given to elements by other means (a batch update): the driver's
   * frame taken as shown with them (and, `placing`, each placed), and nodes of elements out of
   * the frame removed. */
  takeNodes(placing: boolean): void {
    const nodes: HTMLElement[] = [];
    const elements: LayoutAttributes[] = [];
    const names = new Set<string>();
    for (const element of this.host.driver.kept) {
      const name = nodeKey(element.id);
      const node = this.nodes.get(name);
      if (node === undefined) continue;
      names.add(name);
      if (placing) this.place(node, element);
      nodes.push(node);
      elements.push(element);
    }
    if (placing) {
      for (const [name, node] of this.nodes) {
        if (names.has(name)) continue;
        node.remove();
        this.nodes.delete(name);
      }
    }
    this.shown = elements;
    this.shownNodes = nodes;
    this.host.announcing.update(elements, nodes);
  }

  /** A node for `id`, made and styled as `showFrame` makes one, not yet in the DOM. */
  made(id: ElementID): HTMLElement {
    if (id.kind === "cell" && this.reusable.length > 0) {
      const reusable = this.reusable.pop() as HTMLElement;
      const data = this.host.reordering?.dataPath(id.section, id.item) ?? id;
      const node = this.host.options.renderItem(data.section, data.item, reusable);
      if (node === reusable) {
        // Styled already; only what it shows changed.
        node.dataset.section = String(id.section);
        node.dataset.item = String(id.item);
        return node;
      }
    }
    const node = this.make(id);
    this.styleNode(node, id);
    return node;
  }

  /** Gives a node made for `id` what every node of the view has (`renderFirstScreen` writes the
   * same as HTML). */
  styleNode(node: HTMLElement, id: ElementID): void {
    // Decorations are drawn, not read.
    if (id.kind === "background" || id.kind === "separator") node.setAttribute("aria-hidden", "true");
    node.dataset.kind = id.kind;
    node.dataset.section = String(id.section);
    node.dataset.item = String(id.item);
    for (const [property, value] of nodeStyle) node.style[property as "position"] = value;
    if (id.kind === "cell") this.host.reordering?.prepare(node);
  }

  /** Takes the nodes the server wrote in `content` as the nodes of their elements: the frame
   * shown next finds them, places them and leaves them where they are in the DOM. */
  adopt(content: HTMLElement): void {
    const kept = new Set(this.host.driver.kept.map((element) => nodeKey(element.id)));
    for (const [id, node] of adoptedNodes(content)) {
      // The server's nodes of elements out of this frame (a scroller of another size) go.
      if (!kept.has(nodeKey(id))) {
        node.remove();
        continue;
      }
      this.styleNode(node, id);
      this.nodes.set(nodeKey(id), node);
    }
  }

  /** Places a node and tells the app. */
  place(node: HTMLElement, element: LayoutAttributes): void {
    placeNode(node, element);
    this.host.options.applyAttributes?.(node, element);
  }

  make(id: ElementID): HTMLElement {
    switch (id.kind) {
      case "cell": {
        const data = this.host.reordering?.dataPath(id.section, id.item) ?? id;
        return this.host.options.renderItem(data.section, data.item);
      }
      case "header":
      case "footer": {
        const node = this.host.options.renderSupplementary?.(id.kind, id.section) ?? document.createElement("div");
        node.classList.add(`tessera-${id.kind}`);
        return node;
      }
      default: {
        const node = document.createElement("div");
        node.className = `tessera-${id.kind}`;
        if (id.kind === "background") node.style.borderRadius = `${this.host.driver.prepared.backgroundCornerRadius(id.section) ?? 0}px`;
        return node;
      }
    }
  }
}
