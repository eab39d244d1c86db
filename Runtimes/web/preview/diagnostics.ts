// A layout's diagnostics over the last good picture (errors) or beside it (warnings): each with
// its place and message, and the line it points at with the column marked in the line itself,
// so that the mark stays on its character however the line wraps.
import type { Diagnostic, Refusal } from "./answers.js";

export class Diagnostics {
  constructor(private readonly overlay: HTMLElement, private readonly frame: HTMLElement, private readonly warnings: HTMLElement) {}

  /** Whether errors are shown (the picture under them is stale). */
  get showing(): boolean { return !this.overlay.hidden; }

  /** Errors: a title (what failed) and each diagnostic; nothing hides them. */
  showErrors(title: string, diagnostics: Refusal["diagnostics"] = []): void {
    this.overlay.hidden = false;
    this.frame.classList.add("stale");
    const heading = document.createElement("div");
    heading.textContent = title;
    this.overlay.replaceChildren(heading, ...diagnostics.map((diagnostic) => typeof diagnostic === "string" ? preformatted(diagnostic) : entry(diagnostic)));
  }

  clearErrors(): void {
    this.overlay.hidden = true;
    this.frame.classList.remove("stale");
    this.overlay.replaceChildren();
  }

  /** What `tessera validate` warns of in a valid layout, under the controls. */
  showWarnings(diagnostics: Diagnostic[]): void {
    this.warnings.hidden = diagnostics.length === 0;
    this.warnings.replaceChildren(...diagnostics.map(entry));
  }
}

/** One diagnostic: `FILE:LINE:COL: severity: message`, the line with the column marked, and its notes. */
function entry(diagnostic: Diagnostic): HTMLElement {
  const box = document.createElement("div");
  box.className = `diagnostic ${diagnostic.severity}`;
  const title = document.createElement("div");
  title.className = "message";
  title.textContent = `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}: ${diagnostic.severity}: ${diagnostic.message}`;
  box.appendChild(title);
  if (diagnostic.sourceLine !== undefined) box.appendChild(sourceLine(diagnostic.sourceLine, diagnostic.column));
  for (const note of diagnostic.notes) {
    const line = document.createElement("div");
    line.className = "note";
    line.textContent = note.line === undefined ? `note: ${note.message}` : `${note.line}:${note.column ?? 1}: note: ${note.message}`;
    box.appendChild(line);
  }
  return box;
}

/** The line, the word that starts at `column` (one character at least) marked. */
function sourceLine(text: string, column: number): HTMLElement {
  const characters = [...text];
  const start = Math.min(Math.max(0, column - 1), characters.length);
  let end = start;
  while (end < characters.length && /[\p{L}\p{N}_.]/u.test(characters[end])) end += 1;
  if (end === start) end = Math.min(start + 1, characters.length);
  const line = document.createElement("pre");
  line.className = "source";
  const mark = document.createElement("mark");
  mark.textContent = characters.slice(start, end).join("") || " ";
  line.append(characters.slice(0, start).join(""), mark, characters.slice(end).join(""));
  return line;
}

function preformatted(text: string): HTMLElement {
  const pre = document.createElement("pre");
  pre.textContent = text;
  return pre;
}
