import { Evaluator } from "../programs/evaluator.js";
import { InputRead, LayoutEngine, LayoutInput } from "../layout/engine.js";
import type { PreparedLayout } from "../queries/prepared.js";
import { LoadError } from "./loadError.js";
import { readCompiledFile } from "./reader.js";
import { contentHash } from "../errors/contentHash.js";

/** A layout compiled by `tessera compile`, loaded from its bytes. The bytes are untrusted:
 * everything is checked before use, and anything wrong is a `LoadError` that says where. It
 * answers as the Swift runtime's `CompiledLayout` of the same file does. */
export class CompiledLayout {
  /** Its signed envelope's name and serial, when a signed loader loaded it. */
  envelopeName?: string;
  serial?: number;

  /** `contentHash`: SHA-256 of the bytes it was loaded from (of the whole envelope for a signed
   * file), for the reports of its run-time failures. */
  private constructor(private readonly engine: LayoutEngine, public contentHash: string) {}

  /** Loads a compiled file: its bytes as `fetch` and `FileReader` give them (an `ArrayBuffer`,
   * or a typed array or `DataView` over one) or its text; `file` names it in errors. */
  static load(json: ArrayBuffer | ArrayBufferView | string, file?: string): CompiledLayout {
    const bytes = bytesOf(json, file);
    const hash = contentHash(bytes);
    let checked;
    try {
      checked = readCompiledFile(bytes, file);
    } catch (error) {
      if (error instanceof LoadError) error.contentHash = hash;
      throw error;
    }
    return new CompiledLayout(new LayoutEngine(checked.model, new Evaluator(checked.programs, checked.places), checked.source ?? file), hash);
  }

  /** Fetches and loads a compiled file (`fetch(url)`, then `load`); a failed request is a
   * `LoadError` with the HTTP status. */
  static async fetch(url: string | URL, file: string = String(url)): Promise<CompiledLayout> {
    const response = await fetch(url);
    if (!response.ok) throw new LoadError("", `the request for the layout failed: HTTP ${response.status} ${response.statusText}`.trim(), file);
    return CompiledLayout.load(await response.arrayBuffer(), file);
  }

  get name(): string {
    return this.engine.model.name;
  }

  /** The layout for a viewport, counts and sizes; a fault the input causes is a `LayoutError`
   * naming the layout file, line and column where it can. */
  prepare(input: LayoutInput): PreparedLayout {
    return this.engine.prepare(input);
  }

  /** The layout after items were appended to `prepared`'s sections: what `prepare(input)`
   * gives, computing only the new items where it can. */
  extend(prepared: PreparedLayout, input: LayoutInput): PreparedLayout {
    return this.engine.extend(prepared, input);
  }

  /** The layout after items changed size or place (`firstChanged[section]`: the first item
   * whose size or index may differ): what `prepare(input)` gives, placing a masonry again only
   * from there; `changedEnds[section]`, when given, where the changes end: a list then places
   * again only the changed items (`LayoutEngine.relayout`). */
  relayout(prepared: PreparedLayout, firstChanged: (number | undefined)[], input: LayoutInput, changedEnds?: (number | undefined)[]): PreparedLayout {
    return this.engine.relayout(prepared, firstChanged, input, changedEnds);
  }

  /** What of the input the layout's formulas read: a change of anything else keeps its geometry. */
  get reads(): ReadonlySet<InputRead> {
    return this.engine.reads;
  }
}

/** The bytes of what `load` was given; anything else is a `LoadError` saying what to give. */
function bytesOf(json: unknown, file?: string): Uint8Array {
  if (typeof json === "string") return new TextEncoder().encode(json);
  if (json instanceof Uint8Array) return json;
  if (json instanceof ArrayBuffer) return new Uint8Array(json);
  if (ArrayBuffer.isView(json)) return new Uint8Array(json.buffer, json.byteOffset, json.byteLength);
  throw new LoadError("", `a compiled layout is loaded from its bytes (an ArrayBuffer, as response.arrayBuffer() gives, or a Uint8Array) or its text, not ${json === null ? "null" : typeof json}`, file);
}
