// A server's code as a TypeScript user writes it against the package: the first screen of a
// chat written as HTML in node, with no DOM; the test compiles it strictly and runs it.
import { readFileSync } from "node:fs";
import { CompiledLayout, escapeHTML, renderFirstScreen } from "tessera-runtime";
import type { FirstScreen, FirstScreenOptions } from "tessera-runtime";

const layout = CompiledLayout.load(readFileSync(process.argv[2]), "chat.json");
const messages: string[][] = [["Hello <you>", "Hi"], ["How are you?", "Fine & you?", "Well"]];
const options: FirstScreenOptions = {
  viewport: { width: 375, height: 200 },
  sectionCounts: messages.map((day) => day.length),
  itemSizes: messages.map((day) => day.map(() => 60)),
  renderItem: (section, item) => `<div class="message">${escapeHTML(messages[section][item])}</div>`,
};
const screen: FirstScreen = renderFirstScreen(layout, options);
const cells = screen.elements.filter((element) => element.id.kind === "cell").map((element) => [element.id.section, element.id.item]);
console.log(JSON.stringify({ offset: screen.offset, cells, escaped: screen.html.includes("Hello &#60;you&#62;"), script: screen.html.includes("<script>") }));
