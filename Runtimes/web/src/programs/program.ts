// Formulas as postfix programs (docs/COMPILED-FORMAT.md, "Programs"): reading an instruction's
// word, checking a program whoever made it, and running it. The same grammar, checks, messages
// and arithmetic as the Swift runtime's FormulaProgram, so both give the same bits.

import { roundAway, swiftMax, swiftMin } from "../geometry/swiftmath.js";

export const maxInstructions = 1 << 16;
export const maxStackDepth = 4096;

/** The names a formula reads, in the order of `Context`'s fields. */
export const variableNames = [
  "width", "height", "index", "count", "section", "column", "columnCount", "slot", "blockSize", "columnWidth", "distance", "textScale",
] as const;
export type VariableName = (typeof variableNames)[number];

const operators = ["+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||"] as const;
const functions: Record<string, [number, number]> = {
  min: [2, 16], max: [2, 16], abs: [1, 1], floor: [1, 1], ceil: [1, 1], round: [1, 1], sqrt: [1, 1],
  sin: [1, 1], cos: [1, 1], tan: [1, 1], atan2: [2, 2],
};

// Instructions as small integers with one operand each: a flat program runs without objects.
const enum Op { Constant, Variable, Negate, Not, Binary, Call, JumpIfFalse, Jump }
const functionNames = Object.keys(functions);

export class ProgramError extends Error {
  constructor(readonly instruction: number, message: string) {
    super(message);
  }
}

/** Where the formula is evaluated: each name's value (`textScale` is 1 unless given). */
export class Context {
  width = 0; height = 0; index = 0; count = 0; section = 0; column = 0; columnCount = 0;
  slot = 0; blockSize = 0; columnWidth = 0; distance = 0; textScale = 1;

  /** Every name back to its default, for a context used again. */
  reset(): void {
    this.width = 0; this.height = 0; this.index = 0; this.count = 0; this.section = 0; this.column = 0; this.columnCount = 0;
    this.slot = 0; this.blockSize = 0; this.columnWidth = 0; this.distance = 0; this.textScale = 1;
  }
}

/** An instruction's word, or undefined when it is none (by the format's grammar). */
function readWord(word: string): [Op, number] | undefined {
  if (!/^[\x00-\x7f]*$/.test(word)) return undefined; // every word is ASCII
  const variable = (variableNames as readonly string[]).indexOf(word);
  if (variable >= 0) return [Op.Variable, variable];
  const operator = (operators as readonly string[]).indexOf(word);
  if (operator >= 0) return [Op.Binary, operator];
  if (word === "neg") return [Op.Negate, 0];
  if (word === "!") return [Op.Not, 0];
  const constant = readNumber(word);
  if (constant !== undefined) return [Op.Constant, constant];
  const slash = word.indexOf("/");
  if (slash >= 0) {
    const fn = functionNames.indexOf(word.slice(0, slash));
    const count = readInteger(word.slice(slash + 1), false);
    // The function and its count in one operand, count * 16 + function (a count of up to 9
    // digits stays exact; the check then refuses one its function does not take).
    if (fn >= 0 && count !== undefined) return [Op.Call, count * 16 + fn];
  }
  if (word.startsWith("jumpIfFalse:")) {
    const offset = readInteger(word.slice("jumpIfFalse:".length), true);
    if (offset !== undefined) return [Op.JumpIfFalse, offset];
  }
  if (word.startsWith("jump:")) {
    const offset = readInteger(word.slice("jump:".length), true);
    if (offset !== undefined) return [Op.Jump, offset];
  }
  return undefined;
}

const numberWord = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

function readNumber(word: string): number | undefined {
  if (word === "inf") return Infinity;
  if (word === "-inf") return -Infinity;
  if (word === "nan") return NaN;
  return numberWord.test(word) ? Number(word) : undefined;
}

function readInteger(text: string, signed: boolean): number | undefined {
  const digits = signed && text.startsWith("-") ? text.slice(1) : text;
  return /^[0-9]{1,9}$/.test(digits) ? Number(text) : undefined;
}

/** A checked program: its instructions as two parallel arrays, and the stack it needs. */
export class Program {
  private constructor(
    readonly ops: Uint8Array,
    readonly operands: Float64Array,
    readonly stackDepth: number,
    /** The names it reads, as indices into `variableNames`. */
    readonly reads: Set<number>,
  ) {}

