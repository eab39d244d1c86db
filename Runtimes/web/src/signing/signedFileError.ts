// Why a layout file from outside the page was refused: the same codes as the Swift and Java
// runtimes (docs/COMPILED-FORMAT.md, "Signed files"), so that an app counts them alike.

import type { LoadError } from "../compiled/loadError.js";

export type SignedFileCode =
  | "envelope.malformed"
  | "signature.missing"
  | "signature.bad"
  | "key.unknown"
  | "name.mismatch"
  | "expired"
  | "rollback"
  | "layout.invalid";

/** A refused file: a stable `code` to count, the file as the page named it, and a message that
 * says what is wrong and what to do; for `layout.invalid`, the compiled loader's own error. */
export class SignedFileError extends Error {
  constructor(readonly code: SignedFileCode, message: string, readonly file?: string, readonly loadError?: LoadError) {
    super(message);
  }

  toString(): string {
    return (this.file !== undefined ? `${this.file}: ` : "") + `${this.code}: ${this.message}`;
  }
}
