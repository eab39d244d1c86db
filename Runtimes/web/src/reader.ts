// Reads and checks a compiled layout file in the order docs/COMPILED-FORMAT.md gives ("What a
// reader checks"), refusing at the first fault with its place and message: the same order,
// places and messages as the Swift runtime's CompiledLayoutReader and CompiledModelReader.

import { JSONFault, JSONNode, JSONObject, parseJSON } from "./json.js";
import { limits } from "./model.js";
import type { Arrangement, BodyModel, CellModel, Columns, EffectsModel, F, FlowSizing, InsetsModel, LayoutModel, SectionModel, SizeModel, Snap, SupplementaryModel } from "./model.js";
import { Program, ProgramError, scalarPrefix } from "./program.js";

export const formatName = "tessera-compiled-layout";
export const formatVersion = 2;
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

export interface CheckedFile {
  model: LayoutModel;
  programs: Program[];
  /** Each formula's line and column in the layout's source. */
  places: [number, number][];
  source?: string;
  version: number;
}

export function readCompiledFile(bytes: Uint8Array, file?: string): CheckedFile {
  const fault = (place: string, message: string) => new LoadError(place, message, file);
  if (bytes.length > limits.maxFileBytes) {
    throw fault("", `the file has ${bytes.length} bytes; compiled layouts are limited to ${limits.maxFileBytes}`);
  }
  let document: JSONNode;
  try {
    document = parseJSON(bytes);
  } catch (error) {
    if (!(error instanceof JSONFault)) throw error;
    throw new LoadError(`line ${error.line}, column ${error.column}`,
      `the file is not valid JSON here: ${error.message}; compiled layouts are written by \`tessera compile\``, file, error.line, error.column);
  }
  if (!(document instanceof JSONObject)) throw fault("", "the file must be a JSON object, as `tessera compile` writes it");
  const top = new Fields(document, "");
  const fields = new FieldReader(0, fault);
  const formatNode = top.value("format");
  if (formatNode === undefined) {
    throw fault("format", `this is not a compiled Tessera layout (it has no 'format': '${formatName}'); write one with \`tessera compile\``);
  }
  const format = fields.string(formatNode, "format");
  if (format !== formatName) {
    throw fault("format", `the format is '${scalarPrefix(format, 80)}', not '${formatName}': this is not a compiled Tessera layout`);
  }
  const versionNode = top.value("version");
  const version = versionNode === undefined ? undefined : fields.integer(versionNode, "version");
  if (version === undefined || version < 1 || version > formatVersion) {
    throw fault("version", `the file is in version ${version ?? "(none)"} of the compiled format, and this runtime reads versions 1 to ${formatVersion}; compile the layout again with the tessera of this runtime's release`);
  }
  const sourceNode = top.value("source");
  const source = sourceNode === undefined ? undefined : fields.string(sourceNode, "source");
  const formulaNodes = fields.list(fields.required(top, "formulas"), "formulas");
  const programs: Program[] = [];
  const places: [number, number][] = [];
  formulaNodes.forEach((node, number) => {
    const place = `formulas[${number}]`;
    const formula = fields.fields(node, place);
    const line = fields.integerField(formula, "line");
    const column = fields.integerField(formula, "column");
    if (line < 1 || column < 1) throw fault(place, `a formula's line and column start at 1, not ${line}:${column}`);
    const text = fields.string(fields.required(formula, "program"), formula.place("program"));
    try {
      programs.push(Program.read(text));
    } catch (error) {
      if (!(error instanceof ProgramError)) throw error;
      throw fault(error.instruction < 0 ? formula.place("program") : `${formula.place("program")}[${error.instruction}]`, error.message);
    }
    places.push([line, column]);
  });
  const model = new ModelReader(programs.length, fault).layout(fields.required(top, "layout"));
  deriveFlags(model, programs);
  const needed = versionNeeded(model, programs);
  if (needed.version > version && needed.feature !== undefined) {
    throw fault("version", `the file says version ${version} but uses ${needed.feature}, which came in version ${needed.version}; compile the layout again`);
  }
  return { model, programs, places, source, version };
}

