// The element under the pointer, as drawn (scale and transforms applied), named with its frame
// and effects, asking the layout the view runs at the offset it shows. Dragging a cell is the
// view's own (TesseraView's `reorder`), as on any page that uses it.
import type { LayoutAttributes, Point, TesseraView } from "/tessera.js";

/** A number to a tenth, as the page shows lengths. */
export const tenths = (value: number) => Math.round(value * 10) / 10;

export class Inspector {
  /** `view`: the view shown now. */
  constructor(private readonly text: HTMLElement, private readonly view: () => TesseraView | undefined, private readonly fault: (error: unknown) => void) {}

  /** Follows the pointer over `content` (the view's content node). */
  attach(content: HTMLElement): void {
    content.addEventListener("mousemove", (event) => this.hover(event, content));
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
