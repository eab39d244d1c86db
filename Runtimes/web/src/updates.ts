// Batch updates with a collection view's index rules, as the Swift runtime's BatchUpdate:
// deletions and move sources name items before the update, insertions and move destinations
// after it; surviving items keep their order.

export type ItemUpdate =
  | { insert: { section: number; item: number } }
  | { delete: { section: number; item: number } }
  | { move: { from: { section: number; item: number }; to: { section: number; item: number } } };

const key = (section: number, item: number) => `${section}:${item}`;

export class BatchUpdate {
  readonly newCounts: number[];
  private readonly removed: number[][];
  private readonly added: number[][];
  private readonly movedTo = new Map<string, [number, number]>();
  private readonly movedFrom = new Map<string, [number, number]>();

  /** Undefined when the updates do not fit the counts. */
  static make(oldCounts: number[], updates: ItemUpdate[]): BatchUpdate | undefined {
    try {
      return new BatchUpdate(oldCounts, updates);
    } catch {
      return undefined;
    }
  }

  private constructor(readonly oldCounts: number[], updates: ItemUpdate[]) {
    const removed = oldCounts.map(() => new Set<number>());
    const added = oldCounts.map(() => new Set<number>());
    const inRange = (section: number) => Number.isInteger(section) && section >= 0 && section < oldCounts.length;
    const remove = (item: number, section: number) => {
      if (!inRange(section) || !Number.isInteger(item) || item < 0 || item >= oldCounts[section] || removed[section].has(item)) throw new Error();
      removed[section].add(item);
    };
    const add = (item: number, section: number) => {
      if (!inRange(section) || !Number.isInteger(item) || item < 0 || added[section].has(item)) throw new Error();
      added[section].add(item);
    };
    for (const update of updates) {
      if ("delete" in update) remove(update.delete.item, update.delete.section);
      else if ("insert" in update) add(update.insert.item, update.insert.section);
      else {
        const { from, to } = update.move;
        remove(from.item, from.section);
        add(to.item, to.section);
        this.movedTo.set(key(from.section, from.item), [to.section, to.item]);
        this.movedFrom.set(key(to.section, to.item), [from.section, from.item]);
      }
    }
    this.newCounts = oldCounts.map((count, section) => {
      const newCount = count - removed[section].size + added[section].size;
      if (newCount < 0 || [...added[section]].some((item) => item >= newCount)) throw new Error();
      return newCount;
    });
    this.removed = removed.map((set) => [...set].sort((a, b) => a - b));
    this.added = added.map((set) => [...set].sort((a, b) => a - b));
  }

  /** Where an element before the update is after it: a cell where it went (undefined when it
   * was deleted), any other element where it was, while its section is there. */
  newPath(kind: string, section: number, item: number): [number, number] | undefined {
    if (kind !== "cell") return section >= 0 && section < this.oldCounts.length ? [section, item] : undefined;
    if (section < 0 || section >= this.oldCounts.length || item < 0 || item >= this.oldCounts[section]) return undefined;
    const moved = this.movedTo.get(key(section, item));
    if (moved !== undefined) return moved;
    const mapped = map(item, this.removed[section], this.added[section]);
    return mapped === undefined ? undefined : [section, mapped];
  }

  /** Where an element after the update was before it: a cell where it was (undefined when it
   * was inserted), any other element where it is. */
  oldPath(kind: string, section: number, item: number): [number, number] | undefined {
    if (kind !== "cell") return section >= 0 && section < this.newCounts.length ? [section, item] : undefined;
    if (section < 0 || section >= this.newCounts.length || item < 0 || item >= this.newCounts[section]) return undefined;
    const moved = this.movedFrom.get(key(section, item));
    if (moved !== undefined) return moved;
    const mapped = map(item, this.added[section], this.removed[section]);
    return mapped === undefined ? undefined : [section, mapped];
  }
}

/** An item's rank among those that stay on one side is its rank on the other, skipping the
 * indices filled from elsewhere there; undefined for an index in `leaving`. */
function map(item: number, leaving: number[], filling: number[]): number | undefined {
  let low = 0;
  let high = leaving.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (leaving[middle] < item) low = middle + 1;
    else high = middle;
  }
  if (low < leaving.length && leaving[low] === item) return undefined;
  let index = item - low;
  for (const taken of filling) {
    if (taken > index) break;
    index += 1;
  }
  return index;
}
