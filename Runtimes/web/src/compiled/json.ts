// A JSON text as the compiled format reads it (docs/COMPILED-FORMAT.md, "The JSON"): RFC 8259
// exactly, UTF-8, at most 64 levels deep, no key twice in an object, every number a finite
// double. The same grammar, limits, messages and places as the Swift runtime's JSONDocument, so
// that both runtimes accept and refuse the same texts. JSON.parse is not used: it accepts lone
// surrogates and duplicate keys, and names no line and column.

export type JSONValue = null | boolean | number | string | JSONValue[] | JSONObject;

/** An object's members in order; `members` keeps the order the text gives. */
export class JSONObject {
  constructor(readonly members: [string, JSONValue][]) {}
}

export const maxDepth = 64;

export class JSONFault extends Error {
  constructor(readonly line: number, readonly column: number, message: string) {
    super(message);
  }
}

class Stop {
  constructor(readonly offset: number, readonly message: string) {}
}

const space = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
const digit = (byte: number) => byte >= 0x30 && byte <= 0x39;

export function parseJSON(text: Uint8Array): JSONValue {
  const parser = new Parser(text);
  try {
    parser.skipSpace();
    const value = parser.value(1);
    parser.skipSpace();
    if (parser.index < text.length) throw parser.stop("there is more text after the JSON value");
    return value;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const [line, column] = lineAndColumn(text, error.offset);
    throw new JSONFault(line, column, error.message);
  }
}

function lineAndColumn(text: Uint8Array, offset: number): [number, number] {
  let line = 1;
  let column = 1;
  for (let index = 0; index < offset && index < text.length; index++) {
    const byte = text[index];
    if (byte === 0x0a) {
      line += 1;
      column = 1;
    } else if ((byte & 0xc0) !== 0x80) {
      column += 1; // not a UTF-8 continuation byte: a new character
    }
  }
  return [line, column];
}

class Parser {
  index = 0;
  constructor(readonly text: Uint8Array) {}

  current(): number | undefined {
    return this.index < this.text.length ? this.text[this.index] : undefined;
  }

  stop(message: string, offset = this.index): Stop {
    return new Stop(offset, message);
  }

  skipSpace(): void {
    while (this.index < this.text.length && space(this.text[this.index])) this.index += 1;
  }

  value(depth: number): JSONValue {
    const byte = this.current();
    if (byte === undefined) throw this.stop("the text ends where a value was expected");
    switch (byte) {
      case 0x7b: // {
      case 0x5b: // [
        if (depth > maxDepth) {
          throw this.stop(`the JSON nests deeper than ${maxDepth} levels; a compiled layout nests about 12`);
        }
        return byte === 0x7b ? this.object(depth) : this.array(depth);
      case 0x22:
        return this.string();
      case 0x74:
        this.literal("true");
        return true;
      case 0x66:
        this.literal("false");
        return false;
      case 0x6e:
        this.literal("null");
        return null;
      default:
        if (byte === 0x2d || digit(byte)) return this.number();
        throw this.stop("a value was expected (an object, array, string, number, true, false or null)");
    }
  }

  array(depth: number): JSONValue[] {
    this.index += 1;
    const items: JSONValue[] = [];
    this.skipSpace();
    if (this.current() === 0x5d) {
      this.index += 1;
      return items;
    }
    for (;;) {
      this.skipSpace();
      items.push(this.value(depth + 1));
      this.skipSpace();
      const byte = this.current();
      if (byte === 0x2c) this.index += 1;
      else if (byte === 0x5d) {
        this.index += 1;
        return items;
      } else if (byte === undefined) throw this.stop("the text ends inside an array");
      else throw this.stop("',' or ']' was expected");
    }
  }

  object(depth: number): JSONObject {
    this.index += 1;
    const members: [string, JSONValue][] = [];
    const keys = new Set<string>();
    this.skipSpace();
    if (this.current() === 0x7d) {
      this.index += 1;
      return new JSONObject(members);
    }
    for (;;) {
      this.skipSpace();
      const keyStart = this.index;
      if (this.current() !== 0x22) {
        throw this.stop(this.current() === undefined ? "the text ends inside an object" : "a key in double quotes was expected");
      }
      const key = this.string();
      if (keys.has(key)) throw this.stop(`the key '${key}' appears twice in this object`, keyStart);
      keys.add(key);
      this.skipSpace();
      if (this.current() !== 0x3a) throw this.stop("':' was expected after the key");
      this.index += 1;
      this.skipSpace();
      members.push([key, this.value(depth + 1)]);
      this.skipSpace();
      const byte = this.current();
      if (byte === 0x2c) this.index += 1;
      else if (byte === 0x7d) {
        this.index += 1;
        return new JSONObject(members);
      } else if (byte === undefined) throw this.stop("the text ends inside an object");
      else throw this.stop("',' or '}' was expected");
    }
  }

