// The preview page, built from Runtimes/web/preview/app.ts by Runtimes/web/build.mjs: edit that file.
// The preview page: a real scroll container whose content has the layout's size, holding DOM
// nodes only for the elements a scroll driver lists for the visible rect (plus a margin). The
// page runs the layout itself with Tessera's web runtime (`tessera.js`, the same answers as the
// Swift runtime's): the server compiles the YAML when it changes and sends the compiled file, so
// scrolling, snapping, hovering and dragging ask one engine, the page's. Batch updates, the
// layout list, sizes files and a layout error's place in the YAML go through the JSON API
// (docs/PREVIEW.md). Built by Runtimes/web/build.mjs into Sources/TesseraPreview/Page/app.js.
import { CompiledLayout, LayoutError, ScrollDriver } from "/tessera.js";
/** An answer of the API that is not 2xx: its status and its JSON (with diagnostics for a 422). */
class APIError extends Error {
    status;
    json;
    constructor(message, status, json) {
        super(message);
        this.status = status;
        this.json = json;
    }
}
const MARGIN = 200; // points kept beyond the viewport on each side along the scroll axis
const SETTLE_MS = 140; // no scroll event for this long ends a scroll (where scrollend is late)
const ANIMATION_MS = 450;
/** The element with this id; the page's HTML has each one the script names. */
function $(id) {
    const element = document.getElementById(id);
    if (element === null)
        throw new Error(`the page has no #${id}`);
    return element;
}
const field = (id) => $(id);
const viewportEl = $("viewport"), contentEl = $("content"), frameEl = $("device-frame");
const state = {
    layouts: [], file: null, version: -1,
    width: 375, height: 667, counts: "60", seed: 1, sizesId: null, textScale: 1,
    // The browser's own setting until the page's checkbox says otherwise.
    reduceMotion: matchMedia("(prefers-reduced-motion: reduce)").matches,
    axis: "vertical", takesSizes: false,
    fileSizes: null, seedChosen: false, countsChosen: false, devicesPolling: false,
    nodes: new Map(),
    pool: [],
    lastFrame: null, lastError: null,
    inFlight: false, again: false, pendingSince: null,
    samples: [], pointerDown: false, settleTimer: 0, snapping: false,
    drag: null, animating: false,
    sectionOffsets: {},
    bands: [],
    sidewaysTimer: 0, sidewaysSamples: [],
    // Where the page and each band last came to rest: where a gesture begins, which paging by item counts from.
    restedAt: { x: 0, y: 0 }, bandStarts: {},
    local: null, // the layout running in the page, for its file, counts and sizes
};
// For tests and tools: the state, and the time from each scroll event to the updated DOM.
const tools = {
    state, timings: [], ready: false,
    busy: () => state.inFlight || state.pendingSince !== null || state.animating || state.snapping,
};
window.tessera = tools;
/** The API's answer; its shapes are docs/PREVIEW.md's. */
async function api(path, params, body) {
    // %20 for spaces, not URLSearchParams' "+", which the server reads as a plus sign.
    const query = Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
    const response = await fetch(`${path}?${query}`, body === undefined ? {} : { method: "POST", body, headers: { "Content-Type": "application/json" } });
    const json = await response.json();
    if (!response.ok)
        throw new APIError(json.error, response.status, json);
    return json;
}
const messageOf = (error) => (error instanceof Error ? error.message : String(error));
function countsParam() {
    const text = state.counts.trim();
    return text.includes(",") ? { sections: text.replace(/\s+/g, "") } : { items: text };
}
function baseParams() {
    const params = { file: state.file ?? "", width: state.width, height: state.height, margin: MARGIN, ...countsParam() };
    if (state.textScale !== 1)
        params.textScale = state.textScale;
    if (state.reduceMotion)
        params.reduceMotion = "true";
    if (state.takesSizes)
        params.sizes = state.sizesId ?? `random:${state.seed}`;
    const sectionOffsets = Object.entries(state.sectionOffsets).map(([section, offset]) => `${section}:${offset}`).join(",");
    if (sectionOffsets)
        params.sectionOffsets = sectionOffsets;
    return params;
}
const offsetParam = () => `${viewportEl.scrollLeft},${viewportEl.scrollTop}`;
// MARK: Drawing
const keyOf = (e) => `${e.kind}:${e.section}:${e.item}`;
/// What is applied about an element's centre after it is placed at its frame, as the runtime
/// applies it (rightmost first): scale, rotation, turn, perspective, translation. A turn about
/// the horizontal axis is negated: CSS's rotateX takes the bottom edge towards the viewer.
function transformAfterFrame(e) {
    const t = e.transform;
    if (!t)
        return `scale(${e.scale})`;
    let text = "";
    if (t.translateX || t.translateY)
        text += `translate(${t.translateX}px, ${t.translateY}px) `;
    if (t.perspective > 0)
        text += `perspective(${t.perspective}px) `;
    if (t.turn)
        text += t.turnAxis === "vertical" ? `rotateY(${t.turn}rad) ` : `rotateX(${-t.turn}rad) `;
    if (t.rotation)
        text += `rotate(${t.rotation}rad) `;
    return text + `scale(${e.scale})`;
}
/// Sets a node to an element's attributes; nothing when they are those it has, which while
/// scrolling is most nodes (frames are in content coordinates).
function place(node, e) {
    const f = e.frame, last = node.placed, after = transformAfterFrame(e);
    if (last && last.x === f.x && last.y === f.y && last.width === f.width && last.height === f.height &&
        last.after === after && last.alpha === e.alpha && last.zIndex === e.zIndex)
        return;
    node.placed = { x: f.x, y: f.y, width: f.width, height: f.height, after, alpha: e.alpha, zIndex: e.zIndex };
    node.style.width = `${f.width}px`;
    node.style.height = `${f.height}px`;
    node.style.transform = `translate(${f.x}px, ${f.y}px) ${after}`;
    node.dataset.after = after;
    node.style.opacity = String(e.alpha);
    node.style.zIndex = String(e.zIndex);
    node.dataset.frame = `${f.x},${f.y},${f.width},${f.height}`;
    node.dataset.scale = String(e.scale);
    node.dataset.alpha = String(e.alpha);
    node.dataset.z = String(e.zIndex);
}
function nodeFor(key, e) {
    let node = state.nodes.get(key);
    if (!node) {
        node = state.pool.pop() ?? Object.assign(document.createElement("div"), { placed: null });
        node.className = `element ${e.kind}`;
        node.dataset.kind = e.kind;
        node.dataset.section = String(e.section);
        node.dataset.item = String(e.item);
        const decoration = e.kind === "background" || e.kind === "separator";
        node.textContent = e.kind === "cell" ? (e.section > 0 ? `${e.section}.${e.item}` : `${e.item}`) : decoration ? "" : `${e.kind} ${e.section}`;
        node.style.borderRadius = e.kind === "background" ? `${e.cornerRadius ?? 0}px` : "";
        contentEl.appendChild(node);
        state.nodes.set(key, node);
    }
    return node;
}
function release(key) {
    const node = state.nodes.get(key);
    if (!node)
        return;
    node.remove();
    node.className = "element";
    node.placed = null;
    state.nodes.delete(key);
    state.pool.push(node);
}
/// Makes the DOM hold exactly `elements`, reusing the nodes of elements that stay.
function draw(frame, elements = frame.elements) {
    const width = `${frame.contentSize.width}px`, height = `${frame.contentSize.height}px`;
    if (contentEl.style.width !== width)
        contentEl.style.width = width;
    if (contentEl.style.height !== height)
        contentEl.style.height = height;
    const keep = new Set();
    for (const e of elements) {
        const key = keyOf(e);
        keep.add(key);
        place(nodeFor(key, e), e);
    }
    for (const key of [...state.nodes.keys()])
        if (!keep.has(key))
            release(key);
    state.lastFrame = frame;
    state.bands = frame.bands;
    showDiagnostics(null);
}
function showDiagnostics(error) {
    const box = $("diagnostics");
    state.lastError = error;
    frameEl.classList.toggle("stale", !!error && !!state.lastFrame);
    if (!error) {
        box.hidden = true;
        return;
    }
    box.hidden = false;
    box.replaceChildren();
    const title = document.createElement("div");
    title.textContent = error.message;
    box.appendChild(title);
    const diagnostics = error instanceof APIError ? error.json.diagnostics ?? [] : [];
    for (const d of diagnostics) {
        const pre = document.createElement("pre");
        pre.className = "diagnostic";
        pre.textContent = typeof d === "string" ? d : d.text ?? `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`;
        box.appendChild(pre);
    }
}
/// Written only when it changes: new text lays the sidebar out again, which a scroll frame
/// should not pay for.
function setStatus(text) {
    const status = $("status");
    if (status.textContent !== text)
        status.textContent = text;
}
// MARK: Frames
/// What the page's own driver is for: the file as last listed, the counts and the sizes. The
/// viewport and text size are not in it: the driver takes those as a view's would.
function localKey() {
    const sizes = state.takesSizes ? state.sizesId ?? `random:${state.seed}` : "";
    return JSON.stringify([state.file, state.version, state.counts, sizes]);
}
/// The driver for the current key: the compiled layout fetched (and a driver made) when the file,
/// counts or sizes changed; otherwise the one running, given the viewport and text size.
async function localDriver() {
    const key = localKey();
    const viewport = { width: state.width, height: state.height };
    if (state.local?.key === key) {
        state.local.driver.resize(viewport);
        state.local.driver.changeTextScale(state.textScale);
        state.local.driver.changeReduceMotion(state.reduceMotion);
        return state.local.driver;
    }
    const params = { file: state.file ?? "", ...countsParam() };
    if (state.takesSizes)
        params.sizes = state.sizesId ?? `random:${state.seed}`;
    const answer = await api("/api/compiled", params);
    const layout = CompiledLayout.load(answer.compiled, answer.file);
    const sectionCounts = state.counts.trim().split(",").map((count) => Number(count.trim()));
    const itemSizes = answer.itemSizes?.map((section) => section.map((size) => (typeof size === "number" ? size : { width: size.width, height: size.height })));
    const driver = new ScrollDriver(layout, { viewport, textScale: state.textScale, reduceMotion: state.reduceMotion, sectionCounts, itemSizes }, { x: viewportEl.scrollLeft, y: viewportEl.scrollTop }, MARGIN);
    state.local = { key, driver };
    return driver;
}
/// An element as the page draws it (the API's shape).
function pageElement(e, driver) {
    const element = { kind: e.id.kind, section: e.id.section, item: e.id.item, frame: e.frame, scale: e.scale, alpha: e.alpha, zIndex: e.zIndex };
    if (e.id.kind === "background")
        element.cornerRadius = driver.prepared.backgroundCornerRadius(e.id.section) ?? 0;
    if (e.rotation !== 0 || e.turn !== 0 || e.translation.x !== 0 || e.translation.y !== 0) {
        element.transform = { translateX: e.translation.x, translateY: e.translation.y, rotation: e.rotation, turn: e.turn, turnAxis: e.turnAxis, perspective: e.perspective };
    }
    return element;
}
/// A frame as the page draws it (the API's shape): the driver's kept elements and its bands.
function frameOf(driver) {
    const prepared = driver.prepared;
    const elements = driver.kept.map((e) => pageElement(e, driver));
    const bands = [];
    if (prepared.hasOrthogonalSections) {
        for (let section = 0; section < prepared.sectionCount; section++) {
            const band = prepared.band(section);
            if (band === undefined)
                continue;
            bands.push({ section, band, contentLength: prepared.orthogonalContentLength(section), maximumOffset: prepared.maximumSectionOffset(section),
                offset: driver.position.sectionOffsets?.get(section) ?? 0 });
        }
    }
    return { layout: driver.layout.name, contentSize: driver.contentSize, maximumOffset: driver.maximumOffset, elements, bands };
}
/// A layout error as the page shows it: the server formats it with the line of the YAML (it has
/// the source), asked once for the frame that failed.
async function showLayoutError() {
    try {
        await api("/api/frames", { ...baseParams(), offset: offsetParam() });
    }
    catch (error) {
        if (error instanceof APIError && error.status === 422)
            return showDiagnostics(error);
        setStatus(messageOf(error));
    }
}
/// Computes the frame at the current offset in the page and draws it, each timed from the
/// first scroll event it answers; the server is asked only when the file, counts or sizes change.
async function refresh() {
    if (!state.file)
        return;
    if (state.inFlight) {
        state.again = true;
        return;
    }
    state.inFlight = true;
    const since = state.pendingSince ?? performance.now();
    state.pendingSince = null;
    try {
        const driver = await localDriver();
        for (const [section, offset] of Object.entries(state.sectionOffsets)) {
            if ((driver.position.sectionOffsets?.get(Number(section)) ?? 0) !== offset)
                driver.scroll(Number(section), offset);
        }
        driver.scroll({ x: viewportEl.scrollLeft, y: viewportEl.scrollTop });
        const frame = frameOf(driver);
        draw(frame);
        tools.timings.push(performance.now() - since);
        if (tools.timings.length > 100000)
            tools.timings.splice(0, 50000);
        setStatus(`${frame.layout}: content ${round(frame.contentSize.width)} × ${round(frame.contentSize.height)}`);
    }
    catch (error) {
        if (error instanceof LayoutError) {
            state.local = null;
            await showLayoutError();
        }
        else if (error instanceof APIError && error.status === 422)
            showDiagnostics(error);
        else
            setStatus(messageOf(error));
    }
    finally {
        state.inFlight = false;
        if (state.again) {
            state.again = false;
            refresh();
        }
    }
}
const round = (v) => Math.round(v * 10) / 10;
viewportEl.addEventListener("scroll", () => {
    if (state.pendingSince === null)
        state.pendingSince = performance.now();
    const now = performance.now();
    state.samples.push({ t: now, x: viewportEl.scrollLeft, y: viewportEl.scrollTop });
    while (state.samples.length > 2 && now - state.samples[0].t > 100)
        state.samples.shift();
    refresh();
    clearTimeout(state.settleTimer);
    state.settleTimer = setTimeout(settle, SETTLE_MS);
}, { passive: true });
viewportEl.addEventListener("scrollend", () => { clearTimeout(state.settleTimer); settle(); });
viewportEl.addEventListener("pointerdown", () => { state.pointerDown = true; });
window.addEventListener("pointerup", () => { if (state.pointerDown) {
    state.pointerDown = false;
    state.settleTimer = setTimeout(settle, SETTLE_MS);
} });
// MARK: Orthogonal sections
/// A wheel across the page's own direction over an orthogonal section's band scrolls that
/// section alone: sideways (or shift and the wheel) in a vertical layout, up and down in a
/// horizontal one. The page does not move; when the wheel stops, the band comes to rest by its snap.
viewportEl.addEventListener("wheel", (event) => {
    const along = state.axis === "vertical"
        ? (event.deltaX !== 0 ? event.deltaX : event.shiftKey ? event.deltaY : 0)
        : (event.shiftKey ? 0 : event.deltaY);
    if (along === 0 || !state.bands.length)
        return;
    const point = contentPoint(event);
    const band = state.bands.find((b) => point.x >= b.band.x && point.x < b.band.x + b.band.width && point.y >= b.band.y && point.y < b.band.y + b.band.height);
    if (!band)
        return;
    event.preventDefault();
    const current = state.sectionOffsets[band.section] ?? band.offset;
    if (state.bandStarts[band.section] === undefined)
        state.bandStarts[band.section] = current;
    const offset = Math.min(Math.max(0, current + along), band.maximumOffset);
    state.sectionOffsets[band.section] = offset;
    state.sidewaysSamples = [...state.sidewaysSamples.filter((s) => performance.now() - s.t < 100), { t: performance.now(), offset }];
    if (state.pendingSince === null)
        state.pendingSince = performance.now();
    refresh();
    clearTimeout(state.sidewaysTimer);
    state.sidewaysTimer = setTimeout(() => settleSideways(band.section), SETTLE_MS);
}, { passive: false });
/// The end of a sideways scroll: asks where the section comes to rest and moves it there.
async function settleSideways(section) {
    const samples = state.sidewaysSamples, first = samples[0], last = samples[samples.length - 1];
    const velocity = first && last && last.t > first.t ? (last.offset - first.offset) / ((last.t - first.t) / 1000) : 0;
    state.sidewaysSamples = [];
    const start = state.bandStarts[section];
    delete state.bandStarts[section];
    state.snapping = true;
    try {
        const driver = await localDriver();
        const target = driver.restingOffset(section, state.sectionOffsets[section] ?? 0, velocity, start);
        if (Math.abs(target - (state.sectionOffsets[section] ?? 0)) > 0.5) {
            state.sectionOffsets[section] = target;
            await refresh();
        }
    }
    catch (error) {
        setStatus(messageOf(error));
    }
    finally {
        state.snapping = false;
    }
}
/// The end of a scroll: asks where the layout comes to rest for this offset and velocity, and
/// glides there.
async function settle() {
    if (state.pointerDown || !state.file || state.lastError)
        return;
    const s = state.samples, first = s[0], last = s[s.length - 1];
    const dt = first && last && last.t > first.t ? (last.t - first.t) / 1000 : 0;
    const velocity = dt > 0 ? { x: (last.x - first.x) / dt, y: (last.y - first.y) / dt } : { x: 0, y: 0 };
    state.samples = [];
    state.snapping = true;
    try {
        const driver = await localDriver();
        const target = driver.restingOffset({ x: viewportEl.scrollLeft, y: viewportEl.scrollTop }, velocity, state.restedAt);
        state.restedAt = target;
        if (Math.abs(target.x - viewportEl.scrollLeft) > 0.5 || Math.abs(target.y - viewportEl.scrollTop) > 0.5) {
            viewportEl.scrollTo({ left: target.x, top: target.y, behavior: "smooth" });
            return; // the glide's own end settles again, and then nothing moves
        }
    }
    catch (error) {
        setStatus(messageOf(error));
    }
    state.snapping = false;
}
// MARK: Layouts, viewport, counts
async function loadLayouts() {
    const list = await api("/api/layouts", {});
    state.layouts = list.layouts;
    state.version = list.version;
    // `tessera preview --sizes FILE`: the file's sizes, with its count, until the page picks others.
    state.fileSizes = list.sizes.find((sizes) => sizes.id === "file") ?? null;
    if (state.fileSizes && state.sizesId === null && !state.seedChosen)
        state.sizesId = "file";
    const ul = $("layouts");
    ul.replaceChildren();
    for (const layout of state.layouts) {
        const li = document.createElement("li");
        li.textContent = layout.name ? `${layout.name} — ${layout.label}` : layout.label;
        li.title = layout.file;
        li.dataset.file = layout.file;
        li.classList.toggle("invalid", !layout.valid);
        li.classList.toggle("current", layout.file === state.file);
        li.addEventListener("click", () => selectLayout(layout.file, field("animate").checked));
        ul.appendChild(li);
    }
    if (!state.file && state.layouts.length)
        state.file = state.layouts[0].file;
    showDevices(list.devices);
    applyLayoutFacts();
}
/// `tessera preview --devices`: where apps connect, the pairing code, and the devices that asked
/// for a live layout in the last minute (looked at again every few seconds).
function showDevices(devices) {
    const section = $("devices");
    section.hidden = !devices;
    if (!devices)
        return;
    $("devices-address").textContent = devices.address;
    $("devices-code").textContent = devices.code;
    const ul = $("devices-connected");
    ul.replaceChildren();
    for (const device of devices.connected) {
        const li = document.createElement("li");
        li.textContent = `${device.name} — ${device.layout}`;
        ul.appendChild(li);
    }
    if (ul.children.length === 0) {
        const li = document.createElement("li");
        li.textContent = "none yet";
        ul.appendChild(li);
    }
    if (!state.devicesPolling) {
        state.devicesPolling = true;
        setInterval(async () => showDevices((await api("/api/layouts", {})).devices), 3000);
    }
}
/// `total` items over `sections` sections, as even as they go: the counts that use every size of
/// a sizes file once.
function spread(total, sections) {
    const each = Math.floor(total / sections);
    return Array.from({ length: sections }, (_, i) => each + (i < total - each * sections ? 1 : 0)).join(",");
}
function applyLayoutFacts() {
    const layout = state.layouts.find((l) => l.file === state.file);
    state.axis = layout?.axis ?? state.axis;
    state.takesSizes = layout?.takesSizesFromData ?? state.takesSizes;
    // Until the counts are chosen, show every section the layout describes.
    if (layout?.suggestedCounts && !state.countsChosen) {
        state.counts = state.takesSizes && state.sizesId === "file" && state.fileSizes
            ? spread(state.fileSizes.count, layout.suggestedCounts.length)
            : layout.suggestedCounts.join(",");
        field("counts").value = state.counts;
    }
    $("sizes-box").hidden = !state.takesSizes;
    for (const li of $("layouts").children)
        li.classList.toggle("current", li.dataset.file === state.file);
    if (layout && !layout.valid) {
        showDiagnostics(new APIError(`${layout.file} has errors; fix them and save`, 422, { diagnostics: layout.diagnostics }));
    }
}
async function selectLayout(file, animated) {
    if (state.file !== file)
        state.sectionOffsets = {};
    state.file = file;
    applyLayoutFacts();
    saveHash();
    if (animated && state.lastFrame)
        await animate(() => refresh());
    else
        await refresh();
}
/// Runs `change` with CSS transitions on: nodes that stay glide to their new attributes.
async function animate(change) {
    state.animating = true;
    contentEl.classList.add("animating");
    await change();
    await new Promise((resolve) => setTimeout(resolve, ANIMATION_MS));
    contentEl.classList.remove("animating");
    state.animating = false;
}
/// Sizes the device frame; the resize observer below then takes the new size and draws.
function setViewport(width, height) {
    frameEl.style.width = `${Math.max(1, Math.round(width))}px`;
    frameEl.style.height = `${Math.max(1, Math.round(height))}px`;
}
new ResizeObserver(() => {
    const width = Math.round(viewportEl.clientWidth), height = Math.round(viewportEl.clientHeight);
    if (width === state.width && height === state.height)
        return;
    state.width = width;
    state.height = height;
    $("size-label").textContent = `${width} × ${height} points`;
    saveHash();
    refresh();
}).observe(viewportEl);
$("device").addEventListener("change", (event) => {
    const value = event.target.value;
    if (value === "custom")
        return;
    const [w, h] = value.split("x").map(Number);
    setViewport(w, h);
});
$("text-size").addEventListener("change", (event) => {
    state.textScale = Number(event.target.value);
    refresh();
});
field("reduce-motion").checked = state.reduceMotion;
field("reduce-motion").addEventListener("change", (event) => {
    state.reduceMotion = event.target.checked;
    refresh();
});
field("counts").addEventListener("change", (event) => {
    const target = event.target;
    const text = target.value.trim();
    // Nothing, or not counts: the server would refuse the request; keep the counts shown.
    if (!/^\d+(\s*,\s*\d+)*$/.test(text)) {
        target.value = state.counts;
        setStatus("Items per section: a number, or one number per section separated by commas");
        return;
    }
    state.counts = text;
    state.countsChosen = true;
    saveHash();
    refresh();
});
field("seed").addEventListener("change", (event) => {
    state.seed = Number(event.target.value) || 0;
    state.seedChosen = true;
    state.sizesId = null;
    refresh();
});
field("sizes-file").addEventListener("change", async (event) => {
    const file = event.target.files?.[0];
    if (!file)
        return;
    try {
        const answer = await api("/api/sizes", {}, await file.text());
        state.sizesId = answer.id;
        setStatus(`${file.name}: ${answer.count} sizes`);
        refresh();
    }
    catch (error) {
        setStatus(messageOf(error));
    }
});
/// Sends a batch update and animates each element from its start to its end attributes.
async function update(updates) {
    try {
        const answer = await api("/api/update", { ...baseParams(), offset: offsetParam() }, JSON.stringify(updates));
        state.countsChosen = true;
        state.counts = answer.sectionCounts.join(",");
        if (answer.sectionCounts.length === 1)
            state.counts = String(answer.sectionCounts[0]);
        field("counts").value = state.counts;
        saveHash();
        if (!field("animate").checked || !state.lastFrame)
            return refresh();
        const frame = { ...state.lastFrame, contentSize: answer.contentSize };
        const elements = answer.elements;
        const start = elements.map((e) => (e.change === "deleted" ? { ...e.start, kind: "deleted" } : e.start));
        const end = elements.map((e) => (e.change === "deleted" ? { ...e.end, kind: "deleted" } : e.end));
        draw(frame, start);
        void contentEl.offsetHeight; // the start attributes are laid out before the transition begins
        await animate(() => draw(frame, end));
        await refresh();
    }
    catch (error) {
        setStatus(messageOf(error));
    }
}
function itemPath() {
    const item = Math.max(0, Number(field("update-item").value) || 0);
    return [0, item];
}
$("insert").addEventListener("click", () => update([{ insert: itemPath() }]));
$("delete").addEventListener("click", () => update([{ delete: itemPath() }]));
// MARK: Hover and drag
function contentPoint(event) {
    const rect = contentEl.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}
