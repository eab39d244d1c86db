/** The page's element with this id; the page's HTML has each one the script names. */
export function element<Element extends HTMLElement = HTMLElement>(id: string): Element {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`the page has no #${id}`);
  return found as Element;
}
