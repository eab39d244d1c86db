// The web runtime's scroll driver frame and loading, measured as the Swift benchmarks measure
// theirs (Benchmarks/Benchmarks/LayoutBenchmarks, `<layout> <kind> scroll frame <count>`): a
// 375 × 667 viewport, no margin, `scroll` 7 points on from the last offset near the middle of
// the content, a hundred offsets in turn. Run: `node Runtimes/web/build.mjs && node
// Benchmarks/web/driver.mjs` (TESSERA_BENCH_SMOKE=1: 1,000 items and a few samples). Each
// layout runs in a process of its own: a page shows one, and V8's code for one layout's shapes
// is not the code it ends with after several (see Benchmarks/RESULTS.md).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CompiledLayout, ScrollDriver } from "../../Runtimes/web/build/tessera.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const smoke = process.env.TESSERA_BENCH_SMOKE !== undefined;
const counts = smoke ? [1_000] : [1_000, 100_000, 10_000_000];
const viewport = { width: 375, height: 667 };

function compiled(name) {
  return readFileSync(join(root, "Tests", "GoldenCompiled", `${name}.json`));
}

function input(name, count) {
  return {
    viewport, sectionCounts: [count],
    itemSizes: name === "waterfall" ? [Array.from({ length: count }, (_, index) => 60 + ((index * 37) % 140))] : undefined,
  };
}

/** Median and 90th percentile of `samples` runs of `body`, each `iterations` calls, in ns per call. */
function measure(body, iterations, samples) {
  for (let warm = 0; warm < iterations * 2; warm++) body();
  const times = [];
  for (let sample = 0; sample < samples; sample++) {
    const start = process.hrtime.bigint();
    for (let iteration = 0; iteration < iterations; iteration++) body();
    times.push(Number(process.hrtime.bigint() - start) / iterations);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(samples * 0.5)], p90: times[Math.floor(samples * 0.9)] };
}

const layouts = ["mosaic", "carousel", "waterfall", "blocks", "grid"];
const only = process.argv[2];
if (only === undefined) {
  // The parent: each layout in a child, then the loading table here.
  const rows = layouts.map((name) => execFileSync(process.execPath, [fileURLToPath(import.meta.url), name], { env: process.env, encoding: "utf8" }).trim());
  console.log(`node ${process.version}\n\n| benchmark | p50 | p90 |\n| --- | ---: | ---: |\n${rows.join("\n")}\n`);
}

const rows = [];
for (const name of only === undefined ? [] : [only]) {
  const layout = CompiledLayout.load(compiled(name));
  for (const count of counts) {
    if (name === "waterfall" && count > 1_000_000) continue; // ten million sizes as JS objects: see RESULTS
    const driver = new ScrollDriver(layout, input(name, count));
    const vertical = driver.prepared.mapping.axis === "vertical";
    const content = vertical ? driver.contentSize.height : driver.contentSize.width;
    const start = Math.max(0, content * 0.5 - (vertical ? viewport.height : viewport.width));
    let step = 0;
    let sink = 0;
    const frame = () => {
      step = (step + 1) % 100;
      const u = start + step * 7;
      driver.scroll(vertical ? { x: 0, y: u } : { x: u, y: 0 });
      sink += driver.kept.length + driver.entered.length;
    };
    const { p50, p90 } = measure(frame, smoke ? 100 : 1000, smoke ? 5 : 200);
    rows.push(`| ${name} scroll frame ${count} | ${p50.toFixed(0)} ns | ${p90.toFixed(0)} ns |`);
    if (sink < 0) console.log(sink);
  }
}

if (only !== undefined) {
  console.log(rows.join("\n"));
  process.exit(0);
}

const loads = [];
for (const file of ["blocks", "carousel", "circle", "coverflow", "explore", "feed", "grid", "home", "magazine", "mosaic", "settings", "shelf", "store", "waterfall", "wave", "wheel"]) {
  const bytes = compiled(file);
  const { p50 } = measure(() => CompiledLayout.load(bytes), smoke ? 10 : 200, smoke ? 3 : 50);
  loads.push(`| ${file} (${bytes.length} bytes) | ${(p50 / 1000).toFixed(1)} µs |`);
}

console.log(`| loading and checking | p50 |\n| --- | ---: |\n${loads.join("\n")}`);
