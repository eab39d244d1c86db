// Why a compiled file cannot be loaded, as the Swift runtime's CompiledLayout.LoadError.

/** A compiled file that cannot be loaded: where in it (a path of keys and indices, or a line and
 * column for text that is not JSON; empty for the file as a whole) and why. */
export class LoadError extends Error {
  constructor(readonly place: string, message: string, readonly file?: string, readonly line?: number, readonly column?: number) {
    super(message);
  }

  toString(): string {
    return [this.file, this.place || undefined, this.message].filter((part) => part !== undefined).join(": ");
  }
}