  string(): string {
    const start = this.index;
    const text = this.text;
    this.index += 1;
    let result = "";
    while (this.index < text.length) {
      const byte = text[this.index];
      if (byte === 0x22) {
        this.index += 1;
        return result;
      } else if (byte === 0x5c) {
        this.index += 1;
        if (this.index >= text.length) break;
        const escaped = text[this.index];
        if (escaped === 0x75) {
          const unit = this.hexUnit(this.index + 1);
          if (unit === undefined) throw this.stop("'\\u' must be followed by four hexadecimal digits", this.index - 1);
          if (unit >= 0xdc00 && unit <= 0xdfff) {
            throw this.stop("this '\\u' escape is half of a character (a low surrogate alone)", this.index - 1);
          }
          this.index += 5;
          let scalar = unit;
          if (unit >= 0xd800 && unit <= 0xdbff) {
            const low = this.current() === 0x5c && this.index + 1 < text.length && text[this.index + 1] === 0x75
              ? this.hexUnit(this.index + 2) : undefined;
            if (low === undefined || low < 0xdc00 || low > 0xdfff) {
              throw this.stop("this '\\u' escape is half of a character (a high surrogate without its low one)", this.index - 6);
            }
            scalar = 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
            this.index += 6;
          }
          result += String.fromCodePoint(scalar);
        } else {
          const replacement = escapes.get(escaped);
          if (replacement === undefined) throw this.stop("this escape is not JSON's", this.index - 1);
          result += replacement;
          this.index += 1;
        }
      } else if (byte < 0x20) {
        throw this.stop("a string cannot hold a control character; write it escaped");
      } else if (byte >= 0x80) {
        const scalar = this.utf8Scalar(this.index);
        if (scalar === undefined) throw this.stop("the text is not valid UTF-8 here");
        result += String.fromCodePoint(scalar[0]);
        this.index += scalar[1];
      } else {
        result += String.fromCharCode(byte);
        this.index += 1;
      }
    }
    throw this.stop("this string is not closed", start);
  }

  /** The well-formed UTF-8 sequence at `start` (Unicode's table 3-7) and its length. */
  utf8Scalar(start: number): [number, number] | undefined {
    const text = this.text;
    const lead = text[start];
    let length = 0;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead === 0xe0) [length, low] = [3, 0xa0];
    else if ((lead >= 0xe1 && lead <= 0xec) || lead === 0xee || lead === 0xef) length = 3;
    else if (lead === 0xed) [length, high] = [3, 0x9f];
    else if (lead === 0xf0) [length, low] = [4, 0x90];
    else if (lead >= 0xf1 && lead <= 0xf3) length = 4;
    else if (lead === 0xf4) [length, high] = [4, 0x8f];
    if (length === 0 || start + length > text.length || text[start + 1] < low || text[start + 1] > high) return undefined;
    for (let offset = 2; offset < length; offset++) {
      if (text[start + offset] < 0x80 || text[start + offset] > 0xbf) return undefined;
    }
    let value = lead & (0xff >> (length + 1));
    for (let offset = 1; offset < length; offset++) value = (value << 6) | (text[start + offset] & 0x3f);
    return [value, length];
  }

  hexUnit(start: number): number | undefined {
    if (start + 4 > this.text.length) return undefined;
    let unit = 0;
    for (let index = start; index < start + 4; index++) {
      const byte = this.text[index];
      let value: number;
      if (byte >= 0x30 && byte <= 0x39) value = byte - 0x30;
      else if (byte >= 0x61 && byte <= 0x66) value = byte - 0x61 + 10;
      else if (byte >= 0x41 && byte <= 0x46) value = byte - 0x41 + 10;
      else return undefined;
      unit = unit * 16 + value;
    }
    return unit;
  }

  number(): number {
    const start = this.index;
    const digits = () => {
      const first = this.index;
      while (this.index < this.text.length && digit(this.text[this.index])) this.index += 1;
      return this.index - first;
    };
    if (this.current() === 0x2d) this.index += 1;
    if (this.current() === 0x30) this.index += 1;
    else if (digits() === 0) throw this.stop("a number was expected", start);
    if (this.current() === 0x2e) {
      this.index += 1;
      if (digits() === 0) throw this.stop("a number's fraction needs digits", start);
    }
    if (this.current() === 0x65 || this.current() === 0x45) {
      this.index += 1;
      if (this.current() === 0x2b || this.current() === 0x2d) this.index += 1;
      if (digits() === 0) throw this.stop("a number's exponent needs digits", start);
    }
    // Number() rounds a decimal text to the nearest double, as Swift's parser does.
    const value = Number(ascii.decode(this.text.subarray(start, this.index)));
    if (!Number.isFinite(value)) throw this.stop("this number is too large for a double", start);
    return value;
  }

  literal(word: string): void {
    for (let offset = 0; offset < word.length; offset++) {
      if (this.text[this.index + offset] !== word.charCodeAt(offset)) {
        throw this.stop(`a value was expected (did you mean ${word}?)`);
      }
    }
    this.index += word.length;
  }
}

const ascii = new TextDecoder();

const escapes = new Map<number, string>([
  [0x22, '"'], [0x5c, "\\"], [0x2f, "/"], [0x62, "\b"], [0x66, "\f"], [0x6e, "\n"], [0x72, "\r"], [0x74, "\t"],
]);