/** The lowest version that holds the layout, and the first thing it uses that version 1 lacks. */
function versionNeeded(model: LayoutModel, programs: Program[]): { version: number; feature?: string } {
  if (programs.some((program) => program.readsName("textScale"))) return { version: 2, feature: "the text size (textScale)" };
  for (const body of [model.base, ...model.variants.map((variant) => variant.body)]) {
    for (const section of [body.defaultSection, ...body.sectionOverrides]) {
      if (section.arrangement.kind === "grid") return { version: 2, feature: "the grid kind" };
      if (section.arrangement.kind === "tiles" && section.arrangement.extent !== undefined) return { version: 2, feature: "a tiles block's extent" };
      if (section.effects !== undefined || section.snap !== undefined) return { version: 2, feature: "a section's own effects or snap" };
    }
  }
  return { version: 1 };
}

/** Whether a flow's or a line's item size is measured per item: derived from the programs (do
 * they read `index`?), never read from the file, so that a file cannot contradict itself. */
function deriveFlags(model: LayoutModel, programs: Program[]): void {
  const readsIndex = (formula: F) => programs[formula].readsName("index");
  for (const body of [model.base, ...model.variants.map((variant) => variant.body)]) {
    for (const section of [body.defaultSection, ...body.sectionOverrides]) {
      const arrangement = section.arrangement;
      if (arrangement.kind === "flow" && "item" in arrangement.sizing) {
        arrangement.sizing.perItem = readsIndex(arrangement.sizing.item.width) || readsIndex(arrangement.sizing.item.height);
      } else if (arrangement.kind === "line") {
        arrangement.perItem = readsIndex(arrangement.item.width) || readsIndex(arrangement.item.height);
      }
    }
  }
}

/** An object's members and where it is. */
class Fields {
  constructor(readonly object: JSONObject, readonly at: string) {}

  place(key: string): string {
    return this.at === "" ? key : `${this.at}.${key}`;
  }

  /** The member's value; undefined when it is absent or null. */
  value(key: string): JSONNode | undefined {
    const member = this.object.members.find((entry) => entry[0] === key);
    return member === undefined || member[1] === null ? undefined : member[1];
  }
}

type Fault = (place: string, message: string) => LoadError;

class FieldReader {
  constructor(readonly formulaCount: number, readonly fault: Fault) {}

  fields(node: JSONNode, place: string): Fields {
    if (!(node instanceof JSONObject)) throw this.fault(place, "this value must be an object");
    return new Fields(node, place);
  }

  required(fields: Fields, key: string): JSONNode {
    const value = fields.value(key);
    if (value === undefined) throw this.fault(fields.place(key), "this field is missing");
    return value;
  }

  list(node: JSONNode, place: string): JSONNode[] {
    if (!Array.isArray(node)) throw this.fault(place, "this value must be a list");
    return node;
  }

  /** A whole number within ±2^53. */
  integer(node: JSONNode, place: string): number {
    if (typeof node !== "number" || node !== Math.trunc(node) || Math.abs(node) > 9007199254740992) {
      throw this.fault(place, "this value must be an integer");
    }
    return node === 0 ? 0 : node; // -0 is the integer 0
  }

  string(node: JSONNode, place: string): string {
    if (typeof node !== "string") throw this.fault(place, "this value must be a string");
    return node;
  }

  bool(node: JSONNode, place: string): boolean {
    if (typeof node !== "boolean") throw this.fault(place, "this value must be true or false");
    return node;
  }

  word<Word extends string>(node: JSONNode, place: string, words: readonly Word[]): Word {
    const text = this.string(node, place);
    const word = words.find((candidate) => candidate === text);
    if (word === undefined) {
      throw this.fault(place, `this value must be one of ${words.map((candidate) => `'${candidate}'`).join(", ")}, not '${scalarPrefix(text, 40)}'`);
    }
    return word;
  }

  formula(node: JSONNode, place: string): F {
    const index = this.integer(node, place);
    if (index < 0 || index >= this.formulaCount) {
      throw this.fault(place, this.formulaCount === 0 ? `this refers to formula ${index}, but the file has no formulas`
        : `this refers to formula ${index}, but the file has formulas 0 to ${this.formulaCount - 1}`);
    }
    return index;
  }

  formulaField(fields: Fields, key: string): F {
    return this.formula(this.required(fields, key), fields.place(key));
  }

  optionalFormula(fields: Fields, key: string): F | undefined {
    const value = fields.value(key);
    return value === undefined ? undefined : this.formula(value, fields.place(key));
  }

  integerField(fields: Fields, key: string): number {
    return this.integer(this.required(fields, key), fields.place(key));
  }

