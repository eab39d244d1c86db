// Why a compiled file cannot be loaded, as the Swift runtime's CompiledLayout.LoadError.

import { errorCodes, type ErrorCode } from "../errors/codes.js";

/** A compiled file that cannot be loaded: its stable code (docs/ERRORS.md), where in it (a path of
 * keys and indices, or a line and column for text that is not JSON; empty for the file as a whole)
 * and why. */
export class LoadError extends Error {
  readonly code: ErrorCode;

  constructor(readonly place: string, message: string, readonly file?: string, readonly line?: number, readonly column?: number, code?: ErrorCode) {
    super(message);
    this.code = code ?? codeOfPlace(place);
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
