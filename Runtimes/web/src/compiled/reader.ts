// Reads and checks a compiled layout file in the order docs/COMPILED-FORMAT.md gives ("What a
// reader checks"), refusing at the first fault with its place and message: the same order,
// places and messages as the Swift runtime's CompiledLayoutReader and CompiledModelReader.

import { JSONFault, JSONValue, JSONObject, parseJSON } from "./json.js";
import { Fields, FieldReader } from "./fields.js";
import { limits } from "../inputs/limits.js";
import type { BodyModel, F, LayoutModel, SizeModel } from "../model/model.js";
import { NodeReader } from "./nodeReader.js";
import { bodyVersionNeeded, formatVersion, pagingByItemVersion, sectionVersionNeeded, textScaleVersion, understands } from "./versions.js";
import type { Columns, FlowSizing, RulePeriod, Snap } from "../model/shapes.js";
import { Program, ProgramError, scalarPrefix } from "../programs/program.js";
import { LoadError } from "./loadError.js";
import { errorCodes } from "../errors/codes.js";

export const formatName = "tessera-compiled-layout";
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
    throw new LoadError("", `the file has ${bytes.length} bytes; compiled layouts are limited to ${limits.maxFileBytes}`, file, undefined, undefined, errorCodes.loadTooLarge);
  }
  let document: JSONValue;
  try {
    document = parseJSON(bytes);
  } catch (error) {
    if (!(error instanceof JSONFault)) throw error;
    throw new LoadError(`line ${error.line}, column ${error.column}`,
      `the file is not valid JSON here: ${error.message}; compiled layouts are written by \`tessera compile\``, file, error.line, error.column);
  }
  if (!(document instanceof JSONObject)) {
    throw new LoadError("", "the file must be a JSON object, as `tessera compile` writes it", file, undefined, undefined, errorCodes.loadNotCompiledLayout);
  }
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
  const listed = mustUnderstand(top.value("mustUnderstand"), fields, file);
  // A newer file loads when it lists what a reader must understand and this one knows all of it:
  // what it does not know is then ignorable (docs/COMPILED-FORMAT.md, "Compatibility").
  if (version === undefined || version < 1 || (version > formatVersion && !listed)) {
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
  const modelReader = new ModelReader(programs.length, fault);
  const model = modelReader.layout(modelReader.fields(fields.required(top, "layout"), "layout"));
  deriveFlags(model, programs);
  const needed = versionNeeded(model, programs);
  if (needed.version > version && needed.feature !== undefined) {
    throw new LoadError("version", `the file says version ${version} but uses ${needed.feature}, which came in version ${needed.version}; compile the layout again`,
      file, undefined, undefined, errorCodes.loadVersionUnderstated);
  }
  return { model, programs, places, source, version };
}

/** Whether the file has a `mustUnderstand` list, each member of it one this runtime understands. */
function mustUnderstand(node: JSONValue | undefined, fields: FieldReader, file: string | undefined): boolean {
  if (node === undefined) return false;
  fields.list(node, "mustUnderstand").forEach((entry, number) => {
    const use = fields.fields(entry, `mustUnderstand[${number}]`);
    const member = fields.string(fields.required(use, "member"), use.place("member"));
    const path = fields.string(fields.required(use, "path"), use.place("path"));
    if (!understands(member)) {
      throw new LoadError(`mustUnderstand[${number}]`, `the file uses '${scalarPrefix(member, 80)}' at '${scalarPrefix(path, 200)}', which this runtime (compiled format versions 1 to ${formatVersion}) does not understand and may not ignore; update the app's Tessera runtime, or serve it a layout without that member`,
        file, undefined, undefined, errorCodes.loadMemberNotUnderstood);
    }
  });
  return true;
}

/** The lowest version that holds the layout, and the first thing it uses that version 1 lacks. */
function versionNeeded(model: LayoutModel, programs: Program[]): { version: number; feature?: string } {
  let needed: { version: number; feature?: string } = programs.some((program) => program.readsName("textScale"))
    ? textScaleVersion : { version: 1 };
  // What sections need comes from the model's description (versions.ts, generated).
  for (const body of [model.base, ...model.variants.map((variant) => variant.body)]) {
    for (const section of [body.defaultSection, ...body.sectionOverrides]) {
      const sectionNeeds = sectionVersionNeeded(section);
      if (sectionNeeds !== undefined && sectionNeeds.version > needed.version) needed = sectionNeeds;
    }
    const bodyNeeds = bodyVersionNeeded(body);
    if (bodyNeeds !== undefined && bodyNeeds.version > needed.version) needed = bodyNeeds;
  }
  // Paging by item is a value of the snap fields rather than a field.
  if (needed.version < pagingByItemVersion.version && pagesByItem(model)) needed = pagingByItemVersion;
  return needed;
}