  /** Reads and checks a program's text; refuses with the instruction's number and why. */
  static read(text: string): Program {
    const words = text.split(" ").filter((word) => word.length > 0);
    const ops = new Uint8Array(Math.min(words.length, maxInstructions));
    const operands = new Float64Array(ops.length);
    for (let position = 0; position < words.length; position++) {
      if (position >= maxInstructions) throw new ProgramError(-1, `a program has at most ${maxInstructions} instructions`);
      const instruction = readWord(words[position]);
      if (instruction === undefined) {
        throw new ProgramError(-1, `instruction ${position}, '${scalarPrefix(words[position], 40)}', is not a number, a name, an operator, a call such as 'min/2' or a jump such as 'jump:2'`);
      }
      ops[position] = instruction[0];
      operands[position] = instruction[1];
    }
    return Program.check(ops, operands);
  }

  /** Every path pushes before it pops, jumps go forward and land inside, paths that meet agree
   * on the depth, calls have a count their function takes, and one value is left. */
  private static check(ops: Uint8Array, operands: Float64Array): Program {
    const count = ops.length;
    if (count === 0) throw new ProgramError(0, "the program is empty");
    const depths = new Int32Array(count + 1).fill(-1);
    depths[0] = 0;
    let deepest = 0;
    const reads = new Set<number>();
    const flow = (target: number, depth: number, pc: number) => {
      if (target > count) throw new ProgramError(pc, `a jump leaves the program (to ${target} of ${count})`);
      if (depths[target] === -1) depths[target] = depth;
      else if (depths[target] !== depth) {
        throw new ProgramError(pc, `paths meet at instruction ${target} with different stack depths (${depths[target]} and ${depth})`);
      }
    };
    for (let pc = 0; pc < count; pc++) {
      const depth = depths[pc];
      if (depth < 0) throw new ProgramError(pc, "no path reaches this instruction");
      const needs = (operandCount: number) => {
        if (depth < operandCount) {
          throw new ProgramError(pc, `it takes ${operandCount} value${operandCount === 1 ? "" : "s"} but the stack holds ${depth}`);
        }
      };
      const operand = operands[pc];
      switch (ops[pc]) {
        case Op.Constant:
        case Op.Variable:
          if (depth >= maxStackDepth) throw new ProgramError(pc, `the stack grows beyond ${maxStackDepth} values`);
          if (ops[pc] === Op.Variable) reads.add(operand);
          deepest = Math.max(deepest, depth + 1);
          flow(pc + 1, depth + 1, pc);
          break;
        case Op.Negate:
        case Op.Not:
          needs(1);
          flow(pc + 1, depth, pc);
          break;
        case Op.Binary:
          needs(2);
          flow(pc + 1, depth - 1, pc);
          break;
        case Op.Call: {
          const fn = functionNames[operand % 16];
          const argumentCount = Math.floor(operand / 16);
          const [low, high] = functions[fn];
          if (argumentCount < low || argumentCount > high) {
            throw new ProgramError(pc, `${fn} takes ${low}${high > low ? ` to ${high}` : ""} arguments, not ${argumentCount}`);
          }
          needs(argumentCount);
          flow(pc + 1, depth - argumentCount + 1, pc);
          break;
        }
        case Op.JumpIfFalse:
          needs(1);
          if (operand < 0) throw new ProgramError(pc, `a jump goes backwards (offset ${operand})`);
          flow(pc + 1, depth - 1, pc);
          flow(pc + 1 + Math.min(operand, count), depth - 1, pc);
          break;
        case Op.Jump:
          if (operand < 0) throw new ProgramError(pc, `a jump goes backwards (offset ${operand})`);
          flow(pc + 1 + Math.min(operand, count), depth, pc);
          break;
      }
    }
    if (depths[count] !== 1) {
      throw new ProgramError(count, `the program ends with ${Math.max(depths[count], 0)} values on the stack instead of one`);
    }
    return new Program(ops, operands, deepest, reads);
  }

  /** Whether the program reads `name`. */
  readsName(name: VariableName): boolean {
    return this.reads.has(variableNames.indexOf(name));
  }

