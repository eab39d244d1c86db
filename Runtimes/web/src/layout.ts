import { Evaluator } from "./evaluator.js";
import { InputRead, LayoutEngine, LayoutInput } from "./engine.js";
import type { PreparedLayout } from "./prepared.js";
import { readCompiledFile } from "./reader.js";

/** A layout compiled by `tessera compile`, loaded from its bytes. The bytes are untrusted:
 * everything is checked before use, and anything wrong is a `LoadError` that says where. It
 * answers as the Swift runtime's `CompiledLayout` of the same file does. */
export class CompiledLayout {
  private constructor(private readonly engine: LayoutEngine) {}

  /** Loads a compiled file's bytes (or its text); `file` names them in errors. */
  static load(json: Uint8Array | string, file?: string): CompiledLayout {
    const bytes = typeof json === "string" ? new TextEncoder().encode(json) : json;
    const checked = readCompiledFile(bytes, file);
    return new CompiledLayout(new LayoutEngine(checked.model, new Evaluator(checked.programs, checked.places), checked.source ?? file));
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

  /** What of the input the layout's formulas read: a change of anything else keeps its geometry. */
  get reads(): ReadonlySet<InputRead> {
    return this.engine.reads;
  }
}
