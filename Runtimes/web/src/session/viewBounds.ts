// What a collection view shows, as its layout reads it (Swift's `CollectionViewBounds`): the
// view's bounds, whose origin is the content offset, and the insets of its content area (bars,
// a keyboard). The layout lays out in what the insets leave: its viewport is the bounds less the
// insets, and its scroll offset is the content offset plus the top and left insets.

import type { Point, Rect, Size } from "../geometry/geometry.js";
import { swiftMax, swiftMin } from "../geometry/swiftmath.js";

export interface EdgeInsets { top: number; left: number; bottom: number; right: number }

export const noInsets: EdgeInsets = { top: 0, left: 0, bottom: 0, right: 0 };

export class ViewBounds {
  constructor(readonly bounds: Rect, readonly insets: EdgeInsets = noInsets) {}

  /** The layout's viewport: the bounds less the insets; no area when the insets cover them. */
  get viewport(): Size {
    const { bounds, insets } = this;
    return { width: swiftMax(0, bounds.width - insets.left - insets.right), height: swiftMax(0, bounds.height - insets.top - insets.bottom) };
  }

  /** The layout's scroll offset where the view's content offset is the bounds' origin. */
  get layoutOffset(): Point { return this.layoutOffsetOf(this.bounds); }

  layoutOffsetOf(contentOffset: Point): Point {
    return { x: contentOffset.x + this.insets.left, y: contentOffset.y + this.insets.top };
  }

  /** The view's content offset for a scroll offset of the layout. */
  contentOffset(layoutOffset: Point): Point {
    return { x: layoutOffset.x - this.insets.left, y: layoutOffset.y - this.insets.top };
  }

  /** `contentOffset` held where a view with this content can rest: from the leading inset's
   * negative to the content's end plus the trailing inset less the bounds. */
  reachable(contentOffset: Point, contentSize: Size): Point {
    const held = (value: number, leading: number, trailing: number, content: number, length: number) =>
      swiftMin(swiftMax(value, -leading), swiftMax(-leading, content + trailing - length));
    const { bounds, insets } = this;
    return { x: held(contentOffset.x, insets.left, insets.right, contentSize.width, bounds.width),
      y: held(contentOffset.y, insets.top, insets.bottom, contentSize.height, bounds.height) };
  }

  /** The same insets with other bounds: a bounds change keeps the insets the view has. */
  withBounds(bounds: Rect): ViewBounds { return new ViewBounds(bounds, this.insets); }

  /** The same bounds' size at another content offset. */
  at(origin: Point): ViewBounds {
    return this.withBounds({ x: origin.x, y: origin.y, width: this.bounds.width, height: this.bounds.height });
  }
}

export const samePoint = (a: Point | undefined, b: Point | undefined) => a === b || (a !== undefined && b !== undefined && a.x === b.x && a.y === b.y);
export const sameExtent = (a: Size, b: Size) => a.width === b.width && a.height === b.height;
export const sameInsets = (a: EdgeInsets, b: EdgeInsets) => a.top === b.top && a.left === b.left && a.bottom === b.bottom && a.right === b.right;
