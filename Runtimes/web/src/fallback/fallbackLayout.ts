// A layout that is the first working one of several sources (downloaded, the last good one kept,
// the one shipped with the page), as the Swift runtime's FallbackLayout: a source that does not
// load is passed over before anything is drawn, and a layout that fails while running is passed
// over in the same layout pass, so the view shows the next source's layout, never an empty frame.

import type { InputRead, LayoutInput } from "../layout/engine.js";
import type { TesseraLayout } from "../layout/layout.js";
import type { PreparedLayout } from "../queries/prepared.js";
import { LayoutError } from "../geometry/geometry.js";
import { LoadError } from "../compiled/loadError.js";
import { errorCodes } from "../errors/codes.js";
import { report, type ErrorReport } from "../errors/report.js";
import { runReport } from "./runReport.js";
import { SignedFileError } from "../signing/signedFileError.js";
import { FallbackChain } from "./chain.js";

/** Why a source was passed over: the same fields and codes in every runtime. `code` is a stable
 * code of docs/ERRORS.md (`errorCodes`): a signed file's refusal code (`signature.bad`, `expired`,
 * `rollback`, …), the compiled loader's (`load.notJson`, …), `run.layoutFailed` for a layout that
 * failed while running, `load.sourceFailed` for an error of the app's own that the source threw. */
export interface FallbackSkip {
  source: string;
  stage: "load" | "run";
  code: string;
  message: string;
  /** The error's report (docs/ERRORS.md), whose `code` and `message` these are: for a refusal, the
   * loader's; for a layout that failed while running, with its name, serial and content hash. */
  report: ErrorReport;
}

/** One source: a name for the reports, and its layout or how to get it (a promise, as
 * `SignedLayoutLoader.fetch` gives, or a function returning either). */
export interface LayoutSource {
  name: string;
  layout: TesseraLayout | Promise<TesseraLayout> | (() => TesseraLayout | Promise<TesseraLayout>);
}

export interface FallbackOptions {
  /** Told of each source passed over, as it happens (a run-time one during a layout pass). */
  onSkip?: (skip: FallbackSkip) => void;
}

type Outcome = { layout: TesseraLayout } | { error: unknown };

export class FallbackLayout implements TesseraLayout {
  private readonly chain: FallbackChain<TesseraLayout>;

  private constructor(private readonly sources: readonly LayoutSource[], private readonly outcomes: Outcome[], private readonly onSkip: (skip: FallbackSkip) => void) {
    this.chain = new FallbackChain(sources.length);
    this.chain.choose(0, this.load, this.reportLoad);
  }

  /** Settles every source's loading (signatures are checked asynchronously, with WebCrypto), then
   * chooses the first that loaded, reporting each refused one before it. Later sources are held
   * ready, so that a fallback while the page runs needs no waiting; a refused one is reported
   * when the chain comes to it. */
  static async create(sources: readonly LayoutSource[], options: FallbackOptions = {}): Promise<FallbackLayout> {
    const outcomes: Outcome[] = [];
    for (const source of sources) {
      try {
        const given = source.layout;
        outcomes.push({ layout: await (typeof given === "function" ? given() : given) });
      } catch (error) {
        outcomes.push({ error });
      }
    }
    return new FallbackLayout(sources, outcomes, options.onSkip ?? (() => {}));
  }

  /** The name of the source in use; undefined when every source was passed over. */
  get currentSource(): string | undefined {
    const index = this.chain.current;
    return index !== undefined && index < this.sources.length ? this.sources[index].name : undefined;
  }

  get name(): string {
    return this.chain.layout?.name ?? "no layout";
  }

  get reads(): ReadonlySet<InputRead> {
    return this.chain.layout?.reads ?? new Set<InputRead>();
  }

  prepare(input: LayoutInput): PreparedLayout {
    return this.chain.run(this.load, this.reportLoad, this.reportRun, (layout) => layout.prepare(input));
  }

  /** Extends with the layout that prepared `prepared`; after a fallback the next source prepares
   * anew (another layout's prepared value cannot be extended). */
  extend(prepared: PreparedLayout, input: LayoutInput): PreparedLayout {
    return this.chain.run(this.load, this.reportLoad, this.reportRun,
      (layout, firstTry) => (firstTry ? layout.extend(prepared, input) : layout.prepare(input)));
  }

  /** Places again with the layout that prepared `prepared`; after a fallback the next source
   * prepares anew, as for `extend`. */
  relayout(prepared: PreparedLayout, firstChanged: (number | undefined)[], input: LayoutInput, changedEnds?: (number | undefined)[]): PreparedLayout {
    return this.chain.run(this.load, this.reportLoad, this.reportRun,
      (layout, firstTry) => (firstTry ? layout.relayout(prepared, firstChanged, input, changedEnds) : layout.prepare(input)));
  }

  /** Passes over the source in use for `error`, which a view met after `prepare` while it ran
   * the layout (an effect's expression at one scroll offset), and reports it: returns whether
   * another source is in use now, for the view to lay out again in the same frame
   * (`TesseraView` does, through `fallenBackDriver`). */
  passOver(error: LayoutError): boolean {
    return this.chain.passOver(error, this.load, this.reportLoad, this.reportRun);
  }

  private readonly load = (index: number): TesseraLayout => {
    const outcome = this.outcomes[index];
    if ("error" in outcome) throw outcome.error;
    return outcome.layout;
  };

  private readonly reportLoad = (index: number, error: unknown): void => {
    this.onSkip(loadSkip(this.sources[index].name, error));
  };

  private readonly reportRun = (index: number, error: LayoutError): void => {
    const outcome = this.outcomes[index];
    const failure = "layout" in outcome ? runReport(error, outcome.layout) : report({ code: error.code, message: error.toString() });
    this.onSkip({ source: this.sources[index].name, stage: "run", code: failure.code, message: failure.message, report: failure });
  };
}

/** The skip of `source` for an error its loading threw. */
export function loadSkip(source: string, error: unknown): FallbackSkip {
  const refusal = error instanceof SignedFileError || error instanceof LoadError
    ? error.report : report({ code: errorCodes.loadSourceFailed, message: String(error) });
  return { source, stage: "load", code: refusal.code, message: refusal.message, report: refusal };
}
