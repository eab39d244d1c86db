// Where the shared test vectors are: written by `swift run tessera-vectors` (CI writes them to
// .build/vectors before these tests run); TESSERA_VECTORS names another directory.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repository = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const vectorsDirectory = process.env.TESSERA_VECTORS ?? join(repository, ".build", "vectors");

export function readVectors(name) {
  const path = join(vectorsDirectory, name);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: write the vectors first with \`swift run tessera-vectors -o .build/vectors --corpus Fuzz/CompiledCorpus Layouts/*.yaml Tests/Fixtures/Layouts/*.yaml\``);
  }
  return JSON.parse(readFileSync(path, "utf8"));
}
