// The preview page (docs/PREVIEW.md): the layouts of a folder, each drawn in a device frame by
// Tessera's web view (TesseraView, `tessera.js`) as a web page using Tessera draws it, and drawn
// again when its file is saved. The server compiles the YAML and sends the compiled file
// (`/api/compiled`); scrolling, snapping, hovering, dragging and batch updates are the view's
// and the runtime's, in the page. Built by Runtimes/web/build.mjs into
// Sources/TesseraPreview/Page/app.js. One job a module: selection.ts (what is shown, and the
// URL's fragment), api.ts (the API, typed by answers.ts), stage.ts (the view), sidebar.ts,
// controls.ts, inspector.ts and diagnostics.ts; this file puts them together.
import { CompiledLayout, LayoutError } from "/tessera.js";
import type { ItemUpdate, LayoutTransition, MoveDetail } from "/tessera.js";
import type { LayoutListing, LayoutsAnswer } from "./answers.js";
import { APIRefusal, ask, messageOf } from "./api.js";
import { Controls } from "./controls.js";
import type { Request } from "./controls.js";
import { Diagnostics } from "./diagnostics.js";
import { element } from "./dom.js";
import { Inspector, tenths } from "./inspector.js";
import { countsOf, countsParameter, dataKey, fragment, initialSelection, reading, sizesFromAnswer, sizesParameter, suggestedCounts } from "./selection.js";
import type { Selection } from "./selection.js";
import { DevicesPanel, LayoutList } from "./sidebar.js";
import { Stage } from "./stage.js";
import { Switcher } from "./switcher.js";
import type { StageData } from "./stage.js";

/** The largest count the server lays out to find a layout fault's place in the YAML. */
const serverItems = 1_000_000;

class Preview {
  private selection = initialSelection(matchMedia("(prefers-reduced-motion: reduce)").matches);
  private listing: LayoutsAnswer = { version: -1, layouts: [], sizes: [], devices: null, skipped: null };
  /** What the stage shows, and what it was made from. */
  private shown: { key: string; compiled: string; data: StageData } | undefined;
  private drawing = false;
  /** A draw asked for while one was under way (animated or not): made when it ends. */
  private drawAgain: boolean | undefined;
  private requests = 0;
  private pollingDevices = false;
  ready = false;

  private readonly frame = element("device-frame");
  private readonly viewport = element("viewport");
  private readonly stage = new Stage(this.viewport, (error) => this.showFault(error), (move) => this.moved(move));
  private readonly diagnostics = new Diagnostics(element("diagnostics"), this.frame, element("warnings"));
  private readonly controls = new Controls((request) => this.take(request));
  private readonly layouts = new LayoutList(element("layouts"), element("skipped"), (file) => this.choose(file));
  private readonly devices = new DevicesPanel(element("devices"), element("devices-address"), element("devices-code"), element("devices-connected"));
  private readonly switcher = new Switcher({
    target: () => void this.prepareSwitch(),
    switchTo: (file) => this.choose(file, true),
    scrub: (file, progress) => this.scrub(file, progress),
    release: (file, progress) => void this.release(file, progress),
  });
  /** The layout the switch goes to, compiled for the data shown; and the switch being scrubbed. */
  private switchTarget: { key: string; compiled: string; data: StageData } | undefined;
  private scrubbing: { file: string; transition: LayoutTransition } | undefined;
  private readonly inspector = new Inspector(element("inspector"), () => this.stage.current, (error) => this.controls.say(messageOf(error)));

  /** For tests and tools: whether anything is under way, the latencies, what is shown. */
  busy(): boolean { return this.drawing || this.requests > 0 || this.stage.busy; }
  get timings(): number[] { return this.stage.timings; }
  get selected(): Selection { return this.selection; }
  sectionOffset(section: number): number | undefined {
    return this.stage.current?.driver.position.sectionOffsets?.get(section);
  }

  async start(): Promise<void> {
    this.select(reading(location.hash, this.selection));
    new ResizeObserver(() => this.resized()).observe(this.viewport);
    window.addEventListener("hashchange", () => {
      this.select(this.withLayoutFacts(reading(location.hash, this.selection)));
      void this.draw(false);
    });
    await this.loadLayouts();
    await this.draw(false);
    this.ready = true;
    void this.watch();
  }

  // MARK: What is shown

