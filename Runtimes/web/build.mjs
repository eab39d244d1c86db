// Builds the web runtime into one ES module, build/tessera.js, and its type declarations,
// build/types (the package's `exports`, package.json), with nothing but Debian's tsc:
// tsc compiles src/ to one module per file, and this joins them in dependency order, dropping
// the imports between them and exporting only what src/index.ts exports. With --install it also
// writes the bundle to Sources/TesseraTooling/WebRuntime/tessera.js, committed, which the preview
// page and `tessera render`'s pages run layouts with; --check-installed fails when that copy is
// not the current runtime (CI runs it). With --pack it then writes the npm package's tarball
// (pack.mjs), build/tessera-runtime-VERSION.tgz. The preview page (preview/*.ts, typed against the
// runtime's declarations) is joined the same way into Sources/TesseraPreview/Page/app.js.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join, posix, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { checkVersion, pack } from "./pack.mjs";

const root = dirname(fileURLToPath(import.meta.url));
// The package's version is the CHANGELOG's newest release: a release that forgot package.json fails here.
try {
  checkVersion();
} catch (error) {
  console.error(`build.mjs: ${error.message}`);
  process.exit(1);
}
const modules = join(root, "build", "modules");
// --join-only joins the modules a previous build left in build/modules again, without tsc:
// scripts/mutation-score.py rewrites one module there per mutant, and tsc takes minutes on a loaded machine.
const joinOnly = process.argv.includes("--join-only");
// tsc writes the type declarations (build/types/*.d.ts) that package.json's `exports` names.
if (!joinOnly) rmSync(modules, { recursive: true, force: true });
if (!joinOnly) rmSync(join(root, "build", "preview"), { recursive: true, force: true });
if (!joinOnly) rmSync(join(root, "build", "types"), { recursive: true, force: true });
try {
  if (!joinOnly) execFileSync("tsc", ["-p", join(root, "tsconfig.json")], { stdio: "inherit" });
  if (!joinOnly) execFileSync("tsc", ["-p", join(root, "preview", "tsconfig.json")], { stdio: "inherit" });
} catch (error) {
  if (error.code === "ENOENT") {
    console.error("build.mjs: tsc, the TypeScript compiler, is not installed: on Debian or Ubuntu, apt-get install node-typescript");
  } else {
    console.error("build.mjs: tsc failed (its messages are above)");
  }
  process.exit(1);
}

/** Joins tsc's modules below `directory` into one script, in dependency order from `entry`:
 * the imports between them dropped, each declared name checked to be declared once. Imports
 * from elsewhere (the preview page's "/tessera.js") are kept, merged at the top. Returns the
 * text and the names `entry` re-exports. */
function joinModules(directory, entry) {
  // Modules by their path below `directory` ("queries/prepared.js"), the stages' folders included.
  const sources = new Map();
  for (const name of readdirSync(directory, { recursive: true }).filter((file) => file.endsWith(".js"))) {
    sources.set(name.split(sep).join("/"), readFileSync(join(directory, name), "utf8"));
  }
  const localImport = /^import\s[^;]*?from\s+"(\.\.?\/[\w/.-]+\.js)";\s*$/gm;
  const reExport = /^export\s*\{([^}]*)\}\s*from\s+"(\.\.?\/[\w/.-]+\.js)";\s*$/gm;
  const outsideImport = /^import\s*\{([^}]*)\}\s*from\s+"(\/[\w.-]+)";\s*$/gm;
  const resolve = (from, specifier) => posix.normalize(posix.join(posix.dirname(from), specifier));

  // Depth first from the entry point: every module after the ones it imports.
  const order = [];
  const visiting = new Set();
  function visit(name) {
    if (order.includes(name)) return;
    if (visiting.has(name)) throw new Error(`an import cycle through ${name}`);
    visiting.add(name);
    const text = sources.get(name);
    if (text === undefined) throw new Error(`no module ${name}`);
    for (const match of text.matchAll(localImport)) visit(resolve(name, match[1]));
    for (const match of text.matchAll(reExport)) visit(resolve(name, match[2]));
    visiting.delete(name);
    order.push(name);
  }
  visit(entry);

  // One scope for every module: a name declared at the top of two modules would clash.
  const declared = new Map();
  for (const name of order) {
    for (const match of sources.get(name).matchAll(/^(?:export )?(?:const|let|function|class|async function) (\w+)/gm)) {
      if (declared.has(match[1])) {
        console.error(`build.mjs: '${match[1]}' is declared at the top of both ${declared.get(match[1])} and ${name}; rename one`);
        process.exit(1);
      }
      declared.set(match[1], name);
    }
  }

  const exported = [];
  const outside = new Map();
  const parts = order.map((name) => {
    let text = sources.get(name);
    if (name === entry) {
      for (const match of text.matchAll(reExport)) exported.push(...match[1].split(",").map((item) => item.trim()).filter(Boolean));
      text = text.replace(reExport, "");
    }
    for (const match of text.matchAll(outsideImport)) {
      const names = outside.get(match[2]) ?? new Set();
      for (const item of match[1].split(",").map((part) => part.trim()).filter(Boolean)) names.add(item);
      outside.set(match[2], names);
    }
    text = text.replace(outsideImport, "").replace(localImport, "").replace(/^export (?=(?:const|let|function|class|async)\b)/gm, "");
    return `// ${name}\n${text.trim()}\n`;
  });
  const imports = [...outside].map(([from, names]) => `import { ${[...names].join(", ")} } from "${from}";\n`).join("");
  return { text: imports + parts.join("\n"), exported, count: order.length };
}

const runtime = joinModules(modules, "index.js");
const bundle = `// Tessera's web runtime, built from Runtimes/web/src by build.mjs.\n${runtime.text}\nexport { ${runtime.exported.join(", ")} };\n`;
mkdirSync(join(root, "build"), { recursive: true });
writeFileSync(join(root, "build", "tessera.js"), bundle);
console.log(`build/tessera.js: ${runtime.count} modules, ${bundle.length} bytes, exports ${runtime.exported.join(", ")}`);
const preview = joinModules(join(root, "build", "preview"), "app.js");
const page = "// The preview page, built from Runtimes/web/preview/*.ts by Runtimes/web/build.mjs: edit those files.\n" + preview.text;
const installs = [
  [join(root, "..", "..", "Sources", "TesseraTooling", "WebRuntime", "tessera.js"), bundle, "Sources/TesseraTooling/WebRuntime/tessera.js is not the current runtime"],
  [join(root, "..", "..", "Sources", "TesseraPreview", "Page", "app.js"), page, "Sources/TesseraPreview/Page/app.js is not the current preview page"],
];
for (const [installed, text, stale] of installs) {
  if (process.argv.includes("--install")) {
    writeFileSync(installed, text);
    console.log(`${installed}: written`);
  } else if (process.argv.includes("--check-installed")) {
    let current = "";
    try { current = readFileSync(installed, "utf8"); } catch { /* missing: not current */ }
    if (current !== text) {
      console.error(`build.mjs: ${stale}; run \`node Runtimes/web/build.mjs --install\` and commit it`);
      process.exit(1);
    }
  }
}
if (process.argv.includes("--pack")) {
  try {
    console.log(`${pack()}: written`);
  } catch (error) {
    console.error(`build.mjs: ${error.message}`);
    process.exit(1);
  }
}
