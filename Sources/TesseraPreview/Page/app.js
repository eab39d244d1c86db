// The preview page, built from Runtimes/web/preview/*.ts by Runtimes/web/build.mjs: edit those files.
import { TesseraView, CompiledLayout, LayoutError } from "/tessera.js";
// api.js
/** An answer of 400 or more: its status and what the server said (with diagnostics for a 422). */
class APIRefusal extends Error {
    status;
    answer;
    constructor(status, answer) {
        super(answer.error);
        this.status = status;
        this.answer = answer;
    }
}
/** Asks `path`; its answer as described, or an `APIRefusal`. */
async function ask(path, parameters = {}, body) {
    // %20 for spaces, not URLSearchParams' "+", which the server reads as a plus sign.
    const query = Object.entries(parameters).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&");
    const init = body === undefined ? {} : { method: "POST", body, headers: { "Content-Type": "application/json" } };
    const response = await fetch(query ? `${path}?${query}` : path, init);
    const json = await response.json();
    if (!response.ok)
        throw new APIRefusal(response.status, json);
    return json;
}
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

// dom.js
/** The page's element with this id; the page's HTML has each one the script names. */
function element(id) {
    const found = document.getElementById(id);
    if (found === null)
        throw new Error(`the page has no #${id}`);
    return found;
}

// selection.js
const initialSelection = (reduceMotion) => ({
    file: "", width: 375, height: 667, counts: "60", countsChosen: false, sizes: { seed: 1 }, sizesChosen: false, textScale: 1, reduceMotion,
});
/** Counts as the runtime takes them: "6, 4,10" is [6, 4, 10]. */
function countsOf(counts) {
    return counts.split(",").map((count) => Number(count.trim()));
}
/** Whether `text` is counts the page takes: a whole number, or several separated by commas. */
const isCounts = (text) => /^\d+(\s*,\s*\d+)*$/.test(text.trim());
/** The counts parameter of an API request. */
function countsParameter(counts) {
    const text = counts.replace(/\s+/g, "");
    return text.includes(",") ? { sections: text } : { items: text };
}
/** The `sizes` parameter for a layout sized by data; none for others. */
function sizesParameter(selection, layout) {
    if (!layout?.takesSizesFromData)
        return {};
    return { sizes: "id" in selection.sizes ? selection.sizes.id : `random:${selection.sizes.seed}` };
}
/** The counts a layout opens with until they are chosen: its own sections, or for a sizes file's
 * layout the file's sizes spread over them. */
