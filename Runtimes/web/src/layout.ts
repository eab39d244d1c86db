import type { LayoutModel } from "./model.js";
import type { Program } from "./program.js";
import { readCompiledFile } from "./reader.js";

/** A layout compiled by `tessera compile`, loaded from its bytes. The bytes are untrusted:
 * everything is checked before use, and anything wrong is a `LoadError` that says where. */
export class CompiledLayout {
  private constructor(
    readonly model: LayoutModel,
    readonly programs: Program[],
    readonly places: [number, number][],
    /** The layout file it was compiled from, which errors about a formula name. */
    readonly file: string | undefined,
  ) {}

  /** Loads a compiled file's bytes (or its text); `file` names them in errors. */
  static load(json: Uint8Array | string, file?: string): CompiledLayout {
    const bytes = typeof json === "string" ? new TextEncoder().encode(json) : json;
    const checked = readCompiledFile(bytes, file);
    return new CompiledLayout(checked.model, checked.programs, checked.places, checked.source ?? file);
  }

  get name(): string {
    return this.model.name;
  }
}
