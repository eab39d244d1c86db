// A run-time failure's report, in the stage that runs layouts: it reads what a layout loaded from
// a file knows of it, which the errors stage comes before.

import { report, type ErrorReport } from "../errors/report.js";
import type { LayoutError } from "../geometry/geometry.js";

/** What a layout that was loaded from a file says of itself in a report. */
export interface ReportedLayout {
  readonly name: string;
  readonly envelopeName?: string;
  readonly serial?: number;
  readonly contentHash?: string;
}

/** The report of `error`, met while `layout` ran: its name (its envelope's, when signed), and its
 * file's serial and hash when it was loaded from one. */
export function runReport(error: LayoutError, layout: ReportedLayout): ErrorReport {
  return report({
    code: error.code, message: error.toString(), layoutName: layout.envelopeName ?? layout.name, serial: layout.serial,
    contentHash: layout.contentHash, file: error.file, line: error.line, column: error.column,
  });
}