function describeTransform(t) {
    if (!t)
        return "";
    const parts = [];
    if (t.translateX || t.translateY)
        parts.push(`moved ${round(t.translateX)}, ${round(t.translateY)}`);
    if (t.rotation)
        parts.push(`rotated ${round(t.rotation * 100) / 100}`);
    if (t.turn)
        parts.push(`turned ${round(t.turn * 100) / 100}` + (t.perspective > 0 ? ` at ${round(t.perspective)}` : ""));
    return `\n${parts.join(", ")}`;
}
/// The element under the pointer, as drawn (scale and transforms applied), asked of the layout
/// running in the page at the offset it shows.
function hover(event) {
    const driver = state.local?.driver;
    if (!driver || state.lastError)
        return;
    const point = contentPoint(event);
    try {
        const id = driver.element(point);
        const attributes = id === undefined ? undefined : driver.attributes(id);
        const e = attributes === undefined ? undefined : pageElement(attributes, driver);
        for (const node of contentEl.querySelectorAll(".hovered"))
            node.classList.remove("hovered");
        if (!state.drag) {
            $("inspector").textContent = e
                ? `${e.kind} ${e.section}.${e.item}\nframe x ${round(e.frame.x)}, y ${round(e.frame.y)}, ${round(e.frame.width)} × ${round(e.frame.height)}\nscale ${round(e.scale * 100) / 100}, alpha ${round(e.alpha * 100) / 100}, z ${e.zIndex}${describeTransform(e.transform)}`
                : `nothing at ${round(point.x)}, ${round(point.y)}`;
        }
        if (e)
            state.nodes.get(keyOf(e))?.classList.add("hovered");
    }
    catch (error) {
        setStatus(messageOf(error));
    }
}
contentEl.addEventListener("mousemove", (event) => { if (state.drag)
    dragMove(event);
else
    hover(event); });
