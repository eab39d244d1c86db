// The items' sizes after one item of a drag to reorder moved: its size travels with it.

import type { ElementID } from "../geometry/attributes.js";
import type { ItemSize } from "../engines/resolver.js";

/** The items' sizes after one item's move (the size travels with it): two array copies, where
 * a batch update in general looks up each item's old place. */
export function movedSizes(sizes: ItemSize[][] | undefined, from: ElementID, to: ElementID): ItemSize[][] | undefined {
  if (sizes === undefined) return undefined;
  const result = sizes.slice();
  const source = sizes[from.section].slice();
  const [size] = source.splice(from.item, 1);
  result[from.section] = source;
  const target = from.section === to.section ? source : sizes[to.section].slice();
  target.splice(to.item, 0, size);
  result[to.section] = target;
  return result;
}
