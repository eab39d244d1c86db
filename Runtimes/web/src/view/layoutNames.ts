// The names the view gives its layouts: the session knows each layout by its name.

import type { TesseraLayout } from "../layout/layout.js";

export class LayoutNames {
  private readonly byName = new Map<string, TesseraLayout>();
  private readonly names = new Map<TesseraLayout, string>();

  /** The layout named `name` (one `nameOf` gave). */
  layout(name: string): TesseraLayout {
    return this.byName.get(name) as TesseraLayout;
  }

  /** The name the session knows `layout` by. */
  nameOf(layout: TesseraLayout): string {
    let name = this.names.get(layout);
    if (name === undefined) {
      name = `layout ${this.names.size}`;
      this.names.set(layout, name);
      this.byName.set(name, layout);
    }
    return name;
  }
}
