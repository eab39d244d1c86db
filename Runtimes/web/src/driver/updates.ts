// Batch updates with a collection view's index rules, as the Swift runtime's BatchUpdate:
// deletions and move sources name sections and items before the update, insertions and move
// destinations after it; surviving sections and items keep their order. Item updates may not
// name a section the batch inserts or deletes.

export type ItemUpdate =
  | { insert: { section: number; item: number } }
  | { delete: { section: number; item: number } }
  | { move: { from: { section: number; item: number }; to: { section: number; item: number } } }
  | { insertSection: { section: number; items: number } }
  | { deleteSection: { section: number } }
  | { moveSection: { from: number; to: number } };

const key = (section: number, item: number) => `${section}:${item}`;

/** Thrown inside the constructor when the updates do not fit; `make` turns it into undefined. */
class Misfit extends Error {}

function misfit(): never {
  throw new Misfit();
}

export class BatchUpdate {
  readonly newCounts: number[];
  /** Where each section before the update is after it (undefined: deleted), and back. */
  private readonly sectionAfter: (number | undefined)[];
  private readonly sectionBefore: (number | undefined)[];
  /** Sorted: items that leave each old section, and items of each new section filled from elsewhere. */
  private readonly removed: number[][];
  private readonly added: number[][];
  private readonly movedTo = new Map<string, [number, number]>();
  private readonly movedFrom = new Map<string, [number, number]>();
  /** Old indices of the sections the batch moves. */
  private readonly movedSections: Set<number>;

  /** Undefined when the updates do not fit the counts. */
  static make(oldCounts: number[], updates: ItemUpdate[]): BatchUpdate | undefined {
    try {
      return new BatchUpdate(oldCounts, updates);
    } catch (error) {
      if (error instanceof Misfit) return undefined;
      throw error;
    }
  }

  private constructor(readonly oldCounts: number[], updates: ItemUpdate[]) {
    const { after, before, inserted, moved } = sectionMaps(oldCounts.length, updates);
    this.movedSections = moved;
    this.sectionAfter = after;
    this.sectionBefore = before;
    const removed = oldCounts.map(() => new Set<number>());
    const added = before.map(() => new Set<number>());
    const index = (value: number) => Number.isInteger(value) && value >= 0;
    const remove = (item: number, section: number) => {
      if (!index(section) || section >= after.length || after[section] === undefined) misfit();
      if (!index(item) || item >= oldCounts[section] || removed[section].has(item)) misfit();
      removed[section].add(item);
    };
    const add = (item: number, section: number) => {
      if (!index(section) || section >= before.length || before[section] === undefined) misfit();
      if (!index(item) || added[section].has(item)) misfit();
      added[section].add(item);
    };
    for (const update of updates) {
      if ("delete" in update) remove(update.delete.item, update.delete.section);
      else if ("insert" in update) add(update.insert.item, update.insert.section);
      else if ("move" in update) {
        const { from, to } = update.move;
        remove(from.item, from.section);
        add(to.item, to.section);
        this.movedTo.set(key(from.section, from.item), [to.section, to.item]);
        this.movedFrom.set(key(to.section, to.item), [from.section, from.item]);
      }
    }
    this.newCounts = before.map((old, section) => {
      if (old === undefined) return inserted.get(section) ?? 0;
      const count = oldCounts[old] - removed[old].size + added[section].size;
      if (count < 0 || [...added[section]].some((item) => item >= count)) misfit();
      return count;
    });
    this.removed = removed.map((set) => [...set].sort((a, b) => a - b));
    this.added = added.map((set) => [...set].sort((a, b) => a - b));
  }

  /** Where an element before the update is after it: a cell where it went, any other element in
   * its section's new place; undefined when it or its section was deleted, or it is out of range. */
  newPath(kind: string, section: number, item: number): [number, number] | undefined {
    const newSection = this.sectionAfter[section];
    if (newSection === undefined) return undefined;
    if (kind !== "cell") return [newSection, item];
    if (item < 0 || item >= this.oldCounts[section]) return undefined;
    const moved = this.movedTo.get(key(section, item));
    if (moved !== undefined) return moved;
    const mapped = map(item, this.removed[section], this.added[newSection]);
    return mapped === undefined ? undefined : [newSection, mapped];
  }

  /** Whether an item survives the update without being moved, itself or with its section. */
  keepsItsPlace(section: number, item: number): boolean {
    return !this.movedTo.has(key(section, item)) && !this.movedSections.has(section) && this.newPath("cell", section, item) !== undefined;
  }

  /** Where an element after the update was before it: a cell where it was, any other element in
   * its section's old place; undefined when it or its section was inserted, or it is out of range. */
  oldPath(kind: string, section: number, item: number): [number, number] | undefined {
    const oldSection = this.sectionBefore[section];
    if (oldSection === undefined) return undefined;
    if (kind !== "cell") return [oldSection, item];
    if (item < 0 || item >= this.newCounts[section]) return undefined;
    const moved = this.movedFrom.get(key(section, item));
    if (moved !== undefined) return moved;
    const mapped = map(item, this.added[section], this.removed[oldSection]);
    return mapped === undefined ? undefined : [oldSection, mapped];
  }
}

/** The sections' maps both ways and the item counts of inserted sections. */
function sectionMaps(oldCount: number, updates: ItemUpdate[]) {
  const leaving = new Set<number>();
  const arriving = new Set<number>();
  const inserted = new Map<number, number>();
  const moves = new Map<number, number>();
  const index = (value: number) => Number.isInteger(value) && value >= 0;
  for (const update of updates) {
    if ("deleteSection" in update) {
      const { section } = update.deleteSection;
      if (!index(section) || section >= oldCount || leaving.has(section)) misfit();
      leaving.add(section);
    } else if ("insertSection" in update) {
      const { section, items } = update.insertSection;
      if (!index(section) || !index(items) || arriving.has(section)) misfit();
      arriving.add(section);
      inserted.set(section, items);
    } else if ("moveSection" in update) {
      const { from, to } = update.moveSection;
      if (!index(from) || from >= oldCount || !index(to) || leaving.has(from) || arriving.has(to)) misfit();
      leaving.add(from);
      arriving.add(to);
      moves.set(from, to);
    }
  }
  const newCount = oldCount - leaving.size + arriving.size;
  if ([...arriving].some((section) => section >= newCount)) misfit();
  const leavingSorted = [...leaving].sort((a, b) => a - b);
  const arrivingSorted = [...arriving].sort((a, b) => a - b);
  const after: (number | undefined)[] = [];
  const before: (number | undefined)[] = new Array(newCount).fill(undefined);
  for (let old = 0; old < oldCount; old++) {
    const moved = moves.get(old);
    const section = moved ?? (leaving.has(old) ? undefined : map(old, leavingSorted, arrivingSorted));
    after.push(section);
    if (section !== undefined) before[section] = old;
  }
  return { after, before, inserted, moved: new Set(moves.keys()) };
}

/** An index's rank among those that stay on one side is its rank on the other, skipping the
 * indices filled from elsewhere there; undefined for an index in `leaving`. */
function map(index: number, leaving: number[], filling: number[]): number | undefined {
  let low = 0;
  let high = leaving.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (leaving[middle] < index) low = middle + 1;
    else high = middle;
  }
  if (low < leaving.length && leaving[low] === index) return undefined;
  let mapped = index - low;
  for (const taken of filling) {
    if (taken > mapped) break;
    mapped += 1;
  }
  return mapped;
}