  boolField(fields: Fields, key: string): boolean {
    return this.bool(this.required(fields, key), fields.place(key));
  }

  wordField<Word extends string>(fields: Fields, key: string, words: readonly Word[]): Word {
    return this.word(this.required(fields, key), fields.place(key), words);
  }

  object(fields: Fields, key: string): Fields {
    return this.fields(this.required(fields, key), fields.place(key));
  }

  optionalObject(fields: Fields, key: string): Fields | undefined {
    const value = fields.value(key);
    return value === undefined ? undefined : this.fields(value, fields.place(key));
  }

  /** An object with exactly one of `keys`, which names what it is. */
  oneOf(fields: Fields, keys: readonly string[], message: string): [string, JSONNode] {
    const present = fields.object.members.filter((member) => keys.includes(member[0]));
    if (present.length !== 1) throw this.fault(fields.at, message);
    return present[0];
  }
}

const snapRules: readonly Snap[] = ["none", "center", "leading", "page"];
const kinds = ["tiles", "blocks", "circle", "line", "masonry", "flow", "rule", "grid"] as const;

/** The layout, field by field in the documented order. */
class ModelReader extends FieldReader {
  layout(node: JSONNode): LayoutModel {
    const fields = this.fields(node, "layout");
    const name = this.string(this.required(fields, "name"), fields.place("name"));
    const bytes = new TextEncoder().encode(name).length;
    if (bytes === 0 || bytes > 1024) throw this.fault(fields.place("name"), `a layout's name has 1 to 1024 bytes, not ${bytes}`);
    const axis = this.wordField(fields, "axis", ["vertical", "horizontal"] as const);
    const direction = this.wordField(fields, "direction", ["ltr", "rtl"] as const);
    const base = this.body(this.object(fields, "base"));
    const variantNodes = this.list(this.required(fields, "variants"), fields.place("variants"));
    if (variantNodes.length > limits.maxVariants) {
      throw this.fault(fields.place("variants"), `the layout has ${variantNodes.length} variants; at most ${limits.maxVariants} are allowed`);
    }
    const variants = variantNodes.map((variantNode, index) => {
      const variant = this.fields(variantNode, `${fields.place("variants")}[${index}]`);
      const condition = this.formulaField(variant, "condition");
      return { condition, body: this.body(this.object(variant, "body")) };
    });
    return { name, axis, direction, base, variants };
  }

  body(fields: Fields): BodyModel {
    const defaultSection = this.section(this.object(fields, "defaultSection"));
    const overrideNodes = this.list(this.required(fields, "sectionOverrides"), fields.place("sectionOverrides"));
    if (overrideNodes.length > limits.maxSectionOverrides) {
      throw this.fault(fields.place("sectionOverrides"), `the layout has ${overrideNodes.length} section overrides; at most ${limits.maxSectionOverrides} are allowed`);
    }
    const sectionOverrides = overrideNodes.map((node, index) => this.section(this.fields(node, `${fields.place("sectionOverrides")}[${index}]`)));
    if (sectionOverrides.length > 0 && [defaultSection, ...sectionOverrides].some((section) => section.arrangement.kind === "circle")) {
      throw this.fault(fields.place("sectionOverrides"), "a circle cannot be one section among others: it does not scroll");
    }
    const effectsFields = this.optionalObject(fields, "effects");
    const effects = effectsFields === undefined ? undefined : this.effects(effectsFields);
    return { defaultSection, sectionOverrides, effects, snap: this.wordField(fields, "snap", snapRules) };
  }

  section(fields: Fields): SectionModel {
    const arrangement = this.arrangement(this.object(fields, "arrangement"));
    const insets = this.insets(this.object(fields, "insets"));
    const section: SectionModel = { arrangement, insets };
    const header = this.optionalObject(fields, "header");
    if (header !== undefined) section.header = this.supplementary(header);
    const footer = this.optionalObject(fields, "footer");
    if (footer !== undefined) section.footer = this.supplementary(footer);
    const background = this.optionalObject(fields, "background");
    if (background !== undefined) {
      section.background = { insets: this.insets(this.object(background, "insets")), cornerRadius: this.formulaField(background, "cornerRadius") };
    }
    const separators = this.optionalObject(fields, "separators");
    if (separators !== undefined) {
      const thickness = this.formulaField(separators, "thickness");
      const inset = this.formulaField(separators, "inset");
      section.separators = { thickness, inset, offset: this.formulaField(separators, "offset") };
    }
    const orthogonal = this.optionalObject(fields, "orthogonal");
    if (orthogonal !== undefined) {
      const length = this.formulaField(orthogonal, "length");
      section.orthogonal = { length, snap: this.wordField(orthogonal, "snap", snapRules) };
    }
    const effects = this.optionalObject(fields, "effects");
    if (effects !== undefined) section.effects = this.effects(effects);
    const snap = fields.value("snap");
    if (snap !== undefined) section.snap = this.word(snap, fields.place("snap"), snapRules);
    return section;
  }

