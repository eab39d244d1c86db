// A masonry pass read back from the frames it placed is the pass as it stood (MasonryColumns.rewound):
// what lets extend place only the appended items. No answer shows it (the section placed afresh
// gives the same frames), so the vectors cannot; the mutation round found it unchecked
// (scripts/mutation-score.py, core ts-engines).
import { test } from "node:test";
import assert from "node:assert/strict";
import { ExplicitFrames, MasonryColumns } from "../build/modules/engines/placements.js";

const lengths = [120, 80, 200, 60, 90, 150, 40, 110, 70, 130, 95, 85];

function check(shortestFirst, tiesToTrailing) {
  const pass = new MasonryColumns(3, 100, 10, 5, shortestFirst, tiesToTrailing);
  const frames = ExplicitFrames.of(lengths.map((length) => pass.place(length)));
  for (let item = 0; item <= lengths.length; item++) {
    const stood = new MasonryColumns(3, 100, 10, 5, shortestFirst, tiesToTrailing);
    lengths.slice(0, item).forEach((length) => stood.place(length));
    const rewound = pass.rewound(item, frames);
    assert.ok(rewound !== undefined, `three columns 110 points apart tell every frame's column: item ${item}`);
    assert.deepEqual(rewound.ends, stood.ends, `the columns' ends before item ${item}`);
    if (item > 0) assert.equal(rewound.nextColumn, stood.nextColumn, `the next column before item ${item}`);
  }
}

test("the shortest column first", () => {
  check(true, false);
  check(true, true);
});

test("column by column", () => {
  check(false, false);
});
