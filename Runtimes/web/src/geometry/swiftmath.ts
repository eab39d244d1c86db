// Swift's arithmetic where JavaScript's differs, so that the web runtime computes every number
// as the Swift runtime does: which operand `min` and `max` keep (signed zeros, NaN), and rounding
// halves away from zero.

/** Swift's `min(a, b)`: `b < a ? b : a`. */
export const swiftMin = (a: number, b: number) => (b < a ? b : a);

/** Swift's `max(a, b)`: `b >= a ? b : a`. */
export const swiftMax = (a: number, b: number) => (b >= a ? b : a);

/** Swift's `Sequence.min()`: the first element no later one is below; undefined when empty. */
export function sequenceMin(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  let result = values[0];
  for (let index = 1; index < values.length; index++) if (values[index] < result) result = values[index];
  return result;
}

/** Swift's `Sequence.max()`: the first element no later one exceeds; undefined when empty. */
export function sequenceMax(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  let result = values[0];
  for (let index = 1; index < values.length; index++) if (result < values[index]) result = values[index];
  return result;
}

/** Swift's `rounded()` and C's `round`: halves away from zero (JavaScript's `Math.round` takes them up). */
export function roundAway(value: number): number {
  if (!Number.isFinite(value)) return value;
  const whole = Math.trunc(value);
  return Math.abs(value - whole) >= 0.5 ? whole + Math.sign(value) : whole;
}
