// A cell's self-sizing report in a list of a million (issue 63, item 1), in the web runtime, as
// Swift's ChangeBenchmarks measure theirs: the chat (one column of messages) with sizes on the
// grid (whole points), a report at the first item, the middle item and the last item, each
// taken three ways in the same run: a full prepare (what a report cost before incremental
// placing), the path in order from the reported item (what it cost before this change: the
// layout not told where the change ends), and the list's path (the reported item placed again,
// the items after it moved by block shifts). The driver's report is the list's path plus the
// frame. Run: `node Runtimes/web/build.mjs && node Benchmarks/web/reports.mjs`
// (TESSERA_BENCH_SMOKE=1: 10,000 items and a few samples).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CompiledLayout, ScrollDriver } from "../../Runtimes/web/build/tessera.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const smoke = process.env.TESSERA_BENCH_SMOKE !== undefined;
const count = smoke ? 10_000 : 1_000_000;
const layout = CompiledLayout.load(readFileSync(join(root, "Tests", "GoldenCompiled", "chat.json")));
const sizes = Array.from({ length: count }, (_, index) => 60 + ((index * 37) % 140));
const input = { viewport: { width: 375, height: 667 }, sectionCounts: [count], itemSizes: [sizes] };

/** Median, 90th percentile and the number of samples of `body`, timed one call a sample, in µs. */
function measure(body, samples) {
  for (let warm = 0; warm < Math.min(samples, 20); warm++) body(warm);
  const times = [];
  for (let sample = 0; sample < samples; sample++) {
    const start = process.hrtime.bigint();
    body(sample);
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  return `${format(times[Math.floor(samples * 0.5)])} | ${format(times[Math.floor(samples * 0.9)])} | ${samples}`;
}

const format = (microseconds) => (microseconds >= 1000 ? `${(microseconds / 1000).toFixed(2)} ms` : `${microseconds.toFixed(2)} µs`);

/** The input with item `item` `length` long (the others as they are). */
function reported(item, length) {
  const changed = sizes.slice();
  changed[item] = length;
  return { ...input, itemSizes: [changed] };
}

const prepared = layout.prepare(input);
const rows = [];
for (const [where, item] of [["first", 0], ["middle", count >> 1], ["last", count - 1]]) {
  // Two sizes in turn, so that every report changes the layout.
  const inputs = [reported(item, 61), reported(item, 75)];
  const slow = smoke ? 3 : 11;
  rows.push(`| report at the ${where} item: a full prepare | ${measure((sample) => layout.prepare(inputs[sample & 1]), slow)} |`);
  rows.push(`| report at the ${where} item: in order from it (before) | ${measure((sample) => layout.relayout(prepared, [item], inputs[sample & 1]), slow)} |`);
  rows.push(`| report at the ${where} item: the list's path (after) | ${measure((sample) => layout.relayout(prepared, [item], inputs[sample & 1], [item + 1]), smoke ? 50 : 2000)} |`);
  const driver = new ScrollDriver(layout, input);
  rows.push(`| report at the ${where} item through the driver | ${measure((sample) => driver.reportSizes([{ section: 0, item, size: sample & 1 ? 61 : 75 }]), smoke ? 50 : 2000)} |`);
}
const query = { x: 0, y: prepared.contentSize.height * 0.5, width: 375, height: 667 };
const shifted = layout.relayout(prepared, [0], reported(0, 61), [1]);
rows.push(`| rect query in the middle, no report before | ${measure(() => prepared.elements(query), 2000)} |`);
rows.push(`| the same query after a report at the first item (read through the shifts) | ${measure(() => shifted.elements(query), 2000)} |`);
console.log(`node ${process.version}, ${count.toLocaleString("en")} items (chat, one column, whole-point sizes)\n`);
console.log(`| benchmark | p50 | p90 | samples |\n| --- | ---: | ---: | ---: |\n${rows.join("\n")}`);
