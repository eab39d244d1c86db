#!/usr/bin/env node
// Draws the grid the rows-and-columns rule finds for each bundled layout (docs/accessibility/
// NAME.svg) and writes the table of what each platform announces into docs/ACCESSIBILITY.md,
// between its "accessibility-table" markers, from the web runtime's rule (the same as the Swift
// and Java runtimes', on the shared vectors). A phone in portrait (375 × 667), 12 items a section.
//
//   node Runtimes/web/build.mjs && node scripts/accessibility-pictures.mjs [--check]
//
// --check (CI) writes nothing: it fails, naming them, when the pictures or the table differ from
// what the rule gives now.
import { readFileSync, writeFileSync, mkdirSync, existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const runtime = join(root, "Runtimes/web/build/tessera.js");
if (!existsSync(runtime)) {
  console.error("error: Runtimes/web/build/tessera.js is missing; run `node Runtimes/web/build.mjs` first");
  process.exit(1);
}
const { CompiledLayout } = await import(runtime);
const check = process.argv.includes("--check");
const unknown = process.argv.slice(2).filter((argument) => argument !== "--check");
if (unknown.length > 0) {
  console.error(`error: unknown argument ${unknown.join(" ")}; usage: node scripts/accessibility-pictures.mjs [--check]`);
  process.exit(2);
}

const viewport = { width: 375, height: 667 };
const itemsPerSection = 12;
const pictures = join(root, "docs/accessibility");
const doc = join(root, "docs/ACCESSIBILITY.md");
const start = "<!-- accessibility-table:start (scripts/accessibility-pictures.mjs writes this table) -->";
const end = "<!-- accessibility-table:end -->";

/** The layout prepared as the docs describe it: one section, or three where the layout reads
 * the sections it is given (the store's shelves, the home screen); sizes from data where the
 * layout takes them (the example page's). */
function prepare(name) {
  const layout = CompiledLayout.load(new Uint8Array(readFileSync(join(root, "Tests/GoldenCompiled", `${name}.json`))), `${name}.json`);
  const counts = name === "store" || name === "home" ? [itemsPerSection, itemsPerSection, itemsPerSection] : [itemsPerSection];
  const sizes = counts.map((count) => Array.from({ length: count }, (_, item) => ({ width: 160, height: 90 + ((item * 37) % 140) })));
  try {
    return layout.prepare({ viewport, sectionCounts: counts });
  } catch {
    return layout.prepare({ viewport, sectionCounts: counts, itemSizes: sizes });
  }
}

function describe(name) {
  const prepared = prepare(name);
  const sections = [];
  for (let section = 0; section < prepared.sectionCount; section++) {
    const structure = prepared.gridStructure(section);
    const count = prepared.itemCount(section);
    const cells = Array.from({ length: count }, (_, item) => prepared.cell(section, item, { x: 0, y: 0 }).frame);
    const header = prepared.attributes({ kind: "header", section, item: 0 }, { x: 0, y: 0 })?.frame;
    sections.push({ structure, cells, header, count });
  }
  return { name, sections, content: prepared.contentSize };
}

const round = (value) => Math.round(value * 10) / 10;
const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** An SVG of the content at half size: each cell with its row and column (1-based, as readers
 * say them), or its place in a list; headers in grey. */
function picture({ name, sections, content }) {
  const scale = 0.5;
  const width = round(Math.max(...sections.flatMap((s) => s.cells.map((f) => f.x + f.width)), viewport.width) * scale);
  const height = round(Math.max(...sections.flatMap((s) => s.cells.map((f) => f.y + f.height)), 1) * scale) + 24;
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<title>${escape(name)}: the rows and columns the rule finds (${itemsPerSection} items a section, 375 × 667)</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`];
  sections.forEach(({ structure, cells, header }, section) => {
    if (header !== undefined) {
      parts.push(`<rect x="${round(header.x * scale)}" y="${round(header.y * scale)}" width="${round(header.width * scale)}" height="${round(header.height * scale)}" fill="#d0d0d0"/>`,
        `<text x="${round(header.x * scale) + 4}" y="${round((header.y + header.height / 2) * scale) + 4}" font-size="10">header ${section + 1}</text>`);
    }
    cells.forEach((frame, item) => {
      const place = structure.kind === "grid" ? structure.places[item] : undefined;
      const hue = place === undefined ? 210 : (place.column * 67) % 360;
      const label = place === undefined ? `${item + 1}/${structure.rowCount}`
        : `r${place.row + 1}${place.rowSpan > 1 ? `+${place.rowSpan - 1}` : ""} c${place.column + 1}${place.columnSpan > 1 ? `+${place.columnSpan - 1}` : ""}`;
      const x = round(frame.x * scale), y = round(frame.y * scale), w = round(frame.width * scale), h = round(frame.height * scale);
      parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="hsl(${hue} 60% 85%)" stroke="hsl(${hue} 50% 40%)"/>`,
        `<text x="${round(x + w / 2)}" y="${round(y + h / 2 + 4)}" font-size="10" text-anchor="middle">${label}</text>`);
    });
  });
  const kinds = sections.map(({ structure }) => structure.kind === "grid" ? `grid ${structure.rowCount} × ${structure.columnCount}` : `list of ${structure.rowCount}`);
  parts.push(`<text x="4" y="${height - 8}" font-size="11">${escape(name)}: ${kinds.join("; ")}</text>`, "</svg>", "");
  return parts.join("\n");
}