/** Whether any snap rule of the layout pages by item. */
function pagesByItem(model: LayoutModel): boolean {
  const paging = (rule: Snap | undefined) => typeof rule === "object";
  return [model.base, ...model.variants.map((variant) => variant.body)].some((body) => paging(body.snap)
    || [body.defaultSection, ...body.sectionOverrides].some((section) => paging(section.snap) || paging(section.orthogonal?.snap)));
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

/** The layout and its bodies, whose checks span fields, and the model's shapes; the generated
 * NodeReader reads the rest, field by field in the documented order. */
class ModelReader extends NodeReader {
  layout(fields: Fields): LayoutModel {
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
    const variants = variantNodes.map((variantNode, index) => this.variant(this.fields(variantNode, `${fields.place("variants")}[${index}]`)));
    return { name, axis, direction, base, variants };
  }

  body(fields: Fields): BodyModel {
    const defaultFields = this.object(fields, "defaultSection");
    const defaultSection = this.section(defaultFields);
    const overrideNodes = this.list(this.required(fields, "sectionOverrides"), fields.place("sectionOverrides"));
    if (overrideNodes.length > limits.maxSectionOverrides) {
      throw this.fault(fields.place("sectionOverrides"), `the layout has ${overrideNodes.length} section overrides; at most ${limits.maxSectionOverrides} are allowed`);
    }
    const sectionOverrides = overrideNodes.map((node, index) => this.section(this.fields(node, `${fields.place("sectionOverrides")}[${index}]`)));
    if (sectionOverrides.length > 0 && [defaultSection, ...sectionOverrides].some((section) => section.arrangement.kind === "circle")) {
      throw this.fault(fields.place("sectionOverrides"), "a circle cannot be one section among others: it does not scroll");
    }
    if (defaultSection.arrangement.kind === "circle") {
      // The circle is the whole layout, in the viewport: nothing sits before, after or behind it.
      const key = (["header", "footer", "background", "separators", "orthogonal"] as const).find((key) => defaultSection[key] !== undefined);
      if (key !== undefined) throw this.fault(defaultFields.place(key), `a circle does not scroll, so it has no ${key}; remove it`);
    }
    const effectsFields = this.optionalObject(fields, "effects");
    const effects = effectsFields === undefined ? undefined : this.effects(effectsFields);
    const body: BodyModel = { defaultSection, sectionOverrides, snap: this.snapRule(this.required(fields, "snap"), fields.place("snap")) };
    if (effects !== undefined) body.effects = effects;
    const reducedFields = this.optionalObject(fields, "reducedMotionEffects");
    if (reducedFields !== undefined) body.reducedMotionEffects = this.effects(reducedFields);
    const gravity = this.optionalWordField(fields, "gravity", ["start", "end"] as const);
    if (gravity !== undefined) body.gravity = gravity;
    return body;
  }

  columnSpec(fields: Fields, key: string): number[][] {
    const place = fields.place(key);
    const columnNodes = this.list(this.required(fields, key), place);
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
    return columns;
  }

  columns(fields: Fields, key: string, noun: string): Columns {
    const columns = this.object(fields, key);
    const [which, node] = this.oneOf(columns, ["count", "minimumWidth"], "columns have exactly one key: count or minimumWidth");
    if (which !== "count") return { minimumWidth: this.formula(node, columns.place(which)) };
    const count = this.integer(node, columns.place(which));
    if (count < 1 || count > limits.maxColumns) throw this.fault(columns.at, `a ${noun} has 1 to ${limits.maxColumns} columns, not ${count}`);
    return { count };
  }

  sizing(fields: Fields, key: string): FlowSizing<SizeModel> {
    const sizingFields = this.object(fields, key);
    const [which, node] = this.oneOf(sizingFields, ["columns", "minimumWidth", "item", "data"],
      "a flow's sizing has exactly one key: columns, minimumWidth, item or data");
    const value = this.fields(node, sizingFields.place(which));
    if (which === "columns") {
      const count = this.integerField(value, "count");
      if (count < 1 || count > limits.maxColumns) {
        throw this.fault(sizingFields.at, `a flow has 1 to ${limits.maxColumns} items per line, not ${count}`);
      }
      return { columns: count, aspect: this.formulaField(value, "aspect") };
    } else if (which === "minimumWidth") {
      const width = this.formulaField(value, "width");
      return { minimumWidth: width, aspect: this.formulaField(value, "aspect") };
    } else if (which === "item") {
      // Whether each item is measured is derived from the programs; the file's word is not read.
      return { item: this.size(this.object(value, "size")), perItem: false };
    }
    return { data: true };
  }

  /** A snap rule: one of its words, or paging by item, `{"paging": "leading", "items": 1}`. */
  snapRule(value: JSONValue, place: string): Snap {
    if (!(value instanceof JSONObject)) return this.word(value, place, ["none", "center", "leading", "page"] as const);
    const paging = this.fields(value, place);
    const alignment = this.wordField(paging, "paging", ["leading", "center"] as const);
    const items = this.integerField(paging, "items");
    if (items < 1 || items > limits.maxPagingItems) {
      throw this.fault(paging.place("items"), `paging by item moves 1 to ${limits.maxPagingItems} items a swipe, not ${items}`);
    }
    return { paging: alignment, items };
  }

  rulePeriod(fields: Fields, key: string): RulePeriod | undefined {
    const periodFields = this.optionalObject(fields, key);
    if (periodFields === undefined) return undefined;
    const items = this.integerField(periodFields, "items");
    if (items < 1 || items > limits.maxPatternCells) {
      throw this.fault(periodFields.place("items"), `a rule's period has 1 to ${limits.maxPatternCells} items, not ${items}`);
    }
    return { items, length: this.formulaField(periodFields, "length") };
  }
}
