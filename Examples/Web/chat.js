// A chat on Tessera's web runtime: `Layouts/chat.yaml` keeps to its end (`gravity: end`), so the
// view opens at the newest message, a sent message stays in view while the reader is at the end
// (a reader who scrolled up to read stays where they are), and older messages loaded above leave
// what the reader sees where it is. The page only changes its data; the layout does the rest.
// Messages are as tall as their text: the view measures each cell (`selfSizing`). Serve the
// repository's root over HTTP after `node Runtimes/web/build.mjs`, and open /Examples/Web/chat.html
// (`?count=3` starts with a short conversation, which sits at the bottom).
import { CompiledLayout, TesseraView } from "../../Runtimes/web/build/tessera.js";

const scroller = document.querySelector("#scroller");
const parameters = new URLSearchParams(location.search);
const perDay = Math.max(0, Math.min(1000, Number(parameters.get("count") ?? "12")));

/** A day a section, the newest day last; each message its text and whether the reader sent it. */
let days = [sampleDay(0), sampleDay(1), sampleDay(2)];
let olderLoaded = 0;

function sampleDay(day) {
  return Array.from({ length: perDay }, (_, index) => {
    const number = day * 100 + index;
    return { text: `Message ${number}. `.repeat(1 + (number % 5)), mine: number % 3 === 0 };
  });
}

/** The estimate a message starts with; the view measures the cell and the layout takes its height. */
const estimate = () => 44;

function render(section, item, reusable) {
  const message = days[section][item];
  const node = reusable ?? document.createElement("div");
  node.className = message.mine ? "message mine" : "message";
  const bubble = node.firstElementChild ?? node.appendChild(document.createElement("span"));
  bubble.textContent = message.text;
  return node;
}

let view;
try {
  const response = await fetch("../../Tests/GoldenCompiled/chat.json");
  const layout = CompiledLayout.load(new Uint8Array(await response.arrayBuffer()), "chat.json");
  view = new TesseraView(scroller, layout, {
    sectionCounts: days.map((day) => day.length),
    itemSizes: days.map((day) => day.map(estimate)),
    selfSizing: true,
    renderItem: render,
    renderSupplementary: (kind, section) => Object.assign(document.createElement("div"), { textContent: `Day ${section + 1}` }),
  });
} catch (error) {
  scroller.replaceChildren(Object.assign(document.createElement("div"), { className: "error", textContent: String(error) }));
}

/** The sizes the view has now (the measured ones), with `added` estimates inserted. */
function sizesWith(added) {
  const sizes = view.driver.input.itemSizes.map((day) => [...day]);
  for (const [section, item] of added) sizes[section].splice(item, 0, estimate());
  return sizes;
}

/** Sends a message: at the end of the last day. */
export function send(text) {
  const section = days.length - 1;
  const item = days[section].length;
  days[section].push({ text, mine: true });
  view.performBatchUpdates([{ insert: { section, item } }], { itemSizes: sizesWith([[section, item]]) });
}

/** Loads older messages: `count` of them at the start of the first day. */
export function loadOlder(count = 8) {
  olderLoaded += 1;
  const older = Array.from({ length: count }, (_, index) => ({ text: `Older message ${olderLoaded}.${index}. `.repeat(1 + (index % 3)), mine: index % 4 === 0 }));
  days[0] = [...older, ...days[0]];
  const inserted = older.map((_, item) => [0, item]);
  view.performBatchUpdates(inserted.map(([section, item]) => ({ insert: { section, item } })), { itemSizes: sizesWith(inserted) });
}

document.querySelector("#composer").addEventListener("submit", (event) => {
  event.preventDefault();
  const field = document.querySelector("#message");
  if (field.value.trim() === "") return;
  send(field.value);
  field.value = "";
});
document.querySelector("#older").addEventListener("click", () => loadOlder());
window.chat = { view, send, loadOlder, scroller };
window.tesseraReady = true;