/** One row of the table: the rule per section, then each platform's words for it. */
function row({ name, sections }) {
  const grids = sections.filter(({ structure }) => structure.kind === "grid");
  const rows = sections.reduce((sum, { structure }) => sum + structure.rowCount, 0);
  const columns = Math.max(...sections.map(({ structure }) => structure.columnCount));
  const items = sections.reduce((sum, { count }) => sum + count, 0);
  const headers = sections.filter(({ header }) => header !== undefined).length;
  const rule = sections.map(({ structure }) => structure.kind === "grid" ? `grid ${structure.rowCount} × ${structure.columnCount}` : `list of ${structure.rowCount}`).join("; ");
  const web = sections.map(({ structure }) => structure.kind === "grid"
    ? `\`grid\` rowcount ${structure.rowCount} colcount ${structure.columnCount}` : `\`list\`, items setsize ${structure.rowCount}`).join("; ");
  const apple = grids.length > 0 ? `\`.dataTable\` ${rows} rows × ${columns} columns` : `\`.list\` of ${rows}`;
  const swiftUI = grids.length > 0 ? `"${items} items, ${rows} rows, ${columns} columns"` : `"${items} items"`;
  const rotor = headers > 0 ? `${headers}` : "none";
  return `| [\`${name}\`](accessibility/${name}.svg) | ${rule} | ${web} | ${apple} (AppKit: ${grids.length > 0 ? "grid" : "list"} role) | ${swiftUI} | ${rotor} |`;
}

const names = readdirSync(join(root, "Layouts")).filter((file) => file.endsWith(".yaml")).map((file) => file.slice(0, -5)).sort();
const described = names.map(describe);
const table = [start, "",
  "| layout (picture) | the rule, by section | web view (`role`, counts) | UIKit `accessibilityContainerType` (AppKit) | SwiftUI's value | headings rotor stops |",
  "| --- | --- | --- | --- | --- | --- |",
  ...described.map(row), "", end].join("\n");

const stale = [];
function put(path, text) {
  const old = existsSync(path) ? readFileSync(path, "utf8") : undefined;
  if (old === text) return;
  if (check) { stale.push(path.slice(root.length + 1)); return; }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(`${path.slice(root.length + 1)}: written`);
}
for (const layout of described) put(join(pictures, `${layout.name}.svg`), picture(layout));
const text = readFileSync(doc, "utf8");
const from = text.indexOf(start), to = text.indexOf(end);
if (from < 0 || to < from) {
  console.error(`error: docs/ACCESSIBILITY.md has no table markers; put the lines\n${start}\n${end}\nwhere the table goes`);
  process.exit(1);
}
put(doc, text.slice(0, from) + table + text.slice(to + end.length));
if (stale.length > 0) {
  console.error(`error: out of date with the rule: ${stale.join(", ")}; run \`node scripts/accessibility-pictures.mjs\` and commit what it writes`);
  process.exit(1);
}
if (check) console.log(`accessibility pictures: ${described.length} layouts up to date`);
