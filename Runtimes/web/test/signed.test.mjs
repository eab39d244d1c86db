// Signed files (docs/COMPILED-FORMAT.md, "Signed files"): every signed vector that
// tessera-vectors writes (valid, and each kind of tamper) gets the verdict and code the Swift
// loader gives, and random changes to a valid signed file (the tamper fuzzer, Fuzz/README.md)
// never load and never throw anything but a SignedFileError.
import { test } from "node:test";
import assert from "node:assert/strict";
import { FallbackLayout, LayoutError, MemorySerialStore, SignedFileError, SignedLayoutLoader } from "../build/tessera.js";
import { readVectors } from "./vectors.mjs";

const bytesOf = (base64) => new Uint8Array(Buffer.from(base64, "base64"));

function loaderFor(vectors, item) {
  return new SignedLayoutLoader({
    trustedKeys: vectors.trustedKeys,
    serials: new MemorySerialStore(item?.lastSerials ?? {}),
    allowsUnsigned: item?.allowsUnsigned ?? false,
    now: () => (item?.now ?? 1767225600) * 1000,
  });
}

async function verdict(loader, bytes, expectedName) {
  try {
    await loader.verify(bytes, expectedName === null || expectedName === undefined ? {} : { expectedName });
    return "load";
  } catch (error) {
    if (!(error instanceof SignedFileError)) throw new Error(`not a SignedFileError: ${error.stack}`);
    return error.code;
  }
}

test("every signed vector gets the Swift loader's verdict and code", async () => {
  const vectors = readVectors("signed.json");
  assert.ok(vectors.cases.length >= 40, `only ${vectors.cases.length} signed vectors`);
  const disagreements = [];
  for (const item of vectors.cases) {
    const web = await verdict(loaderFor(vectors, item), bytesOf(item.file), item.expectedName);
    if (web !== item.verdict) disagreements.push(`${item.name}: Swift ${item.verdict}, web ${web}`);
  }
  assert.deepEqual(disagreements, []);
  // Every code but those only a live app meets is in some vector.
  const seen = new Set(vectors.cases.map((item) => item.verdict));
  assert.deepEqual(vectors.codes.filter((code) => !seen.has(code)), []);
});

const reportFields = ["code", "layoutName", "serial", "contentHash", "loaderCode", "jsonPath", "line", "column"];

/** The report the page would count for `item`: the refusal's, or, for a file that loads, that of
 * a run-time failure of its layout as a fallback chain reports it. */
async function reportOf(vectors, item) {
  let report;
  try {
    const { layout } = await loaderFor(vectors, item).verify(bytesOf(item.file), item.expectedName === null ? {} : { expectedName: item.expectedName });
    const failing = Object.create(layout, { prepare: { value: () => { throw new LayoutError("a run-time failure, for its report's fields"); } } });
    const chain = await FallbackLayout.create([{ name: "downloaded", layout: failing }], { onSkip: (skip) => { report = skip.report; } });
    assert.throws(() => chain.prepare({ viewport: { width: 375, height: 667 }, sectionCounts: [1] }), LayoutError);
  } catch (error) {
    if (!(error instanceof SignedFileError)) throw error;
    report = error.report;
  }
  return Object.fromEntries(reportFields.map((field) => [field, report[field] ?? null]));
}

test("every signed vector gives the Swift loader's report fields (docs/ERRORS.md)", async () => {
  const vectors = readVectors("signed.json");
  const disagreements = [];
  for (const item of vectors.cases) {
    const web = await reportOf(vectors, item);
    if (JSON.stringify(web) !== JSON.stringify(item.report)) disagreements.push(`${item.name}: Swift ${JSON.stringify(item.report)}, web ${JSON.stringify(web)}`);
  }
  assert.deepEqual(disagreements, []);
  // The vectors hold reports with and without a name, a serial, a loader's code and a JSON path.
  for (const field of ["layoutName", "serial", "loaderCode", "jsonPath"]) {
    assert.ok(vectors.cases.some((item) => item.report[field] === null) && vectors.cases.some((item) => item.report[field] !== null), field);
  }
});

test("a loaded file's serial is recorded, and an older one is then refused", async () => {
  const vectors = readVectors("signed.json");
  const serials = new MemorySerialStore();
  const loader = new SignedLayoutLoader({ trustedKeys: vectors.trustedKeys, serials, now: () => 1767225600000 });
  const valid = vectors.cases.find((item) => item.name === "valid");
  const older = vectors.cases.find((item) => item.name === "older release replayed");
  assert.equal(await verdict(loader, bytesOf(older.file)), "load");
  await loader.load(bytesOf(valid.file));
  assert.equal(serials.lastAcceptedSerial("home"), 7);
  assert.equal(await verdict(loader, bytesOf(older.file)), "rollback");
});

// A deterministic generator (SplitMix32-like over 32-bit integers), so that a failure repeats.
function random(seed) {
  let state = seed >>> 0;
  return (bound) => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return ((z ^ (z >>> 16)) >>> 0) % bound;
  };
}

/** The mutations of the Swift tamper fuzzer: a bit flipped, a byte replaced, inserted or
 * removed, the file cut short, a run of bytes copied elsewhere. */
function tamper(file, next) {
  const bytes = Array.from(file);
  for (let round = 0, rounds = 1 + next(4); round < rounds && bytes.length > 0; round++) {
    const at = next(bytes.length);
    switch (next(6)) {
      case 0: bytes[at] ^= 1 << next(8); break;
      case 1: bytes[at] = next(256); break;
      case 2: bytes.splice(at, 0, next(256)); break;
      case 3: bytes.splice(at, 1); break;
      case 4: bytes.length = at; break;
      default: {
        const run = bytes.slice(at, at + 1 + next(16));
        bytes.splice(next(bytes.length), 0, ...run);
      }
    }
  }
  return new Uint8Array(bytes);
}

test("tampered signed files never load (tamper fuzzer)", async () => {
  const vectors = readVectors("signed.json");
  const valid = bytesOf(vectors.valid);
  const loader = loaderFor(vectors);
  const count = process.env.TESSERA_FULL_TESTS ? 20000 : 2000;
  const next = random(61);
  const codes = {};
  let unchanged = 0;
  for (let index = 0; index < count; index++) {
    const mutated = tamper(valid, next);
    if (Buffer.from(mutated).equals(Buffer.from(valid))) {
      unchanged++;
      continue;
    }
    const code = await verdict(loader, mutated);
    assert.notEqual(code, "load", `a tampered file loaded: ${Buffer.from(mutated).toString("latin1").slice(0, 200)}`);
    codes[code] = (codes[code] ?? 0) + 1;
  }
  assert.ok(unchanged < count / 10);
  assert.ok(codes["signature.bad"] > 0 && codes["envelope.malformed"] > 0, JSON.stringify(codes));
});
