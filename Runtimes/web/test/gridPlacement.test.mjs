// Grid auto-placement of an item pinned to a column (GridAutoPlacement.place with `pinned`), as
// CSS Grid places one with a definite column: sparse, from the cursor's row (one row further when
// the column lies left of the cursor); dense, from the first row with room. No vector holds a
// pinned item that an earlier hole could take, so the answers alone did not tell the two apart
// (the mutation round found `if (this.dense)` negated unnoticed, scripts/mutation-score.py).
import { test } from "node:test";
import assert from "node:assert/strict";
import { GridAutoPlacement } from "../build/modules/engines/placements.js";

/** Three columns: two items two columns wide (the second cannot fit beside the first, so it
 * opens row 1 and leaves column 2 of row 0 empty), then one item pinned to column 2. */
function placed(dense) {
  const grid = new GridAutoPlacement(3, dense);
  return [grid.place(2, 1, undefined), grid.place(2, 1, undefined), grid.place(1, 1, 2)];
}

test("dense: an item pinned to a column takes the hole an earlier row left there", () => {
  assert.deepEqual(placed(true), [[0, 0], [1, 0], [0, 2]]);
});

test("sparse: an item pinned to a column goes no earlier than the cursor's row", () => {
  assert.deepEqual(placed(false), [[0, 0], [1, 0], [1, 2]]);
  // Pinned left of the cursor: the row after the cursor's.
  const grid = new GridAutoPlacement(3, false);
  grid.place(1, 1, undefined);
  grid.place(1, 1, undefined);
  assert.deepEqual(grid.place(1, 1, 0), [1, 0]);
});

// `state` is what later items can see of a grid, compared between two periods of a repeating
// grid (resolver.ts, repeatingGrid): a grid whose free places differ after each period is refused.
test("two sparse grids with the cursor at one place but different holes have different states", () => {
  const filledFirst = new GridAutoPlacement(3, false);
  filledFirst.place(1, 1, undefined);
  filledFirst.place(1, 1, undefined);
  const pinnedSecond = new GridAutoPlacement(3, false);
  pinnedSecond.place(1, 1, 1);
  assert.deepEqual([filledFirst.cursorRow, filledFirst.cursorColumn], [pinnedSecond.cursorRow, pinnedSecond.cursorColumn]);
  assert.deepEqual(JSON.parse(filledFirst.state(0, filledFirst, 0)), [[true, true, false], 0, 0, 1]);
  assert.deepEqual(JSON.parse(pinnedSecond.state(0, pinnedSecond, 0)), [[false, true, false], 0, 0, 1]);
});

test("a sparse grid's state leaves out the rows before its cursor, which no later item reaches", () => {
  const grid = new GridAutoPlacement(3, false);
  grid.place(2, 1, undefined);
  grid.place(2, 1, undefined); // no room beside the first: row 1, and row 0's hole is behind the cursor
  assert.deepEqual(JSON.parse(grid.state(0, grid, 0)), [[true, true, false], 1, 1, 0]);
  assert.equal(grid.firstKeptRow, 1);
});