  insets(fields: Fields): InsetsModel {
    const top = this.formulaField(fields, "top");
    const left = this.formulaField(fields, "left");
    const bottom = this.formulaField(fields, "bottom");
    return { top, left, bottom, right: this.formulaField(fields, "right") };
  }

  supplementary(fields: Fields): SupplementaryModel {
    const length = this.formulaField(fields, "length");
    return { length, pinned: this.boolField(fields, "pinned") };
  }

  size(fields: Fields): SizeModel {
    const width = this.formulaField(fields, "width");
    return { width, height: this.formulaField(fields, "height") };
  }

  cell(fields: Fields): CellModel {
    const x = this.formulaField(fields, "x");
    const y = this.formulaField(fields, "y");
    const width = this.formulaField(fields, "width");
    return { x, y, width, height: this.formulaField(fields, "height") };
  }

  effects(fields: Fields): EffectsModel {
    const effects: EffectsModel = {};
    for (const key of ["scale", "alpha", "zIndex", "rotation", "translateX", "translateY", "turn", "perspective"] as const) {
      const formula = this.optionalFormula(fields, key);
      if (formula !== undefined) effects[key] = formula;
    }
    return effects;
  }

  arrangement(fields: Fields): Arrangement {
    const [kind, node] = this.oneOf(fields, kinds,
      "an arrangement has exactly one key, its kind: tiles, blocks, circle, line, masonry, flow, rule or grid");
    const model = this.fields(node, fields.place(kind));
    switch (kind) {
      case "tiles": return this.tiles(model);
      case "blocks": return this.blocks(model);
      case "circle": {
        const item = this.size(this.object(model, "item"));
        const [centerX, centerY, radius, start, step] = (["centerX", "centerY", "radius", "start", "step"] as const).map((key) => this.formulaField(model, key));
        const clockwise = this.boolField(model, "clockwise");
        return { kind, item, centerX, centerY, radius, start, step, clockwise, singleAtCenter: this.boolField(model, "singleAtCenter") };
      }
      case "line": {
        const item = this.size(this.object(model, "item"));
        const spacing = this.formulaField(model, "spacing");
        return { kind, item, spacing, align: this.wordField(model, "align", ["start", "center", "end"] as const), perItem: false };
      }
      case "masonry": {
        const columns = this.columns(model, "masonry layout");
        const columnSpacing = this.formulaField(model, "columnSpacing");
        const itemSpacing = this.formulaField(model, "itemSpacing");
        const itemLength = this.optionalFormula(model, "itemLength");
        const shortestFirst = this.boolField(model, "shortestFirst");
        const tiesToTrailing = this.boolField(model, "tiesToTrailing");
        return { kind, columns, columnSpacing, itemSpacing, itemLength, shortestFirst, tiesToTrailing, span: this.optionalFormula(model, "span") };
      }
      case "flow": return this.flow(model);
      case "rule": {
        const frame = this.cell(this.object(model, "frame"));
        const periodFields = this.optionalObject(model, "period");
        if (periodFields === undefined) return { kind, frame };
        const items = this.integerField(periodFields, "items");
        if (items < 1 || items > limits.maxPatternCells) {
          throw this.fault(periodFields.place("items"), `a rule's period has 1 to ${limits.maxPatternCells} items, not ${items}`);
        }
        return { kind, frame, period: { items, length: this.formulaField(periodFields, "length") } };
      }
      default: {
        const columns = this.columns(model, "grid");
        const rowLength = this.optionalFormula(model, "rowLength");
        const columnGap = this.formulaField(model, "columnGap");
        const rowGap = this.formulaField(model, "rowGap");
        const span = this.optionalFormula(model, "span");
        const rowSpan = this.optionalFormula(model, "rowSpan");
        const column = this.optionalFormula(model, "column");
        const dense = this.boolField(model, "dense");
        return { kind: "grid", columns, rowLength, columnGap, rowGap, span, rowSpan, column, dense, period: this.optionalFormula(model, "period") };
      }
    }
  }