function suggestedCounts(layout, fileSizes, usesFile) {
    const suggested = layout.suggestedCounts;
    if (suggested === undefined)
        return undefined;
    if (layout.takesSizesFromData && usesFile && fileSizes !== undefined)
        return spread(fileSizes, suggested.length);
    return suggested.join(",");
}
/** `total` items over `sections` sections, as even as they go. */
function spread(total, sections) {
    const each = Math.floor(total / sections);
    return Array.from({ length: sections }, (_, i) => each + (i < total - each * sections ? 1 : 0)).join(",");
}
/** The URL's fragment for a selection: layout, viewport, and counts once chosen. */
function fragment(selection) {
    const params = new URLSearchParams({ file: selection.file, w: String(selection.width), h: String(selection.height) });
    if (selection.countsChosen)
        params.set("counts", selection.counts);
    return `#${params}`;
}
/** A selection with what a fragment says. */
function reading(fragmentText, selection) {
    const params = new URLSearchParams(fragmentText.replace(/^#/, ""));
    const file = params.get("file"), counts = params.get("counts");
    const width = Number(params.get("w")), height = Number(params.get("h"));
    return {
        ...selection,
        file: file || selection.file,
        counts: counts && isCounts(counts) ? counts : selection.counts,
        countsChosen: counts && isCounts(counts) ? true : selection.countsChosen,
        width: width > 0 ? width : selection.width,
        height: height > 0 ? height : selection.height,
    };
}
/** What the compiled layout and its sizes depend on: a change of any asks the server again. */
function dataKey(selection, layout, version) {
    return JSON.stringify([selection.file, version, selection.counts, sizesParameter(selection, layout)]);
}
/** Item sizes as the web runtime takes them, from the API's answer. */
function sizesFromAnswer(answer) {
    return answer?.map((section) => section.map((size) => (typeof size === "number" ? size : { width: size.width, height: size.height })));
}

// controls.js
class Controls {
    device = element("device");
    counts = element("counts");
    seed = element("seed");
    textSize = element("text-size");
    reduceMotion = element("reduce-motion");
    animate = element("animate");
    sizesBox = element("sizes-box");
    sizeLabel = element("size-label");
    status = element("status");
    constructor(ask) {
        this.device.addEventListener("change", () => {
            if (this.device.value === "custom")
                return;
            const [width, height] = this.device.value.split("x").map(Number);
            ask({ viewport: { width, height } });
        });
        this.counts.addEventListener("change", () => {
            // Nothing, or not counts: the server and the runtime would refuse them; keep those shown.
            if (!isCounts(this.counts.value)) {
                this.say("Items per section: a number, or one number per section separated by commas");
                this.counts.value = this.counts.defaultValue;
                return;
            }
            ask({ counts: this.counts.value.trim() });
        });
        this.seed.addEventListener("change", () => ask({ seed: Number(this.seed.value) || 0 }));
        element("sizes-file").addEventListener("change", (event) => {
            const file = event.target.files?.[0];
            if (file)
                ask({ sizesFile: file });
        });
        this.textSize.addEventListener("change", () => ask({ textScale: Number(this.textSize.value) }));
        this.reduceMotion.addEventListener("change", () => ask({ reduceMotion: this.reduceMotion.checked }));
        const item = element("update-item");
        const index = () => Math.max(0, Number(item.value) || 0);
        element("insert").addEventListener("click", () => ask({ insert: index() }));
        element("delete").addEventListener("click", () => ask({ delete: index() }));
    }
    get animated() { return this.animate.checked; }
    /** The controls as `selection` says; the sizes only for a layout sized by data. */
    show(selection, takesSizes) {
        this.counts.value = this.counts.defaultValue = selection.counts;
        this.reduceMotion.checked = selection.reduceMotion;
        this.sizesBox.hidden = !takesSizes;
        const preset = `${selection.width}x${selection.height}`;
        this.device.value = [...this.device.options].some((option) => option.value === preset) ? preset : "custom";
        this.sizeLabel.textContent = `${selection.width} × ${selection.height} points`;
    }
    /** Written only when it changes: new text lays the sidebar out again. */
    say(text) {
        if (this.status.textContent !== text)
            this.status.textContent = text;
    }
}

// diagnostics.js
class Diagnostics {
    overlay;
    frame;
    warnings;
    constructor(overlay, frame, warnings) {
        this.overlay = overlay;
        this.frame = frame;
        this.warnings = warnings;
    }
    /** Whether errors are shown (the picture under them is stale). */
    get showing() { return !this.overlay.hidden; }
    /** Errors: a title (what failed) and each diagnostic; nothing hides them. */
    showErrors(title, diagnostics = []) {
        this.overlay.hidden = false;
        this.frame.classList.add("stale");
        const heading = document.createElement("div");
        heading.textContent = title;
        this.overlay.replaceChildren(heading, ...diagnostics.map((diagnostic) => typeof diagnostic === "string" ? preformatted(diagnostic) : entry(diagnostic)));
    }
    clearErrors() {
        this.overlay.hidden = true;
        this.frame.classList.remove("stale");
        this.overlay.replaceChildren();
    }
    /** What `tessera validate` warns of in a valid layout, under the controls. */
    showWarnings(diagnostics) {
        this.warnings.hidden = diagnostics.length === 0;
        this.warnings.replaceChildren(...diagnostics.map(entry));
    }
}
/** One diagnostic: `FILE:LINE:COL: severity: message`, the line with the column marked, and its notes. */
function entry(diagnostic) {
    const box = document.createElement("div");
    box.className = `diagnostic ${diagnostic.severity}`;
    const title = document.createElement("div");
    title.className = "message";
    title.textContent = `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}: ${diagnostic.severity}: ${diagnostic.message}`;
    box.appendChild(title);
    if (diagnostic.sourceLine !== undefined)
        box.appendChild(sourceLine(diagnostic.sourceLine, diagnostic.column));
    for (const note of diagnostic.notes) {
        const line = document.createElement("div");
        line.className = "note";
        line.textContent = note.line === undefined ? `note: ${note.message}` : `${note.line}:${note.column ?? 1}: note: ${note.message}`;
        box.appendChild(line);
    }
    return box;
}
/** The line, the word that starts at `column` (one character at least) marked. */
function sourceLine(text, column) {
    const characters = [...text];
    const start = Math.min(Math.max(0, column - 1), characters.length);
    let end = start;
    while (end < characters.length && /[\p{L}\p{N}_.]/u.test(characters[end]))
        end += 1;
    if (end === start)
        end = Math.min(start + 1, characters.length);
    const line = document.createElement("pre");
    line.className = "source";
    const mark = document.createElement("mark");
    mark.textContent = characters.slice(start, end).join("") || " ";
    line.append(characters.slice(0, start).join(""), mark, characters.slice(end).join(""));
    return line;
}
function preformatted(text) {
    const pre = document.createElement("pre");
    pre.textContent = text;
    return pre;
}

// inspector.js
/** A number to a tenth, as the page shows lengths. */
const tenths = (value) => Math.round(value * 10) / 10;
class Inspector {
    text;
    view;
    fault;
    /** `view`: the view shown now. */
    constructor(text, view, fault) {
        this.text = text;
        this.view = view;
        this.fault = fault;
    }
    /** Follows the pointer over `content` (the view's content node). */
    attach(content) {
        content.addEventListener("mousemove", (event) => this.hover(event, content));
    }
    hover(event, content) {
        const view = this.view();
        if (view === undefined)
            return;
        const point = contentPoint(event, content);
        try {
            const id = view.driver.element(point);
            const element = id === undefined ? undefined : view.driver.attributes(id);
            for (const node of content.querySelectorAll(".hovered"))
                node.classList.remove("hovered");
            this.text.textContent = element === undefined ? `nothing at ${tenths(point.x)}, ${tenths(point.y)}` : described(element);
            if (id !== undefined)
                view.node(id.kind, id.section, id.item)?.classList.add("hovered");
        }
        catch (error) {
            this.fault(error);
        }
    }
}
function contentPoint(event, content) {
    const bounds = content.getBoundingClientRect();
    return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
}
/** An element in words: its index path, frame, effects and transform. */
function described(element) {
    const { id, frame } = element;
    let text = `${id.kind} ${id.section}.${id.item}\nframe x ${tenths(frame.x)}, y ${tenths(frame.y)}, ${tenths(frame.width)} × ${tenths(frame.height)}`
        + `\nscale ${Math.round(element.scale * 100) / 100}, alpha ${Math.round(element.alpha * 100) / 100}, z ${element.zIndex}`;
    const parts = [];
    if (element.translation.x !== 0 || element.translation.y !== 0)
        parts.push(`moved ${tenths(element.translation.x)}, ${tenths(element.translation.y)}`);
    if (element.rotation !== 0)
        parts.push(`rotated ${Math.round(element.rotation * 100) / 100}`);
    if (element.turn !== 0)
        parts.push(`turned ${Math.round(element.turn * 100) / 100}` + (element.perspective > 0 ? ` at ${tenths(element.perspective)}` : ""));
    if (parts.length > 0)
        text += `\n${parts.join(", ")}`;
    return text;
}

// sidebar.js
class LayoutList {
    list;
    skipped;
    choose;
    constructor(list, skipped, choose) {
        this.list = list;
        this.skipped = skipped;
        this.choose = choose;
    }
    /** The layouts, and below them what the preview left out past the most files it serves. */
    show(layouts, current, skipped) {
        this.skipped.hidden = skipped === null;
        this.skipped.textContent = skipped ?? "";
        this.list.replaceChildren(...layouts.map((layout) => {
            const item = document.createElement("li");
            item.textContent = layout.name ? `${layout.name} — ${layout.label}` : layout.label;
            item.title = layout.file;
            item.dataset.file = layout.file;
            item.classList.toggle("invalid", !layout.valid);
            item.classList.toggle("warned", layout.valid && layout.diagnostics.length > 0);
            item.addEventListener("click", () => this.choose(layout.file));
            return item;
        }));
        this.mark(current);
    }
    mark(current) {
        for (const item of this.list.children)
            item.classList.toggle("current", item.dataset.file === current);
    }
}
class DevicesPanel {
    section;
    address;
    code;
    connected;
    constructor(section, address, code, connected) {
        this.section = section;
        this.address = address;
        this.code = code;
        this.connected = connected;
    }
    /** Whether the preview serves devices (the panel is shown). */
    get serving() { return !this.section.hidden; }
    show(devices) {
        this.section.hidden = devices === null;
        if (devices === null)
            return;
        this.address.textContent = devices.address;
        this.code.textContent = devices.code;
        const items = devices.connected.map((device) => Object.assign(document.createElement("li"), { textContent: `${device.name} — ${device.layout}` }));
        this.connected.replaceChildren(...(items.length > 0 ? items : [Object.assign(document.createElement("li"), { textContent: "none yet" })]));
    }
}

// stage.js
// The device's screen: the selected layout drawn by the web runtime's own view (TesseraView),
// as a web page using Tessera draws it: scrolling, snapping, sideways shelves, effects and
// batch updates are the view's. The page only says what to show and labels the nodes.

/** Points kept beyond the viewport on each side along the scroll axis. */
const margin = 200;
/** How long a switch or an update animates. */
const animationMilliseconds = 450;
class Stage {
    scroller;
    onError;
    view;
    /** Scroll events to drawn frames, in milliseconds: the page's latency (Benchmarks/preview_latency.py). */
    timings = [];
    pendingScroll;
    lastMotion = -Infinity;
    animating = false;
    /** `onMove`: a cell dragged to a new place, the move made in the view. */
    constructor(scroller, onError, onMove) {
        this.scroller = scroller;
        this.onError = onError;
        scroller.addEventListener("tessera-move", (event) => onMove(event.detail));
    }
    get current() { return this.view; }
    /** Scrolling, a glide to rest or an animation under way, or ended within a quarter second. */
    get busy() {
        return this.animating || performance.now() - this.lastMotion < 250;
    }
    /** Shows `data` with the reader's settings: a new view the first time, else the layout and
     * data given to the one there, its nodes kept where the elements stay. Another layout for the
     * same items is the view's switch (the cell first on the screen kept in place; `animated`:
     * the elements going from one layout to the other); new data with it is shown anew.
     * Resolves once the view shows `data` (a switch ends after its animation, and until then the
     * view's driver is the old layout's): false when the switch was cancelled. */
    show(data, settings, animated, sameData, sameCounts = sameData) {
        const view = this.view;
        if (view === undefined) {
            this.view = new TesseraView(this.scroller, data.layout, {
                sectionCounts: data.sectionCounts, itemSizes: data.itemSizes, margin, textScale: settings.textScale, reduceMotion: settings.reduceMotion,
                renderItem: (section, item) => label("cell", section > 0 ? `${section}.${item}` : `${item}`),
                renderSupplementary: (kind, section) => label(kind, `${kind} ${section}`),
                applyAttributes: describe,
                onError: this.onError,
                // Cells are dragged to new places as on any page with the view.
                reorder: { describeItem: (section, item) => `cell ${section}.${item}` },
            });
            this.view.content.id = "content";
            // After the view's own listeners: the frame callback below runs after the view has drawn.
            this.scroller.addEventListener("scroll", () => this.moved(), { passive: true });
            this.scroller.addEventListener("wheel", () => { this.lastMotion = performance.now(); }, { passive: true });
            return Promise.resolve(true);
        }
        view.changeTextScale(settings.textScale);
        view.changeReduceMotion(settings.reduceMotion);
        if (view.layout !== data.layout && sameCounts) {
            const done = view.setLayout(data.layout, { animated, duration: animationMilliseconds, itemSizes: data.itemSizes });
            this.switching(done);
            return done;
        }
        else if (view.layout !== data.layout) {
            return view.setLayout(data.layout, { sectionCounts: data.sectionCounts, itemSizes: data.itemSizes });
        }
        else if (!sameData) {
            view.reload(data.sectionCounts, data.itemSizes);
        }
        return Promise.resolve(true);
    }
    /** A switch to `layout` (with the same items' `itemSizes`) that the page drives: the scrubber. */
    beginSwitch(layout, itemSizes) {
        const view = this.view;
        if (view === undefined)
            return undefined;
        const transition = view.beginTransition(layout, { itemSizes });
        this.switching(transition.done);
        return transition;
    }
    /** Marks the content (`switching`) and the stage busy until a switch is over. */
    switching(done) {
        const content = this.view?.content;
        if (this.view?.transition === undefined || content === undefined)
            return;
        this.animating = true;
        content.classList.add("switching");
        void done.finally(() => {
            content.classList.remove("switching");
            this.animating = this.view?.transition !== undefined;
            this.lastMotion = performance.now();
        });
    }
    /** The reader's settings alone changed. */
    changeSettings(settings) {
        this.view?.changeTextScale(settings.textScale);
        this.view?.changeReduceMotion(settings.reduceMotion);
    }
    async performBatchUpdates(updates, itemSizes, animated) {
        const view = this.view;
        if (view === undefined)
            return undefined;
        this.animating = true;
        if (animated)
            view.content.classList.add("animating");
        try {
            return await view.performBatchUpdates(updates, { itemSizes, duration: animated ? animationMilliseconds : 0 });
        }
        finally {
            view.content.classList.remove("animating");
            this.animating = false;
            this.lastMotion = performance.now();
        }
    }
    moved() {
        const now = performance.now();
        this.lastMotion = now;
        if (this.pendingScroll !== undefined)
            return;
        this.pendingScroll = now;
        requestAnimationFrame(() => {
            if (this.pendingScroll !== undefined)
                this.timings.push(performance.now() - this.pendingScroll);
            if (this.timings.length > 100000)
                this.timings.splice(0, 50000);
            this.pendingScroll = undefined;
        });
    }
}
/** A node for a cell, a header or a footer: its index path as text. */
function label(kind, text) {
    const node = document.createElement("div");
    node.className = `element ${kind}`;
    node.textContent = text;
    return node;
}
/** What the page's inspector and tests read off a node: its attributes as placed. */
function describe(node, element) {
    const frame = element.frame;
    const text = `${frame.x},${frame.y},${frame.width},${frame.height}`;
    if (node.dataset.frame !== text)
        node.dataset.frame = text;
    const scale = String(element.scale), alpha = String(element.alpha), z = String(element.zIndex);
    if (node.dataset.scale !== scale)
        node.dataset.scale = scale;
    if (node.dataset.alpha !== alpha)
        node.dataset.alpha = alpha;
    if (node.dataset.z !== z)
        node.dataset.z = z;
}

// switcher.js
class Switcher {
    select = element("switch-to");
    progress = element("switch-progress");
    constructor(requests) {
        this.select.addEventListener("change", () => requests.target(this.select.value));
        element("switch").addEventListener("click", () => { if (this.select.value)
            requests.switchTo(this.select.value); });
        this.progress.addEventListener("input", () => { if (this.select.value)
            requests.scrub(this.select.value, Number(this.progress.value)); });
        this.progress.addEventListener("change", () => { if (this.select.value)
            requests.release(this.select.value, Number(this.progress.value)); });
    }
    /** The file to switch to. */
    get file() { return this.select.value; }
    /** The valid layouts other than `current`, the one chosen before kept when it is still there
     * (else the one after `current`). */
    show(layouts, current) {
        const others = layouts.filter((layout) => layout.valid && layout.file !== current);
        const kept = others.some((layout) => layout.file === this.select.value) ? this.select.value : undefined;
        const after = layouts.findIndex((layout) => layout.file === current);
        const next = [...layouts.slice(after + 1), ...layouts.slice(0, after + 1)].find((layout) => layout.valid && layout.file !== current);
        this.select.replaceChildren(...others.map((layout) => Object.assign(document.createElement("option"), {
            value: layout.file, textContent: layout.name ? `${layout.name} — ${layout.label}` : layout.label,
        })));
        this.select.value = kept ?? next?.file ?? "";
        this.progress.disabled = others.length === 0;
    }
    /** The scrubber back at the start (a switch ended). */
    reset() {
        this.progress.value = "0";
    }
}

// app.js
// The preview page (docs/PREVIEW.md): the layouts of a folder, each drawn in a device frame by
// Tessera's web view (TesseraView, `tessera.js`) as a web page using Tessera draws it, and drawn
// again when its file is saved. The server compiles the YAML and sends the compiled file
// (`/api/compiled`); scrolling, snapping, hovering, dragging and batch updates are the view's
// and the runtime's, in the page. Built by Runtimes/web/build.mjs into
// Sources/TesseraPreview/Page/app.js. One job a module: selection.ts (what is shown, and the
// URL's fragment), api.ts (the API, typed by answers.ts), stage.ts (the view), sidebar.ts,
// controls.ts, inspector.ts and diagnostics.ts; this file puts them together.










/** The largest count the server lays out to find a layout fault's place in the YAML. */
const serverItems = 1000000;
class Preview {
    selection = initialSelection(matchMedia("(prefers-reduced-motion: reduce)").matches);
    listing = { version: -1, layouts: [], sizes: [], devices: null, skipped: null };
    /** What the stage shows, and what it was made from. */
    shown;
    drawing = false;
    /** A draw asked for while one was under way (animated or not): made when it ends. */
    drawAgain;
    requests = 0;
    pollingDevices = false;
    ready = false;
    frame = element("device-frame");
    viewport = element("viewport");
    stage = new Stage(this.viewport, (error) => this.showFault(error), (move) => this.moved(move));
    diagnostics = new Diagnostics(element("diagnostics"), this.frame, element("warnings"));
    controls = new Controls((request) => this.take(request));
    layouts = new LayoutList(element("layouts"), element("skipped"), (file) => this.choose(file));
    devices = new DevicesPanel(element("devices"), element("devices-address"), element("devices-code"), element("devices-connected"));
    switcher = new Switcher({
        target: () => void this.prepareSwitch(),
        switchTo: (file) => this.choose(file, true),
        scrub: (file, progress) => this.scrub(file, progress),
        release: (file, progress) => void this.release(file, progress),
    });
    /** The layout the switch goes to, compiled for the data shown; and the switch being scrubbed. */
    switchTarget;
    scrubbing;
    inspector = new Inspector(element("inspector"), () => this.stage.current, (error) => this.controls.say(messageOf(error)));
    /** For tests and tools: whether anything is under way, the latencies, what is shown. */
    busy() { return this.drawing || this.requests > 0 || this.stage.busy; }
    get timings() { return this.stage.timings; }
    get selected() { return this.selection; }
    sectionOffset(section) {
        return this.stage.current?.driver.position.sectionOffsets?.get(section);
    }
    async start() {
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
    select(selection) {
        this.selection = selection;
        this.frame.style.width = `${Math.max(1, Math.round(selection.width))}px`;
        this.frame.style.height = `${Math.max(1, Math.round(selection.height))}px`;
        this.controls.show(selection, this.layout()?.takesSizesFromData ?? false);
        this.layouts.mark(selection.file);
        if (this.switcher !== undefined)
            this.switcher.show(this.listing.layouts, selection.file);
        // Replaced, with the path alone: the address keeps no query (the code never was one here).
        history.replaceState(null, "", location.pathname + fragment(selection));
    }
    layout(file = this.selection.file) {
        return this.listing.layouts.find((layout) => layout.file === file);
    }
    /** Until they are chosen, a layout's own sections as its counts, and `--sizes`' sizes. */
    withLayoutFacts(selection) {
        const fileSizes = this.listing.sizes.find((sizes) => sizes.id === "file");
        let next = selection;
        if (!next.sizesChosen && fileSizes !== undefined)
            next = { ...next, sizes: { id: "file" } };
        const layout = this.layout(next.file);
        if (layout !== undefined && !next.countsChosen) {
            const counts = suggestedCounts(layout, fileSizes?.count, "id" in next.sizes && next.sizes.id === "file");
            if (counts !== undefined)
                next = { ...next, counts };
        }
        return next;
    }
    async loadLayouts() {
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
    choose(file, animated = this.controls.animated) {
        this.select(this.withLayoutFacts({ ...this.selection, file }));
        void this.draw(animated);
    }
    // MARK: Switching layouts by hand
    /** The selection with `file` shown instead, the data kept. */
    switched(file) {
        return { ...this.selection, file };
    }
    /** Compiles the layout the switch goes to for the data shown, so that the scrubber's first
     * move starts the switch at once. */
    async prepareSwitch() {
        const file = this.switcher.file, layout = this.layout(file), shown = this.shown;
        if (!file || layout === undefined || !layout.valid || shown === undefined)
            return;
        const selection = this.switched(file);
        const key = dataKey(selection, layout, this.listing.version);
        if (this.switchTarget?.key === key)
            return;
        try {
            const answer = await this.asking(ask("/api/compiled", { file, ...countsParameter(selection.counts), ...sizesParameter(selection, layout) }));
            this.switchTarget = { key, compiled: answer.compiled, data: {
                    layout: CompiledLayout.load(answer.compiled, answer.file), sectionCounts: countsOf(selection.counts), itemSizes: sizesFromAnswer(answer.itemSizes),
                } };
        }
        catch (error) {
            this.controls.say(messageOf(error));
        }
    }
    /** The scrubber at `progress`: the view's switch to `file`, started on its first move. */
    scrub(file, progress) {
        let scrubbing = this.scrubbing;
        if (scrubbing !== undefined && (scrubbing.file !== file || scrubbing.transition.ended))
            scrubbing = this.scrubbing = undefined;
        if (scrubbing === undefined) {
            const target = this.switchTarget, layout = this.layout(file);
            if (target === undefined || target.key !== dataKey(this.switched(file), layout, this.listing.version)) {
                void this.prepareSwitch();
                this.controls.say("getting the layout ready; move the scrubber again");
                this.switcher.reset();
                return;
            }
            const transition = this.stage.beginSwitch(target.data.layout, target.data.itemSizes);
            if (transition === undefined)
                return;
            scrubbing = this.scrubbing = { file, transition };
        }
        scrubbing.transition.progress = progress;
    }
    /** The scrubber released: past half way the switch is made and `file` shown; else it goes back. */
    async release(file, progress) {
        const scrubbing = this.scrubbing, target = this.switchTarget;
        this.scrubbing = undefined;
        this.switcher.reset();
        if (scrubbing === undefined || scrubbing.file !== file || scrubbing.transition.ended || target === undefined)
            return;
        if (progress < 0.5) {
            await scrubbing.transition.cancel({ duration: 200 });
            return;
        }
        const finished = await scrubbing.transition.finish({ duration: 200 });
        if (!finished)
            return;
        this.shown = target;
        this.select(this.switched(file));
        this.controls.say(`switched to ${this.layout(file)?.name ?? file}`);
        void this.prepareSwitch();
    }
    resized() {
        const width = Math.round(this.viewport.clientWidth), height = Math.round(this.viewport.clientHeight);
        if (width === this.selection.width && height === this.selection.height)
            return;
        // The view follows its scroller's size itself; the page notes it.
        this.select({ ...this.selection, width, height });
    }
    take(request) {
        const selection = this.selection;
        if ("viewport" in request)
            return this.select({ ...selection, ...request.viewport });
        if ("textScale" in request || "reduceMotion" in request) {
            this.select({ ...selection, ...request });
            return this.stage.changeSettings(this.selection);
        }
        if ("counts" in request)
            this.select({ ...selection, counts: request.counts, countsChosen: true });
        else if ("seed" in request)
            this.select({ ...selection, sizes: { seed: request.seed }, sizesChosen: true });
        else if ("sizesFile" in request)
            return void this.upload(request.sizesFile);
        else if ("insert" in request)
            return void this.update([{ insert: { section: 0, item: request.insert } }]);
        else if ("delete" in request)
            return void this.update([{ delete: { section: 0, item: request.delete } }]);
        void this.draw(false);
    }
    async upload(file) {
        try {
            const answer = await this.asking(ask("/api/sizes", {}, await file.text()));
            this.select({ ...this.selection, sizes: { id: answer.id }, sizesChosen: true });
            this.controls.say(`${file.name}: ${answer.count} sizes`);
            await this.draw(false);
        }
        catch (error) {
            this.controls.say(messageOf(error));
        }
    }
    // MARK: Drawing
    /** Draws the selection: the compiled layout asked for when its file, counts or sizes changed,
     * the view given it; one draw at a time, the last asked for made after the one under way. */
    async draw(animated) {
        if (this.drawing) {
            this.drawAgain = (this.drawAgain ?? false) || animated;
            return;
        }
        this.drawing = true;
        try {
            await this.drawNow(animated);
        }
        finally {
            this.drawing = false;
            const again = this.drawAgain;
            this.drawAgain = undefined;
            if (again !== undefined)
                await this.draw(again);
        }
    }
    async drawNow(animated) {
        const selection = this.selection, layout = this.layout();
        if (layout === undefined)
            return;
        this.diagnostics.showWarnings(layout.valid ? layout.diagnostics : []);
        if (!layout.valid)
            return this.diagnostics.showErrors(`${layout.file} has errors; fix them and save`, layout.diagnostics);
        try {
            const key = dataKey(selection, layout, this.listing.version);
            let shown = this.shown, showing = Promise.resolve(true);
            if (shown?.key !== key) {
                const answer = await this.asking(ask("/api/compiled", { file: selection.file, ...countsParameter(selection.counts), ...sizesParameter(selection, layout) }));
                const same = shown !== undefined && answer.compiled === shown.compiled;
                const data = {
                    layout: same ? shown.data.layout : CompiledLayout.load(answer.compiled, answer.file),
                    sectionCounts: countsOf(selection.counts), itemSizes: sizesFromAnswer(answer.itemSizes),
                };
                const sameData = shown !== undefined && JSON.stringify([shown.data.sectionCounts, shown.data.itemSizes]) === JSON.stringify([data.sectionCounts, data.itemSizes]);
                const sameCounts = shown !== undefined && JSON.stringify(shown.data.sectionCounts) === JSON.stringify(data.sectionCounts);
                shown = { key, compiled: answer.compiled, data };
                showing = this.stage.show(data, selection, animated && this.stage.current !== undefined, sameData, sameCounts);
                this.shown = shown;
                this.inspectFirstView();
            }
            else {
                this.stage.changeSettings(selection);
            }
            this.diagnostics.clearErrors();
            void this.prepareSwitch();
            // The size once the view shows this layout: during a switch its driver is the old one's.
            // Not when the switch was cancelled, or another draw came since, which says its own.
            const drawn = shown;
            void showing.then((finished) => {
                const view = this.stage.current;
                if (!finished || view === undefined || this.shown !== drawn || view.layout !== drawn.data.layout)
                    return;
                this.controls.say(`${layout.name}: content ${tenths(view.driver.contentSize.width)} × ${tenths(view.driver.contentSize.height)}`);
            });
        }
        catch (error) {
            await this.showFault(error);
        }
    }
    inspected = false;
    inspectFirstView() {
        const view = this.stage.current;
        if (view === undefined || this.inspected)
            return;
        this.inspected = true;
        this.inspector.attach(view.content);
    }
    /** A fault of the layout (the runtime's) is shown at its place in the YAML, which the server
     * finds by running the layout itself (it has the source); other faults say what failed. */
    async showFault(error) {
        if (error instanceof APIRefusal && error.status === 422)
            return this.diagnostics.showErrors(error.message, error.answer.diagnostics);
        if (!(error instanceof LayoutError))
            return this.controls.say(messageOf(error));
        this.shown = undefined;
        const selection = this.selection;
        const items = countsOf(selection.counts).reduce((sum, count) => sum + count, 0);
        if (items <= serverItems) {
            try {
                await this.asking(ask("/api/frames", { file: selection.file, width: selection.width, height: selection.height,
                    ...countsParameter(selection.counts), ...sizesParameter(selection, this.layout()),
                    textScale: selection.textScale, reduceMotion: String(selection.reduceMotion), offset: `${this.viewport.scrollLeft},${this.viewport.scrollTop}` }));
            }
            catch (refusal) {
                if (refusal instanceof APIRefusal && refusal.status === 422)
                    return this.diagnostics.showErrors(refusal.message, refusal.answer.diagnostics);
            }
        }
        this.diagnostics.showErrors(error.toString());
    }
    // MARK: Inserting, deleting and moving items
    /** A batch update in the view (animated when asked), the counts following it. */
    async update(updates) {
        const layout = this.layout(), shown = this.shown;
        if (layout === undefined || shown === undefined)
            return;
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
        }
        catch (error) {
            this.controls.say(messageOf(error));
        }
    }
    /** A cell dragged to a new place in the view (which made the move): the counts, and the
     * sizes, which travel with their items, follow it. */
    moved(move) {
        const layout = this.layout(), shown = this.shown, view = this.stage.current;
        if (layout === undefined || shown === undefined || view === undefined)
            return;
        const counts = countsAfter(shown.data.sectionCounts, [{ move }]);
        const selection = { ...this.selection, counts: counts.join(","), countsChosen: true };
        this.shown = { key: dataKey(selection, layout, this.listing.version), compiled: shown.compiled, data: { ...shown.data, sectionCounts: counts, itemSizes: view.driver.input.itemSizes } };
        this.controls.say(`moved ${move.from.section}.${move.from.item} to ${move.to.section}.${move.to.item}`);
        this.select(selection);
    }
    // MARK: Live reload
    /** Waits for the server to say a file changed, then lists the layouts and draws again,
     * keeping the viewport, the counts and the scroll position. */
    async watch() {
        for (;;) {
            try {
                const answer = await ask("/api/changes", { since: this.listing.version });
                if (answer.version !== this.listing.version) {
                    await this.loadLayouts();
                    await this.draw(false);
                }
            }
            catch {
                this.controls.say("the preview server stopped; start `tessera preview` again and reload the page");
                await new Promise((resolve) => setTimeout(resolve, 1000));
            }
        }
    }
    /** `request`, counted while it is under way. */
    async asking(request) {
        this.requests += 1;
        try {
            return await request;
        }
        finally {
            this.requests -= 1;
        }
    }
}
/** The counts after the page's own updates (an insert, a delete, a move). */
function countsAfter(counts, updates) {
    const next = counts.slice();
    const change = (at, by) => { if (at.section < next.length)
        next[at.section] += by; };
    for (const update of updates) {
        if ("insert" in update)
            change(update.insert, 1);
        else if ("delete" in update)
            change(update.delete, -1);
        else if ("move" in update) {
            change(update.move.from, -1);
            change(update.move.to, 1);
        }
    }
    return next;
}
const preview = new Preview();
window.tessera = preview;
void preview.start();
