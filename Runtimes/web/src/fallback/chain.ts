// Which of a list of layout sources is in use, and when to pass to the next, as the Swift
// runtime's FallbackChain (the same rule, replayed from Tests/Fixtures/Fallback/chains.json):
// the first source whose layout loads is used; a source whose layout fails while running is
// passed over for good, and the next one that loads answers in its place for the same input,
// before the failing call returns. Each source passed over is reported once, in order.

import { LayoutError } from "../geometry/geometry.js";

export class FallbackChain<Layout> {
  /** The source in use, `count` when none is left; undefined before the first is chosen. */
  current: number | undefined;
  layout: Layout | undefined;

  constructor(readonly count: number) {}

  /** Chooses the first source at or after `start` whose `load` succeeds; reports each that does not. */
  choose(start: number, load: (index: number) => Layout, report: (index: number, error: unknown) => void): void {
    for (let index = start; index < this.count; index++) {
      try {
        this.layout = load(index);
        this.current = index;
        return;
      } catch (error) {
        report(index, error);
      }
    }
    this.layout = undefined;
    this.current = this.count;
  }

  /** Runs `body` with the layout in use; on a `LayoutError`, reports it, passes to the next source
   * that loads and runs `body` again with it, until one answers or none is left (then throws the
   * last error). Any other error is a fault of the caller's and is thrown as it is. */
  run<Answer>(load: (index: number) => Layout, reportLoad: (index: number, error: unknown) => void,
    reportRun: (index: number, error: LayoutError) => void, body: (layout: Layout, firstTry: boolean) => Answer): Answer {
    if (this.current === undefined) this.choose(0, load, reportLoad);
    let lastError: LayoutError | undefined;
    let firstTry = true;
    while (this.current !== undefined && this.current < this.count && this.layout !== undefined) {
      const index = this.current;
      try {
        return body(this.layout, firstTry);
      } catch (error) {
        if (!(error instanceof LayoutError)) throw error;
        reportRun(index, error);
        lastError = error;
        firstTry = false;
        this.choose(index + 1, load, reportLoad);
      }
    }
    throw lastError ?? new LayoutError("no layout source loaded: every source of the fallback chain was refused (each was reported to onSkip); ship a layout with the page as the last source");
  }

  /** Passes over the source in use after `error`, met while its layout ran past `run` (a view
   * asking the prepared layout at a scroll offset), reporting it: returns whether another source
   * is in use now. */
  passOver(error: LayoutError, load: (index: number) => Layout, reportLoad: (index: number, error: unknown) => void,
    reportRun: (index: number, error: LayoutError) => void): boolean {
    const index = this.current;
    if (index === undefined || index >= this.count) return false;
    reportRun(index, error);
    this.choose(index + 1, load, reportLoad);
    return this.layout !== undefined;
  }
}