  tiles(fields: Fields): Arrangement {
    const cellNodes = this.list(this.required(fields, "cells"), fields.place("cells"));
    if (cellNodes.length < 1 || cellNodes.length > limits.maxPatternCells) {
      throw this.fault(fields.place("cells"), `a tile pattern has 1 to ${limits.maxPatternCells} cells, not ${cellNodes.length}`);
    }
    const cells = cellNodes.map((node, index) => this.cell(this.fields(node, `${fields.place("cells")}[${index}]`)));
    const period = this.optionalFormula(fields, "period");
    const spacing = this.formulaField(fields, "spacing");
    return { kind: "tiles", cells, period, spacing, extent: this.optionalFormula(fields, "extent") };
  }

  blocks(fields: Fields): Arrangement {
    const place = fields.place("columns");
    const columnNodes = this.list(this.required(fields, "columns"), place);
    if (columnNodes.length < 1 || columnNodes.length > limits.maxColumns) {
      throw this.fault(place, `a column spec has 1 to ${limits.maxColumns} columns, not ${columnNodes.length}`);
    }
    const columns = columnNodes.map((node, column) =>
      this.list(node, `${place}[${column}]`).map((slot, index) => this.integer(slot, `${place}[${column}][${index}]`)));
    const slots = columns.reduce((sum, list) => sum + list.length, 0);
    if (slots < 1 || slots > limits.maxPatternCells) throw this.fault(place, `a column spec has 1 to ${limits.maxPatternCells} slots, not ${slots}`);
    const seen = new Uint8Array(slots);
    columns.forEach((list, column) => {
      for (const slot of list) {
        if (slot < 0 || slot >= slots || seen[slot]) {
          throw this.fault(`${place}[${column}]`, `slot ${slot} is out of range or listed twice; the slots of a block are 0 to ${slots - 1}, each once`);
        }
        seen[slot] = 1;
      }
    });
    const columnWidth = this.formulaField(fields, "columnWidth");
    const itemLength = this.formulaField(fields, "itemLength");
    return { kind: "blocks", columns, columnWidth, itemLength, spacing: this.optionalFormula(fields, "spacing") };
  }

  columns(fields: Fields, kind: string): Columns {
    const columns = this.object(fields, "columns");
    const [key, node] = this.oneOf(columns, ["count", "minimumWidth"], "columns have exactly one key: count or minimumWidth");
    if (key !== "count") return { minimumWidth: this.formula(node, columns.place(key)) };
    const count = this.integer(node, columns.place(key));
    if (count < 1 || count > limits.maxColumns) throw this.fault(columns.at, `a ${kind} has 1 to ${limits.maxColumns} columns, not ${count}`);
    return { count };
  }

  flow(fields: Fields): Arrangement {
    const sizingFields = this.object(fields, "sizing");
    const [key, node] = this.oneOf(sizingFields, ["columns", "minimumWidth", "item", "data"],
      "a flow's sizing has exactly one key: columns, minimumWidth, item or data");
    const value = this.fields(node, sizingFields.place(key));
    let sizing: FlowSizing;
    if (key === "columns") {
      const count = this.integerField(value, "count");
      if (count < 1 || count > limits.maxColumns) {
        throw this.fault(sizingFields.at, `a flow has 1 to ${limits.maxColumns} items per line, not ${count}`);
      }
      sizing = { columns: count, aspect: this.formulaField(value, "aspect") };
    } else if (key === "minimumWidth") {
      const width = this.formulaField(value, "width");
      sizing = { minimumWidth: width, aspect: this.formulaField(value, "aspect") };
    } else if (key === "item") {
      sizing = { item: this.size(this.object(value, "size")), perItem: false };
    } else {
      sizing = { data: true };
    }
    const spacing = this.formulaField(fields, "spacing");
    const lineSpacing = this.formulaField(fields, "lineSpacing");
    const align = this.wordField(fields, "align", ["justify", "leading", "center", "trailing"] as const);
    return { kind: "flow", sizing, spacing, lineSpacing, align, span: this.optionalFormula(fields, "span") };
  }
}
