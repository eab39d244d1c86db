// The longest box a browser draws. Engines keep lengths in fixed point: Chromium and WebKit
// clamp a longer one to 33,554,428 px, while Firefox (17,895,697 px) gives a longer box no size
// at all, so that content past its limit, sized as the layout has it, could not be scrolled.

/** The engine's longest drawn length, in CSS pixels, measured once per document. */
const measured = new WeakMap<Document, number>();

export function longestDrawnLength(document: Document): number {
  const known = measured.get(document);
  if (known !== undefined) return known;
  const probe = document.createElement("div");
  probe.style.cssText = "position: absolute; left: 0; top: 0; width: 0; visibility: hidden";
  document.body.appendChild(probe);
  const drawn = (length: number) => {
    probe.style.height = `${length}px`;
    return probe.offsetHeight;
  };
  // An engine that clamps answers its limit at once; one that drops the box, by halving.
  let longest = drawn(1e9);
  if (longest === 0) {
    let low = 1e6, high = 1e9;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (drawn(middle) > 0) low = middle; else high = middle;
    }
    longest = drawn(low);
  }
  probe.remove();
  measured.set(document, longest);
  return longest;
}
