// Rectangles in the layout's own terms (u along the scroll axis, v across it) and in view terms,
// the mapping between them, and the numbers in messages, all as the Swift runtime computes them.

import { errorCodes } from "../errors/codes.js";
import { roundAway } from "./swiftmath.js";

export interface Rect { x: number; y: number; width: number; height: number }
export interface Point { x: number; y: number }
export interface Size { width: number; height: number }

/** A rect in the layout's terms: `u` along the scroll axis, `v` across it. */
export interface AxisRect { u: number; v: number; length: number; breadth: number }

export const axisRect = (u: number, v: number, length: number, breadth: number): AxisRect => ({ u, v, length, breadth });
export const uEnd = (rect: AxisRect) => rect.u + rect.length;
export const offsetRect = (rect: AxisRect, du: number, dv: number): AxisRect => ({ u: rect.u + du, v: rect.v + dv, length: rect.length, breadth: rect.breadth });

export type Axis = "vertical" | "horizontal";
export type Direction = "ltr" | "rtl";

/** The layout's terms to view terms: which axis scrolls, and right-to-left mirroring. */
export class AxisMapping {
  constructor(readonly axis: Axis, readonly direction: Direction, readonly contentWidth: number) {}

  rect(r: AxisRect): Rect {
    const rect = this.axis === "vertical"
      ? { x: r.v, y: r.u, width: r.breadth, height: r.length }
      : { x: r.u, y: r.v, width: r.length, height: r.breadth };
    if (this.direction === "rtl") rect.x = this.contentWidth - rect.x - rect.width;
    return rect;
  }

  /** `rect(offsetRect(r, du, dv))` in one step, with the same arithmetic. */
  rectOffset(r: AxisRect, du: number, dv: number): Rect {
    return this.rectOf(r.u + du, r.v + dv, r.length, r.breadth);
  }

  /** The view rect of the axis rect with these numbers: `rect` without the axis rect. */
  rectOf(u: number, v: number, length: number, breadth: number): Rect {
    const rect = this.axis === "vertical" ? { x: v, y: u, width: breadth, height: length } : { x: u, y: v, width: length, height: breadth };
    if (this.direction === "rtl") rect.x = this.contentWidth - rect.x - rect.width;
    return rect;
  }

  axisRect(rect: Rect): AxisRect {
    const x = this.direction === "rtl" ? this.contentWidth - rect.x - rect.width : rect.x;
    return this.axis === "vertical"
      ? { u: rect.y, v: x, length: rect.height, breadth: rect.width }
      : { u: x, v: rect.y, length: rect.width, breadth: rect.height };
  }

  u(point: Point): number { return this.axis === "vertical" ? point.y : point.x; }
  uSize(size: Size): number { return this.axis === "vertical" ? size.height : size.width; }
  vSize(size: Size): number { return this.axis === "vertical" ? size.width : size.height; }
  point(u: number, v: number): Point { return this.axis === "vertical" ? { x: v, y: u } : { x: u, y: v }; }
}

/** A fault that depends on the viewport or the data, found while computing a layout; `line`
 * and `column` say where the faulty expression is written, when the layout came from a file. */
export class LayoutError extends Error {
  /** Its stable code (docs/ERRORS.md), for an app to count. */
  readonly code = errorCodes.runLayoutFailed;

  constructor(message: string, public file?: string, readonly line?: number, readonly column?: number) {
    super(message);
  }

  /** The same fault, naming `file` unless it names one already. */
  naming(file: string | undefined): LayoutError {
    if (this.file === undefined) this.file = file;
    return this;
  }

  toString(): string {
    const place = [this.file, this.line?.toString(), this.line === undefined ? undefined : this.column?.toString()].filter((part) => part !== undefined);
    return place.length === 0 ? this.message : `${place.join(":")}: ${this.message}`;
  }
}

/** A number as the Swift runtime's messages write it: two decimals, or three significant
 * digits below 1, whole numbers without a fraction, as Swift prints a Double. */
export function describe(value: number): string {
  if (!Number.isFinite(value) || !(Math.abs(value) < 1e15) || value === roundAway(value)) return exactText(value);
  let scale = 100;
  while (Math.abs(value) * scale < 100) {
    if (!(scale < 1e20)) return exactText(value);
    scale *= 10;
  }
  return exactText(roundAway(value * scale) / scale);
}

/** A number exactly: whole numbers below 1e15 without a fraction, anything else as Swift prints a Double. */
function exactText(value: number): string {
  if (Number.isFinite(value) && value === roundAway(value) && Math.abs(value) < 1e15) return value === 0 ? "0" : String(value);
  return swiftDouble(value);
}

/** Swift's `Double.description`: the shortest digits that read back as the same bits, in
 * decimal from 1e-4 up to 2^53 (with ".0" when whole), else as `d.ddde±XX`. */
export function swiftDouble(value: number): string {
  if (Number.isNaN(value)) return "nan";
  if (value === Infinity) return "inf";
  if (value === -Infinity) return "-inf";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  const sign = value < 0 ? "-" : "";
  const magnitude = Math.abs(value);
  // toExponential() gives the shortest round-trip digits, as Swift's printer does.
  const [mantissa, exponentText] = magnitude.toExponential().split("e");
  const digits = mantissa.replace(".", "");
  const exponent = Number(exponentText);
  if (magnitude < 1e-4 || magnitude >= 9007199254740992) {
    const fraction = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const power = String(Math.abs(exponent)).padStart(2, "0");
    return `${sign}${fraction}e${exponent < 0 ? "-" : "+"}${power}`;
  }
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  const fraction = digits.slice(exponent + 1);
  return `${sign}${whole}.${fraction.length > 0 ? fraction : "0"}`;
}
