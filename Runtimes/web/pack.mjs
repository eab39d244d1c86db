// The web runtime as an npm package's tarball, from what build.mjs built: `node build.mjs --pack`
// (or `node pack.mjs [--out DIR]` after a build) writes build/tessera-runtime-VERSION.tgz with
// `npm pack` over a folder holding only what the package ships: its package.json (this folder's,
// with no scripts), the bundle and its type declarations, README.md and the repository's
// LICENSE. The version is the CHANGELOG's newest release, the one place it is written by hand:
// package.json must say the same, which `checkVersion` holds every build to.
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(fileURLToPath(import.meta.url));
const repository = join(root, "..", "..");

/** The newest released version in CHANGELOG.md: its first `## X.Y.Z` heading. */
export function changelogVersion(changelog = join(repository, "CHANGELOG.md")) {
  const lines = readFileSync(changelog, "utf8").split("\n");
  const index = lines.findIndex((line) => /^## \d+\.\d+\.\d+\s*$/.test(line));
  if (index < 0) throw new Error(`${changelog}: no released version (a heading such as \`## 1.2.3\`); the package takes its version from there`);
  return { version: lines[index].slice(3).trim(), line: index + 1 };
}

/** Fails, with what to do, when package.json's version is not the CHANGELOG's. */
export function checkVersion() {
  const { version, line } = changelogVersion();
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  if (manifest.version !== version) {
    throw new Error(`Runtimes/web/package.json: its version is ${JSON.stringify(manifest.version)}, but CHANGELOG.md:${line} says the newest release is ${version}; set package.json's version to ${version}`);
  }
  return version;
}

/** Writes the package's tarball into `destination` (made if missing) and answers its path; an
 * existing tarball of that name is replaced only once the new one is whole. */
export function pack(destination = join(root, "build")) {
  const version = checkVersion();
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const shipped = ["build/tessera.js", "build/types/index.d.ts"];
  for (const file of shipped) {
    if (!existsSync(join(root, file))) throw new Error(`Runtimes/web/${file} is missing: build first (node Runtimes/web/build.mjs)`);
  }
  const staging = mkdtempSync(join(tmpdir(), "tessera-pack-"));
  try {
    const folder = join(staging, "package");
    mkdirSync(join(folder, "build"), { recursive: true });
    cpSync(join(root, "build", "tessera.js"), join(folder, "build", "tessera.js"));
    cpSync(join(root, "build", "types"), join(folder, "build", "types"), { recursive: true });
    cpSync(join(root, "README.md"), join(folder, "README.md"));
    cpSync(join(repository, "LICENSE"), join(folder, "LICENSE"));
    // The scripts build and test this folder; the package is built already.
    const { scripts: _scripts, ...published } = manifest;
    writeFileSync(join(folder, "package.json"), JSON.stringify({ ...published, version }, null, 2) + "\n");
    const out = join(staging, "out");
    mkdirSync(out);
    try {
      // npm's cache and logs in the staging folder: a home that cannot be written to is no matter.
      execFileSync("npm", ["pack", "--offline", "--silent", "--pack-destination", out], {
        cwd: folder, stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, npm_config_cache: join(staging, "cache"), npm_config_update_notifier: "false" },
      });
    } catch (error) {
      if (error.code === "ENOENT") throw new Error("npm is not installed: on Debian or Ubuntu, apt-get install npm");
      throw new Error(`npm pack failed: ${String(error.stderr ?? error.message).trim()}`);
    }
    const [tarball] = readdirSync(out);
    mkdirSync(destination, { recursive: true });
    const target = join(resolve(destination), tarball);
    // Copied beside the target first (the staging folder may be on another file system), then renamed.
    copyFileSync(join(out, tarball), `${target}.partial`);
    renameSync(`${target}.partial`, target);
    return target;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--out");
  if (at > 0 && process.argv[at + 1] === undefined) {
    console.error("pack.mjs: --out takes a folder: node pack.mjs --out DIR");
    process.exit(1);
  }
  try {
    console.log(pack(at > 0 ? process.argv[at + 1] : undefined));
  } catch (error) {
    console.error(`pack.mjs: ${error.message}`);
    process.exit(1);
  }
}
