// What a page sends to its analytics for a refusal or failure: the same fields, meaning the same,
// as the Swift and Java runtimes' ErrorReport (docs/ERRORS.md says what each holds and when it is
// absent).

import type { ErrorCode } from "./codes.js";

export interface ErrorReport {
  code: ErrorCode;
  /** What is wrong and what to do, for people: count `code`, not this. */
  message: string;
  /** The signed envelope's name (as the file says it), or the loaded layout's; absent when the
   * file was refused before a name was read from it. */
  layoutName?: string;
  /** The signed envelope's serial. */
  serial?: number;
  /** SHA-256 of the file's bytes as the loader was given them, lowercase hex (`contentHash`). */
  contentHash?: string;
  /** For `layout.invalid`: the compiled loader's own code. */
  loaderCode?: ErrorCode;
  /** Where in the compiled JSON (in the payload of a signed file). */
  jsonPath?: string;
  /** The file as the page named it; for a run-time failure, the YAML file of the formula at fault. */
  file?: string;
  /** From 1: where JSON text stops being JSON, or the YAML place of a failing formula. */
  line?: number;
  column?: number;
}

/** A report without its absent fields, so that it compares and serialises alike everywhere. */
export function report(fields: ErrorReport): ErrorReport {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as unknown as ErrorReport;
}
