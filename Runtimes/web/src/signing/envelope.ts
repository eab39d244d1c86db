// The signed envelope's text, read as the Swift runtime's EnvelopeReader reads it: the canonical
// form byte for byte, or refused with the member named.

import { SignedFileError } from "./signedFileError.js";

/** A signed file's fields. `expires` is seconds since 1970 (UTC). */
export interface SignedEnvelope {
  keyId: string;
  name: string;
  serial: number;
  expires: number;
  payload: Uint8Array;
  signature?: Uint8Array;
}

const maximumBytes = 23 * 1024 * 1024;
const maximumSerial = Number.MAX_SAFE_INTEGER;

/** Whether the bytes claim to be an envelope: `{`, JSON whitespace, then `"tessera-signed"`. */
export function isEnvelope(bytes: Uint8Array): boolean {
  let index = 0;
  const skipSpace = (): void => {
    while (index < bytes.length && (bytes[index] === 0x20 || bytes[index] === 0x09 || bytes[index] === 0x0a || bytes[index] === 0x0d)) index++;
  };
  skipSpace();
  if (bytes[index] !== 0x7b) return false;
  index++;
  skipSpace();
  const key = '"tessera-signed"';
  for (let offset = 0; offset < key.length; offset++) {
    if (bytes[index + offset] !== key.charCodeAt(offset)) return false;
  }
  return true;
}

export function readEnvelope(bytes: Uint8Array, file?: string): SignedEnvelope {
  const malformed = (message: string): SignedFileError =>
    new SignedFileError("envelope.malformed", `${message}; a signed file is exactly what \`tessera compile --sign\` writes, re-sign the layout rather than edit the file`, file);
  if (bytes.length > maximumBytes) throw malformed(`the file is larger than ${maximumBytes} bytes`);
  if (bytes.some((byte) => byte >= 0x80)) throw malformed("the file holds bytes that are not ASCII");
  let rest = new TextDecoder().decode(bytes);
  const literal = (expected: string, member: string): void => {
    if (!rest.startsWith(expected)) throw malformed(`expected ${expected} at ${member}`);
    rest = rest.slice(expected.length);
  };
  const field = (member: string, allowed: RegExp, terminator: string): string => {
    const end = rest.indexOf(terminator);
    if (end < 0) throw malformed(`\`${member}\` is not closed`);
    const value = rest.slice(0, end);
    if (!allowed.test(value)) throw malformed(`\`${member}\` holds a character it may not hold`);
    rest = rest.slice(end);
    return value;
  };
  const base64 = /^[A-Za-z0-9+/=]*$/;
  literal('{"tessera-signed":', "the start");
  if (!rest.startsWith("1,")) throw malformed("`tessera-signed` is not 1, the only envelope version there is");
  rest = rest.slice(2);
  literal('"keyId":"', "`keyId`");
  const keyId = field("keyId", /^[0-9a-f]*$/, '"');
  if (keyId.length !== 32) throw malformed("`keyId` is not 32 lower-case hexadecimal digits");
  literal('","', "after `keyId`");
  literal('name":"', "`name`");
  const name = field("name", /^[A-Za-z0-9._-]*$/, '"');
  if (name.length < 1 || name.length > 128) throw malformed("`name` is not 1 to 128 of A-Z, a-z, 0-9, '.', '_', '-'");
  literal('","serial":', "after `name`");
  const serialText = field("serial", /^[0-9]*$/, ",");
  const serial = Number(serialText);
  if (!/^(0|[1-9][0-9]*)$/.test(serialText) || !(serial <= maximumSerial)) {
    throw malformed("`serial` is not a whole number from 0 to 2^53-1 without leading zeros");
  }
  literal(',"expires":"', "`expires`");
  const expires = envelopeSeconds(field("expires", /^/, '"'));
  if (expires === undefined) throw malformed("`expires` is not a date YYYY-MM-DDTHH:MM:SSZ from 1970");
  literal('","payload":"', "after `expires`");
  const payload = canonicalBase64(field("payload", base64, '"'));
  if (payload === undefined) throw malformed("`payload` is not canonical base64");
  literal('"', "after `payload`");
  let signature: Uint8Array | undefined;
  if (rest.startsWith(',"signature":"')) {
    rest = rest.slice(',"signature":"'.length);
    signature = canonicalBase64(field("signature", base64, '"'));
    if (signature === undefined || signature.length !== 64) throw malformed("`signature` is not 64 bytes in canonical base64");
    literal('"', "after `signature`");
  }
  if (rest !== "}\n") throw malformed("expected }, a line feed and the end of the file after the last member");
  return signature === undefined ? { keyId, name, serial, expires, payload } : { keyId, name, serial, expires, payload, signature };
}

/** The bytes the signature is over (docs/COMPILED-FORMAT.md): the fields on lines, then the payload. */
export function signedBytes(envelope: SignedEnvelope): Uint8Array {
  const header = new TextEncoder().encode(
    `tessera-signed 1\nkeyId ${envelope.keyId}\nname ${envelope.name}\nserial ${envelope.serial}\nexpires ${envelopeDate(envelope.expires)}\npayload ${envelope.payload.length}\n`,
  );
  const bytes = new Uint8Array(header.length + envelope.payload.length);
  bytes.set(header);
  bytes.set(envelope.payload, header.length);
  return bytes;
}

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

export function encodeBase64(bytes: Uint8Array): string {
  let text = "";
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index]!, b = bytes[index + 1], c = bytes[index + 2];
    const word = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    text += alphabet[word >> 18]! + alphabet[(word >> 12) & 63]!;
    text += b === undefined ? "=" : alphabet[(word >> 6) & 63]!;
    text += c === undefined ? "=" : alphabet[word & 63]!;
  }
  return text;
}

/** Padded base64 that encodes back to the same text (no spare bits set), or undefined. */
export function canonicalBase64(text: string): Uint8Array | undefined {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let out = 0;
  for (let index = 0; index < text.length; index += 4) {
    let word = 0;
    for (let offset = 0; offset < 4; offset++) {
      const character = text[index + offset]!;
      word = (word << 6) | (character === "=" ? 0 : alphabet.indexOf(character));
    }
    for (const shift of [16, 8, 0]) {
      if (out < bytes.length) bytes[out++] = (word >> shift) & 255;
    }
  }
  return encodeBase64(bytes) === text ? bytes : undefined;
}

/** `YYYY-MM-DDTHH:MM:SSZ` for seconds since 1970, computed as every runtime computes it. */
export function envelopeDate(seconds: number): string {
  const days = Math.floor(seconds / 86400), rest = seconds - days * 86400;
  const [year, month, day] = civil(days);
  const two = (value: number): string => String(value).padStart(2, "0");
  return `${year}-${two(month)}-${two(day)}T${two(Math.floor(rest / 3600))}:${two(Math.floor(rest / 60) % 60)}:${two(rest % 60)}Z`;
}

/** Seconds since 1970 for a date in exactly that form from 1970 on, or undefined. */
export function envelopeSeconds(text: string): number | undefined {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})Z$/.exec(text);
  if (match === null) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (year < 1970 || month < 1 || month > 12 || day < 1 || day > daysIn(month, year) || hour > 23 || minute > 59 || second > 59) return undefined;
  return daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second;
}

function daysIn(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400), yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function civil(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097), dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}
