// The runtime as a package a web developer installs: package.json's `exports` resolve the
// bundle and its type declarations, and a strict TypeScript consumer (test/consumer) compiles
// against them and runs; code that misuses the API does not compile.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repository } from "./vectors.mjs";

const web = join(repository, "Runtimes", "web");

/** A project folder with the package installed (a link, as `npm link` makes) and `files` in it. */
function project(files) {
  const folder = mkdtempSync(join(tmpdir(), "tessera-consumer-"));
  mkdirSync(join(folder, "node_modules"));
  symlinkSync(web, join(folder, "node_modules", "tessera-runtime"), "dir");
  writeFileSync(join(folder, "package.json"), JSON.stringify({ type: "module", private: true }));
  writeFileSync(join(folder, "tsconfig.json"), JSON.stringify({
    compilerOptions: { target: "ES2022", module: "nodenext", moduleResolution: "nodenext", strict: true, outDir: "out", types: [], lib: ["ES2022", "DOM"] },
    files,
  }));
  return folder;
}

test("package.json describes the bundle and its declarations", () => {
  const manifest = JSON.parse(readFileSync(join(web, "package.json"), "utf8"));
  assert.equal(manifest.exports["."].import, "./build/tessera.js");
  assert.equal(manifest.exports["."].types, "./build/types/index.d.ts");
  const index = readFileSync(join(web, "build", "types", "index.d.ts"), "utf8");
  for (const name of ["CompiledLayout", "ScrollDriver", "TesseraView", "LayoutAttributes", "LayoutInput"]) assert.match(index, new RegExp(`\\b${name}\\b`));
});

test("a strict TypeScript consumer compiles against the declarations and runs", () => {
  const folder = project(["main.ts"]);
  try {
    cpSync(join(web, "test", "consumer", "main.ts"), join(folder, "main.ts"));
    // node's own declarations are not installed here: the consumer declares what it uses of them.
    writeFileSync(join(folder, "node.d.ts"), `declare module "node:fs" { export function readFileSync(path: string): Uint8Array; }\ndeclare const process: { argv: string[] };\n`);
    const tsconfig = JSON.parse(readFileSync(join(folder, "tsconfig.json"), "utf8"));
    tsconfig.files.push("node.d.ts");
    writeFileSync(join(folder, "tsconfig.json"), JSON.stringify(tsconfig));
    execFileSync("tsc", ["-p", folder], { stdio: "pipe" });
    const output = execFileSync("node", [join(folder, "out", "main.js"), join(repository, "Tests", "GoldenCompiled", "carousel.json")], { encoding: "utf8" });
    const answer = JSON.parse(output);
    assert.equal(answer.name, "Carousel");
    assert.ok(answer.shown > 0);
    assert.deepEqual(answer.first, { id: { kind: "cell", section: 0, item: 0 }, moved: { x: 0, y: 0 } });
    assert.deepEqual(answer.rest, { x: 110, y: 0 });
    assert.deepEqual(answer.hit, { kind: "cell", section: 0, item: 1 });
    assert.match(answer.refused, /^empty\.json: /);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("code that misuses the API does not compile", () => {
  const folder = project(["wrong.ts"]);
  try {
    cpSync(join(web, "test", "consumer", "wrong.ts"), join(folder, "wrong.ts"));
    const run = spawnSync("tsc", ["-p", folder, "--noEmit"], { encoding: "utf8" });
    assert.notEqual(run.status, 0);
    assert.match(run.stdout, /wrong\.ts\(5,7\): error TS2322: Type 'string' is not assignable to type 'number'/);
    assert.match(run.stdout, /wrong\.ts\(7,7\): error TS2322: Type 'number' is not assignable to type 'string'/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