  /** The program's value in `context`, on `stack` (at least `stackDepth` long). */
  evaluate(context: Context, stack: Float64Array): number {
    const ops = this.ops;
    const operands = this.operands;
    const count = ops.length;
    if (count === 1) {
      if (ops[0] === Op.Constant) return operands[0];
      if (ops[0] === Op.Variable) return variable(context, operands[0]);
    }
    let top = -1;
    for (let pc = 0; pc < count; pc++) {
      const operand = operands[pc];
      switch (ops[pc]) {
        case Op.Constant: stack[++top] = operand; break;
        case Op.Variable: stack[++top] = variable(context, operand); break;
        case Op.Negate: stack[top] = -stack[top]; break;
        case Op.Not: stack[top] = stack[top] !== 0 ? 0 : 1; break;
        case Op.Binary: {
          const b = stack[top];
          top -= 1;
          stack[top] = binary(operand, stack[top], b);
          break;
        }
        case Op.Call: {
          const argumentCount = Math.floor(operand / 16);
          top -= argumentCount - 1;
          stack[top] = call(operand % 16, stack, top, argumentCount);
          break;
        }
        case Op.JumpIfFalse: {
          const condition = stack[top];
          top -= 1;
          if (condition === 0) pc += operand;
          break;
        }
        case Op.Jump: pc += operand; break;
      }
    }
    return stack[0];
  }
}

/** The first `count` Unicode scalars of `text`: hostile text quoted in a message is cut as the
 * Swift runtime cuts it. */
export function scalarPrefix(text: string, count: number): string {
  return Array.from(text).slice(0, count).join("");
}

function variable(context: Context, index: number): number {
  switch (index) {
    case 0: return context.width;
    case 1: return context.height;
    case 2: return context.index;
    case 3: return context.count;
    case 4: return context.section;
    case 5: return context.column;
    case 6: return context.columnCount;
    case 7: return context.slot;
    case 8: return context.blockSize;
    case 9: return context.columnWidth;
    case 10: return context.distance;
    case 11: return context.textScale;
    // The check admits only indices of `variableNames`.
    default: throw new ProgramError(0, `variable ${index} is not one of the ${variableNames.length} a formula reads`);
  }
}

// A name added to `variableNames` must be read by `variable` too (Swift's switch over its enum is
// checked by its compiler): checked once, when the module loads, so that no test can pass without.
variableNames.forEach((name, index) => {
  const probe = new Context();
  probe[name] = index + 0.5;
  if (variable(probe, index) !== index + 0.5) throw new Error(`program.ts: variable ${index} does not read '${name}'; add its case`);
});

function binary(operator: number, a: number, b: number): number {
  switch (operator) {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return a * b;
    case 3: return a / b;
    case 4: return a % b; // C's fmod: the sign of `a`, as Swift's truncatingRemainder
    case 5: return a < b ? 1 : 0;
    case 6: return a <= b ? 1 : 0;
    case 7: return a > b ? 1 : 0;
    case 8: return a >= b ? 1 : 0;
    case 9: return a === b ? 1 : 0;
    case 10: return a !== b ? 1 : 0;
    case 11: return a !== 0 && b !== 0 ? 1 : 0;
    default: return a !== 0 || b !== 0 ? 1 : 0;
  }
}

function call(fn: number, stack: Float64Array, base: number, count: number): number {
  switch (functionNames[fn]) {
    case "min": {
      let result = stack[base];
      for (let index = 1; index < count; index++) result = swiftMin(result, stack[base + index]);
      return result;
    }
    case "max": {
      let result = stack[base];
      for (let index = 1; index < count; index++) result = swiftMax(result, stack[base + index]);
      return result;
    }
    case "abs": return Math.abs(stack[base]);
    case "floor": return Math.floor(stack[base]);
    case "ceil": return Math.ceil(stack[base]);
    case "round": return roundAway(stack[base]);
    case "sqrt": return Math.sqrt(stack[base]);
    case "sin": return Math.sin(stack[base]);
    case "cos": return Math.cos(stack[base]);
    case "tan": return Math.tan(stack[base]);
    default: return Math.atan2(stack[base], stack[base + 1]);
  }
}
