// The element under the pointer, as drawn (scale and transforms applied), named with its frame
// and effects; and dragging a cell: the cell it would take the place of outlined, the move made
// when it is dropped there. Both ask the layout the view runs, at the offset it shows.
import type { ElementID, LayoutAttributes, Point, TesseraView } from "/tessera.js";

/** A number to a tenth, as the page shows lengths. */
export const tenths = (value: number) => Math.round(value * 10) / 10;

interface Drag { node: HTMLElement; id: ElementID; start: Point; center: Point; target: ElementID | undefined }

export class Inspector {
  private drag: Drag | undefined;

  /** `view`: the view shown now; `move`: makes a move the person dropped. */
  constructor(private readonly text: HTMLElement, private readonly view: () => TesseraView | undefined,
              private readonly move: (from: ElementID, to: ElementID) => void, private readonly fault: (error: unknown) => void) {}

  /** Follows the pointer over `content` (the view's content node). */
  attach(content: HTMLElement): void {
    content.addEventListener("mousemove", (event) => {
      if (this.drag) this.dragged(event, content);
      else this.hover(event, content);
    });
    content.addEventListener("mousedown", (event) => this.pick(event, content));
    window.addEventListener("mouseup", () => this.drop(content));
  }

  private hover(event: MouseEvent, content: HTMLElement): void {
    const view = this.view();
    if (view === undefined) return;
    const point = contentPoint(event, content);
    try {
      const id = view.driver.element(point);
      const element = id === undefined ? undefined : view.driver.attributes(id);
      for (const node of content.querySelectorAll(".hovered")) node.classList.remove("hovered");
      this.text.textContent = element === undefined ? `nothing at ${tenths(point.x)}, ${tenths(point.y)}` : described(element);
      if (id !== undefined) view.node(id.kind, id.section, id.item)?.classList.add("hovered");
    } catch (error) {
      this.fault(error);
    }
  }

  private pick(event: MouseEvent, content: HTMLElement): void {
    const node = (event.target as HTMLElement).closest<HTMLElement>(".element.cell");
    if (!node || event.button !== 0) return;
    event.preventDefault();
    const [x, y, width, height] = (node.dataset.frame ?? "0,0,0,0").split(",").map(Number);
    this.drag = { node, id: { kind: "cell", section: Number(node.dataset.section), item: Number(node.dataset.item) },
      start: contentPoint(event, content), center: { x: x + width / 2, y: y + height / 2 }, target: undefined };
    node.classList.add("dragging");
  }

  /** The dragged cell follows the pointer; the cell it would take the place of is outlined (the
   * runtime's rule: once its centre enters another cell's frame). */
  private dragged(event: MouseEvent, content: HTMLElement): void {
    const drag = this.drag, view = this.view();
    if (drag === undefined || view === undefined) return;
    const point = contentPoint(event, content);
    const dx = point.x - drag.start.x, dy = point.y - drag.start.y;
    drag.node.style.translate = `${dx}px ${dy}px`;
    try {
      const target = view.driver.moveTarget(drag.id, { x: drag.center.x + dx, y: drag.center.y + dy });
      for (const node of content.querySelectorAll(".drop-target")) node.classList.remove("drop-target");
      drag.target = target;
      if (target !== undefined) view.node(target.kind, target.section, target.item)?.classList.add("drop-target");
      const name = `${drag.id.section}.${drag.id.item}`;
      this.text.textContent = target ? `moving ${name} to ${target.section}.${target.item}` : `moving ${name}: over no other cell`;
    } catch (error) {
      this.fault(error);
    }
  }

  private drop(content: HTMLElement): void {
    const drag = this.drag;
    if (drag === undefined) return;
    this.drag = undefined;
    drag.node.classList.remove("dragging");
    drag.node.style.translate = "";
    for (const node of content.querySelectorAll(".drop-target")) node.classList.remove("drop-target");
    if (drag.target !== undefined) this.move(drag.id, drag.target);
  }
}

function contentPoint(event: MouseEvent, content: HTMLElement): Point {
  const bounds = content.getBoundingClientRect();
  return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
}

/** An element in words: its index path, frame, effects and transform. */
function described(element: LayoutAttributes): string {
  const { id, frame } = element;
  let text = `${id.kind} ${id.section}.${id.item}\nframe x ${tenths(frame.x)}, y ${tenths(frame.y)}, ${tenths(frame.width)} × ${tenths(frame.height)}`
    + `\nscale ${Math.round(element.scale * 100) / 100}, alpha ${Math.round(element.alpha * 100) / 100}, z ${element.zIndex}`;
  const parts: string[] = [];
  if (element.translation.x !== 0 || element.translation.y !== 0) parts.push(`moved ${tenths(element.translation.x)}, ${tenths(element.translation.y)}`);
  if (element.rotation !== 0) parts.push(`rotated ${Math.round(element.rotation * 100) / 100}`);
  if (element.turn !== 0) parts.push(`turned ${Math.round(element.turn * 100) / 100}` + (element.perspective > 0 ? ` at ${tenths(element.perspective)}` : ""));
  if (parts.length > 0) text += `\n${parts.join(", ")}`;
  return text;
}