  /** Takes `selection`: the controls, the device's size and the fragment follow it. */
  private select(selection: Selection): void {
    this.selection = selection;
    this.frame.style.width = `${Math.max(1, Math.round(selection.width))}px`;
    this.frame.style.height = `${Math.max(1, Math.round(selection.height))}px`;
    this.controls.show(selection, this.layout()?.takesSizesFromData ?? false);
    this.layouts.mark(selection.file);
    if (this.switcher !== undefined) this.switcher.show(this.listing.layouts, selection.file);
    // Replaced, with the path alone: the address keeps no query (the code never was one here).
    history.replaceState(null, "", location.pathname + fragment(selection));
  }

  private layout(file = this.selection.file): LayoutListing | undefined {
    return this.listing.layouts.find((layout) => layout.file === file);
  }

  /** Until they are chosen, a layout's own sections as its counts, and `--sizes`' sizes. */
  private withLayoutFacts(selection: Selection): Selection {
    const fileSizes = this.listing.sizes.find((sizes) => sizes.id === "file");
    let next = selection;
    if (!next.sizesChosen && fileSizes !== undefined) next = { ...next, sizes: { id: "file" } };
    const layout = this.layout(next.file);
    if (layout !== undefined && !next.countsChosen) {
      const counts = suggestedCounts(layout, fileSizes?.count, "id" in next.sizes && next.sizes.id === "file");
      if (counts !== undefined) next = { ...next, counts };
    }
    return next;
  }

  private async loadLayouts(): Promise<void> {
    this.listing = await this.asking(ask("/api/layouts"));
    this.layouts.show(this.listing.layouts, this.selection.file, this.listing.skipped);
    this.devices.show(this.listing.devices);
    const file = this.layout() !== undefined ? this.selection.file : this.listing.layouts[0]?.file ?? "";
    this.select(this.withLayoutFacts({ ...this.selection, file }));
    if (this.listing.devices !== null && !this.pollingDevices) {
      this.pollingDevices = true;
      setInterval(async () => this.devices.show((await ask("/api/layouts")).devices), 3000);
    }
  }

  private choose(file: string, animated = this.controls.animated): void {
    this.select(this.withLayoutFacts({ ...this.selection, file }));
    void this.draw(animated);
  }

  // MARK: Switching layouts by hand

  /** The selection with `file` shown instead, the data kept. */
  private switched(file: string): Selection {
    return { ...this.selection, file };
  }

  /** Compiles the layout the switch goes to for the data shown, so that the scrubber's first
   * move starts the switch at once. */
  private async prepareSwitch(): Promise<void> {
    const file = this.switcher.file, layout = this.layout(file), shown = this.shown;
    if (!file || layout === undefined || !layout.valid || shown === undefined) return;
    const selection = this.switched(file);
    const key = dataKey(selection, layout, this.listing.version);
    if (this.switchTarget?.key === key) return;
    try {
      const answer = await this.asking(ask("/api/compiled", { file, ...countsParameter(selection.counts), ...sizesParameter(selection, layout) }));
      this.switchTarget = { key, compiled: answer.compiled, data: {
        layout: CompiledLayout.load(answer.compiled, answer.file), sectionCounts: countsOf(selection.counts), itemSizes: sizesFromAnswer(answer.itemSizes),
      } };
    } catch (error) {
      this.controls.say(messageOf(error));
    }
  }

  /** The scrubber at `progress`: the view's switch to `file`, started on its first move. */
  private scrub(file: string, progress: number): void {
    let scrubbing = this.scrubbing;
    if (scrubbing !== undefined && (scrubbing.file !== file || scrubbing.transition.ended)) scrubbing = this.scrubbing = undefined;
    if (scrubbing === undefined) {
      const target = this.switchTarget, layout = this.layout(file);
      if (target === undefined || target.key !== dataKey(this.switched(file), layout, this.listing.version)) {
        void this.prepareSwitch();
        this.controls.say("getting the layout ready; move the scrubber again");
        this.switcher.reset();
        return;
      }
      const transition = this.stage.beginSwitch(target.data.layout, target.data.itemSizes);
      if (transition === undefined) return;
      scrubbing = this.scrubbing = { file, transition };
    }
    scrubbing.transition.progress = progress;
  }

  /** The scrubber released: past half way the switch is made and `file` shown; else it goes back. */
  private async release(file: string, progress: number): Promise<void> {
    const scrubbing = this.scrubbing, target = this.switchTarget;
    this.scrubbing = undefined;
    this.switcher.reset();
    if (scrubbing === undefined || scrubbing.file !== file || scrubbing.transition.ended || target === undefined) return;
    if (progress < 0.5) {
      await scrubbing.transition.cancel({ duration: 200 });
      return;
    }
    const finished = await scrubbing.transition.finish({ duration: 200 });
    if (!finished) return;
    this.shown = target;
    this.select(this.switched(file));
    this.controls.say(`switched to ${this.layout(file)?.name ?? file}`);
    void this.prepareSwitch();
  }

