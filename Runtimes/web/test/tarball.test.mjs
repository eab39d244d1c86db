// The runtime as a web developer gets it: pack.mjs's tarball (what `npm pack` writes, the
// version the CHANGELOG's) holds the package's manifest, bundle, declarations, README and
// LICENSE and nothing else, installs with npm in an empty folder with no registry, and a strict
// TypeScript consumer (test/consumer: a page's code and a server's) compiles against it with
// node16 resolution and runs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { changelogVersion, pack } from "../pack.mjs";
import { repository } from "./vectors.mjs";

const web = join(repository, "Runtimes", "web");

test("the tarball installs offline in an empty folder, and a strict node16 consumer compiles against it and runs", () => {
  const scratch = mkdtempSync(join(tmpdir(), "tessera-tarball-"));
  try {
    const tarball = pack(join(scratch, "dist"));
    const { version } = changelogVersion();
    assert.equal(basename(tarball), `tessera-runtime-${version}.tgz`);
    const listed = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).trim().split("\n").sort();
    const declarations = listed.filter((name) => name.startsWith("package/build/types/"));
    assert.ok(declarations.includes("package/build/types/index.d.ts") && declarations.includes("package/build/types/view/firstScreen.d.ts"), declarations.join(" "));
    assert.deepEqual(listed.filter((name) => !declarations.includes(name)),
      ["package/LICENSE", "package/README.md", "package/build/tessera.js", "package/package.json"]);
    assert.ok(declarations.every((name) => name.endsWith(".d.ts")), declarations.join(" "));

    const project = join(scratch, "project");
    execFileSync("mkdir", [project]);
    execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball], {
      cwd: project, stdio: "pipe", env: { ...process.env, npm_config_cache: join(scratch, "cache"), npm_config_update_notifier: "false" },
    });
    const installed = join(project, "node_modules", "tessera-runtime");
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
    assert.equal(manifest.version, version);
    assert.equal(manifest.type, "module");
    assert.equal(manifest.scripts, undefined);
    // `types` first: a resolver takes the first condition that matches.
    assert.deepEqual(Object.entries(manifest.exports["."]), [["types", "./build/types/index.d.ts"], ["import", "./build/tessera.js"]]);
    assert.equal(readFileSync(join(installed, "LICENSE"), "utf8"), readFileSync(join(repository, "LICENSE"), "utf8"));
    assert.equal(readFileSync(join(installed, "README.md"), "utf8"), readFileSync(join(web, "README.md"), "utf8"));

    writeFileSync(join(project, "package.json"), JSON.stringify({ ...JSON.parse(readFileSync(join(project, "package.json"), "utf8")), type: "module", private: true }));
    for (const file of ["main.ts", "server.ts"]) cpSync(join(web, "test", "consumer", file), join(project, file));
    // node's own declarations are not installed here: the consumer declares what it uses of them.
    writeFileSync(join(project, "node.d.ts"), `declare module "node:fs" { export function readFileSync(path: string): Uint8Array; }\ndeclare const process: { argv: string[] };\n`);
    writeFileSync(join(project, "tsconfig.json"), JSON.stringify({
      compilerOptions: { target: "ES2022", module: "node16", moduleResolution: "node16", strict: true, outDir: "out", types: [], lib: ["ES2022", "DOM"] },
      files: ["main.ts", "server.ts", "node.d.ts"],
    }));
    execFileSync("tsc", ["-p", project], { stdio: "pipe" });
    const page = JSON.parse(execFileSync("node", [join(project, "out", "main.js"), join(repository, "Tests", "GoldenCompiled", "carousel.json")], { encoding: "utf8" }));
    assert.equal(page.name, "Carousel");
    assert.deepEqual(page.rest, { x: 110, y: 0 });
    const server = JSON.parse(execFileSync("node", [join(project, "out", "server.js"), join(repository, "Tests", "GoldenCompiled", "chat.json")], { encoding: "utf8" }));
    // Five messages of 60 points in a scroller of 200: it opens at the end, on the last ones.
    assert.ok(server.offset.y > 0, JSON.stringify(server));
    assert.deepEqual(server.cells.at(-1), [1, 2]);
    assert.equal(server.escaped, true);
    assert.equal(server.script, true);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
