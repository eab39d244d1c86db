// Reading a compiled file's JSON field by field: each value checked for its type, each fault
// refused with its place (a path of keys and indices) and the same message as the Swift runtime's
// CompiledModelReader gives.

import { JSONValue, JSONObject } from "./json.js";
import type { F } from "../model/model.js";
import type { LoadError } from "./loadError.js";
import { scalarPrefix } from "../programs/program.js";

/** An object's members and where it is. */
export class Fields {
  constructor(readonly object: JSONObject, readonly at: string) {}

  place(key: string): string {
    return this.at === "" ? key : `${this.at}.${key}`;
  }

  /** The member's value; undefined when it is absent or null. */
  value(key: string): JSONValue | undefined {
    const member = this.object.members.find((entry) => entry[0] === key);
    return member === undefined || member[1] === null ? undefined : member[1];
  }
}

export type Fault = (place: string, message: string) => LoadError;

export class FieldReader {
  constructor(readonly formulaCount: number, readonly fault: Fault) {}

  fields(node: JSONValue, place: string): Fields {
    if (!(node instanceof JSONObject)) throw this.fault(place, "this value must be an object");
    return new Fields(node, place);
  }

  required(fields: Fields, key: string): JSONValue {
    const value = fields.value(key);
    if (value === undefined) throw this.fault(fields.place(key), "this field is missing");
    return value;
  }

  list(node: JSONValue, place: string): JSONValue[] {
    if (!Array.isArray(node)) throw this.fault(place, "this value must be a list");
    return node;
  }

  /** A whole number within ±2^53. */
  integer(node: JSONValue, place: string): number {
    if (typeof node !== "number" || node !== Math.trunc(node) || Math.abs(node) > 9007199254740992) {
      throw this.fault(place, "this value must be an integer");
    }
    return node === 0 ? 0 : node; // -0 is the integer 0
  }

  string(node: JSONValue, place: string): string {
    if (typeof node !== "string") throw this.fault(place, "this value must be a string");
    return node;
  }

  bool(node: JSONValue, place: string): boolean {
    if (typeof node !== "boolean") throw this.fault(place, "this value must be true or false");
    return node;
  }

  word<Word extends string>(node: JSONValue, place: string, words: readonly Word[]): Word {
    const text = this.string(node, place);
    const word = words.find((candidate) => candidate === text);
    if (word === undefined) {
      throw this.fault(place, `this value must be one of ${words.map((candidate) => `'${candidate}'`).join(", ")}, not '${scalarPrefix(text, 40)}'`);
    }
    return word;
  }

  formula(node: JSONValue, place: string): F {
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

  optionalWordField<Word extends string>(fields: Fields, key: string, words: readonly Word[]): Word | undefined {
    const value = fields.value(key);
    return value === undefined ? undefined : this.word(value, fields.place(key), words);
  }

  object(fields: Fields, key: string): Fields {
    return this.fields(this.required(fields, key), fields.place(key));
  }

  optionalObject(fields: Fields, key: string): Fields | undefined {
    const value = fields.value(key);
    return value === undefined ? undefined : this.fields(value, fields.place(key));
  }

  /** An object with exactly one of `keys`, which names what it is. */
  oneOf(fields: Fields, keys: readonly string[], message: string): [string, JSONValue] {
    const present = fields.object.members.filter((member) => keys.includes(member[0]));
    if (present.length !== 1) throw this.fault(fields.at, message);
    return present[0];
  }
}