  private resized(): void {
    const width = Math.round(this.viewport.clientWidth), height = Math.round(this.viewport.clientHeight);
    if (width === this.selection.width && height === this.selection.height) return;
    // The view follows its scroller's size itself; the page notes it.
    this.select({ ...this.selection, width, height });
  }

  private take(request: Request): void {
    const selection = this.selection;
    if ("viewport" in request) return this.select({ ...selection, ...request.viewport });
    if ("textScale" in request || "reduceMotion" in request) {
      this.select({ ...selection, ...request });
      return this.stage.changeSettings(this.selection);
    }
    if ("counts" in request) this.select({ ...selection, counts: request.counts, countsChosen: true });
    else if ("seed" in request) this.select({ ...selection, sizes: { seed: request.seed }, sizesChosen: true });
    else if ("sizesFile" in request) return void this.upload(request.sizesFile);
    else if ("insert" in request) return void this.update([{ insert: { section: 0, item: request.insert } }]);
    else if ("delete" in request) return void this.update([{ delete: { section: 0, item: request.delete } }]);
    void this.draw(false);
  }

  private async upload(file: File): Promise<void> {
    try {
      const answer = await this.asking(ask("/api/sizes", {}, await file.text()));
      this.select({ ...this.selection, sizes: { id: answer.id }, sizesChosen: true });
      this.controls.say(`${file.name}: ${answer.count} sizes`);
      await this.draw(false);
    } catch (error) {
      this.controls.say(messageOf(error));
    }
  }

  // MARK: Drawing

  /** Draws the selection: the compiled layout asked for when its file, counts or sizes changed,
   * the view given it; one draw at a time, the last asked for made after the one under way. */
  private async draw(animated: boolean): Promise<void> {
    if (this.drawing) {
      this.drawAgain = (this.drawAgain ?? false) || animated;
      return;
    }
    this.drawing = true;
    try {
      await this.drawNow(animated);
    } finally {
      this.drawing = false;
      const again = this.drawAgain;
      this.drawAgain = undefined;
      if (again !== undefined) await this.draw(again);
    }
  }

  private async drawNow(animated: boolean): Promise<void> {
    const selection = this.selection, layout = this.layout();
    if (layout === undefined) return;
    this.diagnostics.showWarnings(layout.valid ? layout.diagnostics : []);
    if (!layout.valid) return this.diagnostics.showErrors(`${layout.file} has errors; fix them and save`, layout.diagnostics);
    try {
      const key = dataKey(selection, layout, this.listing.version);
      let shown = this.shown, showing = Promise.resolve(true);
      if (shown?.key !== key) {
        const answer = await this.asking(ask("/api/compiled", { file: selection.file, ...countsParameter(selection.counts), ...sizesParameter(selection, layout) }));
        const same = shown !== undefined && answer.compiled === shown.compiled;
        const data: StageData = {
          layout: same ? shown!.data.layout : CompiledLayout.load(answer.compiled, answer.file),
          sectionCounts: countsOf(selection.counts), itemSizes: sizesFromAnswer(answer.itemSizes),
        };
        const sameData = shown !== undefined && JSON.stringify([shown.data.sectionCounts, shown.data.itemSizes]) === JSON.stringify([data.sectionCounts, data.itemSizes]);
        const sameCounts = shown !== undefined && JSON.stringify(shown.data.sectionCounts) === JSON.stringify(data.sectionCounts);
        shown = { key, compiled: answer.compiled, data };
        showing = this.stage.show(data, selection, animated && this.stage.current !== undefined, sameData, sameCounts);
        this.shown = shown;
        this.inspectFirstView();
      } else {
        this.stage.changeSettings(selection);
      }
      this.diagnostics.clearErrors();
      void this.prepareSwitch();
      // The size once the view shows this layout: during a switch its driver is the old one's.
      // Not when the switch was cancelled, or another draw came since, which says its own.
      const drawn = shown;
      void showing.then((finished) => {
        const view = this.stage.current;
        if (!finished || view === undefined || this.shown !== drawn || view.layout !== drawn.data.layout) return;
        this.controls.say(`${layout.name}: content ${tenths(view.driver.contentSize.width)} × ${tenths(view.driver.contentSize.height)}`);
      });
    } catch (error) {
      await this.showFault(error);
    }
  }

  private inspected = false;

  private inspectFirstView(): void {
    const view = this.stage.current;
    if (view === undefined || this.inspected) return;
    this.inspected = true;
    this.inspector.attach(view.content);
  }

