// Why a layout file from outside the page was refused: the same codes as the Swift and Java
// runtimes (docs/COMPILED-FORMAT.md, "Signed files"), so that an app counts them alike.

import type { LoadError } from "../compiled/loadError.js";
import type { SignedFileCode } from "../errors/codes.js";
import { report, type ErrorReport } from "../errors/report.js";

export type { SignedFileCode } from "../errors/codes.js";

/** A refused file: a stable `code` to count, the file as the page named it, and a message that
 * says what is wrong and what to do; for `layout.invalid`, the compiled loader's own error. */
export class SignedFileError extends Error {
  /** The envelope's name and serial as the file gives them (verified or not); absent when the
   * file is not an envelope or the envelope could not be read. */
  layoutName?: string;
  serial?: number;
  /** SHA-256 of the whole file as given (`contentHash`). */
  contentHash?: string;

  constructor(readonly code: SignedFileCode, message: string, readonly file?: string, readonly loadError?: LoadError) {
    super(message);
  }

  /** This refusal for a page's analytics; for `layout.invalid`, with the loader's code and place. */
  get report(): ErrorReport {
    const inner = this.loadError?.report;
    return report({
      code: this.code, message: this.toString(), layoutName: this.layoutName, serial: this.serial, contentHash: this.contentHash,
      loaderCode: inner?.code, jsonPath: inner?.jsonPath, file: this.file, line: inner?.line, column: inner?.column,
    });
  }

  toString(): string {
    return (this.file !== undefined ? `${this.file}: ` : "") + `${this.code}: ${this.message}`;
  }
}