contentEl.addEventListener("mousedown", (event) => {
    const node = event.target.closest(".element.cell");
    if (!node || event.button !== 0)
        return;
    event.preventDefault();
    const [x, y, w, h] = (node.dataset.frame ?? "0,0,0,0").split(",").map(Number);
    state.drag = { node, section: Number(node.dataset.section), item: Number(node.dataset.item), start: contentPoint(event),
        center: { x: x + w / 2, y: y + h / 2 }, target: undefined };
    node.classList.add("dragging");
});
/// Moves the dragged cell with the pointer and marks the cell it would take the place of (the
/// runtime's move rule: once its centre enters another cell's frame).
function dragMove(event) {
    const drag = state.drag, driver = state.local?.driver;
    if (!drag)
        return;
    const point = contentPoint(event);
    const dx = point.x - drag.start.x, dy = point.y - drag.start.y;
    const [x, y] = (drag.node.dataset.frame ?? "0,0").split(",").map(Number);
    drag.node.style.transform = `translate(${x + dx}px, ${y + dy}px) ${drag.node.dataset.after}`;
    if (!driver)
        return;
    try {
        const target = driver.moveTarget({ section: drag.section, item: drag.item }, { x: drag.center.x + dx, y: drag.center.y + dy });
        for (const node of contentEl.querySelectorAll(".drop-target"))
            node.classList.remove("drop-target");
        drag.target = target;
        if (target)
            state.nodes.get(keyOf(target))?.classList.add("drop-target");
        $("inspector").textContent = target ? `moving ${drag.section}.${drag.item} to ${target.section}.${target.item}` : `moving ${drag.section}.${drag.item}: over no other cell`;
    }
    catch (error) {
        setStatus(messageOf(error));
    }
}
window.addEventListener("mouseup", () => {
    const drag = state.drag;
    if (!drag)
        return;
    state.drag = null;
    drag.node.classList.remove("dragging");
    for (const node of contentEl.querySelectorAll(".drop-target"))
        node.classList.remove("drop-target");
    if (drag.target)
        update([{ move: [[drag.section, drag.item], [drag.target.section, drag.target.item]] }]);
    else
        refresh();
});
// MARK: Live reload
/// Waits for the server to say a file changed, then lists the layouts and draws again, keeping
/// viewport, counts and scroll position.
async function watch() {
    for (;;) {
        try {
            const answer = await api("/api/changes", { since: state.version });
            if (answer.version !== state.version) {
                await loadLayouts();
                await refresh();
            }
        }
        catch {
            setStatus("the preview server stopped; start `tessera preview` again and reload the page");
            await new Promise((resolve) => setTimeout(resolve, 1000));
        }
    }
}
// MARK: Start
/// The URL's fragment holds the layout, viewport and counts (once chosen: until then each layout
/// shows its own sections), so a view can be shared or kept.
function saveHash() {
    const params = new URLSearchParams({ file: state.file ?? "", w: String(state.width), h: String(state.height) });
    if (state.countsChosen)
        params.set("counts", state.counts);
    history.replaceState(null, "", `#${params}`);
}
function readHash() {
    const params = new URLSearchParams(location.hash.slice(1));
    const file = params.get("file"), counts = params.get("counts");
    if (file)
        state.file = file;
    if (counts) {
        state.counts = counts;
        state.countsChosen = true;
    }
    field("counts").value = state.counts;
    const w = Number(params.get("w")), h = Number(params.get("h"));
    setViewport(w > 0 ? w : 375, h > 0 ? h : 667);
    state.width = viewportEl.clientWidth;
    state.height = viewportEl.clientHeight;
    $("size-label").textContent = `${state.width} × ${state.height} points`;
    const preset = `${state.width}x${state.height}`;
    const device = $("device");
    device.value = [...device.options].some((o) => o.value === preset) ? preset : "custom";
}
window.addEventListener("hashchange", () => {
    readHash();
    applyLayoutFacts();
    refresh();
});
async function start() {
    readHash();
    await loadLayouts();
    saveHash();
    await refresh();
    tools.ready = true;
    watch();
}
start();
