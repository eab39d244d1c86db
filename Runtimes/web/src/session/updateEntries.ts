// A collection view's update list as a platform hands it to its layout (UIKit's
// `UICollectionViewUpdateItem`s), turned into the batch's item updates: Swift's
// `CollectionLayoutCore.updates(from:newCounts:)`.

import type { BatchUpdate, ItemUpdate } from "../driver/updates.js";
import type { ItemSize } from "../engines/resolver.js";

/** One entry: its action and its index paths before and after, as arrays of indices. A path of
 * one index, or whose item is `wholeSection`, names a whole section. */
export interface UpdateEntry {
  action: "insert" | "delete" | "reload" | "move" | "none";
  before?: number[];
  after?: number[];
}

/** UIKit's `NSNotFound` as an item: the entry names the whole section. */
export const wholeSection = Number.MAX_SAFE_INTEGER;

const sectionOf = (path: number[] | undefined) =>
  path !== undefined && (path.length === 1 || (path.length === 2 && path[1] >= wholeSection)) ? path[0] : undefined;
const itemOf = (path: number[] | undefined) =>
  path !== undefined && path.length === 2 && path[1] < wholeSection ? { section: path[0], item: path[1] } : undefined;

/** The updates `entries` make, with the counts after the update for the sections it inserts;
 * undefined when an entry is incomplete or names a section out of range. */
export function updatesFrom(entries: UpdateEntry[], newCounts: number[]): ItemUpdate[] | undefined {
  const updates: ItemUpdate[] = [];
  const inserted = (section: number): ItemUpdate | undefined =>
    section >= 0 && section < newCounts.length ? { insertSection: { section, items: newCounts[section] } } : undefined;
  for (const entry of entries) {
    switch (entry.action) {
      case "none":
        continue;
      case "insert": {
        const section = sectionOf(entry.after);
        if (section !== undefined) {
          const insert = inserted(section);
          if (insert === undefined) return undefined;
          updates.push(insert);
        } else {
          const item = itemOf(entry.after);
          if (item === undefined) return undefined;
          updates.push({ insert: item });
        }
        break;
      }
      case "delete": {
        const section = sectionOf(entry.before);
        if (section !== undefined) {
          updates.push({ deleteSection: { section } });
        } else {
          const item = itemOf(entry.before);
          if (item === undefined) return undefined;
          updates.push({ delete: item });
        }
        break;
      }
      case "reload": {
        // A reloaded item or section is replaced: the old one fades out, the new one in.
        const section = sectionOf(entry.before);
        if (section !== undefined) {
          const insert = inserted(sectionOf(entry.after) ?? section);
          if (insert === undefined) return undefined;
          updates.push({ deleteSection: { section } }, insert);
        } else {
          const old = itemOf(entry.before), fresh = itemOf(entry.after ?? entry.before);
          if (old === undefined || fresh === undefined) return undefined;
          updates.push({ delete: old }, { insert: fresh });
        }
        break;
      }
      case "move": {
        const section = sectionOf(entry.before);
        if (section !== undefined) {
          const to = sectionOf(entry.after);
          if (to === undefined) return undefined;
          updates.push({ moveSection: { from: section, to } });
        } else {
          const from = itemOf(entry.before), to = itemOf(entry.after);
          if (from === undefined || to === undefined) return undefined;
          updates.push({ move: { from, to } });
        }
        break;
      }
    }
  }
  return updates;
}

/** The update list a platform would hand over for `updates` (the web view's batch updates). */
export function entriesFrom(updates: ItemUpdate[]): UpdateEntry[] {
  return updates.map((update): UpdateEntry => {
    if ("insert" in update) return { action: "insert", after: [update.insert.section, update.insert.item] };
    if ("delete" in update) return { action: "delete", before: [update.delete.section, update.delete.item] };
    if ("move" in update) return { action: "move", before: [update.move.from.section, update.move.from.item], after: [update.move.to.section, update.move.to.item] };
    if ("insertSection" in update) return { action: "insert", after: [update.insertSection.section] };
    if ("deleteSection" in update) return { action: "delete", before: [update.deleteSection.section] };
    return { action: "move", before: [update.moveSection.from], after: [update.moveSection.to] };
  });
}

/** The app's item sizes after `batch`, each travelling with its item; undefined when there are
 * none, or when an item after the batch has no size before it (an inserted one). */
export function sizesFollowing(batch: BatchUpdate, sizes: ItemSize[][] | undefined): ItemSize[][] | undefined {
  if (sizes === undefined) return undefined;
  const result: ItemSize[][] = [];
  for (let section = 0; section < batch.newCounts.length; section++) {
    const followed: ItemSize[] = [];
    for (let item = 0; item < batch.newCounts[section]; item++) {
      const source = batch.oldPath("cell", section, item);
      if (source === undefined || source[0] >= sizes.length || source[1] >= sizes[source[0]].length) return undefined;
      followed.push(sizes[source[0]][source[1]]);
    }
    result.push(followed);
  }
  return result;
}
