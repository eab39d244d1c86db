// scripts/mutation-score.py's quick rebuild of the web runtime after one source file changed:
// that file alone turned into JavaScript (TypeScript's transpileModule: the types are erased,
// not checked) over its module in Runtimes/web/build/modules, then the bundle joined again
// (build.mjs --join-only). A full `node Runtimes/web/build.mjs` must have run before.
//     node scripts/mutation-web-module.mjs Runtimes/web/src/engines/placements.ts
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repository = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const web = join(repository, "Runtimes", "web");
const source = resolve(process.argv[2] ?? "");
const module = join(web, "build", "modules", relative(join(web, "src"), source)).replace(/\.ts$/, ".js");
if (!source.endsWith(".ts") || !existsSync(source) || !existsSync(module)) {
  console.error(`mutation-web-module.mjs: give a .ts file of Runtimes/web/src after a full build (node Runtimes/web/build.mjs); got '${process.argv[2] ?? ""}'`);
  process.exit(2);
}
const ts = createRequire(import.meta.url)("/usr/share/nodejs/typescript");
const { compilerOptions } = JSON.parse(readFileSync(join(web, "tsconfig.json"), "utf8"));
const options = ts.convertCompilerOptionsFromJson(compilerOptions, web).options;
const output = ts.transpileModule(readFileSync(source, "utf8"), { compilerOptions: { ...options, declaration: false }, fileName: source, reportDiagnostics: true });
if (output.diagnostics.length > 0) {
  console.error(`mutation-web-module.mjs: ${source} does not parse: ${ts.flattenDiagnosticMessageText(output.diagnostics[0].messageText, "\n")}`);
  process.exit(1);
}
writeFileSync(module, output.outputText);
execFileSync("node", [join(web, "build.mjs"), "--join-only"], { stdio: "inherit" });
