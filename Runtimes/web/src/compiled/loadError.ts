// Why a compiled file cannot be loaded, as the Swift runtime's CompiledLayout.LoadError.

import { errorCodes, type ErrorCode } from "../errors/codes.js";
import { report, type ErrorReport } from "../errors/report.js";

/** A compiled file that cannot be loaded: its stable code (docs/ERRORS.md), where in it (a path of
 * keys and indices, or a line and column for text that is not JSON; empty for the file as a whole)
 * and why. */
export class LoadError extends Error {
  readonly code: ErrorCode;
  /** SHA-256 of the bytes refused (`contentHash`), when the loader was given bytes. */
  contentHash?: string;

  constructor(readonly place: string, message: string, readonly file?: string, readonly line?: number, readonly column?: number, code?: ErrorCode) {
    super(message);
    this.code = code ?? codeOfPlace(place);
  }

  /** This error for a page's analytics: no layout name, as the file was refused before one was trusted. */
  get report(): ErrorReport {
    return report({
      code: this.code, message: this.toString(), contentHash: this.contentHash,
      jsonPath: this.place === "" || this.line !== undefined ? undefined : this.place, file: this.file, line: this.line, column: this.column,
    });
  }

  toString(): string {
    return [this.file, this.place || undefined, this.message].filter((part) => part !== undefined).join(": ");
  }
}

/** A refusal's code from its place, as every runtime derives it (the reader names the others). */
function codeOfPlace(place: string): ErrorCode {
  if (place === "") return errorCodes.loadUnreadable;
  if (place.startsWith("line ")) return errorCodes.loadNotJson;
  if (place === "format") return errorCodes.loadNotCompiledLayout;
  if (place === "version") return errorCodes.loadVersionUnsupported;
  if (place.startsWith("formulas")) return errorCodes.loadFormulaInvalid;
  return errorCodes.loadFieldInvalid;
}
