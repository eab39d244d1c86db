// A layout computed for one viewport and one set of counts, as the Swift runtime's
// PreparedLayout: the sections it holds (sections.ts) and the questions a view asks of it at a
// scroll position. It holds no scroll state; queries take a position.

import type { ElementID, LayoutAttributes } from "../geometry/attributes.js";
import type { Point, Rect, Size } from "../geometry/geometry.js";
import { elementAt, moveTarget, restingOffset, sectionRestingOffset } from "./interaction.js";
import { elementsIn } from "./queries.js";
import { CellMove, nextCell } from "./cellNavigation.js";
import { GridStructure, gridStructure, listStructure, maximumGridCells } from "./gridStructure.js";
import { itemsScroll } from "../engines/resolver.js";
import { PreparedSections, ScrollOffsets } from "./sections.js";

export class PreparedLayout extends PreparedSections {
  /** The same geometry for another viewport or text size that the layout does not read. */
  adopting(viewport: Size, textScale: number): PreparedLayout {
    const adopted = new PreparedLayout(viewport, this.mapping.axis, this.mapping.direction, this.sections, this.effects, this.snap, textScale, this.gravity);
    adopted.reduceMotion = this.reduceMotion;
    return adopted;
  }

  /** The elements whose frames meet `rect` (or, when effects move, rotate or turn cells, that
   * are drawn in it), in element order. */
  elements(rect: Rect, position: ScrollOffsets = { x: 0, y: 0 }): LayoutAttributes[] {
    return elementsIn(this, rect, position);
  }

  /** Swift's `element(at:position:)`: the element drawn at `at` (content coordinates) at
   * `position`; undefined on none. */
  element(at: Point, position: ScrollOffsets = { x: 0, y: 0 }): ElementID | undefined {
    return elementAt(this, at, position)?.id;
  }

  /** The cell a dragged cell would take the place of, with its centre at `center`. */
  moveTarget(dragged: { section: number; item: number }, center: Point, position: ScrollOffsets = { x: 0, y: 0 }): ElementID | undefined {
    return moveTarget(this, dragged, center, position)?.id;
  }

  /** Swift's `restingOffset(proposed:velocity:from:)`: where scrolling comes to rest when a drag
   * ends at `proposed` with `velocity`, by the layout's snapping, within the offsets the content
   * can rest at (`from`: where the gesture began); and `restingOffset(ofSection:proposed:velocity:from:)`:
   * where a sideways scroll of orthogonal section `ofSection` comes to rest, by its snap. */
  restingOffset(proposed: Point, velocity?: Point, from?: ScrollOffsets): Point;
  restingOffset(ofSection: number, proposed: number, velocity?: number, start?: number): number;
  restingOffset(first: Point | number, second?: Point | number, third?: ScrollOffsets | number, fourth?: number): Point | number {
    if (typeof first === "number") return sectionRestingOffset(this, first, second as number, (third as number | undefined) ?? 0, fourth);
    return restingOffset(this, first, (second as Point | undefined) ?? { x: 0, y: 0 }, (third as ScrollOffsets | undefined) ?? { x: 0, y: 0 });
  }

  /** How section `section`'s cells form rows and columns (docs/ACCESSIBILITY.md, "Rows and
   * columns"), from their frames with the content at its start. */
  gridStructure(section: number): GridStructure {
    if (!(section >= 0 && section < this.sections.length)) return listStructure(0);
    const frames: Rect[] = [];
    const count = this.itemCount(section);
    if (count > maximumGridCells) return listStructure(count);
    for (let item = 0; item < count; item++) frames.push(this.cell(section, item, { x: 0, y: 0 }).frame);
    return gridStructure(frames, this.mapping.direction, !itemsScroll(this.sections[section].items));
  }

  /** The cell a key moves focus to from cell `from`, by the cells' frames at `position`;
   * undefined when focus stays. */
  nextCell(from: { section: number; item: number }, move: CellMove, position: ScrollOffsets = { x: 0, y: 0 }): ElementID | undefined {
    const cells = this.allElements(position).filter((element) => element.id.kind === "cell");
    const index = cells.findIndex((cell) => cell.id.section === from.section && cell.id.item === from.item);
    if (index < 0) return undefined;
    const page = this.mapping.axis === "vertical" ? this.viewport.height : this.viewport.width;
    const found = nextCell(index, cells.map((cell) => cell.frame), move, this.mapping.axis, this.mapping.direction, page);
    return found === undefined ? undefined : cells[found].id;
  }
}
