// Formulas computed by running their programs, each value checked finite, as the Swift
// runtime's ProgramEvaluator and `finiteValue` do.

import { LayoutError, describe, swiftDouble } from "../geometry/geometry.js";
import type { F } from "../model/model.js";
import { Context, Program, maxStackDepth } from "./program.js";

export class Evaluator {
  /** One stack for every evaluation: programs are checked to stay within it. */
  private readonly stack = new Float64Array(maxStackDepth + 1);

  constructor(readonly programs: Program[], readonly places: [number, number][]) {}

  /** Where formula `formula` is written in the layout's source: line and column. */
  place(formula: F): [number, number] {
    return this.places[formula];
  }

  value(formula: F, context: Context): number {
    return this.programs[formula].evaluate(context, this.stack);
  }

  /** The formula's value; NaN or infinity is an error at the formula, never a frame. */
  finiteValue(formula: F, context: Context): number {
    const value = this.value(formula, context);
    if (!Number.isFinite(value)) {
      const [line, column] = this.places[formula];
      throw new LayoutError(
        `the expression here evaluates to ${swiftDouble(value)} for a ${describe(context.width)}×${describe(context.height)} viewport; guard it (e.g. with max) so it stays finite`,
        undefined, line, column);
    }
    return value;
  }
}