  /** A fault of the layout (the runtime's) is shown at its place in the YAML, which the server
   * finds by running the layout itself (it has the source); other faults say what failed. */
  private async showFault(error: unknown): Promise<void> {
    if (error instanceof APIRefusal && error.status === 422) return this.diagnostics.showErrors(error.message, error.answer.diagnostics);
    if (!(error instanceof LayoutError)) return this.controls.say(messageOf(error));
    this.shown = undefined;
    const selection = this.selection;
    const items = countsOf(selection.counts).reduce((sum, count) => sum + count, 0);
    if (items <= serverItems) {
      try {
        await this.asking(ask("/api/frames", { file: selection.file, width: selection.width, height: selection.height,
          ...countsParameter(selection.counts), ...sizesParameter(selection, this.layout()),
          textScale: selection.textScale, reduceMotion: String(selection.reduceMotion), offset: `${this.viewport.scrollLeft},${this.viewport.scrollTop}` }));
      } catch (refusal) {
        if (refusal instanceof APIRefusal && refusal.status === 422) return this.diagnostics.showErrors(refusal.message, refusal.answer.diagnostics);
      }
    }
    this.diagnostics.showErrors(error.toString());
  }

  // MARK: Inserting, deleting and moving items

  /** A batch update in the view (animated when asked), the counts following it. */
  private async update(updates: ItemUpdate[]): Promise<void> {
    const layout = this.layout(), shown = this.shown;
    if (layout === undefined || shown === undefined) return;
    const counts = countsAfter(shown.data.sectionCounts, updates);
    try {
      const selection = { ...this.selection, counts: counts.join(","), countsChosen: true };
      // A layout sized by data takes the sizes for the new counts from the server, as for any counts.
      const itemSizes = layout.takesSizesFromData
        ? sizesFromAnswer((await this.asking(ask("/api/compiled", { file: selection.file, ...countsParameter(selection.counts), ...sizesParameter(selection, layout) }))).itemSizes)
        : undefined;
      await this.stage.performBatchUpdates(updates, itemSizes, this.controls.animated);
      this.shown = { key: dataKey(selection, layout, this.listing.version), compiled: shown.compiled, data: { ...shown.data, sectionCounts: counts, itemSizes } };
      this.select(selection);
    } catch (error) {
      this.controls.say(messageOf(error));
    }
  }

  /** A cell dragged to a new place in the view (which made the move): the counts, and the
   * sizes, which travel with their items, follow it. */
  private moved(move: MoveDetail): void {
    const layout = this.layout(), shown = this.shown, view = this.stage.current;
    if (layout === undefined || shown === undefined || view === undefined) return;
    const counts = countsAfter(shown.data.sectionCounts, [{ move }]);
    const selection = { ...this.selection, counts: counts.join(","), countsChosen: true };
    this.shown = { key: dataKey(selection, layout, this.listing.version), compiled: shown.compiled, data: { ...shown.data, sectionCounts: counts, itemSizes: view.driver.input.itemSizes } };
    this.controls.say(`moved ${move.from.section}.${move.from.item} to ${move.to.section}.${move.to.item}`);
    this.select(selection);
  }

  // MARK: Live reload

  /** Waits for the server to say a file changed, then lists the layouts and draws again,
   * keeping the viewport, the counts and the scroll position. */
  private async watch(): Promise<never> {
    for (;;) {
      try {
        const answer = await ask("/api/changes", { since: this.listing.version });
        if (answer.version !== this.listing.version) {
          await this.loadLayouts();
          await this.draw(false);
        }
      } catch {
        this.controls.say("the preview server stopped; start `tessera preview` again and reload the page");
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  /** `request`, counted while it is under way. */
  private async asking<T>(request: Promise<T>): Promise<T> {
    this.requests += 1;
    try {
      return await request;
    } finally {
      this.requests -= 1;
    }
  }
}

/** The counts after the page's own updates (an insert, a delete, a move). */
function countsAfter(counts: number[], updates: ItemUpdate[]): number[] {
  const next = counts.slice();
  const change = (at: { section: number }, by: number) => { if (at.section < next.length) next[at.section] += by; };
  for (const update of updates) {
    if ("insert" in update) change(update.insert, 1);
    else if ("delete" in update) change(update.delete, -1);
    else if ("move" in update) {
      change(update.move.from, -1);
      change(update.move.to, 1);
    }
  }
  return next;
}

const preview = new Preview();
(window as unknown as { tessera: Preview }).tessera = preview;
void preview.start();
