// Tessera's web runtime, built from Runtimes/web/src by build.mjs.
// geometry/swiftmath.js
// Swift's arithmetic where JavaScript's differs, so that the web runtime computes every number
// as the Swift runtime does: which operand `min` and `max` keep (signed zeros, NaN), and rounding
// halves away from zero.
/** Swift's `min(a, b)`: `b < a ? b : a`. */
const swiftMin = (a, b) => (b < a ? b : a);
/** Swift's `max(a, b)`: `b >= a ? b : a`. */
const swiftMax = (a, b) => (b >= a ? b : a);
/** Swift's `Sequence.min()`: the first element no later one is below; undefined when empty. */
function sequenceMin(values) {
    if (values.length === 0)
        return undefined;
    let result = values[0];
    for (let index = 1; index < values.length; index++)
        if (values[index] < result)
            result = values[index];
    return result;
}
/** Swift's `Sequence.max()`: the first element no later one exceeds; undefined when empty. */
function sequenceMax(values) {
    if (values.length === 0)
        return undefined;
    let result = values[0];
    for (let index = 1; index < values.length; index++)
        if (result < values[index])
            result = values[index];
    return result;
}
/** Swift's `rounded()` and C's `round`: halves away from zero (JavaScript's `Math.round` takes them up). */
function roundAway(value) {
    if (!Number.isFinite(value))
        return value;
    const whole = Math.trunc(value);
    return Math.abs(value - whole) >= 0.5 ? whole + Math.sign(value) : whole;
}

// geometry/geometry.js
// Rectangles in the layout's own terms (u along the scroll axis, v across it) and in view terms,
// the mapping between them, and the numbers in messages, all as the Swift runtime computes them.

const axisRect = (u, v, length, breadth) => ({ u, v, length, breadth });
const uEnd = (rect) => rect.u + rect.length;
const offsetRect = (rect, du, dv) => ({ u: rect.u + du, v: rect.v + dv, length: rect.length, breadth: rect.breadth });
/** The layout's terms to view terms: which axis scrolls, and right-to-left mirroring. */
class AxisMapping {
    axis;
    direction;
    contentWidth;
    constructor(axis, direction, contentWidth) {
        this.axis = axis;
        this.direction = direction;
        this.contentWidth = contentWidth;
    }
    rect(r) {
        const rect = this.axis === "vertical"
            ? { x: r.v, y: r.u, width: r.breadth, height: r.length }
            : { x: r.u, y: r.v, width: r.length, height: r.breadth };
        if (this.direction === "rtl")
            rect.x = this.contentWidth - rect.x - rect.width;
        return rect;
    }
    /** `rect(offsetRect(r, du, dv))` in one step, with the same arithmetic. */
    rectOffset(r, du, dv) {
        return this.rectOf(r.u + du, r.v + dv, r.length, r.breadth);
    }
    /** The view rect of the axis rect with these numbers: `rect` without the axis rect. */
    rectOf(u, v, length, breadth) {
        const rect = this.axis === "vertical" ? { x: v, y: u, width: breadth, height: length } : { x: u, y: v, width: length, height: breadth };
        if (this.direction === "rtl")
            rect.x = this.contentWidth - rect.x - rect.width;
        return rect;
    }
    axisRect(rect) {
        const x = this.direction === "rtl" ? this.contentWidth - rect.x - rect.width : rect.x;
        return this.axis === "vertical"
            ? { u: rect.y, v: x, length: rect.height, breadth: rect.width }
            : { u: x, v: rect.y, length: rect.width, breadth: rect.height };
    }
    u(point) { return this.axis === "vertical" ? point.y : point.x; }
    uSize(size) { return this.axis === "vertical" ? size.height : size.width; }
    vSize(size) { return this.axis === "vertical" ? size.width : size.height; }
    point(u, v) { return this.axis === "vertical" ? { x: v, y: u } : { x: u, y: v }; }
}
/** A fault that depends on the viewport or the data, found while computing a layout; `line`
 * and `column` say where the faulty expression is written, when the layout came from a file. */
class LayoutError extends Error {
    file;
    line;
    column;
    constructor(message, file, line, column) {
        super(message);
        this.file = file;
        this.line = line;
        this.column = column;
    }
    /** The same fault, naming `file` unless it names one already. */
    naming(file) {
        if (this.file === undefined)
            this.file = file;
        return this;
    }
    toString() {
        const place = [this.file, this.line?.toString(), this.line === undefined ? undefined : this.column?.toString()].filter((part) => part !== undefined);
        return place.length === 0 ? this.message : `${place.join(":")}: ${this.message}`;
    }
}
/** A number as the Swift runtime's messages write it: two decimals, or three significant
 * digits below 1, whole numbers without a fraction, as Swift prints a Double. */
function describe(value) {
    if (!Number.isFinite(value) || !(Math.abs(value) < 1e15) || value === roundAway(value))
        return exactText(value);
    let scale = 100;
    while (Math.abs(value) * scale < 100) {
        if (!(scale < 1e20))
            return exactText(value);
        scale *= 10;
    }
    return exactText(roundAway(value * scale) / scale);
}
/** A number exactly: whole numbers below 1e15 without a fraction, anything else as Swift prints a Double. */
function exactText(value) {
    if (Number.isFinite(value) && value === roundAway(value) && Math.abs(value) < 1e15)
        return value === 0 ? "0" : String(value);
    return swiftDouble(value);
}
/** Swift's `Double.description`: the shortest digits that read back as the same bits, in
 * decimal from 1e-4 up to 2^53 (with ".0" when whole), else as `d.ddde±XX`. */
function swiftDouble(value) {
    if (Number.isNaN(value))
        return "nan";
    if (value === Infinity)
        return "inf";
    if (value === -Infinity)
        return "-inf";
    if (value === 0)
        return Object.is(value, -0) ? "-0.0" : "0.0";
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
    if (exponent < 0)
        return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
    const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
    const fraction = digits.slice(exponent + 1);
    return `${sign}${whole}.${fraction.length > 0 ? fraction : "0"}`;
}

// programs/program.js
// Formulas as postfix programs (docs/COMPILED-FORMAT.md, "Programs"): reading an instruction's
// word, checking a program whoever made it, and running it. The same grammar, checks, messages
// and arithmetic as the Swift runtime's FormulaProgram, so both give the same bits.

const maxInstructions = 1 << 16;
const maxStackDepth = 4096;
/** The names a formula reads, in the order of `Context`'s fields. */
const variableNames = [
    "width", "height", "index", "count", "section", "column", "columnCount", "slot", "blockSize", "columnWidth", "distance", "textScale",
];
const operators = ["+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||"];
const functions = {
    min: [2, 16], max: [2, 16], abs: [1, 1], floor: [1, 1], ceil: [1, 1], round: [1, 1], sqrt: [1, 1],
    sin: [1, 1], cos: [1, 1], tan: [1, 1], atan2: [2, 2],
};
const functionNames = Object.keys(functions);
class ProgramError extends Error {
    instruction;
    constructor(instruction, message) {
        super(message);
        this.instruction = instruction;
    }
}
/** Where the formula is evaluated: each name's value (`textScale` is 1 unless given). */
class Context {
    width = 0;
    height = 0;
    index = 0;
    count = 0;
    section = 0;
    column = 0;
    columnCount = 0;
    slot = 0;
    blockSize = 0;
    columnWidth = 0;
    distance = 0;
    textScale = 1;
    /** Every name back to its default, for a context used again. */
    reset() {
        this.width = 0;
        this.height = 0;
        this.index = 0;
        this.count = 0;
        this.section = 0;
        this.column = 0;
        this.columnCount = 0;
        this.slot = 0;
        this.blockSize = 0;
        this.columnWidth = 0;
        this.distance = 0;
        this.textScale = 1;
    }
}
/** An instruction's word, or undefined when it is none (by the format's grammar). */
function readWord(word) {
    if (!/^[\x00-\x7f]*$/.test(word))
        return undefined; // every word is ASCII
    const variable = variableNames.indexOf(word);
    if (variable >= 0)
        return [1 /* Op.Variable */, variable];
    const operator = operators.indexOf(word);
    if (operator >= 0)
        return [4 /* Op.Binary */, operator];
    if (word === "neg")
        return [2 /* Op.Negate */, 0];
    if (word === "!")
        return [3 /* Op.Not */, 0];
    const constant = readNumber(word);
    if (constant !== undefined)
        return [0 /* Op.Constant */, constant];
    const slash = word.indexOf("/");
    if (slash >= 0) {
        const fn = functionNames.indexOf(word.slice(0, slash));
        const count = readInteger(word.slice(slash + 1), false);
        // The function and its count in one operand, count * 16 + function (a count of up to 9
        // digits stays exact; the check then refuses one its function does not take).
        if (fn >= 0 && count !== undefined)
            return [5 /* Op.Call */, count * 16 + fn];
    }
    if (word.startsWith("jumpIfFalse:")) {
        const offset = readInteger(word.slice("jumpIfFalse:".length), true);
        if (offset !== undefined)
            return [6 /* Op.JumpIfFalse */, offset];
    }
    if (word.startsWith("jump:")) {
        const offset = readInteger(word.slice("jump:".length), true);
        if (offset !== undefined)
            return [7 /* Op.Jump */, offset];
    }
    return undefined;
}
const numberWord = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;
function readNumber(word) {
    if (word === "inf")
        return Infinity;
    if (word === "-inf")
        return -Infinity;
    if (word === "nan")
        return NaN;
    return numberWord.test(word) ? Number(word) : undefined;
}
function readInteger(text, signed) {
    const digits = signed && text.startsWith("-") ? text.slice(1) : text;
    return /^[0-9]{1,9}$/.test(digits) ? Number(text) : undefined;
}
/** A checked program: its instructions as two parallel arrays, and the stack it needs. */
class Program {
    ops;
    operands;
    stackDepth;
    reads;
    constructor(ops, operands, stackDepth, 
    /** The names it reads, as indices into `variableNames`. */
    reads) {
        this.ops = ops;
        this.operands = operands;
        this.stackDepth = stackDepth;
        this.reads = reads;
    }
    /** Reads and checks a program's text; refuses with the instruction's number and why. */
    static read(text) {
        const words = text.split(" ").filter((word) => word.length > 0);
        const ops = new Uint8Array(Math.min(words.length, maxInstructions));
        const operands = new Float64Array(ops.length);
        for (let position = 0; position < words.length; position++) {
            if (position >= maxInstructions)
                throw new ProgramError(-1, `a program has at most ${maxInstructions} instructions`);
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
    static check(ops, operands) {
        const count = ops.length;
        if (count === 0)
            throw new ProgramError(0, "the program is empty");
        const depths = new Int32Array(count + 1).fill(-1);
        depths[0] = 0;
        let deepest = 0;
        const reads = new Set();
        const flow = (target, depth, pc) => {
            if (target > count)
                throw new ProgramError(pc, `a jump leaves the program (to ${target} of ${count})`);
            if (depths[target] === -1)
                depths[target] = depth;
            else if (depths[target] !== depth) {
                throw new ProgramError(pc, `paths meet at instruction ${target} with different stack depths (${depths[target]} and ${depth})`);
            }
        };
        for (let pc = 0; pc < count; pc++) {
            const depth = depths[pc];
            if (depth < 0)
                throw new ProgramError(pc, "no path reaches this instruction");
            const needs = (operandCount) => {
                if (depth < operandCount) {
                    throw new ProgramError(pc, `it takes ${operandCount} value${operandCount === 1 ? "" : "s"} but the stack holds ${depth}`);
                }
            };
            const operand = operands[pc];
            switch (ops[pc]) {
                case 0 /* Op.Constant */:
                case 1 /* Op.Variable */:
                    if (depth >= maxStackDepth)
                        throw new ProgramError(pc, `the stack grows beyond ${maxStackDepth} values`);
                    if (ops[pc] === 1 /* Op.Variable */)
                        reads.add(operand);
                    deepest = Math.max(deepest, depth + 1);
                    flow(pc + 1, depth + 1, pc);
                    break;
                case 2 /* Op.Negate */:
                case 3 /* Op.Not */:
                    needs(1);
                    flow(pc + 1, depth, pc);
                    break;
                case 4 /* Op.Binary */:
                    needs(2);
                    flow(pc + 1, depth - 1, pc);
                    break;
                case 5 /* Op.Call */: {
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
                case 6 /* Op.JumpIfFalse */:
                    needs(1);
                    if (operand < 0)
                        throw new ProgramError(pc, `a jump goes backwards (offset ${operand})`);
                    flow(pc + 1, depth - 1, pc);
                    flow(pc + 1 + Math.min(operand, count), depth - 1, pc);
                    break;
                case 7 /* Op.Jump */:
                    if (operand < 0)
                        throw new ProgramError(pc, `a jump goes backwards (offset ${operand})`);
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
    readsName(name) {
        return this.reads.has(variableNames.indexOf(name));
    }
    /** The program's value in `context`, on `stack` (at least `stackDepth` long). */
    evaluate(context, stack) {
        const ops = this.ops;
        const operands = this.operands;
        const count = ops.length;
        if (count === 1) {
            if (ops[0] === 0 /* Op.Constant */)
                return operands[0];
            if (ops[0] === 1 /* Op.Variable */)
                return variable(context, operands[0]);
        }
        let top = -1;
        for (let pc = 0; pc < count; pc++) {
            const operand = operands[pc];
            switch (ops[pc]) {
                case 0 /* Op.Constant */:
                    stack[++top] = operand;
                    break;
                case 1 /* Op.Variable */:
                    stack[++top] = variable(context, operand);
                    break;
                case 2 /* Op.Negate */:
                    stack[top] = -stack[top];
                    break;
                case 3 /* Op.Not */:
                    stack[top] = stack[top] !== 0 ? 0 : 1;
                    break;
                case 4 /* Op.Binary */: {
                    const b = stack[top];
                    top -= 1;
                    stack[top] = binary(operand, stack[top], b);
                    break;
                }
                case 5 /* Op.Call */: {
                    const argumentCount = Math.floor(operand / 16);
                    top -= argumentCount - 1;
                    stack[top] = call(operand % 16, stack, top, argumentCount);
                    break;
                }
                case 6 /* Op.JumpIfFalse */: {
                    const condition = stack[top];
                    top -= 1;
                    if (condition === 0)
                        pc += operand;
                    break;
                }
                case 7 /* Op.Jump */:
                    pc += operand;
                    break;
            }
        }
        return stack[0];
    }
}
/** The first `count` Unicode scalars of `text`: hostile text quoted in a message is cut as the
 * Swift runtime cuts it. */
function scalarPrefix(text, count) {
    return Array.from(text).slice(0, count).join("");
}
function variable(context, index) {
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
    if (variable(probe, index) !== index + 0.5)
        throw new Error(`program.ts: variable ${index} does not read '${name}'; add its case`);
});
function binary(operator, a, b) {
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
function call(fn, stack, base, count) {
    switch (functionNames[fn]) {
        case "min": {
            let result = stack[base];
            for (let index = 1; index < count; index++)
                result = swiftMin(result, stack[base + index]);
            return result;
        }
        case "max": {
            let result = stack[base];
            for (let index = 1; index < count; index++)
                result = swiftMax(result, stack[base + index]);
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

// programs/evaluator.js
// Formulas computed by running their programs, each value checked finite, as the Swift
// runtime's ProgramEvaluator and `finiteValue` do.


class Evaluator {
    programs;
    places;
    /** One stack for every evaluation: programs are checked to stay within it. */
    stack = new Float64Array(maxStackDepth + 1);
    constructor(programs, places) {
        this.programs = programs;
        this.places = places;
    }
    /** Where formula `formula` is written in the layout's source: line and column. */
    place(formula) {
        return this.places[formula];
    }
    value(formula, context) {
        return this.programs[formula].evaluate(context, this.stack);
    }
    /** The formula's value; NaN or infinity is an error at the formula, never a frame. */
    finiteValue(formula, context) {
        const value = this.value(formula, context);
        if (!Number.isFinite(value)) {
            const [line, column] = this.places[formula];
            throw new LayoutError(`the expression here evaluates to ${swiftDouble(value)} for a ${describe(context.width)}×${describe(context.height)} viewport; guard it (e.g. with max) so it stays finite`, undefined, line, column);
        }
        return value;
    }
}

// inputs/limits.js
// Generated by CodeGeneration (`swift run --package-path CodeGeneration generate-model`) from
// CodeGeneration/Sources/generate-model/LimitsDescription.swift. Do not edit: change the description and run it again.
/** The bounds the runtime puts on what it is given (a file, counts), as the Swift runtime's
 * `Limits`: past them, a located error, never a crash, a hang or unbounded memory. */
const limits = {
    /** Larger than any hand-written layout by orders of magnitude. */
    maxFileBytes: 16 * 1024 * 1024,
    /**
     * Cells of a tile pattern, slots of a column spec, rows and columns of an areas grid, a rule's
     * period, grid spans and periods.
     */
    maxPatternCells: 1024,
    /** Columns of a masonry, flow or grid, and of a column spec. */
    maxColumns: 1024,
    maxVariants: 64,
    maxSectionOverrides: 1024,
    /** Items one swipe moves when a layout pages by item. */
    maxPagingItems: 1024,
    /**
     * Items in one section and sections in one layout, wherever the counts come from (an app, the
     * command line, the preview): beyond them, a layout error, not an out-of-memory kill.
     */
    maxItems: 50000000,
    maxSections: 100000,
};

// engines/placements.js
// The placement engines, as the Swift runtime's: a tile pattern repeating in closed form,
// explicit frames, a masonry pass, flows, a circle, and grid auto-placement. The arithmetic is
// the Swift code's, operation for operation, so that frames agree to the bit.


/** Cells repeating every `period` along the axis; item i is cell i % k of block i / k. */
class TilePattern {
    period;
    count;
    blockExtent;
    slots;
    cellsPerBlock;
    partialStart;
    lastBlock;
    minStart;
    maxEnd;
    inversePeriod;
    patternSlack;
    constructor(cells, period, count, partialLastBlock, blockExtent) {
        this.period = period;
        this.count = count;
        this.blockExtent = blockExtent;
        const k = cells.length;
        this.cellsPerBlock = k;
        const partial = k > 0 && count % k !== 0 ? partialLastBlock : undefined;
        this.slots = partial === undefined ? cells : [...cells, ...partial];
        this.partialStart = partial !== undefined ? Math.floor(count / k) * k : count;
        this.lastBlock = k === 0 || count === 0 ? 0 : Math.floor((count - 1) / k);
        this.minStart = sequenceMin(this.slots.map((slot) => slot.u)) ?? 0;
        this.maxEnd = sequenceMax(this.slots.map(uEnd)) ?? 0;
        this.inversePeriod = 1 / period;
        this.patternSlack = 1e-9 * (Math.abs(this.minStart) + Math.abs(this.maxEnd) + Math.abs(period));
    }
    /** The items whose span along the axis may meet `uStart..<uEnd`: whole blocks, in closed form. */
    candidates(uStart, uEnd) {
        const k = this.cellsPerBlock;
        if (this.count <= 0 || k <= 0)
            return [0, 0];
        if (!(this.period > 0) || !Number.isFinite(this.inversePeriod))
            return [0, this.count];
        const slack = 1e-9 * (Math.abs(uStart) + Math.abs(uEnd)) + this.patternSlack;
        const x = (uStart - this.maxEnd - slack) * this.inversePeriod;
        const y = (uEnd - this.minStart + slack) * this.inversePeriod;
        const blocks = this.lastBlock;
        if (!(y >= 0 && x < blocks))
            return [0, 0];
        const firstBlock = x < 0 ? 0 : Math.trunc(x) + 1;
        const lastBlockIndex = y >= blocks ? this.lastBlock : Math.trunc(y);
        if (firstBlock > lastBlockIndex)
            return [0, 0];
        return [firstBlock * k, Math.min(this.count, (lastBlockIndex + 1) * k)];
    }
    frame(item) {
        const k = this.cellsPerBlock;
        const block = Math.floor(item / k);
        const slot = item - block * k;
        return offsetRect(this.slots[item >= this.partialStart ? k + slot : slot], this.period * block, 0);
    }
    get extent() {
        const k = this.cellsPerBlock;
        if (this.count === 0 || k === 0)
            return 0;
        let end = -Infinity;
        for (let slot = 0; slot < Math.min(k, this.count); slot++) {
            const lastItem = slot + Math.floor((this.count - 1 - slot) / k) * k;
            end = swiftMax(end, uEnd(this.frame(lastItem)));
        }
        if (this.blockExtent !== undefined)
            end = swiftMax(end, this.lastBlock * this.period + this.blockExtent);
        return end;
    }
}
/** Frames listed one by one (masonry, flows, rules and grids that do not repeat), with the
 * running bounds that let a query find its candidates by binary search. */
class ExplicitFrames {
    frames;
    /** The furthest end of frames 0...i, and the nearest start of frames i..<count. */
    maxEndUpTo;
    minStartFrom;
    constructor(frames) {
        this.frames = frames;
        const count = frames.length;
        this.maxEndUpTo = new Float64Array(count);
        this.minStartFrom = new Float64Array(count);
        let running = -Infinity;
        for (let index = 0; index < count; index++) {
            running = swiftMax(running, uEnd(frames[index]));
            this.maxEndUpTo[index] = running;
        }
        running = Infinity;
        for (let index = count - 1; index >= 0; index--) {
            running = swiftMin(running, frames[index].u);
            this.minStartFrom[index] = running;
        }
    }
    get count() { return this.frames.length; }
    get extent() {
        return this.frames.length === 0 ? 0 : this.maxEndUpTo[this.frames.length - 1];
    }
    /** The items whose span may meet `uStart..<uEnd`: from the first whose running end passes
     * `uStart` to the last whose running start is before `uEnd`. */
    candidates(uStart, uEnd) {
        let low = 0;
        let high = this.frames.length;
        while (low < high) {
            const middle = (low + high) >> 1;
            if (this.maxEndUpTo[middle] > uStart)
                high = middle;
            else
                low = middle + 1;
        }
        const first = low;
        high = this.frames.length;
        while (low < high) {
            const middle = (low + high) >> 1;
            if (this.minStartFrom[middle] < uEnd)
                low = middle + 1;
            else
                high = middle;
        }
        return [first, Math.max(first, low)];
    }
    static make(count, frame) {
        const frames = [];
        for (let index = 0; index < count; index++)
            frames.push(frame(index));
        return new ExplicitFrames(frames);
    }
}
function linePositions(breadths, available, spacing, alignment) {
    let total = 0;
    for (const breadth of breadths)
        total = total + breadth;
    const count = breadths.length;
    let gap = spacing;
    let start = 0;
    switch (alignment) {
        case "justify":
            if (count > 1)
                gap = (available - total) / (count - 1);
            else
                start = (available - total) * 0.5;
            break;
        case "leading": break;
        case "center":
            start = (available - total - spacing * (count - 1)) * 0.5;
            break;
        case "trailing":
            start = available - total - spacing * (count - 1);
            break;
    }
    const positions = [];
    let v = start;
    for (const breadth of breadths) {
        positions.push(v);
        v = v + breadth + gap;
    }
    return positions;
}
function spanningFlow(spans, length, breadth, perLine, available, spacing, lineSpacing, alignment) {
    const frames = [];
    let u = 0;
    let lineStart = 0;
    let used = 0;
    const finishLine = (end) => {
        const breadths = spans.slice(lineStart, end).map((span) => span * breadth + (span - 1) * spacing);
        const positions = linePositions(breadths, available, spacing, alignment);
        breadths.forEach((itemBreadth, offset) => frames.push(axisRect(u, positions[offset], length, itemBreadth)));
        u = u + length + lineSpacing;
        lineStart = end;
        used = 0;
    };
    spans.forEach((span, index) => {
        if (used + span > perLine)
            finishLine(index);
        used += span;
    });
    if (lineStart < spans.length)
        finishLine(spans.length);
    return new ExplicitFrames(frames);
}
function uniformFlow(length, breadth, count, available, spacing, lineSpacing, alignment, perLine) {
    let fit = 1;
    if (perLine !== undefined)
        fit = perLine;
    else
        while (fit < Math.max(count, 1) && (fit + 1) * breadth + fit * spacing <= available)
            fit += 1;
    const line = (items) => linePositions(new Array(items).fill(breadth), available, spacing, alignment).map((v) => axisRect(0, v, length, breadth));
    const remainder = count % fit;
    return new TilePattern(line(fit), length + lineSpacing, count, remainder === 0 || alignment === "leading" ? undefined : [...line(remainder), ...line(fit).slice(remainder)]);
}
function flow(sizes, available, spacing, lineSpacing, alignment) {
    const frames = [];
    let lineStart = 0;
    let u = 0;
    while (lineStart < sizes.length) {
        let lineEnd = lineStart + 1;
        let used = sizes[lineStart].breadth;
        while (lineEnd < sizes.length && used + spacing + sizes[lineEnd].breadth <= available) {
            used = used + spacing + sizes[lineEnd].breadth;
            lineEnd += 1;
        }
        const line = sizes.slice(lineStart, lineEnd);
        const lineLength = sequenceMax(line.map((size) => size.length)) ?? 0;
        const positions = linePositions(line.map((size) => size.breadth), available, spacing, alignment);
        line.forEach((size, offset) => frames.push(axisRect(u + (lineLength - size.length) * 0.5, positions[offset], size.length, size.breadth)));
        u = u + lineLength + lineSpacing;
        lineStart = lineEnd;
    }
    return new ExplicitFrames(frames);
}
/** A masonry pass: each column's end, and where the next item goes. */
class MasonryColumns {
    columnWidth;
    columnSpacing;
    itemSpacing;
    shortestFirst;
    tiesToTrailing;
    ends;
    nextColumn = 0;
    constructor(columns, columnWidth, columnSpacing, itemSpacing, shortestFirst, tiesToTrailing) {
        this.columnWidth = columnWidth;
        this.columnSpacing = columnSpacing;
        this.itemSpacing = itemSpacing;
        this.shortestFirst = shortestFirst;
        this.tiesToTrailing = tiesToTrailing;
        this.ends = new Array(Math.max(1, columns)).fill(0);
    }
    copy() {
        const copy = new MasonryColumns(this.ends.length, this.columnWidth, this.columnSpacing, this.itemSpacing, this.shortestFirst, this.tiesToTrailing);
        copy.ends = [...this.ends];
        copy.nextColumn = this.nextColumn;
        return copy;
    }
    place(length) {
        const ends = this.ends;
        let column = 0;
        if (this.shortestFirst) {
            for (let candidate = 1; candidate < ends.length; candidate++) {
                const shorter = this.tiesToTrailing ? ends[candidate] <= ends[column] : ends[candidate] < ends[column];
                if (shorter)
                    column = candidate;
            }
        }
        else {
            column = this.nextColumn;
        }
        const frame = axisRect(ends[column], (this.columnSpacing + this.columnWidth) * column, length, this.columnWidth);
        ends[column] = ends[column] + length + this.itemSpacing;
        this.nextColumn = column + 1 === ends.length ? 0 : column + 1;
        return frame;
    }
    breadth(span) {
        return span === 1 ? this.columnWidth : this.columnWidth * span + this.columnSpacing * (span - 1);
    }
    placeSpanning(length, span) {
        if (span <= 1)
            return this.place(length);
        const ends = this.ends;
        const top = (start) => {
            let value = ends[start];
            for (let column = start + 1; column < start + span; column++)
                value = swiftMax(value, ends[column]);
            return value;
        };
        let start = 0;
        if (this.shortestFirst) {
            let best = top(0);
            for (let candidate = 1; candidate <= ends.length - span; candidate++) {
                const candidateTop = top(candidate);
                if (this.tiesToTrailing ? candidateTop <= best : candidateTop < best)
                    [start, best] = [candidate, candidateTop];
            }
        }
        else {
            start = this.nextColumn + span <= ends.length ? this.nextColumn : 0;
        }
        const u = top(start);
        const frame = axisRect(u, (this.columnSpacing + this.columnWidth) * start, length, this.breadth(span));
        for (let column = start; column < start + span; column++)
            ends[column] = u + length + this.itemSpacing;
        this.nextColumn = start + span === ends.length ? 0 : start + span;
        return frame;
    }
}
const anchorSpacing = 64;
/** Items on a circle, in view coordinates; sines and cosines from one per 64 items, rotated by
 * a table, as the Swift runtime computes them. */
class CirclePlacement {
    centerX;
    centerY;
    radius;
    start;
    step;
    itemWidth;
    itemHeight;
    clockwise;
    singleAtCenter;
    count;
    rotations;
    constructor(centerX, centerY, radius, start, step, itemWidth, itemHeight, clockwise, singleAtCenter, count) {
        this.centerX = centerX;
        this.centerY = centerY;
        this.radius = radius;
        this.start = start;
        this.step = step;
        this.itemWidth = itemWidth;
        this.itemHeight = itemHeight;
        this.clockwise = clockwise;
        this.singleAtCenter = singleAtCenter;
        this.count = count;
        const table = [];
        for (let j = 0; j < Math.min(count, anchorSpacing); j++) {
            if (j === 0)
                table.push([0, 1]);
            else if (j === 1)
                table.push([Math.sin(step), Math.cos(step)]);
            else if ((j & (j - 1)) === 0) {
                const half = table[j / 2];
                table.push([2 * half[0] * half[1], 1 - 2 * half[0] * half[0]]);
            }
            else {
                const lowest = j & -j;
                const base = table[j - lowest];
                const by = table[lowest];
                table.push([base[0] * by[1] + base[1] * by[0], base[1] * by[1] - base[0] * by[0]]);
            }
        }
        this.rotations = table;
    }
    frame(item) {
        let found = { x: 0, y: 0, width: 0, height: 0 };
        this.forEachFrame(item, item + 1, (_, frame) => { found = frame; });
        return found;
    }
    forEachFrame(lower, upper, body) {
        if (lower >= upper)
            return;
        const halfWidth = this.itemWidth * 0.5;
        const halfHeight = this.itemHeight * 0.5;
        const { centerX, centerY, radius, itemWidth: width, itemHeight: height } = this;
        if (this.count === 1 && this.singleAtCenter) {
            for (let item = lower; item < upper; item++)
                body(item, { x: centerX - halfWidth, y: centerY - halfHeight, width, height });
            return;
        }
        const xRadius = this.clockwise ? -radius : radius;
        let anchor = lower - (lower % anchorSpacing);
        while (anchor < upper) {
            const angle = this.start + this.step * anchor;
            const anchorSine = Math.sin(angle);
            const anchorCosine = Math.cos(angle);
            for (let item = Math.max(anchor, lower); item < Math.min(anchor + anchorSpacing, upper); item++) {
                const by = this.rotations[item - anchor];
                const sine = anchorSine * by[1] + anchorCosine * by[0];
                const cosine = anchorCosine * by[1] - anchorSine * by[0];
                const x = centerX + xRadius * sine;
                const y = centerY + radius * cosine;
                body(item, { x: x - halfWidth, y: y - halfHeight, width, height });
            }
            anchor += anchorSpacing;
        }
    }
}
/** CSS grid auto-placement (§8.5) of items with spans, sparse or dense, row by row. */
class GridAutoPlacement {
    dense;
    columns;
    occupied = [];
    firstKeptRow = 0;
    cursorRow = 0;
    cursorColumn = 0;
    firstRowForSpan = new Map();
    firstRowForPinned = new Map();
    rowCount = 0;
    constructor(columns, dense) {
        this.dense = dense;
        this.columns = Math.max(1, columns);
    }
    copy() {
        const copy = new GridAutoPlacement(this.columns, this.dense);
        copy.occupied = [...this.occupied];
        copy.firstKeptRow = this.firstKeptRow;
        copy.cursorRow = this.cursorRow;
        copy.cursorColumn = this.cursorColumn;
        copy.firstRowForSpan = new Map(this.firstRowForSpan);
        copy.firstRowForPinned = new Map(this.firstRowForPinned);
        copy.rowCount = this.rowCount;
        return copy;
    }
    place(columnSpan, rowSpan, pinned) {
        let row;
        let column;
        if (pinned !== undefined) {
            column = pinned;
            if (this.dense) {
                const key = pinned * (this.columns + 1) + columnSpan;
                row = Math.max(this.firstKeptRow, this.firstRowForPinned.get(key) ?? 0);
                while (!this.rowIsFree(row, pinned, columnSpan))
                    row += 1;
                this.firstRowForPinned.set(key, row);
            }
            else {
                row = pinned < this.cursorColumn ? this.cursorRow + 1 : this.cursorRow;
            }
            while (!this.fits(row, column, columnSpan, rowSpan))
                row += 1;
        }
        else {
            if (this.dense) {
                row = Math.max(this.firstKeptRow, this.firstRowForSpan.get(columnSpan) ?? 0);
                while (!this.rowHasRun(row, columnSpan))
                    row += 1;
                this.firstRowForSpan.set(columnSpan, row);
                column = 0;
            }
            else {
                row = this.cursorRow;
                column = this.cursorColumn;
            }
            for (;;) {
                if (column + columnSpan > this.columns) {
                    row += 1;
                    column = 0;
                }
                else if (this.fits(row, column, columnSpan, rowSpan)) {
                    break;
                }
                else {
                    column += 1;
                }
            }
        }
        this.occupy(row, column, columnSpan, rowSpan);
        this.cursorRow = row;
        this.cursorColumn = column;
        this.rowCount = Math.max(this.rowCount, row + rowSpan);
        this.dropFinishedRows();
        return [row, column];
    }
    isOccupied(row, column) {
        if (row < this.firstKeptRow)
            return true;
        const index = (row - this.firstKeptRow) * this.columns + column;
        return index < this.occupied.length && this.occupied[index];
    }
    rowIsFree(row, column, span) {
        for (let c = column; c < column + span; c++)
            if (this.isOccupied(row, c))
                return false;
        return true;
    }
    rowHasRun(row, span) {
        let run = 0;
        for (let c = 0; c < this.columns; c++) {
            run = this.isOccupied(row, c) ? 0 : run + 1;
            if (run >= span)
                return true;
        }
        return false;
    }
    fits(row, column, columnSpan, rowSpan) {
        for (let r = row; r < row + rowSpan; r++)
            if (!this.rowIsFree(r, column, columnSpan))
                return false;
        return true;
    }
    occupy(row, column, columnSpan, rowSpan) {
        const end = (row + rowSpan - this.firstKeptRow) * this.columns;
        while (this.occupied.length < end)
            this.occupied.push(false);
        for (let r = row; r < row + rowSpan; r++) {
            const start = (r - this.firstKeptRow) * this.columns;
            for (let c = column; c < column + columnSpan; c++)
                this.occupied[start + c] = true;
        }
    }
    dropFinishedRows() {
        let keep = this.firstKeptRow;
        if (this.dense) {
            while ((keep - this.firstKeptRow + 1) * this.columns <= this.occupied.length && !this.rowHasRun(keep, 1))
                keep += 1;
        }
        else {
            keep = this.cursorRow;
        }
        if (keep <= this.firstKeptRow)
            return;
        this.occupied.splice(0, Math.min(this.occupied.length, (keep - this.firstKeptRow) * this.columns));
        this.firstKeptRow = keep;
    }
    /** What later items can see of the grid, for comparing two periods (see the Swift runtime). */
    state(deadBefore, later, rows) {
        let cells = [];
        const end = Math.max(this.rowCount, later.rowCount);
        for (let row = this.firstKeptRow; row < end; row++) {
            for (let column = 0; column < this.columns; column++) {
                cells.push(this.isOccupied(row, column) || (row < deadBefore && !later.isOccupied(row, column)));
            }
        }
        let first = this.firstKeptRow;
        while (cells.length >= this.columns && !cells.slice(0, this.columns).includes(false)) {
            cells = cells.slice(this.columns);
            first += 1;
        }
        while (cells.length >= this.columns && !cells.slice(cells.length - this.columns).includes(true))
            cells = cells.slice(0, cells.length - this.columns);
        return JSON.stringify([cells, first - rows, this.dense ? 0 : this.cursorRow - rows, this.dense ? 0 : this.cursorColumn]);
    }
}
class GridPass {
    placement;
    columnBreadth;
    columnGap;
    rowLength;
    rowGap;
    constructor(placement, columnBreadth, columnGap, rowLength, rowGap) {
        this.placement = placement;
        this.columnBreadth = columnBreadth;
        this.columnGap = columnGap;
        this.rowLength = rowLength;
        this.rowGap = rowGap;
    }
    copy() {
        return new GridPass(this.placement.copy(), this.columnBreadth, this.columnGap, this.rowLength, this.rowGap);
    }
    place(span, rowSpan, pinned) {
        const [row, column] = this.placement.place(span, rowSpan, pinned);
        const frame = axisRect(row * (this.rowLength + this.rowGap), column * (this.columnBreadth + this.columnGap), rowSpan * this.rowLength + (rowSpan - 1) * this.rowGap, span * this.columnBreadth + (span - 1) * this.columnGap);
        return { frame, row, column };
    }
}

// queries/paging.js
// Paging by item, as the Swift runtime's ItemPaging: where a fling comes to rest among the rest
// offsets of a section's items, at most `items` positions from where the gesture began.

/** Rest offsets closer than this are one position: cells side by side in a row share one. */
const pagingTolerance = 0.5;
/** The distinct rest positions among `offsets`, sorted. */
function pagingPositions(offsets) {
    const positions = [];
    for (const offset of [...offsets].sort((a, b) => a - b)) {
        if (positions.length === 0 || offset - positions[positions.length - 1] >= pagingTolerance)
            positions.push(offset);
    }
    return positions;
}
/** Where the fling rests; undefined when there are no positions. */
function pagingTarget(positions, start, proposed, velocity, items) {
    if (positions.length === 0)
        return undefined;
    // A start before the first position or after the last is one step short of it, not at it.
    let before = -1;
    for (let index = positions.length - 1; index >= 0; index--)
        if (positions[index] <= start + pagingTolerance) {
            before = index;
            break;
        }
    let after = positions.length;
    for (let index = 0; index < positions.length; index++)
        if (positions[index] >= start - pagingTolerance) {
            after = index;
            break;
        }
    const lowest = swiftMin(swiftMax(0, after - items), positions.length - 1);
    const highest = swiftMax(swiftMin(positions.length - 1, before + items), 0);
    if (velocity > 0)
        return positions[highest];
    if (velocity < 0)
        return positions[lowest];
    let best = positions[lowest];
    for (let index = lowest; index <= highest; index++)
        if (Math.abs(positions[index] - proposed) < Math.abs(best - proposed))
            best = positions[index];
    return best;
}
/** Whether `positions` holds `items` steps and one more on each side of `start`. */
function pagingSuffices(positions, start, items) {
    return positions.filter((position) => position > start + pagingTolerance).length > items
        && positions.filter((position) => position < start - pagingTolerance).length > items;
}

// geometry/projection.js
// Where a transformed element is drawn, as the Swift runtime's Projection: its corners through
// scale, rotation, turn in perspective and translation; whether it covers a point; whether a
// rect query gives it.

function intersects(a, b) {
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
function contains(rect, point) {
    return point.x >= rect.x && point.x < rect.x + rect.width && point.y >= rect.y && point.y < rect.y + rect.height;
}
function isTransformed(element) {
    return element.rotation !== 0 || element.turn !== 0 || element.translation.x !== 0 || element.translation.y !== 0;
}
/** The frame scaled about its centre. */
function displayedFrame(element) {
    const frame = element.frame;
    if (element.scale === 1)
        return frame;
    const w = frame.width * element.scale;
    const h = frame.height * element.scale;
    return { x: frame.x + frame.width * 0.5 - w * 0.5, y: frame.y + frame.height * 0.5 - h * 0.5, width: w, height: h };
}
/** Where a point of the element, relative to its frame's centre, is drawn; undefined behind the viewer. */
function projected(element, x, y) {
    let u = x * element.scale;
    let v = y * element.scale;
    if (element.rotation !== 0) {
        const c = Math.cos(element.rotation);
        const s = Math.sin(element.rotation);
        [u, v] = [u * c - v * s, u * s + v * c];
    }
    let w = 1;
    if (element.turn !== 0) {
        const ct = Math.cos(element.turn);
        const st = Math.sin(element.turn);
        let depth;
        if (element.turnAxis === "vertical")
            [depth, u] = [-u * st, u * ct];
        else
            [depth, v] = [-v * st, v * ct];
        if (element.perspective > 0)
            w = 1 - depth / element.perspective;
        if (!(w > 0))
            return undefined;
    }
    return { x: u / w + element.translation.x, y: v / w + element.translation.y };
}
/** The smallest rect around the element as drawn; undefined when part of it is behind the viewer. */
function displayedBounds(element) {
    if (!isTransformed(element))
        return displayedFrame(element);
    const hw = element.frame.width * 0.5;
    const hh = element.frame.height * 0.5;
    const a = projected(element, -hw, -hh);
    const b = projected(element, hw, -hh);
    const c = projected(element, hw, hh);
    const d = projected(element, -hw, hh);
    if (a === undefined || b === undefined || c === undefined || d === undefined)
        return undefined;
    const minX = swiftMin(swiftMin(swiftMin(a.x, b.x), c.x), d.x);
    const maxX = swiftMax(swiftMax(swiftMax(a.x, b.x), c.x), d.x);
    const minY = swiftMin(swiftMin(swiftMin(a.y, b.y), c.y), d.y);
    const maxY = swiftMax(swiftMax(swiftMax(a.y, b.y), c.y), d.y);
    const frame = element.frame;
    return { x: frame.x + frame.width * 0.5 + minX, y: frame.y + frame.height * 0.5 + minY, width: maxX - minX, height: maxY - minY };
}
/** Whether the element as drawn covers `point` (top and left edges in, bottom and right out). */
function displayContains(element, point) {
    if (!isTransformed(element))
        return contains(displayedFrame(element), point);
    const frame = element.frame;
    let u = point.x - (frame.x + frame.width * 0.5) - element.translation.x;
    let v = point.y - (frame.y + frame.height * 0.5) - element.translation.y;
    if (element.turn !== 0) {
        const ct = Math.cos(element.turn);
        const st = Math.sin(element.turn);
        const k = element.perspective > 0 ? st / element.perspective : 0;
        if (element.turnAxis === "vertical") {
            const denominator = ct - u * k;
            if (!(Math.abs(denominator) > 1e-12))
                return false;
            const r = u / denominator;
            const w = 1 + r * k;
            if (!(w > 0))
                return false;
            [u, v] = [r, v * w];
        }
        else {
            const denominator = ct - v * k;
            if (!(Math.abs(denominator) > 1e-12))
                return false;
            const r = v / denominator;
            const w = 1 + r * k;
            if (!(w > 0))
                return false;
            [u, v] = [u * w, r];
        }
    }
    if (element.rotation !== 0) {
        const c = Math.cos(element.rotation);
        const s = Math.sin(element.rotation);
        [u, v] = [u * c + v * s, -u * s + v * c];
    }
    if (!(element.scale > 0))
        return false;
    const x = u / element.scale;
    const y = v / element.scale;
    const hw = frame.width * 0.5;
    const hh = frame.height * 0.5;
    return x >= -hw && x < hw && y >= -hh && y < hh;
}
/** Whether a rect query of `rect` gives the element: its frame meets the rect, or, when it is
 * moved, rotated or turned, what is drawn of it does. */
function appears(element, rect) {
    if (intersects(element.frame, rect))
        return true;
    if (!isTransformed(element))
        return false;
    const bounds = displayedBounds(element);
    return bounds === undefined || intersects(bounds, rect);
}

// engines/resolver.js
// One section's model evaluated for a viewport into the numbers the placement engines take, as
// the Swift runtime's SectionResolver does: the same order of evaluation, checks and messages.





/** Whether the items move with the content. A circle stays in the viewport: a layout with one
 * does not scroll. Each question of an engine is a switch over every kind, so that a new kind is
 * met by the compiler wherever it differs. */
function itemsScroll(items) {
    switch (items.kind) {
        case "pattern":
        case "explicit": return true;
        case "circle": return false;
    }
}
/** Ends a switch over `Items` that returns nothing: it does not compile while a kind is missed. */
function unhandled(items) {
    throw new Error(`no query handles this engine: ${JSON.stringify(items)}`);
}
function itemCount(items) {
    switch (items.kind) {
        case "pattern": return items.pattern.count;
        case "explicit": return items.frames.count;
        default: return items.circle.count;
    }
}
function itemExtent(items) {
    switch (items.kind) {
        case "pattern": return items.pattern.extent;
        case "explicit": return items.frames.extent;
        default: return 0;
    }
}
/** A section's length along the scroll axis for items reaching `extent`. */
function sectionLength(section, extent) {
    if (section.orthogonal !== undefined)
        return (section.headerLength ?? 0) + section.orthogonal.bandLength + (section.footerLength ?? 0);
    return (section.headerLength ?? 0) + section.leadingInset + extent + section.trailingInset + (section.footerLength ?? 0);
}
class SectionResolver {
    evaluator;
    axis;
    width;
    height;
    textScale;
    section;
    count;
    sizes;
    band;
    constructor(evaluator, axis, width, height, textScale, section, count, sizes) {
        this.evaluator = evaluator;
        this.axis = axis;
        this.width = width;
        this.height = height;
        this.textScale = textScale;
        this.section = section;
        this.count = count;
        this.sizes = sizes;
    }
    get vertical() { return this.axis === "vertical"; }
    get crossExtent() { return this.band ?? (this.vertical ? this.width : this.height); }
    context() {
        const context = new Context();
        context.width = this.width;
        context.height = this.height;
        context.textScale = this.textScale;
        context.section = this.section;
        context.count = this.count;
        return context;
    }
    value(formula, context) {
        return this.evaluator.finiteValue(formula, context ?? this.context());
    }
    /** A non-negative length, or an error at the expression. */
    length(formula, what, context) {
        const result = this.value(formula, context);
        if (!(result >= 0)) {
            const [line, column] = this.evaluator.place(formula);
            throw new LayoutError(`${what} is negative (${describe(result)}) for a ${describe(this.width)}×${describe(this.height)} viewport`, undefined, line, column);
        }
        return result;
    }
    error(message, formula) {
        const [line, column] = this.evaluator.place(formula);
        return new LayoutError(message, undefined, line, column);
    }
    axisRect(x, y, width, height) {
        return this.vertical ? axisRect(y, x, height, width) : axisRect(x, y, width, height);
    }
    resolve(model) {
        const orthogonal = model.orthogonal;
        if (orthogonal === undefined)
            return this.resolveAlongAxis(model);
        // A circle is never orthogonal: the front end and the compiled readers refuse it.
        const inner = new SectionResolver(this.evaluator, this.vertical ? "horizontal" : "vertical", this.width, this.height, this.textScale, this.section, this.count, this.sizes);
        inner.band = this.length(orthogonal.length, "the orthogonal section's length");
        const resolved = inner.resolveAlongAxis({ ...model, background: undefined });
        resolved.orthogonal = { bandLength: inner.band, snap: orthogonal.snap };
        resolved.separator = undefined;
        resolved.background = model.background === undefined ? undefined : this.resolveBackground(model.background);
        return resolved;
    }
    resolveAlongAxis(model) {
        const top = this.length(model.insets.top, "the top inset");
        const left = this.length(model.insets.left, "the left inset");
        const bottom = this.length(model.insets.bottom, "the bottom inset");
        const right = this.length(model.insets.right, "the right inset");
        const [leading, trailing, crossStart, crossEnd] = this.vertical ? [top, bottom, left, right] : [left, right, top, bottom];
        const available = this.crossExtent - crossStart - crossEnd;
        const [items, continuation] = this.resolveItems(model.arrangement, available);
        const headerLength = model.header === undefined ? undefined : this.length(model.header.length, "the header's length");
        const footerLength = model.footer === undefined ? undefined : this.length(model.footer.length, "the footer's length");
        const background = model.background === undefined ? undefined : this.resolveBackground(model.background);
        let separator;
        if (model.separators !== undefined) {
            const thickness = this.length(model.separators.thickness, "the separators' thickness");
            const inset = this.value(model.separators.inset);
            separator = { thickness, inset, offset: this.value(model.separators.offset) };
        }
        // Every key present, so that every section has one shape and the queries' property reads stay fast.
        return {
            items, leadingInset: leading, trailingInset: trailing, crossStartInset: crossStart, headerLength,
            headerPinned: model.header?.pinned ?? false, footerLength, continuation, background, separator, orthogonal: undefined,
            effects: undefined, snap: undefined,
        };
    }
    resolveBackground(background) {
        const top = this.value(background.insets.top);
        const left = this.value(background.insets.left);
        const bottom = this.value(background.insets.bottom);
        const right = this.value(background.insets.right);
        const [leading, trailing, crossStart, crossEnd] = this.vertical ? [top, bottom, left, right] : [left, right, top, bottom];
        return { leading, trailing, crossStart, crossEnd, cornerRadius: this.length(background.cornerRadius, "the background's corner radius") };
    }
    resolveItems(arrangement, available) {
        switch (arrangement.kind) {
            case "tiles": return [{ kind: "pattern", pattern: this.resolveTiles(arrangement) }, undefined];
            case "blocks": return [{ kind: "pattern", pattern: this.resolveBlocks(arrangement, available) }, undefined];
            case "circle": return [{ kind: "circle", circle: this.resolveCircle(arrangement) }, undefined];
            case "line": return [this.resolveLine(arrangement, available), undefined];
            case "masonry": {
                const [frames, columns] = this.resolveMasonry(arrangement, available);
                return [{ kind: "explicit", frames }, { kind: "masonry", columns }];
            }
            case "flow": return [this.resolveFlow(arrangement, available), undefined];
            case "rule": return [this.resolveRule(arrangement), undefined];
            default: {
                const [items, pass] = this.resolveGrid(arrangement, available);
                return [items, pass === undefined ? undefined : { kind: "grid", pass }];
            }
        }
    }
    resolveTiles(tiles) {
        const cells = [];
        for (const cell of tiles.cells) {
            const x = this.value(cell.x);
            const y = this.value(cell.y);
            const width = this.length(cell.width, "a cell's width");
            cells.push(this.axisRect(x, y, width, this.length(cell.height, "a cell's height")));
        }
        const extent = tiles.extent === undefined ? undefined : this.value(tiles.extent);
        let period;
        if (tiles.period !== undefined) {
            period = this.value(tiles.period);
            if (!(period > 0))
                throw this.error(`the period must be positive, not ${describe(period)}`, tiles.period);
        }
        else {
            period = (extent ?? sequenceMax(cells.map(uEnd)) ?? 0) + this.value(tiles.spacing);
        }
        return new TilePattern(cells, period, this.count, undefined, extent);
    }
    resolveRule(rule) {
        const context = this.context();
        const start = this.vertical ? rule.frame.y : rule.frame.x;
        const frame = (index) => {
            context.index = index;
            const x = this.value(rule.frame.x, context);
            const y = this.value(rule.frame.y, context);
            const width = this.length(rule.frame.width, `item ${index}'s width`, context);
            const result = this.axisRect(x, y, width, this.length(rule.frame.height, `item ${index}'s height`, context));
            if (!(result.u >= 0)) {
                throw this.error(`item ${index} starts at ${describe(result.u)}, before its section begins; a rule's frames start at 0 or later along the scroll axis`, start);
            }
            return result;
        };
        if (rule.period === undefined)
            return { kind: "explicit", frames: ExplicitFrames.make(this.count, frame) };
        const advance = this.value(rule.period.length);
        if (!(advance > 0))
            throw this.error(`the period's length must be positive, not ${describe(advance)}`, rule.period.length);
        const items = rule.period.items;
        const cells = [];
        for (let index = 0; index < Math.min(items, this.count); index++)
            cells.push(frame(index));
        for (let index = items; index < Math.max(items, Math.min(this.count, 2 * items)); index++) {
            const expected = offsetRect(cells[index - items], advance, 0);
            const found = frame(index);
            if (!nearlyEqual(expected, found)) {
                throw this.error(`the rule does not repeat every ${items} items: item ${index} is at ${this.drawn(found)}, but item `
                    + `${index - items} moved by the period's length (${describe(advance)}) is at ${this.drawn(expected)}; fix the period or remove it`, rule.period.length);
            }
        }
        return { kind: "pattern", pattern: new TilePattern(cells, advance, this.count) };
    }
    drawn(rect) {
        const [x, y, width, height] = this.vertical ? [rect.v, rect.u, rect.breadth, rect.length] : [rect.u, rect.v, rect.length, rect.breadth];
        return `(x: ${describe(x)}, y: ${describe(y)}, width: ${describe(width)}, height: ${describe(height)})`;
    }
    resolveBlocks(blocks, available) {
        const context = this.context();
        const blockSize = blocks.columns.reduce((sum, list) => sum + list.length, 0);
        context.columnCount = blocks.columns.length;
        context.blockSize = blockSize;
        const widths = [];
        blocks.columns.forEach((_, column) => {
            context.column = column;
            widths.push(this.length(blocks.columnWidth, "a column's width", context));
        });
        let spacing;
        if (blocks.spacing !== undefined) {
            spacing = this.value(blocks.spacing, context);
        }
        else {
            let total = 0;
            for (const width of widths)
                total = total + width;
            spacing = blocks.columns.length > 1 ? (available - total) / (blocks.columns.length - 1) : 0;
        }
        const cells = new Array(blockSize).fill(axisRect(0, 0, 0, 0));
        let v = 0;
        let extent = 0;
        blocks.columns.forEach((slots, column) => {
            context.column = column;
            let u = 0;
            for (const slot of slots) {
                context.slot = slot;
                const itemLength = this.length(blocks.itemLength, "an item's length", context);
                cells[slot] = axisRect(u, v, itemLength, widths[column]);
                extent = swiftMax(extent, u + itemLength);
                u = u + itemLength + spacing;
            }
            v = v + widths[column] + spacing;
        });
        return new TilePattern(cells, extent + spacing, this.count);
    }
    resolveCircle(circle) {
        const centerX = this.value(circle.centerX);
        const centerY = this.value(circle.centerY);
        const radius = this.value(circle.radius);
        const start = this.value(circle.start);
        const step = this.count > 0 ? this.value(circle.step) : 0;
        const itemWidth = this.length(circle.item.width, "the item's width");
        const itemHeight = this.length(circle.item.height, "the item's height");
        return new CirclePlacement(centerX, centerY, radius, start, step, itemWidth, itemHeight, circle.clockwise, circle.singleAtCenter, this.count);
    }
    resolveLine(line, available) {
        const cell = (size, u) => {
            const v = line.align === "start" ? 0 : line.align === "center" ? (available - size.breadth) * 0.5 : available - size.breadth;
            return axisRect(u, v, size.length, size.breadth);
        };
        if (!line.perItem) {
            const width = this.length(line.item.width, "the item's width");
            const size = this.axisRect(0, 0, width, this.length(line.item.height, "the item's height"));
            return { kind: "pattern", pattern: new TilePattern([cell(size, 0)], size.length + this.value(line.spacing), this.count) };
        }
        const spacing = this.value(line.spacing);
        const context = this.context();
        let u = 0;
        return {
            kind: "explicit",
            frames: ExplicitFrames.make(this.count, (index) => {
                context.index = index;
                const width = this.length(line.item.width, `item ${index}'s width`, context);
                const size = this.axisRect(0, 0, width, this.length(line.item.height, `item ${index}'s height`, context));
                const frame = cell(size, u);
                u = u + size.length + spacing;
                return frame;
            }),
        };
    }
    columnCount(fixed, minimum, spacing, available) {
        if (fixed !== undefined)
            return fixed;
        if (minimum === undefined)
            return 1;
        const width = this.value(minimum);
        if (!(width > 0))
            throw this.error(`the minimum width must be positive, not ${describe(width)}`, minimum);
        // Swift: `Int(min(1024, max(1, x.rounded(.down))))`.
        return swiftMin(limits.maxColumns, swiftMax(1, Math.floor((available + spacing) / (width + spacing))));
    }
    columnsOf(columns, spacing, available) {
        return "count" in columns ? this.columnCount(columns.count, undefined, spacing, available) : this.columnCount(undefined, columns.minimumWidth, spacing, available);
    }
    resolveMasonry(masonry, available) {
        const columnSpacing = this.value(masonry.columnSpacing);
        const columns = this.columnsOf(masonry.columns, columnSpacing, available);
        const columnWidth = (available - (columns - 1) * columnSpacing) / columns;
        const pass = new MasonryColumns(columns, columnWidth, columnSpacing, this.value(masonry.itemSpacing), masonry.shortestFirst, masonry.tiesToTrailing);
        const placer = this.masonryPlacer(masonry, pass);
        const frames = ExplicitFrames.make(this.count, (index) => placer(index));
        return [frames, pass];
    }
    /** Frames for items `from..<to`, continuing the pass `start` leaves off at, and the pass after
     * them. `start` is left as it is (Swift's `inout` value): a prepared layout still holds it. */
    placeMasonryItems(from, to, masonry, start) {
        const columns = start.copy();
        const placer = this.masonryPlacer(masonry, columns);
        const frames = [];
        for (let index = from; index < to; index++)
            frames.push(placer(index));
        return { frames, columns };
    }
    masonryPlacer(masonry, columns) {
        const context = this.context();
        context.columnWidth = columns.columnWidth;
        context.columnCount = columns.ends.length;
        const span = masonry.span;
        const length = masonry.itemLength;
        const data = length === undefined ? this.dataLengths() : undefined;
        return (index) => {
            if (span === undefined && length === undefined && data !== undefined)
                return columns.place(data(index, columns.columnWidth));
            context.index = index;
            let covered;
            if (span !== undefined)
                covered = this.checkedSpan(span, context, columns.ends.length, index);
            let itemLength;
            if (length !== undefined) {
                itemLength = this.evaluator.finiteValue(length, context);
                if (!(itemLength >= 0)) {
                    throw this.error(`the length of item ${index} is negative (${describe(itemLength)}) for a ${describe(this.width)}×${describe(this.height)} viewport`, length);
                }
            }
            else if (data !== undefined && covered !== undefined) {
                itemLength = data(index, columns.breadth(covered));
            }
            else if (data !== undefined) {
                itemLength = data(index, columns.columnWidth);
            }
            else {
                throw this.missingSizes();
            }
            return covered === undefined ? columns.place(itemLength) : columns.placeSpanning(itemLength, covered);
        };
    }
    /** Masonry items' lengths from the app's sizes, each checked as it is read. */
    dataLengths() {
        const sizes = this.sizes;
        if (sizes === undefined || sizes.length < this.count)
            throw this.missingSizes();
        return (index, itemBreadth) => {
            const size = sizes[index];
            if (typeof size === "number") {
                if (!(Number.isFinite(size) && size >= 0))
                    throw invalidItemSize(index, this.section);
                return size;
            }
            if (!(Number.isFinite(size.width) && Number.isFinite(size.height) && size.width >= 0 && size.height >= 0))
                throw invalidItemSize(index, this.section);
            const [length, breadth] = this.vertical ? [size.height, size.width] : [size.width, size.height];
            return breadth > 0 ? (length * itemBreadth) / breadth : 0;
        };
    }
    resolveFlow(model, available) {
        const spacing = this.value(model.spacing);
        const lineSpacing = this.value(model.lineSpacing);
        const alignment = model.align;
        const grid = (columns, aspect) => {
            const breadth = (available - (columns - 1) * spacing) / columns;
            const ratio = this.value(aspect);
            if (!(ratio > 0))
                throw this.error(`the aspect ratio must be positive, not ${describe(ratio)}`, aspect);
            const length = this.vertical ? breadth / ratio : breadth * ratio;
            if (model.span !== undefined) {
                return { kind: "explicit", frames: spanningFlow(this.flowSpans(model.span, columns, breadth), length, breadth, columns, available, spacing, lineSpacing, alignment) };
            }
            return { kind: "pattern", pattern: uniformFlow(length, breadth, this.count, available, spacing, lineSpacing, alignment, columns) };
        };
        const sizing = model.sizing;
        if ("columns" in sizing)
            return grid(sizing.columns, sizing.aspect);
        if ("minimumWidth" in sizing)
            return grid(this.columnCount(undefined, sizing.minimumWidth, spacing, available), sizing.aspect);
        if ("item" in sizing) {
            if (!sizing.perItem) {
                const width = this.length(sizing.item.width, "the item's width");
                const rect = this.axisRect(0, 0, width, this.length(sizing.item.height, "the item's height"));
                return { kind: "pattern", pattern: uniformFlow(rect.length, rect.breadth, this.count, available, spacing, lineSpacing, alignment) };
            }
            const context = this.context();
            const sizes = [];
            for (let index = 0; index < this.count; index++) {
                context.index = index;
                const width = this.length(sizing.item.width, "an item's width", context);
                const rect = this.axisRect(0, 0, width, this.length(sizing.item.height, "an item's height", context));
                sizes.push({ length: rect.length, breadth: rect.breadth });
            }
            return { kind: "explicit", frames: flow(sizes, available, spacing, lineSpacing, alignment) };
        }
        const sizes = this.dataSizes().map((size) => {
            if (typeof size === "number")
                return { length: size, breadth: size };
            const rect = this.axisRect(0, 0, size.width, size.height);
            return { length: rect.length, breadth: rect.breadth };
        });
        return { kind: "explicit", frames: flow(sizes, available, spacing, lineSpacing, alignment) };
    }
    flowSpans(formula, perLine, breadth) {
        const context = this.context();
        context.columnWidth = breadth;
        context.columnCount = perLine;
        const spans = [];
        for (let index = 0; index < this.count; index++) {
            context.index = index;
            spans.push(this.checkedSpan(formula, context, perLine, index));
        }
        return spans;
    }
    checkedSpan(formula, context, columns, index) {
        const span = this.evaluator.finiteValue(formula, context);
        if (!(span === Math.floor(span) && span >= 1 && span <= columns)) {
            throw this.error(`item ${index}'s span is ${describe(span)}; a span is a whole number of columns from 1 to the column count `
                + `(${columns} here), such as min(2, columnCount)`, formula);
        }
        return span;
    }
    dataSizes() {
        const sizes = this.sizes;
        if (sizes === undefined || sizes.length < this.count)
            throw this.missingSizes();
        const valid = (value) => Number.isFinite(value) && value >= 0;
        for (let index = 0; index < this.count; index++) {
            const size = sizes[index];
            const isValid = typeof size === "number" ? valid(size) : valid(size.width) && valid(size.height);
            if (!isValid)
                throw invalidItemSize(index, this.section);
        }
        return sizes.slice(0, this.count);
    }
    missingSizes() {
        return new LayoutError(`this layout takes item sizes from data: section ${this.section} has ${this.count} items but ${this.sizes?.length ?? 0} sizes were given`);
    }
    // MARK: Grids
    resolveGrid(grid, available) {
        const pass = this.gridPass(grid, available);
        if (grid.period === undefined || this.count <= 0) {
            const context = this.gridContext(pass);
            const frames = ExplicitFrames.make(this.count, (index) => this.placeGridItem(index, grid, context, pass).frame);
            return [{ kind: "explicit", frames }, pass];
        }
        const period = this.gridPeriod(grid.period, pass);
        return [{ kind: "pattern", pattern: this.repeatingGrid(grid, period, grid.period, pass) }, undefined];
    }
    /** Frames for items `from..<to`, continuing the placement `start` leaves off at, and the pass
     * after them; `start` is left as it is, as `placeMasonryItems` leaves its columns. */
    placeGridItems(from, to, grid, start) {
        const pass = start.copy();
        const context = this.gridContext(pass);
        const frames = [];
        for (let index = from; index < to; index++)
            frames.push(this.placeGridItem(index, grid, context, pass).frame);
        return { frames, pass };
    }
    gridPass(grid, available) {
        const columnGap = this.length(grid.columnGap, "the gap between columns");
        const rowGap = this.length(grid.rowGap, "the gap between rows");
        const columns = this.columnsOf(grid.columns, columnGap, available);
        const breadth = (available - (columns - 1) * columnGap) / columns;
        if (!(breadth >= 0)) {
            throw this.error(`${columns} columns and their gaps need more room than the section's ${describe(available)} points across; `
                + "use fewer columns or smaller gaps", grid.columnGap);
        }
        const context = this.context();
        context.columnWidth = breadth;
        context.columnCount = columns;
        const rowLength = grid.rowLength === undefined ? breadth : this.length(grid.rowLength, "the row length", context);
        return new GridPass(new GridAutoPlacement(columns, grid.dense), breadth, columnGap, rowLength, rowGap);
    }
    gridContext(pass) {
        const context = this.context();
        context.columnWidth = pass.columnBreadth;
        context.columnCount = pass.placement.columns;
        return context;
    }
    placeGridItem(index, grid, context, pass) {
        context.index = index;
        const columns = pass.placement.columns;
        const span = grid.span === undefined ? 1 : this.checkedSpan(grid.span, context, columns, index);
        let rowSpan = 1;
        if (grid.rowSpan !== undefined) {
            const value = this.evaluator.finiteValue(grid.rowSpan, context);
            if (!(value === Math.floor(value) && value >= 1 && value <= limits.maxPatternCells)) {
                throw this.error(`item ${index}'s row span is ${describe(value)}; a row span is a whole number of rows from 1 to ${limits.maxPatternCells}`, grid.rowSpan);
            }
            rowSpan = value;
        }
        let pinned;
        if (grid.column !== undefined) {
            const value = this.evaluator.finiteValue(grid.column, context);
            if (value >= 0) {
                if (!(value === Math.floor(value) && value + span <= columns)) {
                    throw this.error(`item ${index} starts at column ${describe(value)} and spans ${span} of the grid's ${columns} columns; a column is a whole number `
                        + "from 0 to columnCount - span, or negative to place the item where it fits", grid.column);
                }
                pinned = value === 0 ? 0 : value;
            }
        }
        return pass.place(span, rowSpan, pinned);
    }
    gridPeriod(formula, pass) {
        const value = this.evaluator.finiteValue(formula, this.gridContext(pass));
        if (!(value === Math.floor(value) && value >= 1 && value <= limits.maxPatternCells)) {
            throw this.error(`the period is ${describe(value)} items; it is a whole number from 1 to ${limits.maxPatternCells}`, formula);
        }
        return value;
    }
    repeatingGrid(grid, period, formula, start) {
        const pass = start.copy();
        const context = this.gridContext(pass);
        const placed = [];
        const after = [];
        const firstRows = [];
        const checked = Math.min(this.count, 3 * period);
        for (let index = 0; index < checked; index++) {
            const item = this.placeGridItem(index, grid, context, pass);
            placed.push(item);
            if (index % period === 0)
                firstRows.push(item.row);
            else
                firstRows[firstRows.length - 1] = Math.min(firstRows[firstRows.length - 1], item.row);
            if ((index + 1) % period === 0)
                after.push(pass.placement.copy());
        }
        const rows = placed.length > period ? placed[period].row - placed[0].row : 0;
        for (let index = period; index < Math.max(period, checked); index++) {
            const earlier = placed[index - period];
            const found = placed[index];
            if (!(found.row === earlier.row + rows && found.column === earlier.column)) {
                throw this.error(`the grid does not repeat every ${period} items: item ${index} is at row ${found.row}, column ${found.column}, but item `
                    + `${index - period} is at row ${earlier.row}, column ${earlier.column}, ${rows} rows before it would repeat; `
                    + "change the period, or leave it out to place every item", formula);
            }
        }
        if (this.count > checked) {
            const first = after[0].state(firstRows[1], after[1], 0);
            const second = after[1].state(firstRows[2], after[2], rows);
            if (first !== second) {
                throw this.error(`the grid does not repeat every ${period} items: after item ${2 * period - 1} its free places differ from those after item `
                    + `${period - 1}, so item ${checked} and later ones would not repeat; change the period, or leave it out to place every item`, formula);
            }
        }
        const pitch = rows * (start.rowLength + start.rowGap);
        return new TilePattern(placed.slice(0, period).map((item) => item.frame), pitch, this.count);
    }
}
function nearlyEqual(a, b) {
    const close = (x, y) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
    return close(a.u, b.u) && close(a.v, b.v) && close(a.length, b.length) && close(a.breadth, b.breadth);
}
function invalidItemSize(index, section) {
    return new LayoutError(`the size of item ${index} in section ${section} must be finite and non-negative`);
}

// queries/queries.js
// Rect queries, as the Swift runtime's: each section's engine gives its candidates, and those
// that meet the rect (by frame, or as transforms draw them) are taken, in element order.



/** An unbounded rect as a finite one that covers every frame, as the Swift runtime bounds it. */
function bounded(rect) {
    const span = (start, length) => {
        const limit = 1e300;
        if (Number.isNaN(start) || Number.isNaN(length))
            return [0, 0];
        const low = Math.max(-limit, Math.min(limit, start));
        const high = start === -Infinity && length === Infinity ? limit : Math.max(-limit, Math.min(limit, start + length));
        return [low, Math.max(low, high)];
    };
    const [x0, x1] = span(rect.x, rect.width);
    const [y0, y1] = span(rect.y, rect.height);
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
function rectQuery(layout, given) {
    const finite = Number.isFinite(given.x) && Number.isFinite(given.y) && Number.isFinite(given.width) && Number.isFinite(given.height);
    const rect = finite ? given : bounded(given);
    const viewport = layout.viewport;
    // A translation moves a cell one viewport at most, and a rotation or a turn of a cell no
    // larger than the viewport reaches less than another past its frame.
    const search = layout.transformsCells
        ? { x: rect.x - 2 * viewport.width, y: rect.y - 2 * viewport.height, width: rect.width + 4 * viewport.width, height: rect.height + 4 * viewport.height }
        : rect;
    const span = layout.mapping.axisRect(search);
    const start = span.u;
    const end = uEnd(span);
    return { rect, search, uStart: start, uEnd: end, sections: layout.sectionRange(start - layout.separatorReach, end + layout.separatorReach) };
}
/** The elements that meet `rect` at `position`, in element order. */
function elementsIn(layout, given, position) {
    const query = rectQuery(layout, given);
    const rect = query.rect;
    const result = [];
    for (let index = query.sections[0]; index < query.sections[1]; index++) {
        const section = layout.sections[index];
        const background = layout.background(index);
        if (background !== undefined && intersects(background.frame, rect))
            result.push(background);
        const header = layout.header(index, position);
        if (header !== undefined && intersects(header.frame, rect))
            result.push(header);
        const count = itemCount(section.items);
        const transforms = layout.transformsCells;
        if (layout.sectionIsOrthogonal(index)) {
            const [first, end] = orthogonalCandidates(layout, query, index, position);
            for (let item = first; item < end; item++)
                take(layout, result, rect, transforms, index, item, layout.orthogonalFrame(index, item, position), count, position);
        }
        else {
            const origin = layout.contentOrigin(index);
            const cross = section.crossStartInset;
            const mapping = layout.mapping;
            const [first, end] = candidates(layout, index, query.uStart - origin, query.uEnd - origin);
            const items = section.items;
            switch (items.kind) {
                case "pattern": {
                    // A cell is its slot moved by its block's start (the slot's v plus 0, as `frame` adds
                    // it, which turns -0 into +0), then by the section's origin: `frame(item)`'s arithmetic,
                    // with no rect made but the answer's.
                    // Block and slot advance with the item, as the Swift engine's loop does, not divided anew.
                    const pattern = items.pattern;
                    const k = pattern.cellsPerBlock;
                    const slots = pattern.slots;
                    let block = Math.floor(first / k);
                    let slot = first - block * k;
                    let blockU = pattern.period * block;
                    for (let item = first; item < end; item++) {
                        const cell = slots[item >= pattern.partialStart ? k + slot : slot];
                        const frame = mapping.rectOf(cell.u + blockU + origin, cell.v + 0 + cross, cell.length, cell.breadth);
                        take(layout, result, rect, transforms, index, item, frame, count, position);
                        slot += 1;
                        if (slot === k) {
                            slot = 0;
                            block += 1;
                            blockU = pattern.period * block;
                        }
                    }
                    break;
                }
                case "explicit": {
                    const frames = items.frames.frames;
                    for (let item = first; item < end; item++)
                        take(layout, result, rect, transforms, index, item, mapping.rectOffset(frames[item], origin, cross), count, position);
                    break;
                }
                case "circle":
                    items.circle.forEachFrame(0, count, (item, frame) => take(layout, result, rect, transforms, index, item, frame, count, position));
                    break;
                default: unhandled(items);
            }
        }
        if (section.separator !== undefined && count > 1) {
            const origin = layout.contentOrigin(index);
            const reach = Math.abs(section.separator.offset) + section.separator.thickness;
            const [first, end] = candidates(layout, index, query.uStart - origin - reach, query.uEnd - origin + reach);
            for (let item = Math.max(0, first); item < Math.min(end, count - 1); item++) {
                const separator = layout.separator(index, item);
                if (separator !== undefined && intersects(separator.frame, rect))
                    result.push(separator);
            }
        }
        const footer = layout.footer(index);
        if (footer !== undefined && intersects(footer.frame, rect))
            result.push(footer);
    }
    return result;
}
/** Appends the cell when it meets the rect: by its frame, or as transforms draw it. */
function take(layout, result, rect, transforms, section, item, frame, count, position) {
    if (!transforms) {
        if (intersects(frame, rect))
            result.push(layout.cellAttributes(section, item, frame, count, position));
        return;
    }
    const cell = layout.cellAttributes(section, item, frame, count, position);
    if (appears(cell, rect))
        result.push(cell);
}
/** A section's items whose span along its own axis may meet `uStart..<uEnd` (none for a circle). */
function candidates(layout, index, uStart, uEnd) {
    const items = layout.sections[index].items;
    switch (items.kind) {
        case "pattern": return items.pattern.candidates(uStart, uEnd);
        case "explicit": return items.frames.candidates(uStart, uEnd);
        case "circle": return [0, 0];
    }
}
/** An orthogonal section's items that may meet the query: none when it misses the band; else
 * those across the query's span, taken back to the band's own terms. */
function orthogonalCandidates(layout, query, index, position) {
    const section = layout.sections[index];
    const orthogonal = section.orthogonal;
    if (orthogonal === undefined)
        return [0, 0];
    const start = layout.bandStart(index);
    if (!(query.uStart < start + orthogonal.bandLength && start < query.uEnd))
        return [0, 0];
    const span = layout.mapping.axisRect(query.search);
    const shift = (position.sectionOffsets?.get(index) ?? 0) - section.leadingInset;
    return candidates(layout, index, span.v + shift, span.v + span.breadth + shift);
}

// queries/interaction.js
// Snapping, hit testing and move targets, as the Swift runtime's Interaction and orthogonal
// sections' resting offsets.






/** Where scrolling comes to rest when a drag ends at `proposed` with `velocity`; `from` is where
 * the content was when the gesture began (paging by item counts from its offset), and orthogonal
 * sections are taken at its sideways offsets. */
function restingOffset(layout, proposedGiven, velocity, from) {
    const mapping = layout.mapping;
    const viewport = layout.viewport;
    const viewportLength = mapping.uSize(viewport);
    const startU = mapping.u(from);
    let proposed = proposedGiven;
    let proposedU = mapping.u(proposed);
    let targetU = proposedU;
    let rule = layout.snap;
    let onlySection;
    const limit = swiftMax(0, mapping.uSize(layout.contentSize) - viewportLength);
    if (layout.sections.some((section) => section.snap !== undefined)) {
        // A proposal past either end is taken where the content can rest, so that a fast fling
        // still finds the section it ends in.
        const middle = swiftMin(swiftMax(0, proposedU), limit) + viewportLength * 0.5;
        const deciding = layout.sectionRange(middle, middle)[0];
        const own = deciding < layout.sections.length ? layout.sections[deciding].snap : undefined;
        if (own !== undefined) {
            rule = own;
            onlySection = deciding;
        }
    }
    const candidate = (element) => element.id.kind === "cell" && (onlySection === undefined || element.id.section === onlySection);
    const at = (offset) => ({ x: offset.x, y: offset.y, sectionOffsets: from.sectionOffsets });
    if (typeof rule === "object") {
        const direction = mapping.uSize({ width: velocity.x, height: velocity.y });
        let reach = viewportLength * (rule.items + 1) + 1;
        let positions;
        for (;;) {
            const near = mapping.rect(axisRect(startU - reach, -1e300, 2 * reach + viewportLength, 2e300));
            const offsets = [];
            for (const element of elementsIn(layout, near, at(from))) {
                if (!candidate(element))
                    continue;
                const frame = element.frame;
                const rest = rule.paging === "leading" ? leadingRest(layout, element)
                    : mapping.u({ x: frame.x + frame.width * 0.5, y: frame.y + frame.height * 0.5 }) - viewportLength * 0.5;
                offsets.push(swiftMin(swiftMax(0, rest), limit));
            }
            positions = pagingPositions(offsets);
            const covers = startU - reach <= 0 && startU + reach + viewportLength >= mapping.uSize(layout.contentSize);
            if (covers || pagingSuffices(positions, startU, rule.items))
                break;
            reach *= 4;
        }
        targetU = pagingTarget(positions, startU, proposedU, direction, rule.items) ?? proposedU;
        return restingRange(layout, mapping.axis === "vertical" ? { x: proposed.x, y: targetU } : { x: targetU, y: proposed.y });
    }
    switch (rule) {
        case "none":
            break;
        case "center": {
            proposed = restingRange(layout, proposed);
            proposedU = mapping.u(proposed);
            const visible = mapping.axis === "vertical"
                ? { x: 0, y: proposed.y, width: viewport.width, height: viewport.height }
                : { x: proposed.x, y: 0, width: viewport.width, height: viewport.height };
            const centerU = proposedU + viewportLength * 0.5;
            const nearest = (elements) => {
                let best;
                for (const element of elements) {
                    if (!candidate(element))
                        continue;
                    const frame = element.frame;
                    const delta = mapping.u({ x: frame.x + frame.width * 0.5, y: frame.y + frame.height * 0.5 }) - centerU;
                    if (Math.abs(best ?? Infinity) > Math.abs(delta))
                        best = delta;
                }
                return best;
            };
            // None in view (a gap, an empty section): the nearest cell within a viewport's length
            // either way, or anywhere.
            const reach = Math.max(viewportLength, 1);
            const near = mapping.rect(axisRect(proposedU - reach, -1e300, 2 * reach + viewportLength, 2e300));
            const best = nearest(elementsIn(layout, visible, at(proposed))) ?? nearest(elementsIn(layout, near, at(proposed))) ?? nearest(layout.allElements(at(proposed)));
            targetU = proposedU + (best ?? 0);
            break;
        }
        case "leading": {
            // The nearest rest in the fling's direction: of the edges within a viewport's length either
            // way, or of any edge when none of those lies that way; past the last one, the content's end.
            const direction = mapping.uSize({ width: velocity.x, height: velocity.y });
            const nearest = (elements) => {
                let best;
                for (const element of elements) {
                    if (!candidate(element))
                        continue;
                    const start = leadingRest(layout, element);
                    if (direction > 0 && start < proposedU)
                        continue;
                    if (direction < 0 && start > proposedU)
                        continue;
                    if (Math.abs(start - proposedU) < Math.abs((best ?? Infinity) - proposedU))
                        best = start;
                }
                return best;
            };
            const reach = Math.max(viewportLength, 1);
            const near = mapping.rect(axisRect(proposedU - reach, -1e300, 2 * reach, 2e300));
            const best = nearest(elementsIn(layout, near, at(proposed))) ?? nearest(layout.allElements(at(proposed)));
            targetU = best ?? (direction > 0 ? limit : direction < 0 ? 0 : proposedU);
            break;
        }
        case "page": {
            if (!(viewportLength > 0))
                return proposed;
            const direction = mapping.uSize({ width: velocity.x, height: velocity.y });
            // Kept to its end, pages count from the end, where the view opens (sideways right to left
            // the end is at offset 0 already).
            const fromEnd = layout.gravity === "end" && !layout.endsAtOrigin;
            const pages = (fromEnd ? limit - proposedU : proposedU) / viewportLength;
            const forward = fromEnd ? -direction : direction;
            const page = forward > 0 ? Math.ceil(pages) : forward < 0 ? Math.floor(pages) : roundAway(pages);
            targetU = swiftMin(swiftMax(0, fromEnd ? limit - page * viewportLength : page * viewportLength), limit);
            break;
        }
    }
    return restingRange(layout, mapping.axis === "vertical" ? { x: proposed.x, y: targetU } : { x: targetU, y: proposed.y });
}
/** The offset at which `element`'s leading edge lies at its section's leading inset, as a band's
 * cells rest after the band's inset. */
function leadingRest(layout, element) {
    const section = layout.sections[element.id.section];
    // An orthogonal section's insets are in its own axis: across it is the layout's.
    const inset = section.orthogonal === undefined ? section.leadingInset : section.crossStartInset;
    return layout.mapping.u({ x: element.frame.x, y: element.frame.y }) - inset;
}
/** `point` held within the offsets the content can rest at. */
function restingRange(layout, point) {
    const limit = layout.maximumOffset;
    return { x: swiftMin(swiftMax(0, point.x), limit.x), y: swiftMin(swiftMax(0, point.y), limit.y) };
}
/** The element drawn at `point` at `position`: the frontmost by z-index, the later on a tie;
 * decorations are not hit. */
function elementAt(layout, point, position) {
    const viewport = layout.viewport;
    const probe = { x: point.x - viewport.width, y: point.y - viewport.height, width: 2 * viewport.width, height: 2 * viewport.height };
    let best;
    for (const element of elementsIn(layout, probe, position)) {
        if (element.id.kind === "background" || element.id.kind === "separator" || !displayContains(element, point))
            continue;
        if (best === undefined || element.zIndex >= best.zIndex)
            best = element;
    }
    return best;
}
/** The cell a dragged cell would take the place of, once its centre enters that cell's frame. */
function moveTarget(layout, dragged, center, position) {
    const probe = { x: center.x - 0.5, y: center.y - 0.5, width: 1, height: 1 };
    return elementsIn(layout, probe, position).find((element) => element.id.kind === "cell"
        && !(element.id.section === dragged.section && element.id.item === dragged.item) && contains(element.frame, center));
}
/** Where a sideways scroll of orthogonal section `section` comes to rest, by its snap; paging by
 * item counts from `start`, where the gesture began (undefined: at `proposed`). */
function sectionRestingOffset(layout, section, proposed, velocity, start) {
    const resolved = layout.sections[section];
    const orthogonal = section >= 0 && section < layout.sections.length ? resolved.orthogonal : undefined;
    if (orthogonal === undefined) {
        throw new LayoutError(`section ${section} does not scroll sideways; only an orthogonal section comes to rest sideways`);
    }
    const breadth = layout.mapping.vSize(layout.viewport);
    const limit = layout.maximumSectionOffset(section);
    let target = proposed;
    const snap = orthogonal.snap;
    if (typeof snap === "object") {
        const from = start ?? proposed;
        let reach = breadth * (snap.items + 1) + 1;
        let positions;
        for (;;) {
            let [first, end] = candidates(layout, section, from - reach - resolved.leadingInset, from + breadth + reach);
            const covers = from - reach <= 0 && from + breadth + reach >= limit + breadth;
            if (covers)
                [first, end] = [0, itemCount(resolved.items)];
            const offsets = [];
            for (let item = first; item < end; item++) {
                const frame = layout.axisFrame(section, item);
                const rest = snap.paging === "leading" ? frame.u : resolved.leadingInset + frame.u + frame.length * 0.5 - breadth * 0.5;
                offsets.push(swiftMin(swiftMax(0, rest), limit));
            }
            positions = pagingPositions(offsets);
            if (covers || pagingSuffices(positions, from, snap.items))
                break;
            reach *= 4;
        }
        return swiftMin(swiftMax(0, pagingTarget(positions, from, proposed, velocity, snap.items) ?? proposed), limit);
    }
    switch (snap) {
        case "none":
            break;
        case "page": {
            if (!(breadth > 0))
                break;
            const pages = proposed / breadth;
            target = (velocity > 0 ? Math.ceil(pages) : velocity < 0 ? Math.floor(pages) : roundAway(pages)) * breadth;
            break;
        }
        default: {
            let best;
            const reach = Math.max(breadth, 1);
            let [first, end] = candidates(layout, section, proposed - reach - resolved.leadingInset, proposed + breadth + reach);
            if (first >= end)
                [first, end] = [0, itemCount(resolved.items)];
            for (let item = first; item < end; item++) {
                const frame = layout.axisFrame(section, item);
                const rest = snap === "leading" ? frame.u : resolved.leadingInset + frame.u + frame.length * 0.5 - breadth * 0.5;
                if (velocity > 0 && rest < proposed)
                    continue;
                if (velocity < 0 && rest > proposed)
                    continue;
                if (Math.abs(rest - proposed) < Math.abs((best ?? Infinity) - proposed))
                    best = rest;
            }
            target = best ?? proposed;
        }
    }
    return swiftMin(swiftMax(0, target), limit);
}

// queries/gridStructure.js
// How a section's cells form rows and columns on screen, for screen readers and keyboards: the
// rule of docs/ACCESSIBILITY.md ("Rows and columns"), as the Swift runtime's GridStructure.swift,
// checked on the shared vectors. Found from the cells' frames, not the arrangement's kind.
/** How far apart two edges may be and still be one edge: frames computed by arithmetic on
 * fractions of a width are not always equal to the bit. */
const gridTolerance = 0.5;
/** The most cells a section is looked at as a grid with: finding the tracks takes every frame
 * and sorts them (0.1 to 0.25 s for 100,000 cells in node), and a reader is told "item 12,000
 * of 1,000,000" as well as "row 4,000 of 333,334". A larger section is a list. */
const maximumGridCells = 10000;
function listStructure(count) {
    return { kind: "list", rowCount: count, columnCount: 1, places: [] };
}
/** The structure of cells with these frames (by index) in a layout read in `direction`;
 * `circle` for a circle's items, a list whatever their frames. */
function gridStructure(frames, direction, circle = false) {
    const count = frames.length;
    if (circle || count <= 1 || count > maximumGridCells || !frames.every((f) => Number.isFinite(f.x) && Number.isFinite(f.y) && Number.isFinite(f.x + f.width) && Number.isFinite(f.y + f.height))) {
        return listStructure(count);
    }
    // Columns start at the reading start: the left edge, or the right one mirrored.
    const rowAxis = new TrackAxis(frames.map((f) => f.y), frames.map((f) => f.y + f.height));
    const columnAxis = direction === "ltr"
        ? new TrackAxis(frames.map((f) => f.x), frames.map((f) => f.x + f.width))
        : new TrackAxis(frames.map((f) => -(f.x + f.width)), frames.map((f) => -f.x));
    const rows = rowAxis.places();
    const columns = columnAxis.places();
    if (rows === undefined || columns === undefined || count <= rowAxis.tracks.length || count <= columnAxis.tracks.length)
        return listStructure(count);
    // No two cells may cover one slot: overlapping frames are a free arrangement.
    const columnCount = columnAxis.tracks.length;
    const taken = new Set();
    for (let item = 0; item < count; item++) {
        for (let row = rows[item].first; row < rows[item].first + rows[item].span; row++) {
            for (let column = columns[item].first; column < columns[item].first + columns[item].span; column++) {
                const slot = row * columnCount + column;
                if (taken.has(slot))
                    return listStructure(count);
                taken.add(slot);
            }
        }
    }
    return {
        kind: "grid", rowCount: rowAxis.tracks.length, columnCount,
        places: rows.map((row, item) => ({ row: row.first, column: columns[item].first, rowSpan: row.span, columnSpan: columns[item].span })),
    };
}
/** The cells' extents along one screen axis and the tracks they start. */
class TrackAxis {
    starts;
    ends;
    /** Where each track starts: the starts ascending, those within the tolerance of a track's
     * first start joining it. */
    tracks = [];
    constructor(starts, ends) {
        this.starts = starts;
        this.ends = ends;
        for (const start of [...starts].sort((a, b) => a - b)) {
            if (this.tracks.length === 0 || start > this.tracks[this.tracks.length - 1] + gridTolerance)
                this.tracks.push(start);
        }
    }
    /** The last track starting before `value` (or at it, when `inclusive`); -1 when none. */
    lastTrack(value, inclusive) {
        let low = 0, high = this.tracks.length;
        while (low < high) {
            const middle = (low + high) >> 1;
            if (this.tracks[middle] < value || (inclusive && this.tracks[middle] === value))
                low = middle + 1;
            else
                high = middle;
        }
        return low - 1;
    }
    /** Each cell's first track and span, or undefined when the cells whose last track is one
     * track do not end within the tolerance of each other. */
    places() {
        const lowestEnd = this.tracks.map(() => Infinity);
        const highestEnd = this.tracks.map(() => -Infinity);
        const result = [];
        for (let index = 0; index < this.starts.length; index++) {
            // A cell covers the tracks that start before its end, less the tolerance.
            const first = this.lastTrack(this.starts[index], true);
            const last = Math.max(first, this.lastTrack(this.ends[index] - gridTolerance, false));
            lowestEnd[last] = Math.min(lowestEnd[last], this.ends[index]);
            highestEnd[last] = Math.max(highestEnd[last], this.ends[index]);
            result.push({ first, span: last - first + 1 });
        }
        for (let track = 0; track < this.tracks.length; track++) {
            if (highestEnd[track] - lowestEnd[track] > gridTolerance)
                return undefined;
        }
        return result;
    }
}

// queries/cellNavigation.js
// Where a key moves keyboard focus among a layout's cells: the nearest cell in that direction by
// the frames, not by index (docs/ACCESSIBILITY.md, "Arrow keys"), as the Swift runtime's
// CellNavigation.swift, checked on the shared vectors.

/** The cell `move` reaches from cell `from` of `frames` (every cell, in element order), or
 * undefined when focus stays. `page`: how far Page Up and Page Down go along the scroll axis. */
function nextCell(from, frames, move, axis, direction, page) {
    if (!(from >= 0 && from < frames.length))
        return undefined;
    let target;
    switch (move) {
        case "home":
            target = 0;
            break;
        case "end":
            target = frames.length - 1;
            break;
        case "pageUp":
        case "pageDown": {
            // Forward is down, or sideways towards the content's end (leftwards right to left).
            const forward = (move === "pageDown" ? 1 : -1) * (axis === "horizontal" && direction === "rtl" ? -1 : 1);
            const frame = frames[from];
            const cx = frame.x + frame.width * 0.5, cy = frame.y + frame.height * 0.5;
            target = nearestTo(axis === "vertical" ? { x: cx, y: cy + forward * page } : { x: cx + forward * page, y: cy }, frames);
            break;
        }
        default: target = nearestToward(move, from, frames);
    }
    return target === from ? undefined : target;
}
/** The first cell holding `point`, or else the one whose centre is nearest it. */
function nearestTo(point, frames) {
    const holding = frames.findIndex((f) => point.x >= f.x && point.x < f.x + f.width && point.y >= f.y && point.y < f.y + f.height);
    if (holding >= 0)
        return holding;
    let best, bestDistance = Infinity;
    frames.forEach((frame, index) => {
        const dx = (frame.x + frame.width * 0.5) - point.x, dy = (frame.y + frame.height * 0.5) - point.y;
        const distance = dx * dx + dy * dy;
        if (distance < bestDistance) {
            best = index;
            bestDistance = distance;
        }
    });
    return best;
}
/** The nearest cell in an arrow's direction: both its edges further that way than the current
 * cell's. Among those sharing the current cell's band across the move, the nearest gap, then
 * nearest centre across, then the first; without one in the band, the least 13 × gap² +
 * across², then the first. */
function nearestToward(move, from, frames) {
    // Every arrow as "towards larger u": u along the move, v across it.
    const extent = (f) => {
        switch (move) {
            case "right": return [f.x, f.x + f.width, f.y, f.y + f.height];
            case "left": return [-(f.x + f.width), -f.x, f.y, f.y + f.height];
            case "down": return [f.y, f.y + f.height, f.x, f.x + f.width];
            case "up": return [-(f.y + f.height), -f.y, f.x, f.x + f.width];
        }
    };
    const [uStart, uEnd, vStart, vEnd] = extent(frames[from]);
    const middle = (vStart + vEnd) * 0.5;
    let inBand;
    let outside;
    for (let index = 0; index < frames.length; index++) {
        if (index === from)
            continue;
        const [oStart, oEnd, ovStart, ovEnd] = extent(frames[index]);
        if (!(oStart > uStart + gridTolerance && oEnd > uEnd + gridTolerance))
            continue;
        const gap = Math.max(0, oStart - uEnd);
        const across = Math.abs((ovStart + ovEnd) * 0.5 - middle);
        if (Math.min(ovEnd, vEnd) - Math.max(ovStart, vStart) > gridTolerance) {
            if (inBand !== undefined && (inBand.gap < gap || (inBand.gap === gap && inBand.across <= across)))
                continue;
            inBand = { index, gap, across };
        }
        else if (inBand === undefined) {
            const score = 13 * gap * gap + across * across;
            if (outside !== undefined && outside.score <= score)
                continue;
            outside = { index, score };
        }
    }
    return inBand?.index ?? outside?.index;
}

// geometry/attributes.js
// What a view needs to draw an element, as the Swift runtime's LayoutAttributes.
/** Sort order: background, header, cells, separators, footer. */
const kindOrder = { background: 0, header: 1, cell: 2, separator: 3, footer: 4 };
function attributes(kind, section, item, frame, zIndex = 0) {
    return { id: { kind, section, item }, turnAxis: "vertical", frame, scale: 1, alpha: 1, zIndex, translation: { x: 0, y: 0 }, rotation: 0, turn: 0, perspective: 0 };
}
function compareIDs(a, b) {
    return a.section - b.section || kindOrder[a.kind] - kindOrder[b.kind] || a.item - b.item;
}
/** Orders elements as their IDs are ordered. */
function compareElements(a, b) {
    return compareIDs(a.id, b.id);
}

// queries/sections.js
// What a prepared layout holds and how it makes each element's attributes, as the Swift runtime's
// PreparedLayout.swift and PreparedLayout+Elements.swift: sections stacked along the scroll axis.
// The questions asked of it (rect queries, hit testing, snapping) read it from their own files, and
// PreparedLayout (prepared.ts) asks them.




class PreparedSections {
    viewport;
    sections;
    effects;
    snap;
    textScale;
    gravity;
    mapping;
    contentSize;
    sectionStarts;
    scrolls;
    hasPinnedHeaders;
    hasEffects;
    transformsCells;
    separatorReach;
    hasOrthogonalSections;
    /** Whether the layout was computed for Reduce Motion (`LayoutInput.reduceMotion`). */
    reduceMotion = false;
    constructor(viewport, axis, direction, sections, effects, snap, textScale, 
    /** The end of the scroll axis the content keeps to: at "end", content shorter than the
     * viewport starts where it ends at the viewport's end. */
    gravity = "start") {
        this.viewport = viewport;
        this.sections = sections;
        this.effects = effects;
        this.snap = snap;
        this.textScale = textScale;
        this.gravity = gravity;
        this.hasEffects = effects !== undefined || sections.some((section) => section.effects !== undefined);
        this.transformsCells = (effects?.transforms ?? false) || sections.some((section) => section.effects?.transforms ?? false);
        this.hasPinnedHeaders = sections.some((section) => section.headerPinned);
        this.separatorReach = sections.reduce((reach, section) => section.separator === undefined ? reach : swiftMax(reach, Math.abs(section.separator.offset) + section.separator.thickness), 0);
        this.scrolls = sections.every((section) => itemsScroll(section.items));
        this.hasOrthogonalSections = sections.some((section) => section.orthogonal !== undefined);
        const starts = [0];
        let u = 0;
        for (const section of sections) {
            u = u + sectionLength(section, itemExtent(section.items));
            starts.push(u);
        }
        const provisional = new AxisMapping(axis, direction, 0);
        // Kept to the end, short content moves down to end where the viewport does: the space
        // before it is part of the content, so every query measures from the same starts.
        const space = gravity === "end" && this.scrolls && Number.isFinite(u) ? swiftMax(0, provisional.uSize(viewport) - u) : 0;
        if (space > 0) {
            for (let index = 0; index < starts.length; index++)
                starts[index] += space;
            u += space;
        }
        this.sectionStarts = starts;
        const crossExtent = provisional.vSize(viewport);
        const size = this.scrolls ? provisional.point(swiftMax(u, 0), crossExtent) : { x: viewport.width, y: viewport.height };
        this.contentSize = { width: size.x, height: size.y };
        if (!Number.isFinite(u)) {
            throw new LayoutError(`the content's length along the scroll axis is not finite (${swiftDouble(u)}); check the layout's sizes for this viewport`);
        }
        this.mapping = new AxisMapping(axis, direction, swiftMax(this.contentSize.width, viewport.width));
    }
    get sectionCount() { return this.sections.length; }
    /** Whether the content's end is at offset 0: sideways right to left, the last items are at the left. */
    get endsAtOrigin() { return this.mapping.axis === "horizontal" && this.mapping.direction === "rtl"; }
    /** Whether scrolling comes to rest on the layout's cells anywhere. */
    get snaps() {
        return this.snap !== "none" || this.sections.some((section) => (section.snap ?? "none") !== "none");
    }
    /** One element by kind and index path; undefined when the layout has no such element. */
    attributes(id, position = { x: 0, y: 0 }) {
        const index = id.section;
        if (!(index >= 0 && index < this.sections.length))
            return undefined;
        const count = itemCount(this.sections[index].items);
        switch (id.kind) {
            case "header": return this.header(index, position);
            case "footer": return this.footer(index);
            case "background": return id.item === 0 ? this.background(index) : undefined;
            case "separator": return id.item >= 0 && id.item < count - 1 ? this.separator(index, id.item) : undefined;
            case "cell": return id.item >= 0 && id.item < count ? this.cell(index, id.item, position) : undefined;
            default: return undefined;
        }
    }
    /** A section's background corner radius, for drawing it; undefined without a background. */
    backgroundCornerRadius(section) {
        return section >= 0 && section < this.sections.length ? this.sections[section].background?.cornerRadius : undefined;
    }
    /** Cell `item` of section `index` with its effects. */
    cell(index, item, position) {
        const section = this.sections[index];
        const count = itemCount(section.items);
        if (this.sectionIsOrthogonal(index))
            return this.cellAttributes(index, item, this.orthogonalFrame(index, item, position), count, position);
        switch (section.items.kind) {
            case "pattern":
            case "explicit": {
                const frame = this.mapping.rect(offsetRect(this.axisFrame(index, item), this.contentOrigin(index), section.crossStartInset));
                return this.cellAttributes(index, item, frame, count, position);
            }
            case "circle": return this.cellAttributes(index, item, section.items.circle.frame(item), count, position);
        }
    }
    itemCount(section) {
        return section >= 0 && section < this.sections.length ? itemCount(this.sections[section].items) : 0;
    }
    /** Every element, by section: background, header, cells by item, separators, footer. */
    allElements(position = { x: 0, y: 0 }) {
        const result = [];
        for (let index = 0; index < this.sections.length; index++) {
            const section = this.sections[index];
            const background = this.background(index);
            if (background !== undefined)
                result.push(background);
            const header = this.header(index, position);
            if (header !== undefined)
                result.push(header);
            const count = itemCount(section.items);
            const items = section.items;
            switch (items.kind) {
                case "pattern":
                case "explicit":
                    for (let item = 0; item < count; item++)
                        result.push(this.cell(index, item, position));
                    break;
                case "circle":
                    // A circle's sines and cosines come from one per 64 items: listed in one pass, not per cell.
                    items.circle.forEachFrame(0, count, (item, frame) => result.push(this.cellAttributes(index, item, frame, count, position)));
                    break;
                default: unhandled(items);
            }
            if (section.separator !== undefined) {
                for (let item = 0; item < count; item++) {
                    const separator = this.separator(index, item);
                    if (separator !== undefined)
                        result.push(separator);
                }
            }
            const footer = this.footer(index);
            if (footer !== undefined)
                result.push(footer);
        }
        return result;
    }
    /** The offsets the content can rest at, per axis: from 0 to the content's end less the viewport. */
    get maximumOffset() {
        return { x: swiftMax(0, this.contentSize.width - this.viewport.width), y: swiftMax(0, this.contentSize.height - this.viewport.height) };
    }
    /** The sections whose span along the scroll axis meets `uStart..<uEnd` (every one when headers are pinned). */
    sectionRange(uStart, uEnd) {
        const starts = this.sectionStarts;
        const count = this.sections.length;
        if (!this.scrolls || this.hasPinnedHeaders)
            return [0, count];
        let low = 0;
        let high = count;
        while (low < high) {
            const middle = (low + high) >> 1;
            if (starts[middle + 1] > uStart)
                high = middle;
            else
                low = middle + 1;
        }
        let end = low;
        while (end < count && (starts[end] < uEnd || (starts[end] === starts[end + 1] && starts[end] <= uEnd)))
            end += 1;
        return [low, end];
    }
    // MARK: Orthogonal sections, by the app's section numbers
    isOrthogonal(section) {
        return section >= 0 && section < this.sections.length && this.sections[section].orthogonal !== undefined;
    }
    /** How far an orthogonal section's content reaches sideways, insets included. */
    orthogonalContentLength(section) {
        if (!this.isOrthogonal(section))
            return undefined;
        const resolved = this.sections[section];
        return resolved.leadingInset + itemExtent(resolved.items) + resolved.trailingInset;
    }
    /** The largest sideways offset an orthogonal section comes to rest at. */
    maximumSectionOffset(section) {
        const length = this.orthogonalContentLength(section);
        return length === undefined ? 0 : swiftMax(0, length - this.mapping.vSize(this.viewport));
    }
    /** An orthogonal section's band in content coordinates, across the whole breadth. */
    band(section) {
        const orthogonal = this.isOrthogonal(section) ? this.sections[section].orthogonal : undefined;
        if (orthogonal === undefined)
            return undefined;
        return this.mapping.rect(axisRect(this.bandStart(section), 0, orthogonal.bandLength, this.mapping.vSize(this.viewport)));
    }
    /** Item `item`'s frame in its section's own terms; none for a circle, whose frames are in view terms. */
    axisFrame(index, item) {
        const items = this.sections[index].items;
        switch (items.kind) {
            case "pattern": return items.pattern.frame(item);
            case "explicit": return items.frames.frames[item];
            case "circle": return axisRect(0, 0, 0, 0);
        }
    }
    sectionIsOrthogonal(index) {
        return this.hasOrthogonalSections && this.sections[index].orthogonal !== undefined;
    }
    contentOrigin(index) {
        const section = this.sections[index];
        return this.sectionStarts[index] + (section.headerLength ?? 0) + section.leadingInset;
    }
    /** A cell's attributes: its frame, and what the scroll effects make of its distance from the viewport's centre. */
    cellAttributes(section, item, frame, count, position) {
        const element = attributes("cell", section, item, frame);
        if (!this.hasEffects)
            return element;
        const effects = this.sections[section].effects ?? this.effects;
        if (effects === undefined)
            return element;
        const center = this.mapping.u({ x: frame.x + frame.width * 0.5, y: frame.y + frame.height * 0.5 });
        let distance = center - (this.mapping.u(position) + this.mapping.uSize(this.viewport) * 0.5);
        if (this.sectionIsOrthogonal(section)) {
            const across = this.mapping.axis === "vertical" ? frame.x + frame.width * 0.5 : frame.y + frame.height * 0.5;
            distance = across - this.mapping.vSize(this.viewport) * 0.5;
        }
        effects.apply(element, distance, count);
        return element;
    }
    header(index, position) {
        const section = this.sections[index];
        const length = section.headerLength;
        if (length === undefined)
            return undefined;
        let u = this.sectionStarts[index];
        let zIndex = 0;
        if (section.headerPinned) {
            u = swiftMax(u, swiftMin(this.mapping.u(position), this.sectionStarts[index + 1] - length));
            zIndex = 1024;
        }
        return attributes("header", index, 0, this.mapping.rect(axisRect(u, 0, length, this.mapping.vSize(this.viewport))), zIndex);
    }
    background(index) {
        const section = this.sections[index];
        const background = section.background;
        if (background === undefined)
            return undefined;
        const start = this.sectionStarts[index] + (section.headerLength ?? 0) + background.leading;
        const end = this.sectionStarts[index + 1] - (section.footerLength ?? 0) - background.trailing;
        const breadth = this.mapping.vSize(this.viewport) - background.crossStart - background.crossEnd;
        const frame = this.mapping.rect(axisRect(start, background.crossStart, swiftMax(0, end - start), swiftMax(0, breadth)));
        return attributes("background", index, 0, frame, -1);
    }
    separator(index, item) {
        const section = this.sections[index];
        const separator = section.separator;
        if (separator === undefined || item >= itemCount(section.items) - 1)
            return undefined;
        const cell = offsetRect(this.axisFrame(index, item), this.contentOrigin(index), section.crossStartInset);
        const frame = this.mapping.rect(axisRect(cell.u + cell.length + separator.offset, cell.v + separator.inset, separator.thickness, swiftMax(0, cell.breadth - separator.inset)));
        return attributes("separator", index, item, frame);
    }
    footer(index) {
        const length = this.sections[index].footerLength;
        if (length === undefined)
            return undefined;
        return attributes("footer", index, 0, this.mapping.rect(axisRect(this.sectionStarts[index + 1] - length, 0, length, this.mapping.vSize(this.viewport))));
    }
    // MARK: Orthogonal sections
    bandStart(index) {
        return this.sectionStarts[index] + (this.sections[index].headerLength ?? 0);
    }
    orthogonalFrame(index, item, position) {
        const section = this.sections[index];
        const inner = this.axisFrame(index, item);
        const offset = position.sectionOffsets?.get(index) ?? 0;
        return this.mapping.rect(axisRect(this.bandStart(index) + section.crossStartInset + inner.v, section.leadingInset + inner.u - offset, inner.breadth, inner.length));
    }
}

// queries/prepared.js
// A layout computed for one viewport and one set of counts, as the Swift runtime's
// PreparedLayout: the sections it holds (sections.ts) and the questions a view asks of it at a
// scroll position. It holds no scroll state; queries take a position.






class PreparedLayout extends PreparedSections {
    /** The same geometry for another viewport or text size that the layout does not read. */
    adopting(viewport, textScale) {
        const adopted = new PreparedLayout(viewport, this.mapping.axis, this.mapping.direction, this.sections, this.effects, this.snap, textScale, this.gravity);
        adopted.reduceMotion = this.reduceMotion;
        return adopted;
    }
    /** The elements whose frames meet `rect` (or, when effects move, rotate or turn cells, that
     * are drawn in it), in element order. */
    elements(rect, position = { x: 0, y: 0 }) {
        return elementsIn(this, rect, position);
    }
    /** Swift's `element(at:position:)`: the element drawn at `at` (content coordinates) at
     * `position`; undefined on none. */
    element(at, position = { x: 0, y: 0 }) {
        return elementAt(this, at, position)?.id;
    }
    /** The cell a dragged cell would take the place of, with its centre at `center`. */
    moveTarget(dragged, center, position = { x: 0, y: 0 }) {
        return moveTarget(this, dragged, center, position)?.id;
    }
    restingOffset(first, second, third, fourth) {
        if (typeof first === "number")
            return sectionRestingOffset(this, first, second, third ?? 0, fourth);
        return restingOffset(this, first, second ?? { x: 0, y: 0 }, third ?? { x: 0, y: 0 });
    }
    /** How section `section`'s cells form rows and columns (docs/ACCESSIBILITY.md, "Rows and
     * columns"), from their frames with the content at its start. */
    gridStructure(section) {
        if (!(section >= 0 && section < this.sections.length))
            return listStructure(0);
        const frames = [];
        const count = this.itemCount(section);
        if (count > maximumGridCells)
            return listStructure(count);
        for (let item = 0; item < count; item++)
            frames.push(this.cell(section, item, { x: 0, y: 0 }).frame);
        return gridStructure(frames, this.mapping.direction, !itemsScroll(this.sections[section].items));
    }
    /** The cell a key moves focus to from cell `from`, by the cells' frames at `position`;
     * undefined when focus stays. */
    nextCell(from, move, position = { x: 0, y: 0 }) {
        const cells = this.allElements(position).filter((element) => element.id.kind === "cell");
        const index = cells.findIndex((cell) => cell.id.section === from.section && cell.id.item === from.item);
        if (index < 0)
            return undefined;
        const page = this.mapping.axis === "vertical" ? this.viewport.height : this.viewport.width;
        const found = nextCell(index, cells.map((cell) => cell.frame), move, this.mapping.axis, this.mapping.direction, page);
        return found === undefined ? undefined : cells[found].id;
    }
}

// layout/engine.js
// Runs a layout model, as the Swift runtime's LayoutEngine: picks the variant for the viewport,
// resolves each section's formulas into numbers, and stacks the sections.







/** The effects in force, as Swift's `EffectsModel.inForce`: `effects`, or under Reduce Motion
 * `reduced` when given, else `effects` without those that move cells (opacity and order stay). */
function effectsInForce(effects, reduced, reduceMotion) {
    if (!reduceMotion)
        return effects;
    if (reduced !== undefined)
        return reduced;
    if (effects === undefined)
        return undefined;
    const stilled = {};
    if (effects.alpha !== undefined)
        stilled.alpha = effects.alpha;
    if (effects.zIndex !== undefined)
        stilled.zIndex = effects.zIndex;
    return stilled;
}
const isEmpty = (effects) => Object.values(effects).every((value) => value === undefined);
class LayoutEngine {
    model;
    evaluator;
    file;
    reads;
    constructor(model, evaluator, file) {
        this.model = model;
        this.evaluator = evaluator;
        this.file = file;
        this.reads = new Set();
        for (const program of evaluator.programs) {
            for (const name of ["width", "height", "count", "textScale"])
                if (program.readsName(name))
                    this.reads.add(name);
        }
    }
    /** The first variant whose condition holds, else the base. */
    body(viewport, textScale) {
        const context = new Context();
        context.width = viewport.width;
        context.height = viewport.height;
        context.textScale = textScale;
        for (const variant of this.model.variants) {
            if (this.evaluator.finiteValue(variant.condition, context) !== 0)
                return variant.body;
        }
        return this.model.base;
    }
    prepare(input) {
        try {
            return this.resolve(input);
        }
        catch (error) {
            if (error instanceof LayoutError)
                throw error.naming(this.file);
            throw error;
        }
    }
    resolve(input) {
        const viewport = input.viewport;
        const textScale = input.textScale ?? 1;
        if (!(Number.isFinite(viewport.width) && Number.isFinite(viewport.height) && viewport.width >= 0 && viewport.height >= 0)) {
            throw new LayoutError(`the viewport must have a finite, non-negative size, not ${describe(viewport.width)}×${describe(viewport.height)}`);
        }
        checkCounts(input.sectionCounts);
        checkTextScale(textScale);
        const body = this.body(viewport, textScale);
        const sections = input.sectionCounts.map((_, index) => this.resolveSection(input, index, body));
        const reduceMotion = input.reduceMotion ?? false;
        // Stilled effects with nothing left are none: scrolling then invalidates nothing for them.
        const inForce = effectsInForce(body.effects, body.reducedMotionEffects, reduceMotion);
        const effects = inForce === undefined || isEmpty(inForce) ? undefined : new ModelEffects(inForce, this.evaluator, viewport, textScale, this.turnAxis);
        const prepared = new PreparedLayout(viewport, this.model.axis, this.model.direction, sections, effects, body.snap, textScale, body.gravity ?? "start");
        prepared.reduceMotion = reduceMotion;
        return prepared;
    }
    get turnAxis() {
        return this.model.axis === "horizontal" ? "vertical" : "horizontal";
    }
    resolver(input, index) {
        const sizes = input.itemSizes !== undefined && index < input.itemSizes.length ? input.itemSizes[index] : undefined;
        return new SectionResolver(this.evaluator, this.model.axis, input.viewport.width, input.viewport.height, input.textScale ?? 1, index, input.sectionCounts[index], sizes);
    }
    /** A section's geometry, with its own effects and snap when it overrides the layout's. */
    resolveSection(input, index, body) {
        const model = sectionModel(body, index);
        const resolved = this.resolver(input, index).resolve(model);
        // The section's own effects in force, if any; otherwise the body's apply.
        const inForce = effectsInForce(model.effects, model.reducedMotionEffects, input.reduceMotion ?? false);
        if (inForce !== undefined)
            resolved.effects = new ModelEffects(inForce, this.evaluator, input.viewport, input.textScale ?? 1, this.turnAxis);
        if (model.snap !== undefined)
            resolved.snap = model.snap;
        return resolved;
    }
    /** The layout for `input` when it differs from `prepared`'s by items appended to sections (and
     * no formula reads the count): a masonry or a grid continues its pass with the new items, any
     * other growing section is resolved again on its own, the others are kept. Otherwise prepares
     * again. The same answers as `prepare(input)`. */
    extend(prepared, input) {
        try {
            return this.extendUnnamed(prepared, input);
        }
        catch (error) {
            if (error instanceof LayoutError)
                throw error.naming(this.file);
            throw error;
        }
    }
    extendUnnamed(prepared, input) {
        const counts = input.sectionCounts;
        const textScale = input.textScale ?? 1;
        if (this.reads.has("count") || input.viewport.width !== prepared.viewport.width || input.viewport.height !== prepared.viewport.height
            || textScale !== prepared.textScale || (input.reduceMotion ?? false) !== prepared.reduceMotion || counts.length !== prepared.sectionCount || counts.some((count, index) => count < prepared.itemCount(index))) {
            return this.prepare(input);
        }
        checkCounts(counts);
        const body = this.body(input.viewport, textScale);
        const sections = [...prepared.sections];
        let changed = false;
        counts.forEach((count, index) => {
            const section = sections[index];
            const from = itemCount(section.items);
            if (count <= from)
                return;
            changed = true;
            const arrangement = sectionModel(body, index).arrangement;
            const continuation = section.continuation;
            let frames;
            let next;
            if (arrangement.kind === "masonry" && continuation?.kind === "masonry" && section.orthogonal === undefined) {
                const placed = this.resolver(input, index).placeMasonryItems(from, count, arrangement, continuation.columns);
                frames = placed.frames;
                next = { kind: "masonry", columns: placed.columns };
            }
            else if (arrangement.kind === "grid" && continuation?.kind === "grid" && section.orthogonal === undefined) {
                const placed = this.resolver(input, index).placeGridItems(from, count, arrangement, continuation.pass);
                frames = placed.frames;
                next = { kind: "grid", pass: placed.pass };
            }
            if (frames !== undefined && section.items.kind === "explicit") {
                sections[index] = { ...section, items: { kind: "explicit", frames: new ExplicitFrames([...section.items.frames.frames, ...frames]) }, continuation: next };
            }
            else {
                sections[index] = this.resolveSection(input, index, body);
            }
        });
        if (!changed)
            return prepared;
        const extended = new PreparedLayout(prepared.viewport, this.model.axis, this.model.direction, sections, prepared.effects, prepared.snap, prepared.textScale, prepared.gravity);
        extended.reduceMotion = prepared.reduceMotion;
        return extended;
    }
}
function sectionModel(body, index) {
    return index < body.sectionOverrides.length ? body.sectionOverrides[index] : body.defaultSection;
}
function checkCounts(counts) {
    if (counts.length > limits.maxSections)
        throw new LayoutError(`${counts.length} sections is more than a layout takes (${limits.maxSections})`);
    counts.forEach((count, index) => {
        if (!Number.isInteger(count))
            throw new LayoutError(`section ${index}'s item count must be a whole number, not ${count}`);
        if (count < 0)
            throw new LayoutError(`section ${index} has a negative item count (${count})`);
        if (count > limits.maxItems)
            throw new LayoutError(`section ${index} has ${count} items, more than a layout takes (${limits.maxItems})`);
    });
}
function checkTextScale(textScale) {
    if (!(Number.isFinite(textScale) && textScale > 0 && textScale <= 100)) {
        throw new LayoutError(`the text scale must be a number above 0 and at most 100 (1 is the default text size), not ${describe(textScale)}`);
    }
}
/** A body's or a section's scroll effects, evaluated per cell. */
class ModelEffects {
    model;
    evaluator;
    viewport;
    textScale;
    turnAxis;
    transforms;
    context = new Context();
    constructor(model, evaluator, viewport, textScale, turnAxis) {
        this.model = model;
        this.evaluator = evaluator;
        this.viewport = viewport;
        this.textScale = textScale;
        this.turnAxis = turnAxis;
        this.transforms = model.rotation !== undefined || model.translateX !== undefined || model.translateY !== undefined || model.turn !== undefined;
    }
    apply(element, distance, sectionCount) {
        // One context for every cell, reset: effects run per element per frame, and allocate nothing.
        const context = this.context;
        context.reset();
        context.width = this.viewport.width;
        context.height = this.viewport.height;
        context.textScale = this.textScale;
        context.distance = distance;
        context.index = element.id.item;
        context.section = element.id.section;
        context.count = sectionCount;
        const model = this.model;
        const value = (formula) => this.evaluator.finiteValue(formula, context);
        // Held in range, as a view would need them: a negative scale would mirror the cell.
        if (model.scale !== undefined)
            element.scale = swiftMax(0, value(model.scale));
        if (model.alpha !== undefined)
            element.alpha = swiftMin(1, swiftMax(0, value(model.alpha)));
        if (model.zIndex !== undefined) {
            const z = roundAway(swiftMax(-1e9, swiftMin(1e9, value(model.zIndex))));
            element.zIndex = z === 0 ? 0 : z;
        }
        if (model.rotation !== undefined)
            element.rotation = value(model.rotation);
        if (model.translateX !== undefined)
            element.translation.x = swiftMin(this.viewport.width, swiftMax(-this.viewport.width, value(model.translateX)));
        if (model.translateY !== undefined)
            element.translation.y = swiftMin(this.viewport.height, swiftMax(-this.viewport.height, value(model.translateY)));
        if (model.turn !== undefined) {
            element.turnAxis = this.turnAxis;
            element.turn = value(model.turn);
            if (model.perspective !== undefined) {
                const viewerDistance = value(model.perspective);
                if (!(viewerDistance > 0)) {
                    const [line, column] = this.evaluator.place(model.perspective);
                    throw new LayoutError(`the perspective is ${swiftDouble(viewerDistance)} for a ${describe(this.viewport.width)}×${describe(this.viewport.height)} viewport; `
                        + "it is the viewer's distance and must be positive", undefined, line, column);
                }
                element.perspective = viewerDistance;
            }
        }
    }
}

// compiled/loadError.js
// Why a compiled file cannot be loaded, as the Swift runtime's CompiledLayout.LoadError.
/** A compiled file that cannot be loaded: where in it (a path of keys and indices, or a line and
 * column for text that is not JSON; empty for the file as a whole) and why. */
class LoadError extends Error {
    place;
    file;
    line;
    column;
    constructor(place, message, file, line, column) {
        super(message);
        this.place = place;
        this.file = file;
        this.line = line;
        this.column = column;
    }
    toString() {
        return [this.file, this.place || undefined, this.message].filter((part) => part !== undefined).join(": ");
    }
}

// compiled/json.js
// A JSON text as the compiled format reads it (docs/COMPILED-FORMAT.md, "The JSON"): RFC 8259
// exactly, UTF-8, at most 64 levels deep, no key twice in an object, every number a finite
// double. The same grammar, limits, messages and places as the Swift runtime's JSONDocument, so
// that both runtimes accept and refuse the same texts. JSON.parse is not used: it accepts lone
// surrogates and duplicate keys, and names no line and column.
/** An object's members in order; `members` keeps the order the text gives. */
class JSONObject {
    members;
    constructor(members) {
        this.members = members;
    }
}
const maxDepth = 64;
class JSONFault extends Error {
    line;
    column;
    constructor(line, column, message) {
        super(message);
        this.line = line;
        this.column = column;
    }
}
class Stop {
    offset;
    message;
    constructor(offset, message) {
        this.offset = offset;
        this.message = message;
    }
}
const space = (byte) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
const digit = (byte) => byte >= 0x30 && byte <= 0x39;
function parseJSON(text) {
    const parser = new Parser(text);
    try {
        parser.skipSpace();
        const value = parser.value(1);
        parser.skipSpace();
        if (parser.index < text.length)
            throw parser.stop("there is more text after the JSON value");
        return value;
    }
    catch (error) {
        if (!(error instanceof Stop))
            throw error;
        const [line, column] = lineAndColumn(text, error.offset);
        throw new JSONFault(line, column, error.message);
    }
}
function lineAndColumn(text, offset) {
    let line = 1;
    let column = 1;
    for (let index = 0; index < offset && index < text.length; index++) {
        const byte = text[index];
        if (byte === 0x0a) {
            line += 1;
            column = 1;
        }
        else if ((byte & 0xc0) !== 0x80) {
            column += 1; // not a UTF-8 continuation byte: a new character
        }
    }
    return [line, column];
}
class Parser {
    text;
    index = 0;
    constructor(text) {
        this.text = text;
    }
    current() {
        return this.index < this.text.length ? this.text[this.index] : undefined;
    }
    stop(message, offset = this.index) {
        return new Stop(offset, message);
    }
    skipSpace() {
        while (this.index < this.text.length && space(this.text[this.index]))
            this.index += 1;
    }
    value(depth) {
        const byte = this.current();
        if (byte === undefined)
            throw this.stop("the text ends where a value was expected");
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
                if (byte === 0x2d || digit(byte))
                    return this.number();
                throw this.stop("a value was expected (an object, array, string, number, true, false or null)");
        }
    }
    array(depth) {
        this.index += 1;
        const items = [];
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
            if (byte === 0x2c)
                this.index += 1;
            else if (byte === 0x5d) {
                this.index += 1;
                return items;
            }
            else if (byte === undefined)
                throw this.stop("the text ends inside an array");
            else
                throw this.stop("',' or ']' was expected");
        }
    }
    object(depth) {
        this.index += 1;
        const members = [];
        const keys = new Set();
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
            if (keys.has(key))
                throw this.stop(`the key '${key}' appears twice in this object`, keyStart);
            keys.add(key);
            this.skipSpace();
            if (this.current() !== 0x3a)
                throw this.stop("':' was expected after the key");
            this.index += 1;
            this.skipSpace();
            members.push([key, this.value(depth + 1)]);
            this.skipSpace();
            const byte = this.current();
            if (byte === 0x2c)
                this.index += 1;
            else if (byte === 0x7d) {
                this.index += 1;
                return new JSONObject(members);
            }
            else if (byte === undefined)
                throw this.stop("the text ends inside an object");
            else
                throw this.stop("',' or '}' was expected");
        }
    }
    string() {
        const start = this.index;
        const text = this.text;
        this.index += 1;
        let result = "";
        while (this.index < text.length) {
            const byte = text[this.index];
            if (byte === 0x22) {
                this.index += 1;
                return result;
            }
            else if (byte === 0x5c) {
                this.index += 1;
                if (this.index >= text.length)
                    break;
                const escaped = text[this.index];
                if (escaped === 0x75) {
                    const unit = this.hexUnit(this.index + 1);
                    if (unit === undefined)
                        throw this.stop("'\\u' must be followed by four hexadecimal digits", this.index - 1);
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
                }
                else {
                    const replacement = escapes.get(escaped);
                    if (replacement === undefined)
                        throw this.stop("this escape is not JSON's", this.index - 1);
                    result += replacement;
                    this.index += 1;
                }
            }
            else if (byte < 0x20) {
                throw this.stop("a string cannot hold a control character; write it escaped");
            }
            else if (byte >= 0x80) {
                const scalar = this.utf8Scalar(this.index);
                if (scalar === undefined)
                    throw this.stop("the text is not valid UTF-8 here");
                result += String.fromCodePoint(scalar[0]);
                this.index += scalar[1];
            }
            else {
                result += String.fromCharCode(byte);
                this.index += 1;
            }
        }
        throw this.stop("this string is not closed", start);
    }
    /** The well-formed UTF-8 sequence at `start` (Unicode's table 3-7) and its length. */
    utf8Scalar(start) {
        const text = this.text;
        const lead = text[start];
        let length = 0;
        let low = 0x80;
        let high = 0xbf;
        if (lead >= 0xc2 && lead <= 0xdf)
            length = 2;
        else if (lead === 0xe0)
            [length, low] = [3, 0xa0];
        else if ((lead >= 0xe1 && lead <= 0xec) || lead === 0xee || lead === 0xef)
            length = 3;
        else if (lead === 0xed)
            [length, high] = [3, 0x9f];
        else if (lead === 0xf0)
            [length, low] = [4, 0x90];
        else if (lead >= 0xf1 && lead <= 0xf3)
            length = 4;
        else if (lead === 0xf4)
            [length, high] = [4, 0x8f];
        if (length === 0 || start + length > text.length || text[start + 1] < low || text[start + 1] > high)
            return undefined;
        for (let offset = 2; offset < length; offset++) {
            if (text[start + offset] < 0x80 || text[start + offset] > 0xbf)
                return undefined;
        }
        let value = lead & (0xff >> (length + 1));
        for (let offset = 1; offset < length; offset++)
            value = (value << 6) | (text[start + offset] & 0x3f);
        return [value, length];
    }
    hexUnit(start) {
        if (start + 4 > this.text.length)
            return undefined;
        let unit = 0;
        for (let index = start; index < start + 4; index++) {
            const byte = this.text[index];
            let value;
            if (byte >= 0x30 && byte <= 0x39)
                value = byte - 0x30;
            else if (byte >= 0x61 && byte <= 0x66)
                value = byte - 0x61 + 10;
            else if (byte >= 0x41 && byte <= 0x46)
                value = byte - 0x41 + 10;
            else
                return undefined;
            unit = unit * 16 + value;
        }
        return unit;
    }
    number() {
        const start = this.index;
        const digits = () => {
            const first = this.index;
            while (this.index < this.text.length && digit(this.text[this.index]))
                this.index += 1;
            return this.index - first;
        };
        if (this.current() === 0x2d)
            this.index += 1;
        if (this.current() === 0x30)
            this.index += 1;
        else if (digits() === 0)
            throw this.stop("a number was expected", start);
        if (this.current() === 0x2e) {
            this.index += 1;
            if (digits() === 0)
                throw this.stop("a number's fraction needs digits", start);
        }
        if (this.current() === 0x65 || this.current() === 0x45) {
            this.index += 1;
            if (this.current() === 0x2b || this.current() === 0x2d)
                this.index += 1;
            if (digits() === 0)
                throw this.stop("a number's exponent needs digits", start);
        }
        // Number() rounds a decimal text to the nearest double, as Swift's parser does.
        const value = Number(ascii.decode(this.text.subarray(start, this.index)));
        if (!Number.isFinite(value))
            throw this.stop("this number is too large for a double", start);
        return value;
    }
    literal(word) {
        for (let offset = 0; offset < word.length; offset++) {
            if (this.text[this.index + offset] !== word.charCodeAt(offset)) {
                throw this.stop(`a value was expected (did you mean ${word}?)`);
            }
        }
        this.index += word.length;
    }
}
const ascii = new TextDecoder();
const escapes = new Map([
    [0x22, '"'], [0x5c, "\\"], [0x2f, "/"], [0x62, "\b"], [0x66, "\f"], [0x6e, "\n"], [0x72, "\r"], [0x74, "\t"],
]);

// compiled/fields.js
// Reading a compiled file's JSON field by field: each value checked for its type, each fault
// refused with its place (a path of keys and indices) and the same message as the Swift runtime's
// CompiledModelReader gives.


/** An object's members and where it is. */
class Fields {
    object;
    at;
    constructor(object, at) {
        this.object = object;
        this.at = at;
    }
    place(key) {
        return this.at === "" ? key : `${this.at}.${key}`;
    }
    /** The member's value; undefined when it is absent or null. */
    value(key) {
        const member = this.object.members.find((entry) => entry[0] === key);
        return member === undefined || member[1] === null ? undefined : member[1];
    }
}
class FieldReader {
    formulaCount;
    fault;
    constructor(formulaCount, fault) {
        this.formulaCount = formulaCount;
        this.fault = fault;
    }
    fields(node, place) {
        if (!(node instanceof JSONObject))
            throw this.fault(place, "this value must be an object");
        return new Fields(node, place);
    }
    required(fields, key) {
        const value = fields.value(key);
        if (value === undefined)
            throw this.fault(fields.place(key), "this field is missing");
        return value;
    }
    list(node, place) {
        if (!Array.isArray(node))
            throw this.fault(place, "this value must be a list");
        return node;
    }
    /** A whole number within ±2^53. */
    integer(node, place) {
        if (typeof node !== "number" || node !== Math.trunc(node) || Math.abs(node) > 9007199254740992) {
            throw this.fault(place, "this value must be an integer");
        }
        return node === 0 ? 0 : node; // -0 is the integer 0
    }
    string(node, place) {
        if (typeof node !== "string")
            throw this.fault(place, "this value must be a string");
        return node;
    }
    bool(node, place) {
        if (typeof node !== "boolean")
            throw this.fault(place, "this value must be true or false");
        return node;
    }
    word(node, place, words) {
        const text = this.string(node, place);
        const word = words.find((candidate) => candidate === text);
        if (word === undefined) {
            throw this.fault(place, `this value must be one of ${words.map((candidate) => `'${candidate}'`).join(", ")}, not '${scalarPrefix(text, 40)}'`);
        }
        return word;
    }
    formula(node, place) {
        const index = this.integer(node, place);
        if (index < 0 || index >= this.formulaCount) {
            throw this.fault(place, this.formulaCount === 0 ? `this refers to formula ${index}, but the file has no formulas`
                : `this refers to formula ${index}, but the file has formulas 0 to ${this.formulaCount - 1}`);
        }
        return index;
    }
    formulaField(fields, key) {
        return this.formula(this.required(fields, key), fields.place(key));
    }
    optionalFormula(fields, key) {
        const value = fields.value(key);
        return value === undefined ? undefined : this.formula(value, fields.place(key));
    }
    integerField(fields, key) {
        return this.integer(this.required(fields, key), fields.place(key));
    }
    boolField(fields, key) {
        return this.bool(this.required(fields, key), fields.place(key));
    }
    wordField(fields, key, words) {
        return this.word(this.required(fields, key), fields.place(key), words);
    }
    optionalWordField(fields, key, words) {
        const value = fields.value(key);
        return value === undefined ? undefined : this.word(value, fields.place(key), words);
    }
    object(fields, key) {
        return this.fields(this.required(fields, key), fields.place(key));
    }
    optionalObject(fields, key) {
        const value = fields.value(key);
        return value === undefined ? undefined : this.fields(value, fields.place(key));
    }
    /** An object with exactly one of `keys`, which names what it is. */
    oneOf(fields, keys, message) {
        const present = fields.object.members.filter((member) => keys.includes(member[0]));
        if (present.length !== 1)
            throw this.fault(fields.at, message);
        return present[0];
    }
}

// compiled/nodeReader.js
// Generated by CodeGeneration (`swift run --package-path CodeGeneration generate-model`) from
// CodeGeneration/Sources/generate-model/ModelNodes.swift. Do not edit: change the description and run it again.
//
// Each node read field by field in declaration order, the first fault refused at its place: the
// same order, places and messages as the Swift runtime's CompiledModelReader.


const arrangementKinds = ["tiles", "blocks", "circle", "line", "masonry", "flow", "rule", "grid"];
/** The readers of the model's nodes; the subclass reads what needs checks across fields. */
class NodeReader extends FieldReader {
    arrangement(fields) {
        const [kind, node] = this.oneOf(fields, arrangementKinds, "an arrangement has exactly one key, its kind: tiles, blocks, circle, line, masonry, flow, rule or grid");
        const model = this.fields(node, fields.place(kind));
        switch (kind) {
            case "tiles": return this.tiles(model);
            case "blocks": return this.blocks(model);
            case "circle": return this.circle(model);
            case "line": return this.line(model);
            case "masonry": return this.masonry(model);
            case "flow": return this.flow(model);
            case "rule": return this.rule(model);
            default: return this.grid(model);
        }
    }
    variant(fields) {
        const condition = this.formulaField(fields, "condition");
        const body = this.body(this.object(fields, "body"));
        const value = { condition, body };
        return value;
    }
    section(fields) {
        const arrangement = this.arrangement(this.object(fields, "arrangement"));
        const insets = this.insets(this.object(fields, "insets"));
        const headerFields = this.optionalObject(fields, "header");
        const header = headerFields === undefined ? undefined : this.supplementary(headerFields);
        const footerFields = this.optionalObject(fields, "footer");
        const footer = footerFields === undefined ? undefined : this.supplementary(footerFields);
        const backgroundFields = this.optionalObject(fields, "background");
        const background = backgroundFields === undefined ? undefined : this.background(backgroundFields);
        const separatorsFields = this.optionalObject(fields, "separators");
        const separators = separatorsFields === undefined ? undefined : this.separators(separatorsFields);
        const orthogonalFields = this.optionalObject(fields, "orthogonal");
        const orthogonal = orthogonalFields === undefined ? undefined : this.orthogonal(orthogonalFields);
        const effectsFields = this.optionalObject(fields, "effects");
        const effects = effectsFields === undefined ? undefined : this.effects(effectsFields);
        const snapValue = fields.value("snap");
        const snap = snapValue === undefined ? undefined : this.snapRule(snapValue, fields.place("snap"));
        const reducedMotionEffectsFields = this.optionalObject(fields, "reducedMotionEffects");
        const reducedMotionEffects = reducedMotionEffectsFields === undefined ? undefined : this.effects(reducedMotionEffectsFields);
        const value = { arrangement, insets };
        if (header !== undefined)
            value.header = header;
        if (footer !== undefined)
            value.footer = footer;
        if (background !== undefined)
            value.background = background;
        if (separators !== undefined)
            value.separators = separators;
        if (orthogonal !== undefined)
            value.orthogonal = orthogonal;
        if (effects !== undefined)
            value.effects = effects;
        if (snap !== undefined)
            value.snap = snap;
        if (reducedMotionEffects !== undefined)
            value.reducedMotionEffects = reducedMotionEffects;
        return value;
    }
    orthogonal(fields) {
        const length = this.formulaField(fields, "length");
        const snap = this.snapRule(this.required(fields, "snap"), fields.place("snap"));
        const value = { length, snap };
        return value;
    }
    background(fields) {
        const insets = this.insets(this.object(fields, "insets"));
        const cornerRadius = this.formulaField(fields, "cornerRadius");
        const value = { insets, cornerRadius };
        return value;
    }
    separators(fields) {
        const thickness = this.formulaField(fields, "thickness");
        const inset = this.formulaField(fields, "inset");
        const offset = this.formulaField(fields, "offset");
        const value = { thickness, inset, offset };
        return value;
    }
    insets(fields) {
        const top = this.formulaField(fields, "top");
        const left = this.formulaField(fields, "left");
        const bottom = this.formulaField(fields, "bottom");
        const right = this.formulaField(fields, "right");
        const value = { top, left, bottom, right };
        return value;
    }
    supplementary(fields) {
        const length = this.formulaField(fields, "length");
        const pinned = this.boolField(fields, "pinned");
        const value = { length, pinned };
        return value;
    }
    size(fields) {
        const width = this.formulaField(fields, "width");
        const height = this.formulaField(fields, "height");
        const value = { width, height };
        return value;
    }
    effects(fields) {
        const scale = this.optionalFormula(fields, "scale");
        const alpha = this.optionalFormula(fields, "alpha");
        const zIndex = this.optionalFormula(fields, "zIndex");
        const rotation = this.optionalFormula(fields, "rotation");
        const translateX = this.optionalFormula(fields, "translateX");
        const translateY = this.optionalFormula(fields, "translateY");
        const turn = this.optionalFormula(fields, "turn");
        const perspective = this.optionalFormula(fields, "perspective");
        const value = {};
        if (scale !== undefined)
            value.scale = scale;
        if (alpha !== undefined)
            value.alpha = alpha;
        if (zIndex !== undefined)
            value.zIndex = zIndex;
        if (rotation !== undefined)
            value.rotation = rotation;
        if (translateX !== undefined)
            value.translateX = translateX;
        if (translateY !== undefined)
            value.translateY = translateY;
        if (turn !== undefined)
            value.turn = turn;
        if (perspective !== undefined)
            value.perspective = perspective;
        return value;
    }
    tiles(fields) {
        const cellsNodes = this.list(this.required(fields, "cells"), fields.place("cells"));
        if (cellsNodes.length < 1 || cellsNodes.length > limits.maxPatternCells) {
            throw this.fault(fields.place("cells"), `a tile pattern has 1 to ${limits.maxPatternCells} cells, not ${cellsNodes.length}`);
        }
        const cells = cellsNodes.map((node, index) => this.cell(this.fields(node, `${fields.place("cells")}[${index}]`)));
        const period = this.optionalFormula(fields, "period");
        const spacing = this.formulaField(fields, "spacing");
        const extent = this.optionalFormula(fields, "extent");
        const value = { kind: "tiles", cells, spacing };
        if (period !== undefined)
            value.period = period;
        if (extent !== undefined)
            value.extent = extent;
        return value;
    }
    blocks(fields) {
        const columns = this.columnSpec(fields, "columns");
        const columnWidth = this.formulaField(fields, "columnWidth");
        const itemLength = this.formulaField(fields, "itemLength");
        const spacing = this.optionalFormula(fields, "spacing");
        const value = { kind: "blocks", columns, columnWidth, itemLength };
        if (spacing !== undefined)
            value.spacing = spacing;
        return value;
    }
    circle(fields) {
        const item = this.size(this.object(fields, "item"));
        const centerX = this.formulaField(fields, "centerX");
        const centerY = this.formulaField(fields, "centerY");
        const radius = this.formulaField(fields, "radius");
        const start = this.formulaField(fields, "start");
        const step = this.formulaField(fields, "step");
        const clockwise = this.boolField(fields, "clockwise");
        const singleAtCenter = this.boolField(fields, "singleAtCenter");
        const value = { kind: "circle", item, centerX, centerY, radius, start, step, clockwise, singleAtCenter };
        return value;
    }
    line(fields) {
        const item = this.size(this.object(fields, "item"));
        const spacing = this.formulaField(fields, "spacing");
        const align = this.wordField(fields, "align", ["start", "center", "end"]);
        const perItem = false; // derived from the programs, not read
        const value = { kind: "line", item, spacing, align, perItem };
        return value;
    }
    masonry(fields) {
        const columns = this.columns(fields, "columns", "masonry layout");
        const columnSpacing = this.formulaField(fields, "columnSpacing");
        const itemSpacing = this.formulaField(fields, "itemSpacing");
        const itemLength = this.optionalFormula(fields, "itemLength");
        const shortestFirst = this.boolField(fields, "shortestFirst");
        const tiesToTrailing = this.boolField(fields, "tiesToTrailing");
        const span = this.optionalFormula(fields, "span");
        const value = { kind: "masonry", columns, columnSpacing, itemSpacing, shortestFirst, tiesToTrailing };
        if (itemLength !== undefined)
            value.itemLength = itemLength;
        if (span !== undefined)
            value.span = span;
        return value;
    }
    flow(fields) {
        const sizing = this.sizing(fields, "sizing");
        const spacing = this.formulaField(fields, "spacing");
        const lineSpacing = this.formulaField(fields, "lineSpacing");
        const align = this.wordField(fields, "align", ["justify", "leading", "center", "trailing"]);
        const span = this.optionalFormula(fields, "span");
        const value = { kind: "flow", sizing, spacing, lineSpacing, align };
        if (span !== undefined)
            value.span = span;
        return value;
    }
    rule(fields) {
        const frame = this.cell(this.object(fields, "frame"));
        const period = this.rulePeriod(fields, "period");
        const value = { kind: "rule", frame };
        if (period !== undefined)
            value.period = period;
        return value;
    }
    grid(fields) {
        const columns = this.columns(fields, "columns", "grid");
        const rowLength = this.optionalFormula(fields, "rowLength");
        const columnGap = this.formulaField(fields, "columnGap");
        const rowGap = this.formulaField(fields, "rowGap");
        const span = this.optionalFormula(fields, "span");
        const rowSpan = this.optionalFormula(fields, "rowSpan");
        const column = this.optionalFormula(fields, "column");
        const dense = this.boolField(fields, "dense");
        const period = this.optionalFormula(fields, "period");
        const value = { kind: "grid", columns, columnGap, rowGap, dense };
        if (rowLength !== undefined)
            value.rowLength = rowLength;
        if (span !== undefined)
            value.span = span;
        if (rowSpan !== undefined)
            value.rowSpan = rowSpan;
        if (column !== undefined)
            value.column = column;
        if (period !== undefined)
            value.period = period;
        return value;
    }
    cell(fields) {
        const x = this.formulaField(fields, "x");
        const y = this.formulaField(fields, "y");
        const width = this.formulaField(fields, "width");
        const height = this.formulaField(fields, "height");
        const value = { x, y, width, height };
        return value;
    }
}

// compiled/versions.js
// Generated by CodeGeneration (`swift run --package-path CodeGeneration generate-model`) from
// CodeGeneration/Sources/generate-model/ModelNodes.swift. Do not edit: change the description and run it again.
/** The newest version of the format, which this runtime reads up to: the latest that anything of the model's description came in. */
const formatVersion = 4;
/** The version that brought the text size (textScale), which is no field of the model; the reader tests for it. */
const textScaleVersion = { version: 2, feature: "the text size (textScale)" };
/** The version that brought paging by item, which is no field of the model; the reader tests for it. */
const pagingByItemVersion = { version: 3, feature: "paging by item" };
/** The version of the format a section needs beyond the first, and what in it needs it; undefined: version 1 holds it. */
function sectionVersionNeeded(section) {
    let needed;
    const need = (version, feature) => { if (version > (needed?.version ?? 1))
        needed = { version, feature }; };
    const arrangement = section.arrangement;
    if (arrangement.kind === "grid")
        need(2, "the grid kind");
    if (arrangement.kind === "tiles" && arrangement.extent !== undefined)
        need(2, "a tiles block's extent");
    if (section.effects !== undefined)
        need(2, "a section's own effects or snap");
    if (section.snap !== undefined)
        need(2, "a section's own effects or snap");
    if (section.reducedMotionEffects !== undefined)
        need(3, "effects for Reduce Motion");
    return needed;
}
/** The version of the format a body's own fields need beyond the first; undefined: version 1 holds them. */
function bodyVersionNeeded(body) {
    let needed;
    const need = (version, feature) => { if (version > (needed?.version ?? 1))
        needed = { version, feature }; };
    if (body.reducedMotionEffects !== undefined)
        need(3, "effects for Reduce Motion");
    if (body.gravity !== undefined)
        need(4, "a layout's gravity");
    return needed;
}

// compiled/reader.js
// Reads and checks a compiled layout file in the order docs/COMPILED-FORMAT.md gives ("What a
// reader checks"), refusing at the first fault with its place and message: the same order,
// places and messages as the Swift runtime's CompiledLayoutReader and CompiledModelReader.







const formatName = "tessera-compiled-layout";
function readCompiledFile(bytes, file) {
    const fault = (place, message) => new LoadError(place, message, file);
    if (bytes.length > limits.maxFileBytes) {
        throw fault("", `the file has ${bytes.length} bytes; compiled layouts are limited to ${limits.maxFileBytes}`);
    }
    let document;
    try {
        document = parseJSON(bytes);
    }
    catch (error) {
        if (!(error instanceof JSONFault))
            throw error;
        throw new LoadError(`line ${error.line}, column ${error.column}`, `the file is not valid JSON here: ${error.message}; compiled layouts are written by \`tessera compile\``, file, error.line, error.column);
    }
    if (!(document instanceof JSONObject))
        throw fault("", "the file must be a JSON object, as `tessera compile` writes it");
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
    const programs = [];
    const places = [];
    formulaNodes.forEach((node, number) => {
        const place = `formulas[${number}]`;
        const formula = fields.fields(node, place);
        const line = fields.integerField(formula, "line");
        const column = fields.integerField(formula, "column");
        if (line < 1 || column < 1)
            throw fault(place, `a formula's line and column start at 1, not ${line}:${column}`);
        const text = fields.string(fields.required(formula, "program"), formula.place("program"));
        try {
            programs.push(Program.read(text));
        }
        catch (error) {
            if (!(error instanceof ProgramError))
                throw error;
            throw fault(error.instruction < 0 ? formula.place("program") : `${formula.place("program")}[${error.instruction}]`, error.message);
        }
        places.push([line, column]);
    });
    const modelReader = new ModelReader(programs.length, fault);
    const model = modelReader.layout(modelReader.fields(fields.required(top, "layout"), "layout"));
    deriveFlags(model, programs);
    const needed = versionNeeded(model, programs);
    if (needed.version > version && needed.feature !== undefined) {
        throw fault("version", `the file says version ${version} but uses ${needed.feature}, which came in version ${needed.version}; compile the layout again`);
    }
    return { model, programs, places, source, version };
}
/** The lowest version that holds the layout, and the first thing it uses that version 1 lacks. */
function versionNeeded(model, programs) {
    let needed = programs.some((program) => program.readsName("textScale"))
        ? textScaleVersion : { version: 1 };
    // What sections need comes from the model's description (versions.ts, generated).
    for (const body of [model.base, ...model.variants.map((variant) => variant.body)]) {
        for (const section of [body.defaultSection, ...body.sectionOverrides]) {
            const sectionNeeds = sectionVersionNeeded(section);
            if (sectionNeeds !== undefined && sectionNeeds.version > needed.version)
                needed = sectionNeeds;
        }
        const bodyNeeds = bodyVersionNeeded(body);
        if (bodyNeeds !== undefined && bodyNeeds.version > needed.version)
            needed = bodyNeeds;
    }
    // Paging by item is a value of the snap fields rather than a field.
    if (needed.version < pagingByItemVersion.version && pagesByItem(model))
        needed = pagingByItemVersion;
    return needed;
}
/** Whether any snap rule of the layout pages by item. */
function pagesByItem(model) {
    const paging = (rule) => typeof rule === "object";
    return [model.base, ...model.variants.map((variant) => variant.body)].some((body) => paging(body.snap)
        || [body.defaultSection, ...body.sectionOverrides].some((section) => paging(section.snap) || paging(section.orthogonal?.snap)));
}
/** Whether a flow's or a line's item size is measured per item: derived from the programs (do
 * they read `index`?), never read from the file, so that a file cannot contradict itself. */
function deriveFlags(model, programs) {
    const readsIndex = (formula) => programs[formula].readsName("index");
    for (const body of [model.base, ...model.variants.map((variant) => variant.body)]) {
        for (const section of [body.defaultSection, ...body.sectionOverrides]) {
            const arrangement = section.arrangement;
            if (arrangement.kind === "flow" && "item" in arrangement.sizing) {
                arrangement.sizing.perItem = readsIndex(arrangement.sizing.item.width) || readsIndex(arrangement.sizing.item.height);
            }
            else if (arrangement.kind === "line") {
                arrangement.perItem = readsIndex(arrangement.item.width) || readsIndex(arrangement.item.height);
            }
        }
    }
}
/** The layout and its bodies, whose checks span fields, and the model's shapes; the generated
 * NodeReader reads the rest, field by field in the documented order. */
class ModelReader extends NodeReader {
    layout(fields) {
        const name = this.string(this.required(fields, "name"), fields.place("name"));
        const bytes = new TextEncoder().encode(name).length;
        if (bytes === 0 || bytes > 1024)
            throw this.fault(fields.place("name"), `a layout's name has 1 to 1024 bytes, not ${bytes}`);
        const axis = this.wordField(fields, "axis", ["vertical", "horizontal"]);
        const direction = this.wordField(fields, "direction", ["ltr", "rtl"]);
        const base = this.body(this.object(fields, "base"));
        const variantNodes = this.list(this.required(fields, "variants"), fields.place("variants"));
        if (variantNodes.length > limits.maxVariants) {
            throw this.fault(fields.place("variants"), `the layout has ${variantNodes.length} variants; at most ${limits.maxVariants} are allowed`);
        }
        const variants = variantNodes.map((variantNode, index) => this.variant(this.fields(variantNode, `${fields.place("variants")}[${index}]`)));
        return { name, axis, direction, base, variants };
    }
    body(fields) {
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
            const key = ["header", "footer", "background", "separators", "orthogonal"].find((key) => defaultSection[key] !== undefined);
            if (key !== undefined)
                throw this.fault(defaultFields.place(key), `a circle does not scroll, so it has no ${key}; remove it`);
        }
        const effectsFields = this.optionalObject(fields, "effects");
        const effects = effectsFields === undefined ? undefined : this.effects(effectsFields);
        const body = { defaultSection, sectionOverrides, snap: this.snapRule(this.required(fields, "snap"), fields.place("snap")) };
        if (effects !== undefined)
            body.effects = effects;
        const reducedFields = this.optionalObject(fields, "reducedMotionEffects");
        if (reducedFields !== undefined)
            body.reducedMotionEffects = this.effects(reducedFields);
        const gravity = this.optionalWordField(fields, "gravity", ["start", "end"]);
        if (gravity !== undefined)
            body.gravity = gravity;
        return body;
    }
    columnSpec(fields, key) {
        const place = fields.place(key);
        const columnNodes = this.list(this.required(fields, key), place);
        if (columnNodes.length < 1 || columnNodes.length > limits.maxColumns) {
            throw this.fault(place, `a column spec has 1 to ${limits.maxColumns} columns, not ${columnNodes.length}`);
        }
        const columns = columnNodes.map((node, column) => this.list(node, `${place}[${column}]`).map((slot, index) => this.integer(slot, `${place}[${column}][${index}]`)));
        const slots = columns.reduce((sum, list) => sum + list.length, 0);
        if (slots < 1 || slots > limits.maxPatternCells)
            throw this.fault(place, `a column spec has 1 to ${limits.maxPatternCells} slots, not ${slots}`);
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
    columns(fields, key, noun) {
        const columns = this.object(fields, key);
        const [which, node] = this.oneOf(columns, ["count", "minimumWidth"], "columns have exactly one key: count or minimumWidth");
        if (which !== "count")
            return { minimumWidth: this.formula(node, columns.place(which)) };
        const count = this.integer(node, columns.place(which));
        if (count < 1 || count > limits.maxColumns)
            throw this.fault(columns.at, `a ${noun} has 1 to ${limits.maxColumns} columns, not ${count}`);
        return { count };
    }
    sizing(fields, key) {
        const sizingFields = this.object(fields, key);
        const [which, node] = this.oneOf(sizingFields, ["columns", "minimumWidth", "item", "data"], "a flow's sizing has exactly one key: columns, minimumWidth, item or data");
        const value = this.fields(node, sizingFields.place(which));
        if (which === "columns") {
            const count = this.integerField(value, "count");
            if (count < 1 || count > limits.maxColumns) {
                throw this.fault(sizingFields.at, `a flow has 1 to ${limits.maxColumns} items per line, not ${count}`);
            }
            return { columns: count, aspect: this.formulaField(value, "aspect") };
        }
        else if (which === "minimumWidth") {
            const width = this.formulaField(value, "width");
            return { minimumWidth: width, aspect: this.formulaField(value, "aspect") };
        }
        else if (which === "item") {
            // Whether each item is measured is derived from the programs; the file's word is not read.
            return { item: this.size(this.object(value, "size")), perItem: false };
        }
        return { data: true };
    }
    /** A snap rule: one of its words, or paging by item, `{"paging": "leading", "items": 1}`. */
    snapRule(value, place) {
        if (!(value instanceof JSONObject))
            return this.word(value, place, ["none", "center", "leading", "page"]);
        const paging = this.fields(value, place);
        const alignment = this.wordField(paging, "paging", ["leading", "center"]);
        const items = this.integerField(paging, "items");
        if (items < 1 || items > limits.maxPagingItems) {
            throw this.fault(paging.place("items"), `paging by item moves 1 to ${limits.maxPagingItems} items a swipe, not ${items}`);
        }
        return { paging: alignment, items };
    }
    rulePeriod(fields, key) {
        const periodFields = this.optionalObject(fields, key);
        if (periodFields === undefined)
            return undefined;
        const items = this.integerField(periodFields, "items");
        if (items < 1 || items > limits.maxPatternCells) {
            throw this.fault(periodFields.place("items"), `a rule's period has 1 to ${limits.maxPatternCells} items, not ${items}`);
        }
        return { items, length: this.formulaField(periodFields, "length") };
    }
}

// compiled/layout.js
/** A layout compiled by `tessera compile`, loaded from its bytes. The bytes are untrusted:
 * everything is checked before use, and anything wrong is a `LoadError` that says where. It
 * answers as the Swift runtime's `CompiledLayout` of the same file does. */
class CompiledLayout {
    engine;
    constructor(engine) {
        this.engine = engine;
    }
    /** Loads a compiled file: its bytes as `fetch` and `FileReader` give them (an `ArrayBuffer`,
     * or a typed array or `DataView` over one) or its text; `file` names it in errors. */
    static load(json, file) {
        const checked = readCompiledFile(bytesOf(json, file), file);
        return new CompiledLayout(new LayoutEngine(checked.model, new Evaluator(checked.programs, checked.places), checked.source ?? file));
    }
    /** Fetches and loads a compiled file (`fetch(url)`, then `load`); a failed request is a
     * `LoadError` with the HTTP status. */
    static async fetch(url, file = String(url)) {
        const response = await fetch(url);
        if (!response.ok)
            throw new LoadError("", `the request for the layout failed: HTTP ${response.status} ${response.statusText}`.trim(), file);
        return CompiledLayout.load(await response.arrayBuffer(), file);
    }
    get name() {
        return this.engine.model.name;
    }
    /** The layout for a viewport, counts and sizes; a fault the input causes is a `LayoutError`
     * naming the layout file, line and column where it can. */
    prepare(input) {
        return this.engine.prepare(input);
    }
    /** The layout after items were appended to `prepared`'s sections: what `prepare(input)`
     * gives, computing only the new items where it can. */
    extend(prepared, input) {
        return this.engine.extend(prepared, input);
    }
    /** What of the input the layout's formulas read: a change of anything else keeps its geometry. */
    get reads() {
        return this.engine.reads;
    }
}
/** The bytes of what `load` was given; anything else is a `LoadError` saying what to give. */
function bytesOf(json, file) {
    if (typeof json === "string")
        return new TextEncoder().encode(json);
    if (json instanceof Uint8Array)
        return json;
    if (json instanceof ArrayBuffer)
        return new Uint8Array(json);
    if (ArrayBuffer.isView(json))
        return new Uint8Array(json.buffer, json.byteOffset, json.byteLength);
    throw new LoadError("", `a compiled layout is loaded from its bytes (an ArrayBuffer, as response.arrayBuffer() gives, or a Uint8Array) or its text, not ${json === null ? "null" : typeof json}`, file);
}

// signing/signedFileError.js
// Why a layout file from outside the page was refused: the same codes as the Swift and Java
// runtimes (docs/COMPILED-FORMAT.md, "Signed files"), so that an app counts them alike.
/** A refused file: a stable `code` to count, the file as the page named it, and a message that
 * says what is wrong and what to do; for `layout.invalid`, the compiled loader's own error. */
class SignedFileError extends Error {
    code;
    file;
    loadError;
    constructor(code, message, file, loadError) {
        super(message);
        this.code = code;
        this.file = file;
        this.loadError = loadError;
    }
    toString() {
        return (this.file !== undefined ? `${this.file}: ` : "") + `${this.code}: ${this.message}`;
    }
}

// signing/envelope.js
// The signed envelope's text, read as the Swift runtime's EnvelopeReader reads it: the canonical
// form byte for byte, or refused with the member named.

const maximumBytes = 23 * 1024 * 1024;
const maximumSerial = Number.MAX_SAFE_INTEGER;
/** Whether the bytes claim to be an envelope: `{`, JSON whitespace, then `"tessera-signed"`. */
function isEnvelope(bytes) {
    let index = 0;
    const skipSpace = () => {
        while (index < bytes.length && (bytes[index] === 0x20 || bytes[index] === 0x09 || bytes[index] === 0x0a || bytes[index] === 0x0d))
            index++;
    };
    skipSpace();
    if (bytes[index] !== 0x7b)
        return false;
    index++;
    skipSpace();
    const key = '"tessera-signed"';
    for (let offset = 0; offset < key.length; offset++) {
        if (bytes[index + offset] !== key.charCodeAt(offset))
            return false;
    }
    return true;
}
function readEnvelope(bytes, file) {
    const malformed = (message) => new SignedFileError("envelope.malformed", `${message}; a signed file is exactly what \`tessera compile --sign\` writes, re-sign the layout rather than edit the file`, file);
    if (bytes.length > maximumBytes)
        throw malformed(`the file is larger than ${maximumBytes} bytes`);
    if (bytes.some((byte) => byte >= 0x80))
        throw malformed("the file holds bytes that are not ASCII");
    let rest = new TextDecoder().decode(bytes);
    const literal = (expected, member) => {
        if (!rest.startsWith(expected))
            throw malformed(`expected ${expected} at ${member}`);
        rest = rest.slice(expected.length);
    };
    const field = (member, allowed, terminator) => {
        const end = rest.indexOf(terminator);
        if (end < 0)
            throw malformed(`\`${member}\` is not closed`);
        const value = rest.slice(0, end);
        if (!allowed.test(value))
            throw malformed(`\`${member}\` holds a character it may not hold`);
        rest = rest.slice(end);
        return value;
    };
    const base64 = /^[A-Za-z0-9+/=]*$/;
    literal('{"tessera-signed":', "the start");
    if (!rest.startsWith("1,"))
        throw malformed("`tessera-signed` is not 1, the only envelope version there is");
    rest = rest.slice(2);
    literal('"keyId":"', "`keyId`");
    const keyId = field("keyId", /^[0-9a-f]*$/, '"');
    if (keyId.length !== 32)
        throw malformed("`keyId` is not 32 lower-case hexadecimal digits");
    literal('","', "after `keyId`");
    literal('name":"', "`name`");
    const name = field("name", /^[A-Za-z0-9._-]*$/, '"');
    if (name.length < 1 || name.length > 128)
        throw malformed("`name` is not 1 to 128 of A-Z, a-z, 0-9, '.', '_', '-'");
    literal('","serial":', "after `name`");
    const serialText = field("serial", /^[0-9]*$/, ",");
    const serial = Number(serialText);
    if (!/^(0|[1-9][0-9]*)$/.test(serialText) || !(serial <= maximumSerial)) {
        throw malformed("`serial` is not a whole number from 0 to 2^53-1 without leading zeros");
    }
    literal(',"expires":"', "`expires`");
    const expires = envelopeSeconds(field("expires", /^/, '"'));
    if (expires === undefined)
        throw malformed("`expires` is not a date YYYY-MM-DDTHH:MM:SSZ from 1970");
    literal('","payload":"', "after `expires`");
    const payload = canonicalBase64(field("payload", base64, '"'));
    if (payload === undefined)
        throw malformed("`payload` is not canonical base64");
    literal('"', "after `payload`");
    let signature;
    if (rest.startsWith(',"signature":"')) {
        rest = rest.slice(',"signature":"'.length);
        signature = canonicalBase64(field("signature", base64, '"'));
        if (signature === undefined || signature.length !== 64)
            throw malformed("`signature` is not 64 bytes in canonical base64");
        literal('"', "after `signature`");
    }
    if (rest !== "}\n")
        throw malformed("expected }, a line feed and the end of the file after the last member");
    return signature === undefined ? { keyId, name, serial, expires, payload } : { keyId, name, serial, expires, payload, signature };
}
/** The bytes the signature is over (docs/COMPILED-FORMAT.md): the fields on lines, then the payload. */
function signedBytes(envelope) {
    const header = new TextEncoder().encode(`tessera-signed 1\nkeyId ${envelope.keyId}\nname ${envelope.name}\nserial ${envelope.serial}\nexpires ${envelopeDate(envelope.expires)}\npayload ${envelope.payload.length}\n`);
    const bytes = new Uint8Array(header.length + envelope.payload.length);
    bytes.set(header);
    bytes.set(envelope.payload, header.length);
    return bytes;
}
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function encodeBase64(bytes) {
    let text = "";
    for (let index = 0; index < bytes.length; index += 3) {
        const a = bytes[index], b = bytes[index + 1], c = bytes[index + 2];
        const word = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
        text += alphabet[word >> 18] + alphabet[(word >> 12) & 63];
        text += b === undefined ? "=" : alphabet[(word >> 6) & 63];
        text += c === undefined ? "=" : alphabet[word & 63];
    }
    return text;
}
/** Padded base64 that encodes back to the same text (no spare bits set), or undefined. */
function canonicalBase64(text) {
    if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text))
        return undefined;
    const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
    const bytes = new Uint8Array((text.length / 4) * 3 - padding);
    let out = 0;
    for (let index = 0; index < text.length; index += 4) {
        let word = 0;
        for (let offset = 0; offset < 4; offset++) {
            const character = text[index + offset];
            word = (word << 6) | (character === "=" ? 0 : alphabet.indexOf(character));
        }
        for (const shift of [16, 8, 0]) {
            if (out < bytes.length)
                bytes[out++] = (word >> shift) & 255;
        }
    }
    return encodeBase64(bytes) === text ? bytes : undefined;
}
/** `YYYY-MM-DDTHH:MM:SSZ` for seconds since 1970, computed as every runtime computes it. */
function envelopeDate(seconds) {
    const days = Math.floor(seconds / 86400), rest = seconds - days * 86400;
    const [year, month, day] = civil(days);
    const two = (value) => String(value).padStart(2, "0");
    return `${year}-${two(month)}-${two(day)}T${two(Math.floor(rest / 3600))}:${two(Math.floor(rest / 60) % 60)}:${two(rest % 60)}Z`;
}
/** Seconds since 1970 for a date in exactly that form from 1970 on, or undefined. */
function envelopeSeconds(text) {
    const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})Z$/.exec(text);
    if (match === null)
        return undefined;
    const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
    if (year < 1970 || month < 1 || month > 12 || day < 1 || day > daysIn(month, year) || hour > 23 || minute > 59 || second > 59)
        return undefined;
    return daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second;
}
function daysIn(month, year) {
    if (month === 2)
        return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
    return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function daysFromCivil(year, month, day) {
    const y = month <= 2 ? year - 1 : year;
    const era = Math.floor(y / 400), yearOfEra = y - era * 400;
    const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
    const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
    return era * 146097 + dayOfEra - 719468;
}
function civil(days) {
    const z = days + 719468;
    const era = Math.floor(z / 146097), dayOfEra = z - era * 146097;
    const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
    const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
    const mp = Math.floor((5 * dayOfYear + 2) / 153);
    const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
    const month = mp < 10 ? mp + 3 : mp - 9;
    return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

// signing/loader.js
// Layouts from a server, loaded only when signed with a key the page trusts: WebCrypto's
// Ed25519 verifies (no cryptography of Tessera's own), as the Swift and Java runtimes do.




/** A serial store in memory: for tests, and for pages that keep nothing between visits. */
class MemorySerialStore {
    serials;
    constructor(serials = {}) {
        this.serials = new Map(Object.entries(serials));
    }
    lastAcceptedSerial(name) {
        return this.serials.get(name);
    }
    accept(name, serial) {
        this.serials.set(name, Math.max(this.serials.get(name) ?? 0, serial));
    }
}
/** Loads layout files from a server only when signed with a trusted key, unexpired, and no older
 * than the last accepted for their name; each refusal is a `SignedFileError` with a stable code. */
class SignedLayoutLoader {
    options;
    keys;
    subtle;
    constructor(options) {
        this.options = options;
        this.subtle = options.subtle ?? globalThis.crypto?.subtle;
    }
    /** The layout in `bytes`, verified; the serial store then records its serial. */
    async load(bytes, options = {}) {
        const { envelope, layout } = await this.verify(bytes, options);
        if (envelope !== undefined)
            await this.options.serials.accept(envelope.name, envelope.serial);
        return layout;
    }
    /** Fetches a signed file and loads it (`load`); a failed request is a `LoadError` with the HTTP status. */
    async fetch(url, options = {}) {
        const file = options.file ?? String(url);
        const response = await fetch(url);
        if (!response.ok)
            throw new LoadError("", `the request for the layout failed: HTTP ${response.status} ${response.statusText}`.trim(), file);
        return this.load(await response.arrayBuffer(), { ...options, file });
    }
    /** Everything `load` checks, without recording the serial: the envelope (undefined for an
     * unsigned file the page allows) and the layout. */
    async verify(input, options = {}) {
        const file = options.file;
        const bytes = input instanceof ArrayBuffer ? new Uint8Array(input) : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
        if (!isEnvelope(bytes)) {
            if (this.options.allowsUnsigned !== true) {
                throw new SignedFileError("signature.missing", "the file is not signed, and this page loads only signed files; sign it with `tessera compile --sign KEYFILE`", file);
            }
            return { layout: compiled(bytes, file) };
        }
        const envelope = readEnvelope(bytes, file);
        if (envelope.signature === undefined) {
            throw new SignedFileError("signature.missing", "the envelope has no `signature`; sign the layout with `tessera compile --sign KEYFILE`", file);
        }
        const key = (await this.trustedKeys()).find((candidate) => candidate.keyId === envelope.keyId);
        if (key === undefined) {
            throw new SignedFileError("key.unknown", `it is signed with key ${envelope.keyId}, which is not among the page's trusted keys; add its public key, or sign with a trusted key`, file);
        }
        if (!(await this.crypto().verify({ name: "Ed25519" }, key.key, envelope.signature, signedBytes(envelope)))) {
            throw new SignedFileError("signature.bad", `the signature does not verify with key ${envelope.keyId}: the file was changed after it was signed`, file);
        }
        if (options.expectedName !== undefined && options.expectedName !== envelope.name) {
            throw new SignedFileError("name.mismatch", `it is signed for layout '${envelope.name}', not '${options.expectedName}'`, file);
        }
        const seconds = Math.floor((this.options.now ?? Date.now)() / 1000);
        if (seconds >= envelope.expires) {
            throw new SignedFileError("expired", `it expired at ${envelopeDate(envelope.expires)}; publish a newer signed file`, file);
        }
        const last = await this.options.serials.lastAcceptedSerial(envelope.name);
        if (last !== undefined && envelope.serial < last) {
            throw new SignedFileError("rollback", `its serial ${envelope.serial} is lower than ${last}, the last accepted for '${envelope.name}': an older release served again`, file);
        }
        if (isEnvelope(envelope.payload)) {
            throw new SignedFileError("layout.invalid", "its payload is another signed envelope; a payload is a compiled layout", file);
        }
        return { envelope, layout: compiled(envelope.payload, file) };
    }
    crypto() {
        if (this.subtle === undefined)
            throw new Error("WebCrypto (crypto.subtle) is not available: signed layouts need a secure context (https) or node 20");
        return this.subtle;
    }
    trustedKeys() {
        this.keys ??= Promise.all(this.options.trustedKeys.map(async (text) => {
            const raw = canonicalBase64(text);
            if (raw === undefined || raw.length !== 32)
                throw new Error(`trusted key '${text}' is not 32 bytes in base64: give the publicKey of a NAME.public.json`);
            const digest = new Uint8Array(await this.crypto().digest("SHA-256", raw));
            const keyId = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
            return { keyId, key: await this.crypto().importKey("raw", raw, { name: "Ed25519" }, false, ["verify"]) };
        }));
        return this.keys;
    }
}
function compiled(bytes, file) {
    try {
        return CompiledLayout.load(bytes, file);
    }
    catch (error) {
        if (!(error instanceof LoadError))
            throw error;
        throw new SignedFileError("layout.invalid", `the compiled layout is refused: ${error.toString()}`, file, error);
    }
}

// driver/updates.js
// Batch updates with a collection view's index rules, as the Swift runtime's BatchUpdate:
// deletions and move sources name sections and items before the update, insertions and move
// destinations after it; surviving sections and items keep their order. Item updates may not
// name a section the batch inserts or deletes.
const key = (section, item) => `${section}:${item}`;
/** Thrown inside the constructor when the updates do not fit; `make` turns it into undefined. */
class Misfit extends Error {
}
function misfit() {
    throw new Misfit();
}
class BatchUpdate {
    oldCounts;
    newCounts;
    /** Where each section before the update is after it (undefined: deleted), and back. */
    sectionAfter;
    sectionBefore;
    /** Sorted: items that leave each old section, and items of each new section filled from elsewhere. */
    removed;
    added;
    movedTo = new Map();
    movedFrom = new Map();
    /** Old indices of the sections the batch moves. */
    movedSections;
    /** Undefined when the updates do not fit the counts. */
    static make(oldCounts, updates) {
        try {
            return new BatchUpdate(oldCounts, updates);
        }
        catch (error) {
            if (error instanceof Misfit)
                return undefined;
            throw error;
        }
    }
    constructor(oldCounts, updates) {
        this.oldCounts = oldCounts;
        const { after, before, inserted, moved } = sectionMaps(oldCounts.length, updates);
        this.movedSections = moved;
        this.sectionAfter = after;
        this.sectionBefore = before;
        const removed = oldCounts.map(() => new Set());
        const added = before.map(() => new Set());
        const index = (value) => Number.isInteger(value) && value >= 0;
        const remove = (item, section) => {
            if (!index(section) || section >= after.length || after[section] === undefined)
                misfit();
            if (!index(item) || item >= oldCounts[section] || removed[section].has(item))
                misfit();
            removed[section].add(item);
        };
        const add = (item, section) => {
            if (!index(section) || section >= before.length || before[section] === undefined)
                misfit();
            if (!index(item) || added[section].has(item))
                misfit();
            added[section].add(item);
        };
        for (const update of updates) {
            if ("delete" in update)
                remove(update.delete.item, update.delete.section);
            else if ("insert" in update)
                add(update.insert.item, update.insert.section);
            else if ("move" in update) {
                const { from, to } = update.move;
                remove(from.item, from.section);
                add(to.item, to.section);
                this.movedTo.set(key(from.section, from.item), [to.section, to.item]);
                this.movedFrom.set(key(to.section, to.item), [from.section, from.item]);
            }
        }
        this.newCounts = before.map((old, section) => {
            if (old === undefined)
                return inserted.get(section) ?? 0;
            const count = oldCounts[old] - removed[old].size + added[section].size;
            if (count < 0 || [...added[section]].some((item) => item >= count))
                misfit();
            return count;
        });
        this.removed = removed.map((set) => [...set].sort((a, b) => a - b));
        this.added = added.map((set) => [...set].sort((a, b) => a - b));
    }
    /** Where an element before the update is after it: a cell where it went, any other element in
     * its section's new place; undefined when it or its section was deleted, or it is out of range. */
    newPath(kind, section, item) {
        const newSection = this.sectionAfter[section];
        if (newSection === undefined)
            return undefined;
        if (kind !== "cell")
            return [newSection, item];
        if (item < 0 || item >= this.oldCounts[section])
            return undefined;
        const moved = this.movedTo.get(key(section, item));
        if (moved !== undefined)
            return moved;
        const mapped = map(item, this.removed[section], this.added[newSection]);
        return mapped === undefined ? undefined : [newSection, mapped];
    }
    /** Whether an item survives the update without being moved, itself or with its section. */
    keepsItsPlace(section, item) {
        return !this.movedTo.has(key(section, item)) && !this.movedSections.has(section) && this.newPath("cell", section, item) !== undefined;
    }
    /** Where an element after the update was before it: a cell where it was, any other element in
     * its section's old place; undefined when it or its section was inserted, or it is out of range. */
    oldPath(kind, section, item) {
        const oldSection = this.sectionBefore[section];
        if (oldSection === undefined)
            return undefined;
        if (kind !== "cell")
            return [oldSection, item];
        if (item < 0 || item >= this.newCounts[section])
            return undefined;
        const moved = this.movedFrom.get(key(section, item));
        if (moved !== undefined)
            return moved;
        const mapped = map(item, this.added[section], this.removed[oldSection]);
        return mapped === undefined ? undefined : [oldSection, mapped];
    }
}
/** The sections' maps both ways and the item counts of inserted sections. */
function sectionMaps(oldCount, updates) {
    const leaving = new Set();
    const arriving = new Set();
    const inserted = new Map();
    const moves = new Map();
    const index = (value) => Number.isInteger(value) && value >= 0;
    for (const update of updates) {
        if ("deleteSection" in update) {
            const { section } = update.deleteSection;
            if (!index(section) || section >= oldCount || leaving.has(section))
                misfit();
            leaving.add(section);
        }
        else if ("insertSection" in update) {
            const { section, items } = update.insertSection;
            if (!index(section) || !index(items) || arriving.has(section))
                misfit();
            arriving.add(section);
            inserted.set(section, items);
        }
        else if ("moveSection" in update) {
            const { from, to } = update.moveSection;
            if (!index(from) || from >= oldCount || !index(to) || leaving.has(from) || arriving.has(to))
                misfit();
            leaving.add(from);
            arriving.add(to);
            moves.set(from, to);
        }
    }
    const newCount = oldCount - leaving.size + arriving.size;
    if ([...arriving].some((section) => section >= newCount))
        misfit();
    const leavingSorted = [...leaving].sort((a, b) => a - b);
    const arrivingSorted = [...arriving].sort((a, b) => a - b);
    const after = [];
    const before = new Array(newCount).fill(undefined);
    for (let old = 0; old < oldCount; old++) {
        const moved = moves.get(old);
        const section = moved ?? (leaving.has(old) ? undefined : map(old, leavingSorted, arrivingSorted));
        after.push(section);
        if (section !== undefined)
            before[section] = old;
    }
    return { after, before, inserted, moved: new Set(moves.keys()) };
}
/** An index's rank among those that stay on one side is its rank on the other, skipping the
 * indices filled from elsewhere there; undefined for an index in `leaving`. */
function map(index, leaving, filling) {
    let low = 0;
    let high = leaving.length;
    while (low < high) {
        const middle = (low + high) >> 1;
        if (leaving[middle] < index)
            low = middle + 1;
        else
            high = middle;
    }
    if (low < leaving.length && leaving[low] === index)
        return undefined;
    let mapped = index - low;
    for (const taken of filling) {
        if (taken > mapped)
            break;
        mapped += 1;
    }
    return mapped;
}

// driver/driver.js
// Everything a scrolling view asks of a layout, frame after frame, as the Swift runtime's
// ScrollDriver: the layout prepared for the current input, the scroll position, and the current
// frame (the elements in the viewport grown by `margin` along the scroll axis), with what each
// change added to the view and took out of it.






class ScrollDriver {
    layout;
    input;
    prepared;
    position;
    /** The current frame's elements, sorted by element: those in `keptRect(offset)`. */
    kept = [];
    /** What the last change added to the view and took out of it, sorted. */
    entered = [];
    left = [];
    reported = false;
    /** Layouts computed, continued, viewport changes taken without computing, and frames. */
    work = { prepares: 0, extends: 0, adoptedSizes: 0, frames: 0 };
    keptMargin;
    /** A driver at `offset`; undefined: where the layout opens, the start, or the end for a
     * layout kept to its end (`gravity: end`). */
    constructor(layout, input, offset, margin = 0) {
        this.layout = layout;
        if (!(Number.isFinite(margin) && margin >= 0))
            throw new LayoutError(`the margin must be a finite number of points, 0 or more, not ${describe(margin)}`);
        if (offset !== undefined)
            checkOffset(offset);
        this.keptMargin = margin;
        this.input = input;
        this.position = { x: offset?.x ?? 0, y: offset?.y ?? 0 };
        this.prepared = layout.prepare(input);
        this.work.prepares = 1;
        if (offset === undefined && this.prepared.gravity === "end")
            this.position = { ...this.position, ...this.endOffset };
        this.makeFrame(false);
    }
    /** Takes the current frame as shown, so that the next change reports only what differs from
     * it: for a view that shows what it is given at once. (Otherwise the first change reports
     * everything kept as entered.) */
    takeFrameAsShown() {
        this.reported = true;
    }
    /** @internal A driver in the same state that changes apart from this one (Swift's driver is a
     * value: the session keeps the one a batch update animates from, and measures on copies). */
    copy() {
        const copy = Object.create(ScrollDriver.prototype);
        Object.assign(copy, this);
        Object.assign(copy, { work: { ...this.work } });
        return copy;
    }
    get offset() { return { x: this.position.x, y: this.position.y }; }
    /** How far past the viewport, along the scroll axis, elements are kept. */
    get margin() { return this.keptMargin; }
    /** Swift's `keep(margin:)`: elements `margin` past the viewport from now on; a new frame,
     * never a new layout. */
    keepMargin(margin) {
        if (!(Number.isFinite(margin) && margin >= 0))
            throw new LayoutError(`the margin must be a finite number of points, 0 or more, not ${describe(margin)}`);
        if (margin === this.keptMargin)
            return;
        const previous = this.keptMargin;
        this.keptMargin = margin;
        try {
            this.makeFrame();
        }
        catch (error) {
            this.keptMargin = previous;
            throw error;
        }
    }
    get viewport() { return this.input.viewport; }
    get contentSize() { return this.prepared.contentSize; }
    get maximumOffset() { return this.prepared.maximumOffset; }
    /** Whether the view follows the content's end through changes: the layout keeps to its end
     * (`gravity: end`) and `offset` (the view's now when not given) is at the end, within a point. */
    followsEnd(offset = this.offset) {
        const u = this.prepared.mapping.u(offset);
        return this.prepared.gravity === "end" && (this.prepared.endsAtOrigin ? u <= endTolerance : u >= this.prepared.mapping.u(this.maximumOffset) - endTolerance);
    }
    /** The offset at the content's end along the scroll axis, across it where it is now. */
    get endOffset() {
        const end = this.prepared.endsAtOrigin ? 0 : this.prepared.mapping.u(this.maximumOffset);
        return this.prepared.mapping.axis === "vertical" ? { x: this.position.x, y: end } : { x: end, y: this.position.y };
    }
    /** The rect a frame at `offset` holds: the viewport there grown by `margin`, and across the
     * scroll axis the content's whole breadth too. */
    keptRect(offset) {
        const viewport = this.input.viewport;
        const content = this.prepared.contentSize;
        if (this.prepared.mapping.axis === "vertical") {
            const low = swiftMin(0, offset.x - this.margin), high = swiftMax(content.width, offset.x + viewport.width + this.margin);
            return { x: low, y: offset.y - this.margin, width: high - low, height: viewport.height + 2 * this.margin };
        }
        const low = swiftMin(0, offset.y - this.margin), high = swiftMax(content.height, offset.y + viewport.height + this.margin);
        return { x: offset.x - this.margin, y: low, width: viewport.width + 2 * this.margin, height: high - low };
    }
    scroll(target, sideways) {
        if (typeof target === "number")
            return this.scrollSection(target, sideways ?? 0);
        const offset = target;
        checkOffset(offset);
        const previous = this.position;
        this.position = { ...previous, x: offset.x, y: offset.y };
        try {
            this.makeFrame();
        }
        catch (error) {
            this.position = previous;
            throw error;
        }
    }
    scrollSection(section, offset) {
        const previous = this.position;
        this.position = withSectionOffset(previous, section, offset, this.prepared);
        try {
            this.makeFrame();
        }
        catch (error) {
            this.position = previous;
            throw error;
        }
    }
    restingOffset(first, second, third, fourth) {
        if (typeof first === "number") {
            const section = first;
            return this.prepared.restingOffset(section, second, third ?? 0, fourth ?? this.position.sectionOffsets?.get(section) ?? 0);
        }
        const velocity = second ?? { x: 0, y: 0 };
        checkOffset(first);
        checkOffset(velocity);
        const start = third;
        if (start !== undefined)
            checkOffset(start);
        const from = start === undefined ? this.position : { ...this.position, x: start.x, y: start.y };
        return this.prepared.restingOffset(first, velocity, from);
    }
    /** Swift's `element(at:)`: the element drawn at `at` (content coordinates), frontmost first. */
    element(at) {
        return this.prepared.element(at, this.position);
    }
    /** Swift's `moveTarget(for:center:)`: the cell a dragged cell would take the place of. */
    moveTarget(dragged, center) {
        return this.prepared.moveTarget(dragged, center, this.position);
    }
    /** Swift's `attributes(for:)`: one element's attributes at the current offset. */
    attributes(id) {
        return this.prepared.attributes(id, this.position);
    }
    // MARK: Changes of size and data
    /** A new viewport size; prepares again only when the layout reads what changed. */
    resize(viewport) {
        const old = this.input.viewport;
        if (viewport.width === old.width && viewport.height === old.height)
            return false;
        return this.take({ ...this.input, viewport }, this.needsNewAttributes(viewport));
    }
    /** A new text size; prepares again only when the layout reads `textScale`. */
    changeTextScale(textScale) {
        if (textScale === (this.input.textScale ?? 1))
            return false;
        checkTextScale(textScale);
        return this.take({ ...this.input, textScale }, this.layout.reads.has("textScale"));
    }
    /** Swift's `changeReduceMotion(to:)`: the reader turned Reduce Motion on or off; the layout is
     * computed again with the effects for it, the first cell in view keeping its place. */
    changeReduceMotion(reduceMotion) {
        if (reduceMotion === (this.input.reduceMotion ?? false))
            return false;
        return this.take({ ...this.input, reduceMotion }, true);
    }
    /** Items appended at the ends of sections: the layout continues from where it stopped. */
    append(sectionCounts, itemSizes) {
        const input = { ...this.input, sectionCounts, itemSizes: this.sizesAfterChange(itemSizes, sectionCounts) };
        const extended = this.layout.extend(this.prepared, input);
        this.work.extends += 1;
        this.replace(input, extended, undefined);
    }
    /** Anything else changed: prepares for `input`, keeping the offset within the content. */
    reload(input) {
        this.replace(input, this.computeLayout(input), undefined);
    }
    /** Inserts, deletes and moves items and sections in one batch; returns what to animate. */
    performBatchUpdates(updates, itemSizes) {
        const batch = BatchUpdate.make(this.input.sectionCounts, updates);
        if (batch === undefined) {
            throw new LayoutError(`the updates do not fit the item counts [${this.input.sectionCounts.join(", ")}]: each section and index must be in range (deletions and move sources before the update, insertions and move destinations after it) and named once, and no item update may name a section the batch inserts or deletes`);
        }
        const input = { ...this.input, sectionCounts: batch.newCounts, itemSizes: this.sizesAfterChange(itemSizes ?? this.sizesAfter(batch), batch.newCounts) };
        const before = this.prepared;
        const oldPosition = this.position;
        const oldFrame = this.kept;
        // The first cell in view that the update neither deletes nor moves keeps its place in the viewport.
        const survivor = this.firstCellInView((section, item) => batch.keepsItsPlace(section, item));
        const survivorPath = survivor === undefined ? undefined : batch.newPath("cell", survivor.section, survivor.item);
        const anchor = survivor === undefined || survivorPath === undefined ? undefined : { section: survivorPath[0], item: survivorPath[1], distance: survivor.distance };
        this.replace(input, this.computeLayout(input), anchor);
        const elements = [];
        const deleted = [];
        const covered = new Set();
        const name = (element) => `${element.kind}:${element.section}:${element.item}`;
        for (const start of oldFrame) {
            const path = batch.newPath(start.id.kind, start.id.section, start.id.item);
            if (path === undefined) {
                deleted.push({ change: "deleted", start, end: { ...start, alpha: 0 } });
                continue;
            }
            const end = this.prepared.attributes({ kind: start.id.kind, section: path[0], item: path[1] }, this.position);
            if (end === undefined)
                continue;
            const moved = { ...start, id: end.id };
            elements.push({ change: staysInPlace(moved, end) ? "stays" : "moves", start: moved, end });
            covered.add(name(end.id));
        }
        for (const end of this.kept) {
            if (covered.has(name(end.id)))
                continue;
            const path = batch.oldPath(end.id.kind, end.id.section, end.id.item);
            const start = path === undefined ? undefined : before.attributes({ kind: end.id.kind, section: path[0], item: path[1] }, oldPosition);
            if (start !== undefined) {
                const moved = { ...start, id: end.id };
                elements.push({ change: staysInPlace(moved, end) ? "stays" : "moves", start: moved, end });
            }
            else {
                elements.push({ change: "inserted", start: { ...end, alpha: 0 }, end });
            }
        }
        elements.sort((a, b) => compareIDs(a.end.id, b.end.id));
        deleted.sort((a, b) => compareIDs(a.start.id, b.start.id));
        return [...elements, ...deleted];
    }
    /** Self-sizing (Swift's `reportSizes(_:)`): cells report their real sizes, for layouts that
     * take sizes from data. The layout is computed again with them, the first cell in view keeps
     * its place, and the answer lists the elements of the frame whose attributes changed (or that
     * entered or left), sorted. */
    reportSizes(reports) {
        const given = this.input.itemSizes;
        if (given === undefined) {
            throw new LayoutError("this layout was given no item sizes, so cells cannot report theirs; self-sizing applies to layouts that take sizes from data");
        }
        const sizes = given.map((section) => section.slice());
        let changed = false;
        for (const { section, item, size } of reports) {
            if (!(section >= 0 && section < sizes.length && item >= 0 && item < sizes[section].length)) {
                throw new LayoutError(`a size was reported for cell ${section}.${item}, which is not a cell of this layout`);
            }
            if (!sameSize(sizes[section][item], size)) {
                sizes[section][item] = size;
                changed = true;
            }
        }
        if (!changed)
            return [];
        const input = { ...this.input, itemSizes: sizes };
        const oldFrame = this.kept;
        // The first cell in view that kept its size keeps its place: a cell that enters at the top
        // and measures itself (scrolling up, older messages loaded) moves nothing below it.
        const reported = new Set(reports.map((report) => `${report.section}:${report.item}`));
        const anchor = this.firstCellInView((section, item) => !reported.has(`${section}:${item}`)) ?? this.firstCellInView();
        this.replace(input, this.computeLayout(input), anchor);
        const moved = [];
        let old = 0;
        for (const element of this.kept) {
            while (old < oldFrame.length && compareIDs(oldFrame[old].id, element.id) < 0)
                moved.push(oldFrame[old++].id);
            if (old < oldFrame.length && compareIDs(oldFrame[old].id, element.id) === 0) {
                if (!sameAttributes(oldFrame[old], element))
                    moved.push(element.id);
                old += 1;
            }
            else {
                moved.push(element.id);
            }
        }
        for (; old < oldFrame.length; old++)
            moved.push(oldFrame[old].id);
        return moved.sort(compareIDs);
    }
    sizesAfter(batch) {
        const old = this.input.itemSizes;
        if (old === undefined)
            return undefined;
        const result = [];
        for (let section = 0; section < batch.newCounts.length; section++) {
            const sizes = [];
            for (let item = 0; item < batch.newCounts[section]; item++) {
                const source = batch.oldPath("cell", section, item);
                if (source === undefined || source[0] >= old.length || source[1] >= old[source[0]].length)
                    return undefined;
                sizes.push(old[source[0]][source[1]]);
            }
            result.push(sizes);
        }
        return result;
    }
    sizesAfterChange(sizes, counts) {
        if (sizes === undefined) {
            if (this.input.itemSizes !== undefined) {
                throw new LayoutError("this layout takes its items' sizes from data; give the sizes of all items after the change");
            }
            return undefined;
        }
        if (sizes.length !== counts.length || sizes.some((section, index) => section.length !== counts[index])) {
            throw new LayoutError(`the item sizes must give one size per item, sections in order: [${counts.join(", ")}] items, got [${sizes.map((section) => section.length).join(", ")}]`);
        }
        return sizes;
    }
    /** @internal The layout prepared in full for `input`, counted in `work` (also for the session). */
    computeLayout(input) {
        const prepared = this.layout.prepare(input);
        this.work.prepares += 1;
        return prepared;
    }
    /** @internal Whether the layout must be computed again for viewport `size` (also for the session). */
    needsNewAttributes(size) {
        const prepared = this.prepared;
        const viewport = prepared.viewport;
        const mapping = prepared.mapping;
        if (!prepared.scrolls || mapping.vSize(size) !== mapping.vSize(viewport))
            return true;
        const reads = this.layout.reads;
        if (reads.has("width") && size.width !== viewport.width)
            return true;
        if (reads.has("height") && size.height !== viewport.height)
            return true;
        if (mapping.direction === "rtl" && size.width !== viewport.width && prepared.contentSize.width < swiftMax(size.width, viewport.width))
            return true;
        // Kept to the end, content shorter than either viewport sits against its end.
        if (prepared.gravity === "end" && mapping.uSize(prepared.contentSize) - prepared.sectionStarts[0] < swiftMax(mapping.uSize(size), mapping.uSize(viewport)))
            return true;
        return prepared.hasEffects || prepared.snaps;
    }
    /** Takes an input that differs in the viewport or text size: computed again when it must be
     * (the first cell in view keeping its place), else the geometry kept. */
    take(input, computingAgain) {
        if (!computingAgain) {
            this.replace(input, this.prepared.adopting(input.viewport, input.textScale ?? 1), undefined);
            this.work.adoptedSizes += 1;
            return false;
        }
        this.replace(input, this.computeLayout(input), this.firstCellInView());
        return true;
    }
    /** @internal Also for a switch of layout (switching.ts). */
    replace(input, prepared, anchor) {
        const old = { input: this.input, prepared: this.prepared, position: this.position };
        // A view that followed the end stays at the end, whatever the anchor.
        const followedEnd = this.followsEnd();
        this.input = input;
        this.prepared = prepared;
        this.position = heldPosition(this.position, prepared);
        try {
            let offset = this.offset;
            if (anchor !== undefined) {
                const moved = prepared.attributes({ kind: "cell", section: anchor.section, item: anchor.item }, this.position);
                if (moved !== undefined) {
                    const mapping = prepared.mapping;
                    const u = mapping.u(moved.frame) - anchor.distance;
                    offset = mapping.axis === "vertical" ? { x: offset.x, y: u } : { x: u, y: offset.y };
                }
            }
            const limit = this.maximumOffset;
            this.position = { ...this.position, x: swiftMin(swiftMax(0, offset.x), limit.x), y: swiftMin(swiftMax(0, offset.y), limit.y) };
            // (Also into a variant that does not keep to its end: the newest items stay in view.)
            if (followedEnd)
                this.position = { ...this.position, ...this.endOffset };
            this.makeFrame();
        }
        catch (error) {
            this.input = old.input;
            this.prepared = old.prepared;
            this.position = old.position;
            throw error;
        }
    }
    /** The cell that starts first in the viewport, of those `included`, to keep in place across a
     * change. Only cells on the screen count: a shelf's cells scrolled out sideways do not.
     * @internal Also for a switch of layout (switching.ts). */
    firstCellInView(included = () => true) {
        const mapping = this.prepared.mapping;
        const start = mapping.u(this.offset);
        const end = start + mapping.uSize(this.input.viewport);
        // At the start the view stays at the start; kept to the end, at the end it stays there.
        if (this.prepared.gravity === "end" ? this.followsEnd() : !(start > 0))
            return undefined;
        const screen = { x: this.position.x, y: this.position.y, width: this.input.viewport.width, height: this.input.viewport.height };
        let best;
        for (const element of this.kept) {
            const id = element.id;
            if (id.kind !== "cell" || !included(id.section, id.item) || !intersects(element.frame, screen))
                continue;
            const u = mapping.u(element.frame);
            const uEnd = u + mapping.uSize(element.frame);
            if (!(uEnd > start && u < end))
                continue;
            if (u - start < (best?.distance ?? Infinity))
                best = { section: id.section, item: id.item, distance: u - start };
        }
        return best;
    }
    /** Queries the kept rect at the offset and lists what entered and left. */
    makeFrame(reporting = true) {
        // In element order: every engine here lists its candidates in item order (a circle too, from
        // its first item), so the frame needs no sort.
        const next = this.prepared.elements(this.keptRect(this.offset), this.position);
        this.entered = [];
        this.left = [];
        this.work.frames += 1;
        if (!reporting) {
            this.kept = next;
            return;
        }
        if (!this.reported) {
            this.reported = true;
            this.kept = [];
        }
        const kept = this.kept;
        let old = 0;
        let fresh = 0;
        while (old < kept.length || fresh < next.length) {
            // Most elements of a frame were in the last one: equal ids are taken without ordering them.
            if (old < kept.length && fresh < next.length) {
                const a = kept[old].id;
                const b = next[fresh].id;
                if (a.item === b.item && a.section === b.section && a.kind === b.kind) {
                    old += 1;
                    fresh += 1;
                    continue;
                }
            }
            const order = old === kept.length ? 1 : fresh === next.length ? -1 : compareIDs(kept[old].id, next[fresh].id);
            if (order < 0)
                this.left.push(kept[old++].id);
            else if (order > 0)
                this.entered.push(next[fresh++].id);
            else {
                old += 1;
                fresh += 1;
            }
        }
        this.kept = next;
    }
}
function sameAttributes(a, b) {
    return a.id.kind === b.id.kind && a.id.section === b.id.section && a.id.item === b.id.item && a.frame.x === b.frame.x && a.frame.y === b.frame.y
        && a.frame.width === b.frame.width && a.frame.height === b.frame.height && a.scale === b.scale && a.alpha === b.alpha && a.zIndex === b.zIndex
        && a.translation.x === b.translation.x && a.translation.y === b.translation.y && a.rotation === b.rotation && a.turn === b.turn
        && a.turnAxis === b.turnAxis && a.perspective === b.perspective;
}
/** Swift's `LayoutAttributes.staysInPlace(at:)`: whether an element at `a` before an update and
 * at `b` after it stays rather than moves: the same element, turn axis and z-index, and every
 * number equal within a billionth of its magnitude (of 1 at least), since the runtimes may
 * differ in a frame's last bits (a background at 85.41000000000001 in Swift, 85.41 here). */
function staysInPlace(a, b) {
    const close = (x, y) => x === y || Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
    return a.id.kind === b.id.kind && a.id.section === b.id.section && a.id.item === b.id.item && a.turnAxis === b.turnAxis && a.zIndex === b.zIndex
        && close(a.frame.x, b.frame.x) && close(a.frame.y, b.frame.y) && close(a.frame.width, b.frame.width) && close(a.frame.height, b.frame.height)
        && close(a.scale, b.scale) && close(a.alpha, b.alpha) && close(a.translation.x, b.translation.x) && close(a.translation.y, b.translation.y)
        && close(a.rotation, b.rotation) && close(a.turn, b.turn) && close(a.perspective, b.perspective);
}
/** Within a point of the end counts as at it: a view's offsets are rounded to its pixels. */
const endTolerance = 1;
function checkOffset(point) {
    if (!(Number.isFinite(point.x) && Number.isFinite(point.y) && Math.abs(point.x) <= 1e15 && Math.abs(point.y) <= 1e15)) {
        throw new LayoutError(`an offset or velocity must be finite and within ±1e15 points, not (${point.x}, ${point.y})`);
    }
}
/** `position` with orthogonal section `section` scrolled to `offset`, held within its content. */
function withSectionOffset(position, section, offset, layout) {
    if (!layout.isOrthogonal(section)) {
        throw new LayoutError(`section ${section} does not scroll sideways; only an orthogonal section (one with 'orthogonal') has an offset of its own`);
    }
    if (!Number.isFinite(offset))
        throw new LayoutError(`a section's offset must be a finite number, not ${describe(offset)}`);
    const held = swiftMin(swiftMax(0, offset), layout.maximumSectionOffset(section));
    const offsets = new Map(position.sectionOffsets ?? []);
    if (held === 0)
        offsets.delete(section);
    else
        offsets.set(section, held);
    return { x: position.x, y: position.y, sectionOffsets: offsets.size === 0 ? undefined : offsets };
}
/** The sideways offsets `layout` still allows after a change to it. */
function heldPosition(position, layout) {
    let held = { x: position.x, y: position.y };
    for (const [section, offset] of [...(position.sectionOffsets ?? [])].sort((a, b) => a[0] - b[0])) {
        try {
            held = withSectionOffset(held, section, offset, layout);
        }
        catch {
            // A section that no longer scrolls sideways keeps no offset.
        }
    }
    return held;
}
function sameSize(a, b) {
    if (typeof a === "number" || typeof b === "number")
        return a === b;
    return a.width === b.width && a.height === b.height;
}

// view/placing.js
// How TesseraView draws an element's attributes on a node: its size, and its move, scale,
// rotation and turn as one CSS transform. A node placed before is placed anew only in what
// changed: most elements of a frame were in the last one where they were, and a style written is
// a style the browser recomputes.
/** Sizes and places a node with the element's scale, alpha, z-order and transform. */
function placeNode(node, element) {
    const style = node.style;
    const placed = placedStyle(element);
    style.width = placed.width;
    style.height = placed.height;
    style.translate = placed.translate;
    style.transform = placed.transform;
    style.rotate = placed.rotate;
    style.scale = placed.scale;
    style.opacity = placed.opacity;
    style.zIndex = placed.zIndex;
}
function placedStyle(element) {
    return {
        width: `${element.frame.width}px`,
        height: `${element.frame.height}px`,
        translate: translationOf(element),
        ...turnAndScale(element),
        opacity: element.alpha === 1 ? "" : String(element.alpha),
        zIndex: String(element.zIndex),
    };
}
/** What every node of the view is given once, when it is made, whatever its attributes:
 * absolute in the content at its origin, its size its border box, turned about its centre. */
const nodeStyle = [
    ["position", "absolute"], ["left", "0"], ["top", "0"], ["boxSizing", "border-box"], ["transformOrigin", "50% 50%"],
];
/** What the content (the node the view's nodes are placed in, inside the scroller) is given:
 * relative, so that the nodes are placed in it; its own stacking context, so that z-indices
 * (backgrounds at -1) order elements within it. Its size is the layout's content size. */
const contentStyle = [
    ["position", "relative"], ["overflow", "hidden"], ["isolation", "isolate"],
];
/** Places a node that shows `before` as `after` shows it, writing only what differs. */
function movePlacedNode(node, before, after) {
    const style = node.style;
    const a = before.frame, b = after.frame;
    if (a.width !== b.width)
        style.width = `${b.width}px`;
    if (a.height !== b.height)
        style.height = `${b.height}px`;
    if (a.x !== b.x || a.y !== b.y || before.translation.x !== after.translation.x || before.translation.y !== after.translation.y) {
        style.translate = translationOf(after);
    }
    if (before.turn !== 0 || after.turn !== 0) {
        if (before.turn !== after.turn || before.turnAxis !== after.turnAxis || before.perspective !== after.perspective
            || before.rotation !== after.rotation || before.scale !== after.scale) {
            const turned = turnAndScale(after);
            style.transform = turned.transform;
            style.rotate = turned.rotate;
            style.scale = turned.scale;
        }
    }
    else {
        // A scroll effect's scale, which changes every frame, is one number to write.
        if (before.rotation !== after.rotation)
            style.rotate = after.rotation === 0 ? "" : `${after.rotation}rad`;
        if (before.scale !== after.scale)
            style.scale = after.scale === 1 ? "" : String(after.scale);
    }
    if (before.alpha !== after.alpha)
        style.opacity = after.alpha === 1 ? "" : String(after.alpha);
    if (before.zIndex !== after.zIndex)
        style.zIndex = String(after.zIndex);
}
/** The CSS properties that draw `element`'s move, as the runtime projects corners: about the
 * node's centre, scale, then rotation, then the turn in perspective, then the move to the frame
 * and the translation. CSS applies `translate`, `rotate`, `scale`, then `transform`, right to
 * left: the move is `translate`; without a turn, rotation and scale are `rotate` and `scale` (a
 * uniform scale and a rotation in the screen's plane commute), so that an effect's scale is a
 * number to write, not a transform to parse; with a turn, which they do not commute with, all
 * three are the `transform`. */
function turnAndScale(element) {
    if (element.turn === 0) {
        return { transform: "", rotate: element.rotation === 0 ? "" : `${element.rotation}rad`, scale: element.scale === 1 ? "" : String(element.scale) };
    }
    let transform = element.perspective > 0 ? `perspective(${element.perspective}px) ` : "";
    transform += element.turnAxis === "vertical" ? `rotateY(${element.turn}rad)` : `rotateX(${-element.turn}rad)`;
    if (element.rotation !== 0)
        transform += ` rotate(${element.rotation}rad)`;
    if (element.scale !== 1)
        transform += ` scale(${element.scale})`;
    return { transform, rotate: "", scale: "" };
}
const translationOf = (element) => `${element.frame.x + element.translation.x}px ${element.frame.y + element.translation.y}px`;
/** The CSS properties `placeNode` writes that a transition animates. */
const placedProperties = ["translate", "rotate", "scale", "transform", "opacity", "width", "height"];
/** Whether two elements are drawn alike (their IDs aside). */
function samePlacement(a, b) {
    const p = a.frame, q = b.frame;
    return p.x === q.x && p.y === q.y && p.width === q.width && p.height === q.height && a.alpha === b.alpha
        && a.zIndex === b.zIndex && sameTransform(a, b);
}
function sameTransform(a, b) {
    return a.scale === b.scale && a.translation.x === b.translation.x && a.translation.y === b.translation.y && a.rotation === b.rotation
        && a.turn === b.turn && a.turnAxis === b.turnAxis && a.perspective === b.perspective;
}
const sameID = (a, b) => a.item === b.item && a.section === b.section && a.kind === b.kind;
const nodeKey = (id) => `${id.kind}:${id.section}:${id.item}`;

// view/firstScreen.js
// The view's first screen written as HTML with no DOM (a server, a static site's build), and read
// back by the view that adopts it (`TesseraView`'s `adopt`): the elements the view's driver holds
// at the offset the layout opens at, each node written as the view writes its own (the same
// attributes, the same styles from `placing.ts`), so that the page shows the first screen before
// any script runs, and the view takes the nodes over with nothing moving.


/** Writes the first screen of `layout`: the elements the view shows when it opens in a scroller
 * of `viewport`'s size, each node sized and placed as the view places it, in content of the
 * layout's size. Throws what the view would (a `LayoutError` for the input), and an `Error`
 * naming the item when the app's markup is not one element's. */
function renderFirstScreen(layout, options) {
    const viewport = options.viewport;
    const input = { viewport, sectionCounts: options.sectionCounts, itemSizes: options.itemSizes, textScale: options.textScale, reduceMotion: options.reduceMotion ?? false };
    const driver = new ScrollDriver(layout, input, undefined, options.margin ?? Math.max(viewport.width, viewport.height) * 0.5);
    const offset = driver.offset;
    const size = driver.contentSize;
    const nodes = driver.kept.map((element) => nodeMarkup(element, markupOf(element.id, driver, options)));
    const content = [...contentStyle, ["width", `${size.width}px`], ["height", `${size.height}px`]];
    let html = `<div class="tessera-content" data-offset="${offset.x} ${offset.y}" style="${styleText(content)}">${nodes.join("")}</div>`;
    if ((options.scrollScript ?? true) && (offset.x !== 0 || offset.y !== 0)) {
        html += `<script>document.currentScript.parentElement.scrollTo(${offset.x}, ${offset.y})</script>`;
    }
    return { html, offset, elements: driver.kept, contentSize: size };
}
/** `text` with the characters HTML gives a meaning to written as references: for text in an
 * element or in a quoted attribute's value. */
function escapeHTML(text) {
    return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
/** The markup the app (or the view) gives the node of `id`, and what the view adds to it. */
function markupOf(id, driver, options) {
    switch (id.kind) {
        case "cell":
            return { markup: checkedMarkup(options.renderItem(id.section, id.item), `renderItem(${id.section}, ${id.item})`), classes: [], style: [] };
        case "header":
        case "footer": {
            const given = options.renderSupplementary?.(id.kind, id.section);
            const markup = given === undefined ? "<div></div>" : checkedMarkup(given, `renderSupplementary("${id.kind}", ${id.section})`);
            return { markup, classes: [`tessera-${id.kind}`], style: [] };
        }
        default:
            return {
                markup: "<div></div>", classes: [`tessera-${id.kind}`],
                style: id.kind === "background" ? [["borderRadius", `${driver.prepared.backgroundCornerRadius(id.section) ?? 0}px`]] : [],
            };
    }
}
/** An element's start tag, its attributes one by one: a name, and a value quoted or not. */
const startTag = /^\s*<([A-Za-z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
function checkedMarkup(markup, call) {
    if (typeof markup !== "string" || !startTag.test(markup)) {
        const shown = typeof markup === "string" ? `\`${markup.slice(0, 40)}${markup.length > 40 ? "…" : ""}\`` : `a ${typeof markup}`;
        throw new Error(`renderFirstScreen: ${call} gave ${shown}, not one element's HTML: return a string that begins with the element's start tag, such as \`<div class="cell">…</div>\``);
    }
    return markup;
}
/** The node's markup: the app's start tag with the view's attributes added (its own `data-`
 * names and `aria-hidden` replaced, its classes and styles kept before the view's, which win as
 * on the node the view styles), then the rest of the app's markup. */
function nodeMarkup(element, made) {
    const id = element.id;
    const match = startTag.exec(made.markup);
    const [whole, name, attributes, selfClosing] = match;
    const kept = [];
    let classes = "";
    let style = "";
    const replaced = new Set(["data-kind", "data-section", "data-item", ...(decoration(id.kind) ? ["aria-hidden"] : [])]);
    for (const [, attributeName, doubled, single, bare] of attributes.matchAll(attribute)) {
        const value = doubled ?? single ?? bare;
        const lower = attributeName.toLowerCase();
        // Quoted again with double quotes: a double quote a single-quoted value held is escaped.
        if (lower === "class")
            classes = (value ?? "").replace(/"/g, "&quot;");
        else if (lower === "style")
            style = (value ?? "").replace(/"/g, "&quot;");
        else if (!replaced.has(lower))
            kept.push(value === undefined ? attributeName : `${attributeName}="${value.replace(/"/g, "&quot;")}"`);
    }
    const allClasses = [classes, ...made.classes].filter((part) => part.trim() !== "").join(" ");
    const placed = placedStyle(element);
    const declarations = [...made.style, ...nodeStyle,
        ...Object.entries(placed).filter(([, value]) => value !== "")];
    const ours = styleText(declarations);
    const fullStyle = style.trim() === "" ? ours : `${style.trim().replace(/;$/, "")};${ours}`;
    const tag = [name, ...(allClasses === "" ? [] : [`class="${allClasses}"`]), ...kept,
        ...(decoration(id.kind) ? ['aria-hidden="true"'] : []),
        `data-kind="${id.kind}"`, `data-section="${id.section}"`, `data-item="${id.item}"`, `style="${fullStyle}"`].join(" ");
    return `<${tag}${selfClosing}>${made.markup.slice(whole.length)}`;
}
/** Decorations are drawn, not read. */
const decoration = (kind) => kind === "background" || kind === "separator";
/** Declarations named as in `CSSStyleDeclaration` (`zIndex`) written as CSS text (`z-index:1`);
 * every value is the runtime's own (numbers and keywords), nothing to escape. */
function styleText(declarations) {
    return declarations.map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`).join(";");
}
/** The content `renderFirstScreen` wrote in `scroller`, for the view to adopt. */
function adoptedContent(scroller) {
    for (const child of Array.from(scroller.children))
        if (child.classList.contains("tessera-content"))
            return child;
    throw new Error("TesseraView: `adopt` takes over the first screen renderFirstScreen wrote, but the scroller has no child of class tessera-content: put renderFirstScreen's html in the scroller, or leave `adopt` out");
}
/** Whether the scroller is where the server's first screen opened it (within a point: a
 * browser may round the offset to its pixels). */
function openedAt(content, scroller) {
    const [x, y] = (content.dataset.offset ?? "").split(" ").map(Number);
    return Math.abs(scroller.scrollLeft - x) <= 1 && Math.abs(scroller.scrollTop - y) <= 1;
}
const kinds = new Set(["header", "cell", "footer", "background", "separator"]);
/** The nodes the server wrote in `content`, each with its element's ID. A child the server did
 * not write (markup of more than one element) is an error that names it. */
function adoptedNodes(content) {
    const nodes = [];
    for (const child of Array.from(content.children)) {
        const node = child;
        const { kind, section, item } = node.dataset;
        if (kind === undefined || !kinds.has(kind) || !/^\d+$/.test(section ?? "") || !/^\d+$/.test(item ?? "")) {
            const previous = nodes.at(-1)?.[0];
            const after = previous === undefined ? "first" : `after ${previous.kind} ${previous.section} ${previous.item}`;
            throw new Error(`TesseraView: \`adopt\` found a <${node.tagName.toLowerCase()}> in the first screen (${after}) that renderFirstScreen did not place: renderItem and renderSupplementary must each give one element's HTML`);
        }
        nodes.push([{ kind: kind, section: Number(section), item: Number(item) }, node]);
    }
    return nodes;
}

// view/reordering.js
// Drag to reorder in TesseraView: a cell picked up with a pointer (a mouse at once, a touch or a
// pen after resting on it) or the keyboard, the cell it would take the place of found by the
// runtime's one rule (`moveTarget`: once the dragged cell's centre enters another cell's frame),
// the cells making way at each change, the view scrolling when the pointer nears an edge, every
// step said to screen readers, and the whole move handed to the app at the drop as a
// cancelable `tessera-move` event. While the drag lasts the view shows the move and the app's
// data does not have it yet: `dataPath` maps what the view shows to the app's data.
/** How far a mouse moves with its button down before the cell under it is picked up, and a touch
 * before it is taken as a scroll, in points. */
const mouseSlop = 4;
const touchSlop = 8;
/** The band along the scroller's edges where a drag scrolls it, and the fastest it scrolls, in
 * points and points a frame. */
const edgeBand = 48;
const edgeSpeed = 18;
const draggedLayer = "2147483000";
let helpCount = 0;
class Reordering {
    host;
    options;
    drag;
    pending;
    autoScroll = 0;
    announcer;
    help;
    constructor(host, options, signal) {
        this.host = host;
        this.options = options;
        const { scroller, content } = host;
        // Said by screen readers at once: each step replaces the last, which is stale by then.
        this.announcer = hidden("div");
        this.announcer.setAttribute("aria-live", "assertive");
        this.announcer.setAttribute("aria-atomic", "true");
        this.announcer.className = "tessera-announcer";
        this.help = hidden("div");
        this.help.id = `tessera-reorder-help-${++helpCount}`;
        this.help.textContent = "To move this item, press Space or Enter, move it with the arrow keys, press Space or Enter again to drop it, or Escape to cancel.";
        scroller.append(this.announcer, this.help);
        content.addEventListener("pointerdown", (event) => this.pointerDown(event), { signal });
        window.addEventListener("pointermove", (event) => this.pointerMove(event), { signal });
        window.addEventListener("pointerup", (event) => this.pointerUp(event), { signal });
        window.addEventListener("pointercancel", (event) => this.pointerCancel(event), { signal });
        // Once a touch has picked a cell up, its moves drag, not scroll: only a listener that may
        // cancel them can say so, the touch having begun as a possible scroll.
        content.addEventListener("touchmove", (event) => { if (this.drag !== undefined && event.cancelable)
            event.preventDefault(); }, { passive: false, signal });
        content.addEventListener("contextmenu", (event) => { if (this.drag !== undefined || this.pending !== undefined)
            event.preventDefault(); }, { signal });
        content.addEventListener("keydown", (event) => this.keyDown(event), { signal });
        content.addEventListener("focusout", (event) => {
            if (this.drag?.pointerId === undefined && this.drag !== undefined && event.target === this.drag.node && !this.stepping)
                this.cancel();
        }, { signal });
    }
    get dragging() { return this.drag !== undefined; }
    /** Makes a cell's node one a keyboard can pick up. */
    prepare(node) {
        node.tabIndex = 0;
        node.setAttribute("aria-roledescription", "movable item");
        node.setAttribute("aria-describedby", this.help.id);
    }
    /** Where the item the view shows at (`section`, `item`) is in the app's data: while a drag
     * lasts, the view shows the move the data does not have yet. */
    dataPath(section, item) {
        const drag = this.drag;
        if (drag === undefined)
            return { section, item };
        const to = drag.current, from = drag.origin;
        if (section === to.section && item === to.item)
            return { section: from.section, item: from.item };
        // Taken out at `to`, then put back at `from`.
        const after = section === to.section && item > to.item ? item - 1 : item;
        return { section, item: section === from.section && after >= from.item ? after + 1 : after };
    }
    /** The view scrolled: the dragged node stays under the pointer, and the target follows. */
    scrolled() {
        if (this.drag?.pointerId !== undefined)
            this.follow();
    }
    /** The app changed the data or the layout while a drag lasted: the drag ends where it began. */
    abandon() {
        if (this.drag !== undefined)
            this.cancel();
        this.clearPending();
    }
    disconnect() {
        this.clearPending();
        cancelAnimationFrame(this.autoScroll);
        this.announcer.remove();
        this.help.remove();
    }
    // MARK: Pointers
    pointerDown(event) {
        if (this.drag !== undefined || this.pending !== undefined || !event.isPrimary)
            return;
        if (event.pointerType === "mouse" && event.button !== 0)
            return;
        const node = this.cellNode(event.target);
        if (node === undefined)
            return;
        const id = idOf(node);
        if (!this.movable(id))
            return;
        const pending = { pointerId: event.pointerId, node, id, client: { x: event.clientX, y: event.clientY }, timer: undefined };
        this.pending = pending;
        if (event.pointerType !== "mouse") {
            pending.timer = setTimeout(() => {
                if (this.pending === pending)
                    this.pickUp(pending, pending.client);
            }, this.options.touchDelay ?? 300);
        }
    }
    pointerMove(event) {
        const pending = this.pending;
        if (pending !== undefined && event.pointerId === pending.pointerId) {
            const moved = Math.hypot(event.clientX - pending.client.x, event.clientY - pending.client.y);
            if (event.pointerType === "mouse") {
                if (moved > mouseSlop)
                    this.pickUp(pending, { x: event.clientX, y: event.clientY });
            }
            else if (moved > touchSlop) {
                // A touch that moves before it rests is a scroll.
                this.clearPending();
            }
            return;
        }
        const drag = this.drag;
        if (drag === undefined || drag.pointerId !== event.pointerId)
            return;
        event.preventDefault();
        drag.client = { x: event.clientX, y: event.clientY };
        this.follow();
    }
    pointerUp(event) {
        if (this.pending?.pointerId === event.pointerId)
            this.clearPending();
        if (this.drag !== undefined && this.drag.pointerId === event.pointerId)
            this.drop();
    }
    pointerCancel(event) {
        if (this.pending?.pointerId === event.pointerId)
            this.clearPending();
        if (this.drag !== undefined && this.drag.pointerId === event.pointerId)
            this.cancel();
    }
    clearPending() {
        clearTimeout(this.pending?.timer);
        this.pending = undefined;
    }
    pickUp(pending, client) {
        this.clearPending();
        const frame = this.drawnFrame(pending.id);
        if (frame === undefined)
            return;
        const content = this.host.content.getBoundingClientRect();
        const grab = { x: pending.client.x - content.left - frame.x, y: pending.client.y - content.top - frame.y };
        this.start(pending.node, pending.id, pending.pointerId, client, grab);
        try {
            this.host.content.setPointerCapture(pending.pointerId);
        }
        catch {
            // A pointer already gone: its up or cancel ends the drag.
        }
        this.follow();
        this.runAutoScroll();
    }
    /** The dragged node drawn under the pointer; the cell its centre is over (within the view) taken as the target. */
    follow() {
        const drag = this.drag;
        if (drag === undefined || drag.pointerId === undefined)
            return;
        const driver = this.host.driver;
        const bounds = this.host.content.getBoundingClientRect();
        const at = { x: drag.client.x - bounds.left - drag.grab.x, y: drag.client.y - bounds.top - drag.grab.y };
        const slot = this.drawnFrame(drag.current);
        if (slot === undefined)
            return;
        const offset = driver.offset, viewport = driver.viewport;
        const center = {
            x: Math.min(Math.max(at.x + slot.width / 2, offset.x), offset.x + viewport.width - 0.5),
            y: Math.min(Math.max(at.y + slot.height / 2, offset.y), offset.y + viewport.height - 0.5),
        };
        const target = driver.moveTarget(drag.current, center);
        if (target !== undefined && (target.section !== drag.current.section || target.item !== drag.current.item))
            this.moveTo(target);
        this.placeDragged(at);
    }
    /** The dragged node drawn at `at` (its top left in the content), whatever its slot. */
    placeDragged(at) {
        const drag = this.drag;
        if (drag === undefined)
            return;
        const node = this.host.node(drag.current) ?? drag.node;
        if (node !== drag.node)
            this.adopt(node);
        const slot = this.drawnFrame(drag.current);
        if (slot === undefined)
            return;
        drag.node.style.left = `${at.x - slot.x}px`;
        drag.node.style.top = `${at.y - slot.y}px`;
    }
    /** While the pointer is near an edge the view can scroll towards, it scrolls, faster nearer. */
    runAutoScroll() {
        cancelAnimationFrame(this.autoScroll);
        const tick = () => {
            const drag = this.drag;
            if (drag === undefined || drag.pointerId === undefined)
                return;
            const { scroller } = this.host;
            const bounds = scroller.getBoundingClientRect();
            const speed = (position, low, high) => {
                const band = Math.min(edgeBand, (high - low) / 4);
                if (position < low + band)
                    return -edgeSpeed * Math.min(1, (low + band - position) / band);
                if (position > high - band)
                    return edgeSpeed * Math.min(1, (position - (high - band)) / band);
                return 0;
            };
            const canX = scroller.scrollWidth > scroller.clientWidth, canY = scroller.scrollHeight > scroller.clientHeight;
            const dx = canX ? speed(drag.client.x, bounds.left, bounds.left + scroller.clientWidth) : 0;
            const dy = canY ? speed(drag.client.y, bounds.top, bounds.top + scroller.clientHeight) : 0;
            if (dx !== 0)
                scroller.scrollLeft += dx;
            if (dy !== 0)
                scroller.scrollTop += dy;
            this.autoScroll = requestAnimationFrame(tick);
        };
        this.autoScroll = requestAnimationFrame(tick);
    }
    // MARK: Keys
    keyDown(event) {
        const drag = this.drag;
        const lift = event.key === " " || event.key === "Enter";
        if (drag === undefined) {
            if (!lift || this.pending !== undefined)
                return;
            const node = this.cellNode(event.target);
            if (node === undefined || node !== event.target)
                return;
            const id = idOf(node);
            if (!this.movable(id))
                return;
            event.preventDefault();
            this.start(node, id, undefined, { x: 0, y: 0 }, { x: 0, y: 0 });
            return;
        }
        if (drag.pointerId !== undefined) {
            if (event.key === "Escape") {
                event.preventDefault();
                this.cancel();
            }
            return;
        }
        const directions = { ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 }, ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 } };
        const direction = directions[event.key];
        if (direction !== undefined) {
            event.preventDefault();
            this.keyStep(direction);
        }
        else if (lift) {
            event.preventDefault();
            this.drop();
        }
        else if (event.key === "Escape" || event.key === "Tab") {
            if (event.key === "Escape")
                event.preventDefault();
            this.cancel();
        }
    }
    /** The keyboard's move: the dragged cell's centre pushed in `direction` until it enters
     * another cell's frame (the same rule as a pointer's), and the move made there. */
    keyStep(direction) {
        const drag = this.drag;
        if (drag === undefined)
            return;
        const driver = this.host.driver;
        const slot = this.drawnFrame(drag.current);
        if (slot === undefined)
            return;
        const center = { x: slot.x + slot.width / 2, y: slot.y + slot.height / 2 };
        const half = Math.abs(direction.x) * slot.width / 2 + Math.abs(direction.y) * slot.height / 2;
        const reach = half + Math.max(driver.viewport.width, driver.viewport.height);
        for (let distance = half + 1; distance <= reach; distance += 4) {
            const probe = { x: center.x + direction.x * distance, y: center.y + direction.y * distance };
            const target = driver.moveTarget(drag.current, probe);
            if (target === undefined)
                continue;
            this.moveTo(target);
            this.reveal();
            return;
        }
        this.announce(`${drag.name} cannot move further that way; ${this.placeText(drag.current)}.`);
    }
    /** Scrolls the dragged cell's place into view. */
    reveal() {
        const drag = this.drag;
        if (drag === undefined)
            return;
        const slot = this.drawnFrame(drag.current);
        const { scroller } = this.host;
        if (slot === undefined)
            return;
        const left = scroller.scrollLeft, top = scroller.scrollTop;
        const x = Math.min(Math.max(left, slot.x + slot.width - scroller.clientWidth), slot.x);
        const y = Math.min(Math.max(top, slot.y + slot.height - scroller.clientHeight), slot.y);
        if (x !== left)
            scroller.scrollLeft = x;
        if (y !== top)
            scroller.scrollTop = y;
    }
    // MARK: The drag
    start(node, id, pointerId, client, grab) {
        const origin = { section: id.section, item: id.item };
        const name = this.options.describeItem?.(origin.section, origin.item) ?? `Item ${origin.item + 1}`;
        this.drag = { node, origin, current: id, pointerId, client, grab, name };
        this.adopt(node);
        this.host.scroller.style.userSelect = "none";
        const keys = pointerId === undefined ? " Arrow keys move it, Space or Enter drops it, Escape cancels." : "";
        this.announce(`Picked up ${name}, ${this.placeText(id)}.${keys}`);
    }
    /** `node` drawn as the dragged one: above the others, marked for the app's style. */
    adopt(node) {
        const drag = this.drag;
        if (drag === undefined)
            return;
        if (drag.node !== node)
            this.release(drag.node);
        drag.node = node;
        node.classList.add("tessera-dragging");
        node.style.zIndex = draggedLayer;
    }
    /** `node` drawn as any other again. */
    release(node) {
        node.classList.remove("tessera-dragging");
        node.style.left = "0";
        node.style.top = "0";
        const drag = this.drag;
        const element = drag === undefined ? undefined : this.host.driver.attributes(drag.current);
        node.style.zIndex = String(element?.zIndex ?? 0);
    }
    /** Set while the view moves the dragged cell, whose node the DOM takes out and puts back. */
    stepping = false;
    moveTo(target) {
        const drag = this.drag;
        if (drag === undefined)
            return;
        this.stepping = true;
        try {
            this.host.step(drag.current, target, drag.pointerId === undefined ? undefined : drag.node);
        }
        finally {
            this.stepping = false;
        }
        drag.current = { kind: "cell", section: target.section, item: target.item };
        const node = this.host.node(drag.current);
        if (node !== undefined)
            this.adopt(node);
        if (drag.pointerId === undefined)
            drag.node.focus({ preventScroll: true });
        this.announce(`${drag.name} moved to ${this.placeText(drag.current)}.`);
    }
    drop() {
        const drag = this.drag;
        if (drag === undefined)
            return;
        const to = { section: drag.current.section, item: drag.current.item };
        const moved = to.section !== drag.origin.section || to.item !== drag.origin.item;
        let kept = true;
        if (moved) {
            const detail = { from: { ...drag.origin }, to };
            // The app moves the item in its data here; until then the view maps its cells to it.
            kept = this.host.scroller.dispatchEvent(new CustomEvent("tessera-move", { detail, bubbles: true, cancelable: true }));
        }
        if (!kept) {
            this.cancel();
            return;
        }
        this.finish();
        this.announce(moved ? `${drag.name} dropped at ${this.placeText(to)}.` : `${drag.name} dropped where it was, ${this.placeText(to)}.`);
    }
    /** Ends the drag with the item back where it was. */
    cancel() {
        const drag = this.drag;
        if (drag === undefined)
            return;
        const origin = { kind: "cell", section: drag.origin.section, item: drag.origin.item };
        if (drag.current.section !== origin.section || drag.current.item !== origin.item) {
            this.stepping = true;
            try {
                this.host.step(drag.current, origin, undefined);
            }
            finally {
                this.stepping = false;
            }
            drag.current = origin;
        }
        const node = this.host.node(origin);
        if (node !== undefined && node !== drag.node)
            this.adopt(node);
        const focused = drag.pointerId === undefined;
        this.finish();
        if (focused)
            node?.focus({ preventScroll: true });
        this.announce(`Move cancelled: ${drag.name} is back at ${this.placeText(origin)}.`);
    }
    finish() {
        const drag = this.drag;
        if (drag === undefined)
            return;
        cancelAnimationFrame(this.autoScroll);
        this.release(drag.node);
        this.drag = undefined;
        this.host.scroller.style.userSelect = "";
        if (drag.pointerId !== undefined && this.host.content.hasPointerCapture(drag.pointerId))
            this.host.content.releasePointerCapture(drag.pointerId);
    }
    // MARK: Helpers
    movable(id) {
        return this.options.canMove?.(id.section, id.item) ?? true;
    }
    /** The cell node `target` is in, when it is one of the view's. */
    cellNode(target) {
        if (!(target instanceof Element))
            return undefined;
        let node = target;
        while (node !== null && node.parentElement !== this.host.content)
            node = node.parentElement;
        return node instanceof HTMLElement && node.dataset.kind === "cell" ? node : undefined;
    }
    /** An element's frame as drawn, moved by its translation (the node's place in the content). */
    drawnFrame(id) {
        const element = this.host.driver.attributes(id);
        if (element === undefined)
            return undefined;
        const { frame, translation } = element;
        return { x: frame.x + translation.x, y: frame.y + translation.y, width: frame.width, height: frame.height };
    }
    placeText(id) {
        const counts = this.host.driver.input.sectionCounts;
        const place = `position ${id.item + 1} of ${counts[id.section] ?? 0}`;
        return counts.length > 1 ? `${place} in section ${id.section + 1}` : place;
    }
    announce(text) {
        this.announcer.textContent = text;
    }
}
function idOf(node) {
    return { kind: "cell", section: Number(node.dataset.section), item: Number(node.dataset.item) };
}
/** A node screen readers read and nobody sees. */
function hidden(tag) {
    const node = document.createElement(tag);
    node.style.cssText = "position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; left: 0; top: 0;";
    return node;
}

// geometry/interpolation.js
// Attributes between two layouts, for animated switches, as the Swift runtime's
// `LayoutAttributes.interpolate`: to the bit, so that every runtime draws the same frames.

/** Elements at `progress` (held to 0…1) of the way from `from` to `to`, matched by ID: frame,
 * scale, alpha, translation, rotation and turn mixed; the z-order, turn axis and perspective
 * switching half-way. An element in only one of the two fades out (or in) where it is. Sorted
 * by element. */
function interpolate(from, to, progress) {
    const t = Math.min(1, Math.max(0, progress));
    const targets = new Map();
    for (const element of to)
        targets.set(elementKey(element), element);
    const result = [];
    const seen = new Set();
    for (const start of from) {
        const key = elementKey(start);
        seen.add(key);
        const end = targets.get(key);
        if (end === undefined) {
            result.push({ ...start, alpha: mixed(start.alpha, 0, t) });
            continue;
        }
        result.push(blendInto(start, end, t, attributesCopy(start)));
    }
    for (const end of to) {
        if (!seen.has(elementKey(end)))
            result.push({ ...end, alpha: mixed(0, end.alpha, t) });
    }
    return result.sort(compareElements);
}
/** `start` moved `t` (0…1) of the way to `end`, written into `into` (and returned), whose ID is
 * left as it is: exactly `start` at 0 and `end`'s numbers at 1. A view animating a switch
 * blends into the same objects every frame. */
function blendInto(start, end, t, into) {
    const a = start.frame, b = end.frame, frame = into.frame;
    frame.x = mixed(a.x, b.x, t);
    frame.y = mixed(a.y, b.y, t);
    frame.width = mixed(a.width, b.width, t);
    frame.height = mixed(a.height, b.height, t);
    into.scale = mixed(start.scale, end.scale, t);
    into.alpha = mixed(start.alpha, end.alpha, t);
    into.zIndex = t < 0.5 ? start.zIndex : end.zIndex;
    into.translation.x = mixed(start.translation.x, end.translation.x, t);
    into.translation.y = mixed(start.translation.y, end.translation.y, t);
    into.rotation = mixed(start.rotation, end.rotation, t);
    into.turn = mixed(start.turn, end.turn, t);
    // Mixing a distance with "none" (0) has no meaning: the axis and perspective switch half-way.
    into.turnAxis = t < 0.5 ? start.turnAxis : end.turnAxis;
    into.perspective = t < 0.5 ? start.perspective : end.perspective;
    return into;
}
/** An element's attributes in objects of its own (its ID shared), for `blendInto` to write into. */
function attributesCopy(element) {
    return { ...element, frame: { ...element.frame }, translation: { ...element.translation } };
}
/** Swift's mix: the ends exactly, else a + (b - a) t. */
function mixed(a, b, t) {
    return t === 0 ? a : t === 1 ? b : a + (b - a) * t;
}
const elementKey = (element) => `${element.id.kind}:${element.id.section}:${element.id.item}`;

// view/transition.js
// An animated switch of TesseraView between two layouts: every element of either frame goes
// from its attributes in the old layout to those in the new one (`interpolate`'s numbers, to the
// bit), the scroll offset from the old one to the one that keeps the anchor cell in place, at a
// progress that time (`finish`, `cancel`) or a gesture (`progress`) gives.

/** The default length of a whole timed transition, in milliseconds. */
const transitionDuration = 300;
/** A switch between two layouts in progress (`TesseraView.beginTransition`, or `setLayout` with
 * `animated`): set `progress` from a gesture, then `finish()` or `cancel()`. */
class LayoutTransition {
    /** The layout shown before, and the one shown after, at the offset that keeps the anchor. */
    from;
    to;
    /** Resolves once the transition is over: true when the new layout is shown, false when cancelled. */
    done;
    resolve;
    t = 0;
    over = false;
    frameRequest;
    /** The elements' attributes at 0 and at 1, what each node shows now, and spare objects that
     * the next frame blends into (swapped with `drawn`): a frame allocates nothing. */
    starts;
    ends;
    drawn;
    spare;
    nodes;
    host;
    /** @internal Made by TesseraView: `starts` and `ends` (sorted by element, one pair each, an
     * element one layout lacks faded in the other), each shown by `nodes[i]` as `drawn[i]`. */
    constructor(host, from, to, starts, ends, nodes, drawn) {
        this.host = host;
        this.from = from;
        this.to = to;
        this.starts = starts;
        this.ends = ends;
        this.nodes = nodes;
        this.drawn = drawn;
        this.spare = starts.map(attributesCopy);
        this.done = new Promise((resolve) => { this.resolve = resolve; });
        const a = from.contentSize, b = to.contentSize;
        // Both layouts' elements fit while it runs; the scroller rests at the end's offset, and the
        // content moves instead (no scroll events, no offset the browser rounds or holds).
        host.sizeContent({ width: Math.max(a.width, b.width), height: Math.max(a.height, b.height) });
        host.scroller.scrollTo({ left: to.offset.x, top: to.offset.y });
        this.draw(0);
    }
    /** How far along, 0 (the old layout) to 1 (the new one). Setting it shows that fraction at
     * once and stops a timed animation: for a gesture (a pinch) that drives the switch. */
    get progress() { return this.t; }
    set progress(value) {
        if (this.over)
            return;
        this.stopAnimating();
        this.draw(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)));
    }
    /** Whether the transition is over (finished or cancelled). */
    get ended() { return this.over; }
    /** The scroll offset drawn at the current progress: from the old offset to the new one. */
    get offset() { return this.offsetAt(this.t); }
    /** Goes the rest of the way to the new layout (over the rest of `duration`; at once under
     * reduced motion) and shows it. Resolves as `done`. */
    finish(animation = {}) {
        this.animate(1, animation.duration ?? transitionDuration);
        return this.done;
    }
    /** Goes back to the old layout and shows it where it was. Resolves as `done`. */
    cancel(animation = {}) {
        this.animate(0, animation.duration ?? transitionDuration);
        return this.done;
    }
    /** Ends at once at the new layout (another change to the view comes). */
    settle() {
        if (this.over)
            return;
        this.stopAnimating();
        this.draw(1);
        this.end(true);
    }
    animate(target, duration) {
        if (this.over)
            return;
        this.stopAnimating();
        const start = this.t;
        const length = Math.abs(target - start) * (Number.isFinite(duration) && duration > 0 ? duration : 0);
        if (length === 0 || this.host.reduceMotion || typeof requestAnimationFrame !== "function") {
            this.draw(target);
            this.end(target === 1);
            return;
        }
        let began;
        const step = (now) => {
            this.frameRequest = undefined;
            began ??= now;
            const time = Math.min(1, (now - began) / length);
            // Eased in and out: the cells start and stop gently.
            const eased = time * time * (3 - 2 * time);
            this.draw(time === 1 ? target : start + (target - start) * eased);
            if (time === 1)
                this.end(target === 1);
            else
                this.frameRequest = requestAnimationFrame(step);
        };
        this.frameRequest = requestAnimationFrame(step);
    }
    stopAnimating() {
        if (this.frameRequest !== undefined)
            cancelAnimationFrame(this.frameRequest);
        this.frameRequest = undefined;
    }
    /** Draws every element at `t`: one blend and the styles that changed, per node. */
    draw(t) {
        this.t = t;
        const { starts, ends, nodes, host } = this;
        const drawn = this.drawn, spare = this.spare;
        for (let index = 0; index < nodes.length; index++) {
            const now = blendInto(starts[index], ends[index], t, spare[index]);
            host.move(nodes[index], drawn[index], now);
            spare[index] = drawn[index];
            drawn[index] = now;
        }
        const at = this.offsetAt(t), rest = this.to.offset;
        const dx = rest.x - at.x, dy = rest.y - at.y;
        host.content.style.transform = dx === 0 && dy === 0 ? "" : `translate(${dx}px, ${dy}px)`;
    }
    offsetAt(t) {
        const a = this.from.offset, b = this.to.offset;
        return { x: mixed(a.x, b.x, t), y: mixed(a.y, b.y, t) };
    }
    end(finished) {
        this.over = true;
        this.host.content.style.transform = "";
        const driver = finished ? this.to : this.from;
        this.host.sizeContent(driver.contentSize);
        this.host.scroller.scrollTo({ left: driver.offset.x, top: driver.offset.y });
        this.host.transitionEnded(this, driver, this.drawn, this.nodes);
        this.resolve(finished);
    }
}

// driver/switching.js
// A switch from one layout to another for the same data (a grid to a list), as the Swift
// runtime's `ScrollDriver.switched(to:)` and the adapters' `takeAnchor(from:view:)`: the cell the
// reader looked at stays where it was on the screen.


/** A driver for `layout` with `from`'s input (or `input`: new data) and margin, where the cell
 * `from` has first on the screen keeps its distance from the viewport's leading edge along the
 * new layout's scroll axis (`keptInView`: unless that leaves it wholly before the edge), the
 * offset held within the new content's ends. At the very start of
 * the content, with no cell on the screen, or with that cell gone from the new data, the offset
 * is only held within the new content. */
function switchedDriver(from, layout, input = from.input) {
    const fresh = new ScrollDriver(layout, input, from.offset, from.margin);
    const first = switchAnchor(from);
    const anchor = first === undefined ? undefined : keptInView(first, fresh);
    fresh.replace(fresh.input, fresh.prepared, anchor === undefined ? undefined : { section: anchor.id.section, item: anchor.id.item, distance: anchor.distance });
    // With no cell to keep, a view that followed the end goes to the new layout's end.
    if (anchor === undefined && from.followsEnd()) {
        const end = fresh.endOffset;
        if (end.x !== fresh.offset.x || end.y !== fresh.offset.y)
            fresh.scroll(end);
    }
    return fresh;
}
/** `anchor` as a switch to `driver`'s layout keeps it: at its distance from the viewport's leading
 * edge, unless it began before the edge and is too short in the new layout to reach past it,
 * which would leave it wholly out of view: then its leading edge at the viewport's. So the cell
 * first in view stays in view (Swift's `ScrollDriver.keptInView`). */
function keptInView(anchor, driver) {
    return keptInViewOf(anchor, driver.prepared, driver.position);
}
/** `keptInView` in `prepared` at `position`: for a layout prepared beside a driver (the session's
 * switch, which lays out the next layout for the old one's anchor). */
function keptInViewOf(anchor, prepared, position) {
    if (anchor.distance >= 0)
        return anchor;
    const cell = prepared.attributes(anchor.id, position);
    if (cell === undefined)
        return anchor;
    return prepared.mapping.uSize(cell.frame) + anchor.distance > 0 ? anchor : { id: anchor.id, distance: 0 };
}
/** The cell `switchedDriver` keeps in place; undefined at the content's start. */
function switchAnchor(driver) {
    const first = driver.firstCellInView();
    return first === undefined ? undefined : { id: { kind: "cell", section: first.section, item: first.item }, distance: first.distance };
}
/** What a switch from `from` to `to` animates, for `interpolate`: each element of either
 * frame, with its attributes in `from`'s layout and in `to`'s wherever that layout has it (an
 * element one frame lacks moves to or from its place off the screen; one a layout lacks fades),
 * both sorted by element. */
function transitionEnds(from, to) {
    return { from: completed(from.kept, to.kept, from), to: completed(to.kept, from.kept, to) };
}
/** `frame` with what `driver` answers for the elements of `other` that `frame` lacks, sorted. */
function completed(frame, other, driver) {
    const ids = new Set();
    for (const element of frame)
        ids.add(`${element.id.kind}:${element.id.section}:${element.id.item}`);
    const result = frame.slice();
    for (const element of other) {
        if (ids.has(`${element.id.kind}:${element.id.section}:${element.id.item}`))
            continue;
        const found = driver.attributes(element.id);
        if (found !== undefined)
            result.push(found);
    }
    return result.sort(compareElements);
}

// view/accessibility.js
// What a screen reader and a keyboard meet in TesseraView: each section a grid or a list by the
// rows-and-columns rule (queries/gridStructure.ts, docs/ACCESSIBILITY.md), one focusable cell
// moved by the arrow keys (queries/cellNavigation.ts). The view's nodes stay flat and in the
// data's order; the grids, rows and lists are empty elements beside the content, in the
// scroller, that own the cells (`aria-owns`), so that placing, recycling and adopting the
// server's nodes are untouched.
const keys = {
    ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right", Home: "home", End: "end", PageUp: "pageUp", PageDown: "pageDown",
};
let views = 0;
class Announcing {
    host;
    dragging;
    /** Each prepared layout's sections' structures, found once. */
    structures = new WeakMap();
    /** The grid or list element of each section, and each grid's row elements by row. */
    groups = new Map();
    /** The cell with the roving tab stop: kept while its node is out of the frame. */
    focusCell;
    prefix = `tessera-${++views}`;
    /** `dragging`: whether a drag to reorder holds the arrow keys. */
    constructor(host, signal, dragging) {
        this.host = host;
        this.dragging = dragging;
        host.content.addEventListener("keydown", (event) => this.key(event), { signal });
        host.content.addEventListener("focusin", (event) => {
            const cell = event.target.closest?.("[data-kind='cell']");
            if (cell === null || cell.parentElement !== host.content)
                return;
            this.focusCell = { section: Number(cell.dataset.section), item: Number(cell.dataset.item) };
            this.hadFocus = true;
        }, { signal });
    }
    structure(section) {
        const prepared = this.host.driver.prepared;
        let found = this.structures.get(prepared);
        if (found === undefined) {
            found = [];
            for (let index = 0; index < prepared.sectionCount; index++)
                found.push(prepared.gridStructure(index));
            this.structures.set(prepared, found);
        }
        return found[section];
    }
    /** What the last update was given: a frame that shows the same elements with the same nodes
     * of the same layout (most frames of a scroll) needs nothing. */
    last;
    unchanged(shown, nodes) {
        const last = this.last;
        if (last === undefined || last.prepared !== this.host.driver.prepared || last.nodes.length !== nodes.length)
            return false;
        for (let index = 0; index < nodes.length; index++) {
            const a = last.ids[index], b = shown[index].id;
            if (last.nodes[index] !== nodes[index] || a.kind !== b.kind || a.section !== b.section || a.item !== b.item)
                return false;
        }
        return true;
    }
    /** Gives the shown nodes their roles and places, and the groups their owned nodes. */
    update(shown, nodes, force = false) {
        if (!force && this.unchanged(shown, nodes))
            return;
        this.last = { prepared: this.host.driver.prepared, ids: shown.map((element) => element.id), nodes: nodes.slice() };
        const owned = new Map();
        const headers = new Map();
        let focusable, first;
        const activeLost = document.activeElement === null || document.activeElement === document.body;
        for (let index = 0; index < shown.length; index++) {
            const { kind, section, item } = shown[index].id;
            const node = nodes[index];
            if (kind === "header") {
                setID(node, `${this.prefix}-h${section}`);
                headers.set(section, node.id);
                continue;
            }
            if (kind !== "cell")
                continue;
            const structure = this.structure(section);
            const place = structure.places[item];
            setID(node, `${this.prefix}-c${section}-${item}`);
            if (structure.kind === "grid") {
                setOrRemove(node, "role", "gridcell");
                setOrRemove(node, "aria-colindex", String(place.column + 1));
                setOrRemove(node, "aria-colspan", place.columnSpan > 1 ? String(place.columnSpan) : undefined);
                setOrRemove(node, "aria-rowspan", place.rowSpan > 1 ? String(place.rowSpan) : undefined);
                setOrRemove(node, "aria-setsize", undefined);
                setOrRemove(node, "aria-posinset", undefined);
            }
            else {
                setOrRemove(node, "role", "listitem");
                setOrRemove(node, "aria-setsize", String(structure.rowCount));
                setOrRemove(node, "aria-posinset", String(item + 1));
                for (const name of ["aria-colindex", "aria-colspan", "aria-rowspan"])
                    setOrRemove(node, name, undefined);
            }
            let rows = owned.get(section);
            if (rows === undefined)
                owned.set(section, rows = new Map());
            const row = structure.kind === "grid" ? place.row : -1;
            const ids = rows.get(row);
            if (ids === undefined)
                rows.set(row, [node.id]);
            else
                ids.push(node.id);
            if (node.tabIndex !== -1)
                node.tabIndex = -1;
            first ??= node;
            if (this.focusCell?.section === section && this.focusCell.item === item)
                focusable = node;
        }
        // One tab stop: the focused cell when it is shown, else the first cell shown.
        const stop = focusable ?? first;
        if (stop !== undefined)
            stop.tabIndex = 0;
        // Focus that left with its cell's node (to the page's body) comes back with it, unless it
        // went elsewhere meanwhile.
        if (focusable !== undefined && activeLost && this.hadFocus)
            focusable.focus({ preventScroll: true });
        this.hadFocus = this.host.content.contains(document.activeElement) || (activeLost && this.hadFocus);
        this.own(owned, headers);
    }
    /** Whether a cell of this view had focus at the last update, or lost it by leaving the frame. */
    hadFocus = false;
    own(owned, headers) {
        for (const [section, entry] of this.groups) {
            if (owned.has(section))
                continue;
            entry.group.remove();
            this.groups.delete(section);
        }
        for (const [section, rows] of owned) {
            const structure = this.structure(section);
            const role = structure.kind === "grid" ? "grid" : "list";
            let entry = this.groups.get(section);
            if (entry === undefined || entry.group.getAttribute("role") !== role) {
                entry?.group.remove();
                const group = hiddenBox();
                group.dataset.tesseraGroup = String(section);
                setOrRemove(group, "role", role);
                entry = { group, rows: new Map() };
                this.groups.set(section, entry);
                this.host.scroller.append(group);
            }
            const { group } = entry;
            setOrRemove(group, "aria-labelledby", headers.get(section));
            if (structure.kind === "list") {
                setOrRemove(group, "aria-owns", (rows.get(-1) ?? []).join(" "));
                continue;
            }
            setOrRemove(group, "aria-rowcount", String(structure.rowCount));
            setOrRemove(group, "aria-colcount", String(structure.columnCount));
            for (const [row, element] of entry.rows) {
                if (rows.has(row))
                    continue;
                element.remove();
                entry.rows.delete(row);
            }
            const order = [...rows.keys()].sort((a, b) => a - b);
            for (const row of order) {
                let element = entry.rows.get(row);
                if (element === undefined) {
                    element = hiddenBox();
                    element.id = `${this.prefix}-r${section}-${row}`;
                    setOrRemove(element, "role", "row");
                    setOrRemove(element, "aria-rowindex", String(row + 1));
                    entry.rows.set(row, element);
                }
                setOrRemove(element, "aria-owns", rows.get(row).join(" "));
            }
            setOrRemove(group, "aria-owns", order.map((row) => entry.rows.get(row)?.id).join(" "));
            for (const row of order) {
                const element = entry.rows.get(row);
                if (element.parentElement !== group)
                    group.append(element);
            }
        }
    }
    /** An arrow, Home, End, Page Up or Page Down on a cell: focus to the cell the frames give,
     * scrolled into view. */
    key(event) {
        const move = keys[event.key];
        const cell = event.target.closest?.("[data-kind='cell']");
        if (move === undefined || cell === null || event.altKey || event.ctrlKey || event.metaKey || this.dragging())
            return;
        const driver = this.host.driver;
        const from = { section: Number(cell.dataset.section), item: Number(cell.dataset.item) };
        const next = driver.prepared.nextCell(from, move, driver.position);
        event.preventDefault();
        if (next === undefined)
            return;
        this.focusCell = { section: next.section, item: next.item };
        const frame = driver.attributes(next)?.frame;
        if (frame !== undefined) {
            const scroller = this.host.scroller;
            const left = Math.min(frame.x, Math.max(scroller.scrollLeft, frame.x + frame.width - scroller.clientWidth));
            const top = Math.min(frame.y, Math.max(scroller.scrollTop, frame.y + frame.height - scroller.clientHeight));
            if (left !== scroller.scrollLeft || top !== scroller.scrollTop) {
                scroller.scrollTo({ left, top });
                this.host.scrollFrame();
            }
        }
        const node = this.host.node("cell", next.section, next.item);
        if (node === undefined)
            return;
        cell.tabIndex = -1;
        node.tabIndex = 0;
        node.focus({ preventScroll: true });
    }
}
/** Writes an attribute only when it changes: every frame passes here, and each write is work
 * for the accessibility tree. */
function setOrRemove(node, name, value) {
    if (node.getAttribute(name) === (value ?? null))
        return;
    if (value === undefined)
        node.removeAttribute(name);
    else
        node.setAttribute(name, value);
}
function setID(node, id) {
    if (node.id !== id)
        node.id = id;
}
/** An element that takes no room and is not drawn, for the accessibility tree only. */
function hiddenBox() {
    const box = document.createElement("div");
    box.style.position = "absolute";
    box.style.width = "0";
    box.style.height = "0";
    box.style.overflow = "hidden";
    return box;
}

// view/extent.js
// The longest box a browser draws. Engines keep lengths in fixed point: Chromium and WebKit
// clamp a longer one to 33,554,428 px, while Firefox (17,895,697 px) gives a longer box no size
// at all, so that content past its limit, sized as the layout has it, could not be scrolled.
/** The engine's longest drawn length, in CSS pixels, measured once per document. */
const measured = new WeakMap();
function longestDrawnLength(document) {
    const known = measured.get(document);
    if (known !== undefined)
        return known;
    const probe = document.createElement("div");
    probe.style.cssText = "position: absolute; left: 0; top: 0; width: 0; visibility: hidden";
    document.body.appendChild(probe);
    const drawn = (length) => {
        probe.style.height = `${length}px`;
        return probe.offsetHeight;
    };
    // An engine that clamps answers its limit at once; one that drops the box, by halving.
    let longest = drawn(1e9);
    if (longest === 0) {
        let low = 1e6, high = 1e9;
        while (high - low > 1) {
            const middle = Math.floor((low + high) / 2);
            if (drawn(middle) > 0)
                low = middle;
            else
                high = middle;
        }
        longest = drawn(low);
    }
    probe.remove();
    measured.set(document, longest);
    return longest;
}

// view/view.js
// A virtualized scrolling view for web pages: the app gives a compiled layout, the item counts
// and a function that renders item i; the view keeps in the DOM only what the scroll driver
// keeps (the viewport and a margin), applies effects and transforms, and comes to rest where the
// layout snaps. The decisions are the driver's; this is the DOM around them.












/** How long cells take to make way for a dragged cell, in milliseconds. */
const reorderGlide = 180;
/** How many nodes of cells that left the view are kept for `renderItem` to fill again. */
const maximumReusable = 32;
/** How long the view waits after the last scroll event before it snaps, in milliseconds. */
const restDelay = 120;
class TesseraView {
    scroller;
    options;
    /** What the view asks: its layout, input and scroll position. Replaced by `setLayout`. */
    get driver() { return this.currentDriver; }
    get layout() { return this.currentDriver.layout; }
    currentDriver;
    content;
    /** The node of each element in the content, by `nodeKey`. */
    nodes = new Map();
    /** What the content shows, sorted by element: each node (`shownNodes`, in the same order) with
     * the attributes it was last placed with. */
    shown = [];
    shownNodes = [];
    shownSize = { width: -1, height: -1 };
    /** Nodes gliding to their places while a drag's cells make way, and the end of the glide. */
    gliding = new Set();
    glideTimer;
    /** Drag to reorder, when the app asked for it (`reorder`). */
    reordering;
    /** Nodes of cells that left the view, out of the DOM, offered to `renderItem` again. */
    reusable = [];
    /** Waits for the scroll to stop; re-armed only when it fires early, not on every scroll event. */
    restTimer;
    bandRestTimer;
    lastScroll = { x: 0, y: 0, time: 0, vx: 0, vy: 0 };
    /** Set while the view scrolls itself to a resting offset, so that it does not snap again. */
    resting = false;
    /** Where the content last came to rest, and each band: where the next gesture begins, which
     * paging by item counts from. */
    restedAt = { x: 0, y: 0 };
    bandsRestedAt = new Map();
    resizeObserver;
    /** Ends the view's listeners on the scroller, so that another view can take it over. */
    listening = new AbortController();
    /** Roles, rows and columns for screen readers, and the arrow keys (accessibility.ts). */
    announcing;
    /** Ends the wheel listener, there only while the layout has sections that scroll sideways: a
     * wheel listener that may cancel holds every wheel's scroll for the page's script. */
    wheels;
    constructor(scroller, layout, options) {
        this.scroller = scroller;
        this.options = options;
        scroller.style.overflow = "auto";
        scroller.style.position = "relative";
        // The view keeps what the reader sees in place itself (the first cell in view, or the end);
        // the browser's own scroll anchoring (Chromium's, Firefox's: Safari has none) moved the
        // offset under it when the scroller or the nodes changed, and Firefox's, when a chat's
        // scroller shrank, scrolled it away from the end it followed.
        scroller.style.overflowAnchor = "none";
        const adopted = options.adopt ? adoptedContent(scroller) : undefined;
        this.content = adopted ?? document.createElement("div");
        this.content.className = "tessera-content";
        for (const [property, value] of contentStyle)
            this.content.style[property] = value;
        if (adopted === undefined) {
            scroller.replaceChildren(this.content);
        }
        else {
            // What else the server wrote in the scroller (the script that scrolled it) has done its work.
            for (const node of Array.from(scroller.childNodes))
                if (node !== adopted)
                    node.remove();
        }
        const viewport = { width: scroller.clientWidth, height: scroller.clientHeight };
        // The platform's setting, followed below unless the page gave one.
        const motion = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : undefined;
        const reduceMotion = options.reduceMotion ?? motion?.matches ?? false;
        // A scroller the page has not scrolled opens where the layout does (at the end of one kept
        // to its end, a chat's newest message); so does one the server's first screen scrolled to
        // where the layout opened there (for this scroller's size, that may be elsewhere).
        const scrolled = (scroller.scrollLeft !== 0 || scroller.scrollTop !== 0) && !(adopted !== undefined && openedAt(adopted, scroller))
            ? { x: scroller.scrollLeft, y: scroller.scrollTop } : undefined;
        this.currentDriver = new ScrollDriver(layout, { viewport, sectionCounts: options.sectionCounts, itemSizes: options.itemSizes, textScale: options.textScale, reduceMotion }, scrolled, options.margin ?? Math.max(viewport.width, viewport.height) * 0.5);
        if (options.selfSizing && options.itemSizes === undefined) {
            throw new LayoutError("selfSizing takes the cells' sizes from their nodes: it needs a layout sized by data, given itemSizes as the estimates");
        }
        this.announcing = new Announcing(this, this.listening.signal, () => this.reordering?.dragging ?? false);
        // Shown before it is drawn: self-sizing may change the frame while it is drawn.
        this.driver.takeFrameAsShown();
        if (adopted !== undefined)
            this.adopt(adopted);
        this.showFrame();
        this.followDriverOffset();
        this.restedAt = { x: scroller.scrollLeft, y: scroller.scrollTop };
        const signal = this.listening.signal;
        scroller.addEventListener("scroll", (event) => this.scrolled(event), { passive: true, signal });
        this.followWheels();
        if (options.reorder !== undefined && options.reorder !== false) {
            const view = this;
            this.reordering = new Reordering({
                scroller, content: this.content,
                get driver() { return view.driver; },
                node: (id) => view.nodes.get(nodeKey(id)),
                step: (from, to, dragged) => view.reorderStep(from, to, dragged),
            }, options.reorder === true ? {} : options.reorder, signal);
            for (const [name, node] of this.nodes)
                if (name.startsWith("cell:"))
                    this.reordering.prepare(node);
        }
        // One tab stop again, after the reordering made every cell one.
        this.announcing.update(this.shown, this.shownNodes, true);
        this.resizeObserver = new ResizeObserver(() => this.resized());
        this.resizeObserver.observe(scroller);
        if (options.reduceMotion === undefined && motion !== undefined) {
            motion.addEventListener("change", () => {
                this.settleTransition();
                if (this.driver.changeReduceMotion(motion.matches))
                    this.refresh();
            }, { signal });
        }
    }
    /** Stops following the scroller (its scrolls, wheels and size); the nodes stay as they are. */
    disconnect() {
        this.settleTransition();
        this.reordering?.abandon();
        this.reordering?.disconnect();
        this.listening.abort();
        this.wheels?.abort();
        this.wheels = undefined;
        this.resizeObserver.disconnect();
        clearTimeout(this.restTimer);
        clearTimeout(this.bandRestTimer);
        this.restTimer = undefined;
    }
    /** The node showing an element, when it is in the DOM. */
    node(kind, section, item = 0) {
        return this.nodes.get(nodeKey({ kind, section, item }));
    }
    /** New data: counts (and sizes) changed in any way; the offset is kept within the content. */
    reload(sectionCounts, itemSizes) {
        this.settleTransition();
        this.reordering?.abandon();
        this.options.sectionCounts = sectionCounts;
        this.driver.reload({ ...this.driver.input, sectionCounts, itemSizes });
        this.refresh();
    }
    /** Items appended at the ends of sections (infinite scroll). */
    append(sectionCounts, itemSizes) {
        this.settleTransition();
        this.reordering?.abandon();
        this.driver.append(sectionCounts, itemSizes);
        this.refresh();
    }
    /** Another layout for the same data: the cell first on the screen keeps its distance from
     * the viewport's leading edge (held within the new content's ends), and the nodes of elements
     * both layouts have are kept and placed anew. `animated`: the elements go from their old
     * attributes to their new ones over `duration` milliseconds (300 by default; at once under
     * reduced motion), as `beginTransition` draws them, and those only one layout has fade.
     * With `sectionCounts` (new data), the view is shown anew, the offset only held within the
     * new content. Resolves once the new layout is shown: false when the switch was cancelled. */
    setLayout(layout, options = {}) {
        this.settleTransition();
        this.reordering?.abandon();
        if (options.sectionCounts !== undefined) {
            const old = this.currentDriver;
            const input = { ...old.input, sectionCounts: options.sectionCounts, itemSizes: options.itemSizes };
            const driver = new ScrollDriver(layout, input, old.offset, old.margin);
            const limit = driver.maximumOffset;
            const held = { x: Math.min(Math.max(0, old.offset.x), limit.x), y: Math.min(Math.max(0, old.offset.y), limit.y) };
            if (held.x !== old.offset.x || held.y !== old.offset.y)
                driver.scroll(held);
            this.currentDriver = driver;
            this.restedAt = held;
            this.bandsRestedAt.clear();
            this.options.sectionCounts = options.sectionCounts;
            this.options.itemSizes = options.itemSizes;
            this.refresh();
            return Promise.resolve(true);
        }
        const transition = this.beginTransition(layout, "itemSizes" in options ? { itemSizes: options.itemSizes } : {});
        return transition.finish({ duration: options.animated ? options.duration : 0 });
    }
    /** Starts a switch to another layout for the same data that the app drives (a pinch, a
     * slider): set the answer's `progress` (0 to 1) as the gesture goes, then `finish()` or
     * `cancel()` it. `itemSizes`: the same items' sizes for a layout that takes them (the counts
     * stay). Until it ends, the view shows it and does not follow scrolls; any other change
     * (another layout, new data, a resize) first ends it at the new layout. */
    beginTransition(layout, data = {}) {
        this.settleTransition();
        this.reordering?.abandon();
        this.stopGliding();
        const old = this.currentDriver;
        // Where the scroller is: scrolls since the last frame (none while it is the page's own).
        const x = this.scroller.scrollLeft, y = this.scroller.scrollTop;
        if (x !== old.offset.x || y !== old.offset.y)
            this.scrollFrame(x, y);
        const next = switchedDriver(old, layout, "itemSizes" in data ? { ...old.input, itemSizes: data.itemSizes } : old.input);
        const ends = transitionEnds(old, next);
        // One pair an element, in the data's order: a node each, those shown kept where they are.
        const starts = [], finals = [], nodes = [], drawn = [];
        const shown = new Map();
        this.shown.forEach((element, index) => shown.set(nodeKey(element.id), index));
        let a = 0, b = 0;
        while (a < ends.from.length || b < ends.to.length) {
            const order = a === ends.from.length ? 1 : b === ends.to.length ? -1 : compareIDs(ends.from[a].id, ends.to[b].id);
            const start = order <= 0 ? ends.from[a] : { ...ends.to[b], alpha: 0 };
            const end = order >= 0 ? ends.to[b] : { ...ends.from[a], alpha: 0 };
            if (order <= 0)
                a += 1;
            if (order >= 0)
                b += 1;
            const name = nodeKey(start.id);
            const index = shown.get(name);
            let node = index === undefined ? undefined : this.shownNodes[index];
            if (node === undefined) {
                node = this.nodes.get(name) ?? this.made(start.id);
                this.nodes.set(name, node);
                this.place(node, start);
                drawn.push(attributesCopy(start));
            }
            else {
                // A copy: the transition blends into it, and the shown objects are the old driver's.
                drawn.push(attributesCopy(this.shown[index]));
            }
            starts.push(start);
            finals.push(end);
            nodes.push(node);
        }
        // The DOM in the data's order, nodes made here among those shown.
        let following = null;
        for (let index = nodes.length - 1; index >= 0; index--) {
            const node = nodes[index];
            if (node.parentNode !== this.content || node.nextSibling !== following)
                this.content.insertBefore(node, following);
            following = node;
        }
        const view = this;
        const transition = new LayoutTransition({
            scroller: this.scroller, content: this.content,
            move: (node, before, after) => {
                movePlacedNode(node, before, after);
                this.options.applyAttributes?.(node, after);
            },
            sizeContent: (size) => this.sizeContent(size),
            get reduceMotion() { return view.driver.input.reduceMotion ?? false; },
            transitionEnded: (ended, driver, elements, endNodes) => this.transitionEnded(ended, driver, elements, endNodes),
        }, old, next, starts, finals, nodes, drawn);
        this.activeTransition = transition;
        return transition;
    }
    /** The switch between layouts in progress, if any. */
    get transition() { return this.activeTransition; }
    activeTransition;
    /** Ends a switch in progress at once at its new layout. */
    settleTransition() {
        this.activeTransition?.settle();
    }
    /** A switch ended at `driver`: the nodes as drawn taken as shown, then the driver's frame
     * shown against them (nodes of elements out of it go). */
    transitionEnded(transition, driver, elements, nodes) {
        if (this.activeTransition === transition)
            this.activeTransition = undefined;
        const changed = driver !== this.currentDriver;
        this.currentDriver = driver;
        // Copies: the transition's objects are its own.
        this.shown = elements.map(attributesCopy);
        this.shownNodes = nodes.slice();
        driver.takeFrameAsShown();
        this.showFrame();
        this.restedAt = driver.offset;
        this.lastScroll.vx = 0;
        this.lastScroll.vy = 0;
        if (changed) {
            this.bandsRestedAt.clear();
            this.options.itemSizes = driver.input.itemSizes;
        }
        this.followDriverOffset();
        this.followWheels();
    }
    /** The reader's text size changed (Dynamic Type): laid out again when the layout reads it. */
    changeTextScale(textScale) {
        this.settleTransition();
        const before = this.driver.input;
        this.driver.changeTextScale(textScale);
        this.options.textScale = textScale;
        if (this.driver.input !== before)
            this.showChange();
    }
    /** The reader turned Reduce Motion on or off; from then on the view no longer follows the
     * browser's `prefers-reduced-motion`. */
    changeReduceMotion(reduceMotion) {
        this.settleTransition();
        this.options.reduceMotion = reduceMotion;
        if (this.driver.changeReduceMotion(reduceMotion))
            this.showChange();
    }
    /** Inserts, deletes and moves items in one batch, as `UICollectionView.performBatchUpdates`:
     * the nodes of items that stay are kept and go to their new places, inserted items' nodes come
     * in and deleted items' nodes go out (their alpha to 0), over `duration` milliseconds. The
     * app's data has the new counts (`sectionCounts` follows). Resolves with what changed, once
     * the animation is over. */
    async performBatchUpdates(updates, options = {}) {
        this.settleTransition();
        this.reordering?.abandon();
        const { elements, going } = this.applyBatch(updates, options.itemSizes);
        const nodeOf = (element) => (element.change === "deleted" ? going[elements.filter((e) => e.change === "deleted").indexOf(element)] : this.nodes.get(nodeKey(element.end.id)));
        const duration = options.duration ?? 0;
        if (duration > 0) {
            for (const element of elements) {
                const node = nodeOf(element);
                if (node !== undefined)
                    this.place(node, element.start);
            }
            // The start is laid out before the transition to the end begins.
            void this.content.offsetHeight;
            for (const element of elements) {
                const node = nodeOf(element);
                if (node === undefined)
                    continue;
                node.style.transition = placedProperties.map((property) => `${property} ${duration}ms`).join(", ");
                this.place(node, element.end);
            }
            await new Promise((resolve) => setTimeout(resolve, duration));
            for (const node of this.nodes.values())
                node.style.transition = "";
        }
        for (const node of going)
            node.remove();
        this.driver.takeFrameAsShown();
        this.takeNodes(true);
        this.showFrame();
        // The batch made the inserted cells' nodes, so the frame finds none entering: cells that
        // size themselves are measured here.
        if (this.options.selfSizing && !this.sizing) {
            const inserted = elements.filter((element) => element.change === "inserted" && element.end.id.kind === "cell").map((element) => element.end.id);
            if (inserted.length > 0)
                this.sizeCells(inserted);
        }
        this.followDriverOffset();
        this.followWheels();
        return elements;
    }
    /** A batch given to the driver and to the nodes: each node that stays renamed for its
     * element's new place, the DOM in the new order, the nodes of deleted elements (`going`) after
     * it; the frame shown as the batch ends, the nodes where they were. */
    applyBatch(updates, itemSizes) {
        const batch = BatchUpdate.make(this.driver.input.sectionCounts, updates);
        const elements = this.driver.performBatchUpdates(updates, itemSizes);
        this.options.sectionCounts = this.driver.input.sectionCounts;
        if (itemSizes !== undefined || this.options.itemSizes !== undefined)
            this.options.itemSizes = this.driver.input.itemSizes;
        const old = new Map(this.nodes);
        const going = [];
        this.nodes.clear();
        for (const element of elements) {
            const { start, end } = element;
            if (element.change === "deleted") {
                const node = old.get(nodeKey(start.id)) ?? this.made(start.id);
                old.delete(nodeKey(start.id));
                going.push(node);
                continue;
            }
            const from = element.change === "inserted" ? undefined : batch?.oldPath(end.id.kind, end.id.section, end.id.item);
            const oldName = from === undefined ? undefined : nodeKey({ kind: end.id.kind, section: from[0], item: from[1] });
            const node = (oldName === undefined ? undefined : old.get(oldName)) ?? this.made(end.id);
            if (oldName !== undefined)
                old.delete(oldName);
            node.dataset.section = String(end.id.section);
            node.dataset.item = String(end.id.item);
            this.nodes.set(nodeKey(end.id), node);
        }
        for (const node of old.values())
            node.remove();
        // The DOM in the data's order, the nodes going out after it until they are gone.
        for (const element of this.driver.kept) {
            const node = this.nodes.get(nodeKey(element.id));
            if (node !== undefined)
                this.content.appendChild(node);
        }
        for (const node of going)
            this.content.appendChild(node);
        this.sizeContent(this.driver.contentSize);
        // Shown as it ends: a scroll while it animates shows the frame against the end.
        this.takeNodes(false);
        return { elements, going };
    }
    /** One step of a drag: the dragged cell moved from `from` to `to` in the view (not in the
     * app's data, which learns the whole move at the drop), the cells making way gliding to
     * their new places; `dragged`, the node the pointer holds, does not glide. */
    reorderStep(from, to, dragged) {
        // The view may have scrolled since its last frame (the drag's own scroll at an edge, whose
        // event comes with the next frame): the move is made at the offset shown.
        const x = this.scroller.scrollLeft, y = this.scroller.scrollTop;
        if (x !== this.driver.offset.x || y !== this.driver.offset.y)
            this.scrollFrame(x, y);
        const { elements } = this.applyBatch([{ move: { from: { section: from.section, item: from.item }, to: { section: to.section, item: to.item } } }], movedSizes(this.driver.input.itemSizes, from, to));
        // A batch keeps the first cell in view in its place; a drag keeps the offset, so that the
        // content stays under the pointer (and the move does not move the target again).
        const limit = this.driver.maximumOffset;
        const held = { x: Math.max(0, Math.min(x, limit.x)), y: Math.max(0, Math.min(y, limit.y)) };
        if (held.x !== this.driver.offset.x || held.y !== this.driver.offset.y)
            this.driver.scroll(held);
        const glide = this.driver.input.reduceMotion ? 0 : reorderGlide;
        for (const element of elements) {
            const node = this.nodes.get(nodeKey(element.end.id));
            if (node === undefined)
                continue;
            if (glide > 0 && node !== dragged && !samePlacement(element.start, element.end)) {
                node.style.transition = placedProperties.map((property) => `${property} ${glide}ms`).join(", ");
                this.gliding.add(node);
            }
            this.place(node, element.end);
        }
        this.driver.takeFrameAsShown();
        this.takeNodes(true);
        this.showFrame();
        this.followDriverOffset();
        clearTimeout(this.glideTimer);
        this.glideTimer = setTimeout(() => this.stopGliding(), glide);
    }
    stopGliding() {
        for (const node of this.gliding)
            node.style.transition = "";
        this.gliding.clear();
    }
    /** Shows the driver's frame after a change, and scrolls to its offset. */
    showChange() {
        this.showFrame();
        this.followDriverOffset();
        this.followWheels();
    }
    followDriverOffset() {
        const offset = this.driver.offset;
        if (offset.x !== this.scroller.scrollLeft || offset.y !== this.scroller.scrollTop)
            this.scroller.scrollTo({ left: offset.x, top: offset.y });
    }
    /** A node for `id`, made and styled as `showFrame` makes one, not yet in the DOM. */
    made(id) {
        if (id.kind === "cell" && this.reusable.length > 0) {
            const reusable = this.reusable.pop();
            const data = this.reordering?.dataPath(id.section, id.item) ?? id;
            const node = this.options.renderItem(data.section, data.item, reusable);
            if (node === reusable) {
                // Styled already; only what it shows changed.
                node.dataset.section = String(id.section);
                node.dataset.item = String(id.item);
                return node;
            }
        }
        const node = this.make(id);
        this.styleNode(node, id);
        return node;
    }
    /** Gives a node made for `id` what every node of the view has (`renderFirstScreen` writes the
     * same as HTML). */
    styleNode(node, id) {
        // Decorations are drawn, not read.
        if (id.kind === "background" || id.kind === "separator")
            node.setAttribute("aria-hidden", "true");
        node.dataset.kind = id.kind;
        node.dataset.section = String(id.section);
        node.dataset.item = String(id.item);
        for (const [property, value] of nodeStyle)
            node.style[property] = value;
        if (id.kind === "cell")
            this.reordering?.prepare(node);
    }
    /** Takes the nodes the server wrote in `content` as the nodes of their elements: the frame
     * shown next finds them, places them and leaves them where they are in the DOM. */
    adopt(content) {
        const kept = new Set(this.driver.kept.map((element) => nodeKey(element.id)));
        for (const [id, node] of adoptedNodes(content)) {
            // The server's nodes of elements out of this frame (a scroller of another size) go.
            if (!kept.has(nodeKey(id))) {
                node.remove();
                continue;
            }
            this.styleNode(node, id);
            this.nodes.set(nodeKey(id), node);
        }
    }
    /** Places a node and tells the app. */
    place(node, element) {
        placeNode(node, element);
        this.options.applyAttributes?.(node, element);
    }
    /** Runs `change`, handing a fault to `onError` when the app gave one. */
    guarded(change) {
        if (this.options.onError === undefined)
            return change();
        try {
            change();
        }
        catch (error) {
            this.options.onError(error);
        }
    }
    refresh() {
        for (const node of this.nodes.values())
            node.remove();
        this.nodes.clear();
        this.shown = [];
        this.shownNodes = [];
        this.driver.takeFrameAsShown();
        this.showFrame();
        this.scroller.scrollTo({ left: this.driver.offset.x, top: this.driver.offset.y });
        this.followWheels();
    }
    scrolled(event) {
        // A switch between layouts draws its own frames; the scroller rests at its end's offset.
        if (this.activeTransition !== undefined)
            return;
        // The event's time is the frame's, on performance.now()'s clock, and costs no call.
        const now = event.timeStamp;
        // An offset read is the costliest step of a frame: the axis the content does not overflow
        // is not read (the scroller holds it at 0).
        const viewport = this.driver.viewport;
        const x = this.shownSize.width > viewport.width ? this.scroller.scrollLeft : 0;
        const y = this.shownSize.height > viewport.height ? this.scroller.scrollTop : 0;
        const last = this.lastScroll;
        const elapsed = Math.max(1, now - last.time);
        // Points per second, smoothed: what a fling's end is judged by.
        last.vx = 0.5 * last.vx + 0.5 * ((x - last.x) * 1000) / elapsed;
        last.vy = 0.5 * last.vy + 0.5 * ((y - last.y) * 1000) / elapsed;
        last.x = x;
        last.y = y;
        last.time = now;
        if (this.restTimer === undefined)
            this.restTimer = setTimeout(() => this.restCheck(), restDelay);
        // The browser sends one scroll event a frame, in the frame's rendering steps before its
        // animation frame callbacks: the frame is drawn here, with no callback of its own.
        this.scrollFrame(x, y);
        this.reordering?.scrolled();
    }
    /** The frame at the scroller's offset (or at `x` and `y`, read from it already). */
    scrollFrame(x = this.scroller.scrollLeft, y = this.scroller.scrollTop) {
        this.settleTransition();
        this.guarded(() => {
            this.driver.scroll({ x, y });
            this.showFrame();
        });
    }
    /** `restDelay` after the first scroll event of a motion: at rest when no event came since,
     * else waits for the rest of the delay after the last one. */
    restCheck() {
        const wait = this.lastScroll.time + restDelay - performance.now();
        if (wait > 1) {
            this.restTimer = setTimeout(() => this.restCheck(), wait);
            return;
        }
        this.restTimer = undefined;
        this.cameToRest();
    }
    /** The scroll stopped: where the layout snaps, the view goes there. */
    cameToRest() {
        if (this.resting) {
            // The view's own glide ended: where it rests is where the next gesture begins, and the
            // glide's speed is no fling.
            this.resting = false;
            this.restedAt = { x: this.scroller.scrollLeft, y: this.scroller.scrollTop };
            this.lastScroll.vx = 0;
            this.lastScroll.vy = 0;
            return;
        }
        const proposed = { x: this.scroller.scrollLeft, y: this.scroller.scrollTop };
        const rest = this.driver.restingOffset(proposed, { x: this.lastScroll.vx, y: this.lastScroll.vy }, this.restedAt);
        this.lastScroll.vx = 0;
        this.lastScroll.vy = 0;
        this.restedAt = rest;
        if (Math.abs(rest.x - proposed.x) < 0.5 && Math.abs(rest.y - proposed.y) < 0.5)
            return;
        this.resting = true;
        this.scroller.scrollTo({ left: rest.x, top: rest.y, behavior: "smooth" });
    }
    /** Listens to wheels while the layout has bands to scroll sideways, and only then. */
    followWheels() {
        const wanted = this.driver.prepared.hasOrthogonalSections;
        if (wanted === (this.wheels !== undefined) || this.listening.signal.aborted)
            return;
        if (!wanted) {
            this.wheels?.abort();
            this.wheels = undefined;
            return;
        }
        this.wheels = new AbortController();
        this.scroller.addEventListener("wheel", (event) => this.wheel(event), { passive: false, signal: this.wheels.signal });
    }
    /** A sideways wheel over an orthogonal section's band scrolls that section. */
    wheel(event) {
        if (this.activeTransition !== undefined)
            return;
        const driver = this.driver;
        const prepared = driver.prepared;
        if (!prepared.hasOrthogonalSections)
            return;
        const vertical = prepared.mapping.axis === "vertical";
        const across = vertical ? event.deltaX : event.deltaY;
        const along = vertical ? event.deltaY : event.deltaX;
        if (Math.abs(across) <= Math.abs(along))
            return;
        const bounds = this.content.getBoundingClientRect();
        const point = { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
        for (let section = 0; section < prepared.sectionCount; section++) {
            const band = prepared.band(section);
            if (band === undefined || point.x < band.x || point.x >= band.x + band.width || point.y < band.y || point.y >= band.y + band.height)
                continue;
            event.preventDefault();
            const current = driver.position.sectionOffsets?.get(section) ?? 0;
            if (!this.bandsRestedAt.has(section))
                this.bandsRestedAt.set(section, current);
            driver.scroll(section, current + across);
            this.showFrame();
            clearTimeout(this.bandRestTimer);
            this.bandRestTimer = setTimeout(() => {
                const start = this.bandsRestedAt.get(section);
                this.bandsRestedAt.delete(section);
                driver.scroll(section, driver.restingOffset(section, driver.position.sectionOffsets?.get(section) ?? 0, Math.sign(across), start));
                this.showFrame();
            }, restDelay);
            return;
        }
    }
    resized() {
        this.settleTransition();
        const viewport = { width: this.scroller.clientWidth, height: this.scroller.clientHeight };
        const current = this.driver.viewport;
        if (viewport.width === 0 || viewport.height === 0 || (viewport.width === current.width && viewport.height === current.height))
            return;
        // Prepared again or not (a size the layout does not read), the frame is the driver's.
        const vertical = this.driver.prepared.mapping.axis === "vertical";
        const breadthChanged = vertical ? viewport.width !== current.width : viewport.height !== current.height;
        this.guarded(() => {
            this.driver.resize(viewport);
            this.showChange();
            // Cells that size themselves were measured at their old breadth: text wraps anew at the
            // new one (a scrollbar that came with the content is enough to change it).
            if (breadthChanged && this.options.selfSizing && !this.sizing) {
                this.sizeCells(this.driver.kept.filter((element) => element.id.kind === "cell").map((element) => element.id));
            }
        });
    }
    /** Shows the driver's frame: the nodes of elements that left go, those of elements that
     * entered are made, and those that stay are placed anew where their attributes changed. */
    showFrame() {
        const entered = this.show(this.driver.kept, this.driver.contentSize);
        if (this.options.selfSizing && !this.sizing && entered.length > 0)
            this.sizeCells(entered);
    }
    /** Shows `elements` (sorted by element) in content of `size`, against what the content shows:
     * one walk through both, from the end, so that each new node goes before the next one shown.
     * The DOM stays in the data's order (sections in turn: header, cells by index, footer),
     * whatever the frames: screen readers and keyboard focus follow the DOM. Answers what entered. */
    show(elements, size) {
        this.sizeContent(size);
        const previous = this.shown;
        const previousNodes = this.shownNodes;
        const nodes = new Array(elements.length);
        const entered = [];
        let old = previous.length - 1;
        let next = null;
        for (let index = elements.length - 1; index >= 0; index--) {
            const element = elements[index];
            // Most elements of a frame were in the last one: equal ids are taken without ordering them.
            while (old >= 0 && !sameID(previous[old].id, element.id) && compareIDs(previous[old].id, element.id) > 0) {
                this.removeNode(previous[old].id, previousNodes[old]);
                old -= 1;
            }
            let node;
            if (old >= 0 && sameID(previous[old].id, element.id)) {
                node = previousNodes[old];
                if (!samePlacement(previous[old], element)) {
                    movePlacedNode(node, previous[old], element);
                    this.options.applyAttributes?.(node, element);
                }
                old -= 1;
            }
            else {
                // A node a batch update gave this element while it was out of the frame is taken, as
                // is one adopted from the server, where it is when that is its place.
                const name = nodeKey(element.id);
                node = this.nodes.get(name) ?? this.made(element.id);
                this.nodes.set(name, node);
                if (node.parentNode !== this.content || node.nextSibling !== next)
                    this.content.insertBefore(node, next);
                this.place(node, element);
                entered.push(element.id);
            }
            nodes[index] = node;
            next = node;
        }
        for (; old >= 0; old--)
            this.removeNode(previous[old].id, previousNodes[old]);
        this.shown = elements;
        this.shownNodes = nodes;
        this.announcing.update(elements, nodes);
        return entered;
    }
    removeNode(id, node) {
        node.remove();
        this.nodes.delete(nodeKey(id));
        if (this.gliding.size > 0 && this.gliding.delete(node))
            node.style.transition = "";
        if (id.kind === "cell" && this.reusable.length < maximumReusable)
            this.reusable.push(node);
    }
    sizeContent(size) {
        if (size.width === this.shownSize.width && size.height === this.shownSize.height)
            return;
        // No longer than the browser draws: the content up to there scrolls, where a longer one
        // would be cut by the engine (Chromium, WebKit) or not scroll at all (Firefox).
        const longest = longestDrawnLength(this.content.ownerDocument);
        if ((size.width > longest || size.height > longest) && !this.warnedOfLength) {
            this.warnedOfLength = true;
            console.warn(`TesseraView: the content is ${size.width} × ${size.height} px; this browser draws at most ${longest} px, so what lies past that cannot be scrolled to (fewer items, or smaller ones, fit)`);
        }
        this.content.style.width = `${Math.min(size.width, longest)}px`;
        this.content.style.height = `${Math.min(size.height, longest)}px`;
        this.shownSize = size;
    }
    warnedOfLength = false;
    /** After the nodes were given to elements by other means (a batch update): the driver's
     * frame taken as shown with them (and, `placing`, each placed), and nodes of elements out of
     * the frame removed. */
    takeNodes(placing) {
        const nodes = [];
        const elements = [];
        const names = new Set();
        for (const element of this.driver.kept) {
            const name = nodeKey(element.id);
            const node = this.nodes.get(name);
            if (node === undefined)
                continue;
            names.add(name);
            if (placing)
                this.place(node, element);
            nodes.push(node);
            elements.push(element);
        }
        if (placing) {
            for (const [name, node] of this.nodes) {
                if (names.has(name))
                    continue;
                node.remove();
                this.nodes.delete(name);
            }
        }
        this.shown = elements;
        this.shownNodes = nodes;
        this.announcing.update(elements, nodes);
    }
    /** Set while cells' reported sizes are taken, which may bring more cells in. */
    sizing = false;
    /** Measures the cells that entered and reports the sizes that differ from their frames; the
     * cells the new layout brings in are measured in turn (each reports once: its size is then
     * the layout's). The scroll position follows the driver's, which keeps the first visible item
     * in place. */
    sizeCells(entered) {
        this.sizing = true;
        try {
            let measuring = entered;
            // A few rounds at most: a round measures only cells that entered in the one before.
            for (let round = 0; round < 8 && measuring.length > 0; round++) {
                const reports = this.measure(measuring);
                if (reports.length === 0)
                    break;
                this.driver.reportSizes(reports);
                measuring = this.show(this.driver.kept, this.driver.contentSize);
                const offset = this.driver.offset;
                if (offset.x !== this.scroller.scrollLeft || offset.y !== this.scroller.scrollTop)
                    this.scroller.scrollTo({ left: offset.x, top: offset.y });
            }
        }
        finally {
            this.sizing = false;
        }
    }
    /** The sizes cells need at their frames' breadth, where they differ from their frames. */
    measure(ids) {
        const vertical = this.driver.prepared.mapping.axis === "vertical";
        const sizes = this.driver.input.itemSizes;
        const reports = [];
        for (const id of ids) {
            if (id.kind !== "cell")
                continue;
            const node = this.nodes.get(nodeKey(id));
            const element = this.driver.attributes(id);
            if (node === undefined || element === undefined)
                continue;
            // The length it needs along the scroll axis, at the breadth its frame gives.
            const property = vertical ? "height" : "width";
            const given = node.style[property];
            node.style[property] = "auto";
            const needed = vertical ? node.offsetHeight : node.offsetWidth;
            node.style[property] = given;
            const frame = element.frame;
            if (Math.abs(needed - (vertical ? frame.height : frame.width)) < 0.5)
                continue;
            // In the form the app gave its estimate: a length, or a size.
            const size = typeof sizes?.[id.section]?.[id.item] === "number" ? needed
                : vertical ? { width: frame.width, height: needed } : { width: needed, height: frame.height };
            reports.push({ section: id.section, item: id.item, size });
        }
        return reports;
    }
    make(id) {
        switch (id.kind) {
            case "cell": {
                const data = this.reordering?.dataPath(id.section, id.item) ?? id;
                return this.options.renderItem(data.section, data.item);
            }
            case "header":
            case "footer": {
                const node = this.options.renderSupplementary?.(id.kind, id.section) ?? document.createElement("div");
                node.classList.add(`tessera-${id.kind}`);
                return node;
            }
            default: {
                const node = document.createElement("div");
                node.className = `tessera-${id.kind}`;
                if (id.kind === "background")
                    node.style.borderRadius = `${this.driver.prepared.backgroundCornerRadius(id.section) ?? 0}px`;
                return node;
            }
        }
    }
}
/** The items' sizes after one item's move (the size travels with it): two array copies, where
 * a batch update in general looks up each item's old place. */
function movedSizes(sizes, from, to) {
    if (sizes === undefined)
        return undefined;
    const result = sizes.slice();
    const source = sizes[from.section].slice();
    const [size] = source.splice(from.item, 1);
    result[from.section] = source;
    const target = from.section === to.section ? source : sizes[to.section].slice();
    target.splice(to.item, 0, size);
    result[to.section] = target;
    return result;
}

// session/viewBounds.js
// What a collection view shows, as its layout reads it (Swift's `CollectionViewBounds`): the
// view's bounds, whose origin is the content offset, and the insets of its content area (bars,
// a keyboard). The layout lays out in what the insets leave: its viewport is the bounds less the
// insets, and its scroll offset is the content offset plus the top and left insets.

const noInsets = { top: 0, left: 0, bottom: 0, right: 0 };
class ViewBounds {
    bounds;
    insets;
    constructor(bounds, insets = noInsets) {
        this.bounds = bounds;
        this.insets = insets;
    }
    /** The layout's viewport: the bounds less the insets; no area when the insets cover them. */
    get viewport() {
        const { bounds, insets } = this;
        return { width: swiftMax(0, bounds.width - insets.left - insets.right), height: swiftMax(0, bounds.height - insets.top - insets.bottom) };
    }
    /** The layout's scroll offset where the view's content offset is the bounds' origin. */
    get layoutOffset() { return this.layoutOffsetOf(this.bounds); }
    layoutOffsetOf(contentOffset) {
        return { x: contentOffset.x + this.insets.left, y: contentOffset.y + this.insets.top };
    }
    /** The view's content offset for a scroll offset of the layout. */
    contentOffset(layoutOffset) {
        return { x: layoutOffset.x - this.insets.left, y: layoutOffset.y - this.insets.top };
    }
    /** `contentOffset` held where a view with this content can rest: from the leading inset's
     * negative to the content's end plus the trailing inset less the bounds. */
    reachable(contentOffset, contentSize) {
        const held = (value, leading, trailing, content, length) => swiftMin(swiftMax(value, -leading), swiftMax(-leading, content + trailing - length));
        const { bounds, insets } = this;
        return { x: held(contentOffset.x, insets.left, insets.right, contentSize.width, bounds.width),
            y: held(contentOffset.y, insets.top, insets.bottom, contentSize.height, bounds.height) };
    }
    /** The same insets with other bounds: a bounds change keeps the insets the view has. */
    withBounds(bounds) { return new ViewBounds(bounds, this.insets); }
    /** The same bounds' size at another content offset. */
    at(origin) {
        return this.withBounds({ x: origin.x, y: origin.y, width: this.bounds.width, height: this.bounds.height });
    }
}
const samePoint = (a, b) => a === b || (a !== undefined && b !== undefined && a.x === b.x && a.y === b.y);
const sameExtent = (a, b) => a.width === b.width && a.height === b.height;
const sameInsets = (a, b) => a.top === b.top && a.left === b.left && a.bottom === b.bottom && a.right === b.right;

// session/updateEntries.js
// A collection view's update list as a platform hands it to its layout (UIKit's
// `UICollectionViewUpdateItem`s), turned into the batch's item updates: Swift's
// `CollectionLayoutCore.updates(from:newCounts:)`.
/** UIKit's `NSNotFound` as an item: the entry names the whole section. */
const wholeSection = Number.MAX_SAFE_INTEGER;
const sectionOf = (path) => path !== undefined && (path.length === 1 || (path.length === 2 && path[1] >= wholeSection)) ? path[0] : undefined;
const itemOf = (path) => path !== undefined && path.length === 2 && path[1] < wholeSection ? { section: path[0], item: path[1] } : undefined;
/** The updates `entries` make, with the counts after the update for the sections it inserts;
 * undefined when an entry is incomplete or names a section out of range. */
function updatesFrom(entries, newCounts) {
    const updates = [];
    const inserted = (section) => section >= 0 && section < newCounts.length ? { insertSection: { section, items: newCounts[section] } } : undefined;
    for (const entry of entries) {
        switch (entry.action) {
            case "none":
                continue;
            case "insert": {
                const section = sectionOf(entry.after);
                if (section !== undefined) {
                    const insert = inserted(section);
                    if (insert === undefined)
                        return undefined;
                    updates.push(insert);
                }
                else {
                    const item = itemOf(entry.after);
                    if (item === undefined)
                        return undefined;
                    updates.push({ insert: item });
                }
                break;
            }
            case "delete": {
                const section = sectionOf(entry.before);
                if (section !== undefined) {
                    updates.push({ deleteSection: { section } });
                }
                else {
                    const item = itemOf(entry.before);
                    if (item === undefined)
                        return undefined;
                    updates.push({ delete: item });
                }
                break;
            }
            case "reload": {
                // A reloaded item or section is replaced: the old one fades out, the new one in.
                const section = sectionOf(entry.before);
                if (section !== undefined) {
                    const insert = inserted(sectionOf(entry.after) ?? section);
                    if (insert === undefined)
                        return undefined;
                    updates.push({ deleteSection: { section } }, insert);
                }
                else {
                    const old = itemOf(entry.before), fresh = itemOf(entry.after ?? entry.before);
                    if (old === undefined || fresh === undefined)
                        return undefined;
                    updates.push({ delete: old }, { insert: fresh });
                }
                break;
            }
            case "move": {
                const section = sectionOf(entry.before);
                if (section !== undefined) {
                    const to = sectionOf(entry.after);
                    if (to === undefined)
                        return undefined;
                    updates.push({ moveSection: { from: section, to } });
                }
                else {
                    const from = itemOf(entry.before), to = itemOf(entry.after);
                    if (from === undefined || to === undefined)
                        return undefined;
                    updates.push({ move: { from, to } });
                }
                break;
            }
        }
    }
    return updates;
}

// session/core.js
// What a collection's layout object decides between the platform's calls, in platform-neutral
// types: Swift's `CollectionLayoutCore` (Sources/TesseraRuntime/Adapters/CollectionLayoutCore*.swift)
// rule for rule, so that the session vectors Swift writes replay here to the same outcomes
// (docs/SESSIONS.md). A view invalidates, prepares, asks for elements, changes its bounds,
// brackets batch updates, and reports cells' own sizes; each call has one method here.
//
// The view's bounds, insets and offset are the truth: `prepare` takes them as the view has them.
// No call throws: a layout error empties the layout (no elements, no content size) and is kept
// in `unreportedErrors` once; the layout stays empty until the data, the viewport, the text size
// or Reduce Motion change.








const sameInputs = (a, b) => a !== undefined && b !== undefined && sameExtent(a.viewport, b.viewport)
    && sameCounts(a.counts, b.counts) && a.textScale === b.textScale && a.reduceMotion === b.reduceMotion && a.dataGeneration === b.dataGeneration;
const sameCounts = (a, b) => a.length === b.length && a.every((count, index) => count === b[index]);
const cellKey = (section, item) => `${section}:${item}`;
const parseKey = (key) => key.split(":").map(Number);
class CollectionLayoutCore {
    layout;
    /** Undefined until the first `prepare`, and while the layout is empty for an error. */
    driver;
    /** The error the layout is empty for, until a change lays it out again. */
    failure;
    /** Errors not yet handed to the app, in order: one per failure. */
    unreportedErrors = [];
    failedInputs;
    /** Set by a data invalidation: the next `prepare` computes the layout again. */
    dataIsStale = true;
    /** Set by an invalidation of the counts: until `prepare` asks for them the core cannot lay out. */
    countsMayDiffer = true;
    /** Set by an invalidation of the app's sizes alone: the next `prepare` keeps the first cell in
     * view in place, and the view takes that offset then. */
    sizesMayDiffer = false;
    /** Set when the layout itself changed: the next `prepare` keeps the first cell in view. */
    layoutChanged = false;
    dataGeneration = 0;
    /** The view as last seen: its insets convert content offsets to the layout's and back. */
    view = new ViewBounds({ x: 0, y: 0, width: 0, height: 0 });
    /** The app's item sizes as last asked, for layouts that take sizes from data. */
    appSizes;
    /** Sizes cells reported, by their index paths now ("section:item"): they override the app's
     * until the cell reports another, follow their items through batch updates, and are forgotten
     * when their item is deleted or reloaded, or the data is reloaded. */
    reportedSizes = new Map();
    /** The driver as it was before the latest data change: what a batch update animates from. */
    beforeUpdate;
    batch;
    phase = "idle";
    /** Where the view should scroll (layout coordinates) to keep the first cell in view in place
     * after a change; given once, forgotten when the user drags or another change anchors. */
    anchoredOffset;
    /** Whether the view must take `anchoredOffset` now, with no call of the view's to ask for it. */
    scrollIsDue = false;
    reloading = false;
    /** Set by `takeAnchor`: this layout replaces one the view showed, whose view followed its end
     * (true) or not; undefined: the view shows this layout first. */
    replacedFollowingEnd;
    /** A content offset adjustment from self-sizing during a batch update, applied when it ends. */
    stagedAdjustment;
    dragging = false;
    gestureStart;
    /** A cell to keep in place on the screen when the layout is next computed. */
    pendingAnchor;
    constructor(layout) {
        this.layout = layout;
    }
    get contentSize() { return this.driver?.contentSize ?? { width: 0, height: 0 }; }
    /** The errors to hand to the app now, each once. */
    takeUnreportedErrors() {
        const errors = this.unreportedErrors;
        this.unreportedErrors = [];
        return errors;
    }
    // MARK: Invalidation and preparing
    /** The layout changed while the app runs: the next `prepare` computes it again. */
    layoutDidChange() {
        this.invalidateData();
        this.layoutChanged = true;
        this.failedInputs = undefined;
    }
    /** `invalidateLayout(with:)`: `everything` and `dataSourceCounts` together are a reload (the
     * reported sizes are forgotten); `everything` alone or `items` alone are the same items at
     * sizes the app may have changed: the first cell in view keeps its place, or the view its end.
     * Returns whether the shell must invalidate everything besides (items alone). */
    invalidate(everything, dataSourceCounts, items = []) {
        if (!everything && !dataSourceCounts && items.length === 0)
            return false;
        if (everything && dataSourceCounts) {
            this.reportedSizes = new Map();
            this.reloading = true;
        }
        if (dataSourceCounts)
            this.countsMayDiffer = true;
        else
            this.sizesMayDiffer = true;
        this.invalidateData();
        return !everything && !dataSourceCounts;
    }
    /** Items were only appended at the ends of sections: the first cell in view keeps its place. */
    itemsAppended() {
        this.pendingAnchor = this.driver?.firstCellInView();
    }
    /** The items changed as a collection that compares its data sees them (SwiftUI's), with no
     * update list: `newPath` says where each cell before is now (undefined: gone). The first cell
     * in view that was not moved away from its neighbours keeps its place on the screen. */
    itemsChanged(newPath) {
        const driver = this.driver;
        if (newPath !== undefined && driver !== undefined) {
            const counts = driver.input.sectionCounts;
            const keptItsPlace = (section, item) => {
                const moved = newPath(section, item);
                if (moved === undefined)
                    return false;
                const neighbours = [];
                for (const neighbour of [item - 1, item + 1]) {
                    if (neighbour < 0 || neighbour >= counts[section])
                        continue;
                    const now = newPath(section, neighbour);
                    if (now !== undefined)
                        neighbours.push({ old: neighbour, now });
                }
                return neighbours.length === 0 || neighbours.some(({ old, now }) => now[0] === moved[0] && now[1] - old === moved[1] - item);
            };
            const first = driver.firstCellInView(keptItsPlace) ?? driver.firstCellInView((section, item) => newPath(section, item) !== undefined);
            const path = first === undefined ? undefined : newPath(first.section, first.item);
            if (first !== undefined && path !== undefined)
                this.pendingAnchor = { section: path[0], item: path[1], distance: first.distance };
        }
        this.reportedSizes = new Map();
        this.invalidateData();
    }
    /** The view's data or its sizes changed: the next `prepare` computes the layout again. */
    invalidateData() {
        this.dataIsStale = true;
        this.dataGeneration += 1;
    }
    /** `prepare()`: the view's bounds, insets, offset and counts as they are now. `itemSizes` is
     * asked only when the layout is computed again. A new viewport, text size, Reduce Motion or
     * layout keeps the first cell in view in place: `offsetAfterChange` gives the offset. */
    prepare(view, sectionCounts, textScale, reduceMotion, itemSizes) {
        if (this.phase === "idle")
            this.beforeUpdate = undefined;
        const caughtUp = this.view.layoutOffset, previous = this.view;
        const followedEnd = this.driver?.followsEnd(caughtUp) ?? false;
        this.view = view;
        if (samePoint(this.anchoredOffset, view.layoutOffset))
            this.anchoredOffset = undefined;
        const viewport = this.layoutViewport(view);
        if (viewport === undefined)
            return;
        const inputs = { viewport, counts: sectionCounts.slice(), textScale, reduceMotion, dataGeneration: this.dataGeneration };
        if (sameInputs(inputs, this.failedInputs))
            return;
        try {
            const anchored = this.layOut(inputs, view.layoutOffset, caughtUp, itemSizes);
            // Only the bars changed over a view that kept its size: the content stays where it is,
            // unless the view follows the content's end (the keyboard over a chat): then the shell takes it now.
            if (anchored && sameExtent(previous.bounds, view.bounds) && !sameInsets(previous.insets, view.insets)) {
                if (followedEnd && this.anchoredOffset !== undefined && !samePoint(this.anchoredOffset, view.layoutOffset))
                    this.scrollIsDue = true;
                else
                    this.anchoredOffset = undefined;
            }
            this.failure = undefined;
            this.failedInputs = undefined;
        }
        catch (error) {
            this.failWith(asLayoutError(error), inputs);
        }
    }
    /** How far past the viewport elements are kept: a length of the view's bounds either way, and
     * the deepest inset more. */
    static margin(view) {
        const { insets, bounds } = view;
        return swiftMax(bounds.width, bounds.height) + Math.max(insets.top, insets.bottom, insets.left, insets.right);
    }
    /** The viewport the layout takes for `view`: the view's, or while the insets cover it, the one
     * it was laid out in; undefined before it was laid out in one. */
    layoutViewport(view) {
        const viewport = view.viewport;
        if (viewport.width > 0 && viewport.height > 0)
            return viewport;
        return this.driver?.viewport ?? this.failedInputs?.viewport;
    }
    inputFor(inputs) {
        return { viewport: inputs.viewport, sectionCounts: inputs.counts, itemSizes: this.currentSizes(), textScale: inputs.textScale, reduceMotion: inputs.reduceMotion };
    }
    /** Lays out for `inputs` with the view at `offset`; `caughtUp` is where the view was when the
     * core last saw it, where the first cell in view is measured. Returns whether it anchored. */
    layOut(inputs, offset, caughtUp, itemSizes) {
        const current = this.driver;
        if (current === undefined) {
            this.appSizes = itemSizes();
            const fresh = new ScrollDriver(this.layout, this.inputFor(inputs), offset, CollectionLayoutCore.margin(this.view));
            // Another layout for the same data: the cell the old one had first in view keeps its place
            // and stays in view.
            let anchor = this.pendingAnchor;
            if (anchor !== undefined && this.replacedFollowingEnd !== undefined)
                anchor = keptInFresh(anchor, fresh);
            this.pendingAnchor = undefined;
            let opensAtEnd = false;
            const keptToEnd = this.replacedFollowingEnd ?? (fresh.prepared.gravity === "end" && fresh.prepared.mapping.u(offset) === 0);
            if (anchor !== undefined) {
                fresh.replace(fresh.input, fresh.prepared, anchor);
                this.anchoredOffset = fresh.offset;
                if (!samePoint(fresh.offset, offset))
                    fresh.scroll(offset);
            }
            else if (keptToEnd && !samePoint(fresh.endOffset, offset)) {
                // A layout kept to its end opens there, unless the app scrolled the view already; in
                // place of another layout, when the view followed that one's end.
                this.anchoredOffset = fresh.endOffset;
                this.scrollIsDue = this.replacedFollowingEnd === undefined;
                opensAtEnd = true;
            }
            this.replacedFollowingEnd = undefined;
            fresh.takeFrameAsShown();
            this.driver = fresh;
            this.dataIsStale = false;
            this.countsMayDiffer = false;
            this.layoutChanged = false;
            this.reloading = false;
            this.sizesMayDiffer = false;
            return anchor !== undefined || opensAtEnd;
        }
        // The driver leaves the core while it changes: on an error the layout empties.
        this.driver = undefined;
        const driver = current;
        if (!samePoint(caughtUp, driver.offset))
            driver.scroll(caughtUp);
        const resized = !sameExtent(inputs.viewport, driver.viewport);
        const rescaled = inputs.textScale !== (driver.input.textScale ?? 1);
        const motionChanged = inputs.reduceMotion !== (driver.input.reduceMotion ?? false);
        let anchored = false;
        if (this.dataIsStale || !sameCounts(inputs.counts, driver.input.sectionCounts)) {
            if (this.phase === "idle")
                this.beforeUpdate = driver.copy();
            this.appSizes = itemSizes();
            const input = this.inputFor(inputs);
            // A cell named to keep its place keeps it; else the same items at another size: the first
            // cell in view keeps its place. New counts wait for the update list (`beginUpdates`).
            const sameItems = sameCounts(inputs.counts, driver.input.sectionCounts);
            // Measured where the view is going (an anchored offset it has not taken yet), else where it is.
            let measured = driver;
            if (this.anchoredOffset !== undefined && !samePoint(this.anchoredOffset, driver.offset)) {
                measured = driver.copy();
                measured.scroll(this.anchoredOffset);
            }
            const anchor = this.pendingAnchor ?? (sameItems && (resized || rescaled || motionChanged || this.layoutChanged || this.sizesMayDiffer)
                ? measured.firstCellInView() : undefined);
            this.pendingAnchor = undefined;
            // In place of another layout whose view followed its end, this one's end is followed; its
            // first cell in view stays in view.
            const followsReplacedEnd = this.replacedFollowingEnd ?? false;
            const switched = this.replacedFollowingEnd !== undefined;
            this.replacedFollowingEnd = undefined;
            const followedEnd = driver.followsEnd() || followsReplacedEnd;
            const prepared = driver.computeLayout(input);
            const kept = switched && anchor !== undefined ? keptInViewOfPrepared(anchor, driver, prepared) : anchor;
            driver.replace(input, prepared, kept);
            if (followsReplacedEnd && !samePoint(driver.offset, driver.endOffset))
                driver.scroll(driver.endOffset);
            anchored = anchor !== undefined || followedEnd;
            // A reload, or sizes the app changed for the same items in the same view, have no bracket
            // of calls in which the view would ask where to scroll.
            const onlySizes = sameItems && this.sizesMayDiffer && !(resized || rescaled || motionChanged || this.layoutChanged) && this.phase === "idle";
            if ((followedEnd && this.reloading) || (onlySizes && !samePoint(driver.offset, offset)))
                this.scrollIsDue = true;
        }
        else {
            if (rescaled && driver.changeTextScale(inputs.textScale))
                anchored = true;
            if (motionChanged && driver.changeReduceMotion(inputs.reduceMotion))
                anchored = true;
            if (resized) {
                driver.resize(inputs.viewport);
                anchored = true;
            }
        }
        this.layoutChanged = false;
        this.reloading = false;
        this.sizesMayDiffer = false;
        driver.keepMargin(CollectionLayoutCore.margin(this.view));
        if (anchored)
            this.anchoredOffset = driver.offset;
        // The view is still where it was until it takes the anchored offset.
        if (!samePoint(offset, driver.offset))
            driver.scroll(offset);
        this.driver = driver;
        this.dataIsStale = false;
        this.countsMayDiffer = false;
        return anchored;
    }
    /** Empties the layout for `error`, and keeps the error for the app. */
    failWith(error, inputs) {
        this.driver = undefined;
        if (this.failure === undefined || this.failure.message !== error.message)
            this.unreportedErrors.push(error);
        this.failure = error;
        this.failedInputs = inputs;
        this.batch = undefined;
        this.anchoredOffset = undefined;
        this.stagedAdjustment = undefined;
    }
    /** Runs a change or a question of the driver; on error empties the layout (undefined). */
    changeDriver(change) {
        const driver = this.driver;
        if (driver === undefined)
            return undefined;
        try {
            return change(driver);
        }
        catch (error) {
            this.fail(asLayoutError(error));
            return undefined;
        }
    }
    /** Empties the layout for an error that a change or a question of the current layout met. */
    fail(error) {
        const driver = this.driver;
        if (driver === undefined)
            return;
        this.failWith(error, { viewport: driver.viewport, counts: driver.input.sectionCounts, textScale: driver.input.textScale ?? 1,
            reduceMotion: driver.input.reduceMotion ?? false, dataGeneration: this.dataGeneration });
    }
    /** The sizes to lay out with: the app's, with those cells reported in their place. */
    currentSizes() {
        if (this.appSizes === undefined)
            return undefined;
        const sizes = this.appSizes.map((section) => section.slice());
        for (const [key, size] of this.reportedSizes) {
            const [section, item] = parseKey(key);
            if (section < sizes.length && item < sizes[section].length)
                sizes[section][item] = size;
        }
        return sizes;
    }
    /** `targetContentOffset(forProposedContentOffset:)`, and what a shell applies after laying out
     * again for a change the view does not bracket: the content offset that keeps the first cell in
     * view where it was; `proposed` otherwise. Given once. */
    offsetAfterChange(proposed, insets) {
        const anchored = this.anchoredOffset;
        if (anchored === undefined)
            return proposed;
        this.anchoredOffset = undefined;
        this.scrollIsDue = false;
        const target = new ViewBounds(this.view.bounds, insets).contentOffset(anchored);
        // Within an update or an animated bounds change the view takes it with no bounds change of its own.
        if (this.phase !== "idle")
            this.scroll(new ViewBounds(this.view.bounds, insets).at(target));
        return target;
    }
    /** The content offset the view must take now, with no call of its own to ask for it (once;
     * undefined: none). `shownByView`: a layout prepared as a transition's next takes nothing. */
    offsetToTakeNow(insets, shownByView = true) {
        if (!this.scrollIsDue || this.anchoredOffset === undefined)
            return undefined;
        if (!shownByView) {
            this.scrollIsDue = false;
            return undefined;
        }
        return this.offsetAfterChange(this.view.bounds, insets);
    }
    beginAnimatedBoundsChange() { this.phase = "animatedBoundsChange"; }
    endAnimatedBoundsChange() { this.phase = "idle"; }
    // MARK: Attributes
    /** The elements that intersect `rect` at the current offset. */
    attributes(rect) {
        return this.changeDriver((driver) => driver.prepared.elements(rect, driver.position)) ?? [];
    }
    /** One element's attributes at the current offset. */
    attributesFor(id) {
        return this.changeDriver((driver) => driver.attributes(id));
    }
    // MARK: Bounds changes
    /** `shouldInvalidateLayout(forBoundsChange:)`: whether the new bounds change any attributes. */
    invalidates(newView) {
        // Scrolled elsewhere outside a bracket: the anchor, not taken, is the past.
        if (this.phase === "idle" && this.anchoredOffset !== undefined && !samePoint(this.anchoredOffset, newView.layoutOffset)
            && sameExtent(newView.viewport, this.view.viewport)) {
            this.anchoredOffset = undefined;
        }
        const invalidates = this.invalidationNeeded(newView);
        if (!invalidates)
            this.view = newView;
        return invalidates;
    }
    invalidationNeeded(newView) {
        const viewport = this.layoutViewport(newView);
        if (viewport === undefined)
            return false;
        if (this.failedInputs !== undefined)
            return !sameExtent(viewport, this.failedInputs.viewport);
        const driver = this.driver;
        if (driver === undefined)
            return true;
        if (!sameExtent(viewport, driver.viewport))
            return true;
        // A new offset changes attributes only where effects or pinned headers depend on it.
        return !samePoint(newView.layoutOffset, driver.offset) && (driver.prepared.hasEffects || driver.prepared.hasPinnedHeaders);
    }
    /** `invalidationContext(forBoundsChange:)`: for a scroll, moves the frame and names the elements
     * whose attributes changed; for a new viewport, lays out in it now and says how far the view
     * scrolls to keep the first cell in view in place. */
    invalidation(newView) {
        const unchanged = { viewport: { x: 0, y: 0 } };
        const current = this.driver, viewport = this.layoutViewport(newView);
        if (current === undefined || viewport === undefined) {
            this.view = newView;
            return unchanged;
        }
        if (sameExtent(viewport, current.viewport)) {
            const before = current.kept;
            this.scroll(newView);
            return { elements: changedElements(before, this.driver?.kept ?? []) };
        }
        const caughtUp = this.view.layoutOffset;
        this.view = newView;
        // After a reload or a batch update only `prepare` knows the counts; it anchors then.
        if (this.countsMayDiffer)
            return unchanged;
        const margin = CollectionLayoutCore.margin(newView), stale = this.dataIsStale, sizes = this.currentSizes();
        const target = this.changeDriver((driver) => {
            if (!samePoint(caughtUp, driver.offset))
                driver.scroll(caughtUp);
            if (stale) {
                const input = { ...driver.input, viewport, itemSizes: sizes };
                driver.replace(input, driver.computeLayout(input), driver.firstCellInView());
            }
            else {
                driver.resize(viewport);
            }
            driver.keepMargin(margin);
            return driver.offset;
        });
        if (target === undefined)
            return unchanged;
        this.anchoredOffset = target;
        const adjusted = newView.contentOffset(target);
        this.view = newView.at(adjusted);
        return { viewport: { x: adjusted.x - newView.bounds.x, y: adjusted.y - newView.bounds.y } };
    }
    /** A scroll of a view whose viewport is the layout's: the frame moves to its offset. */
    scroll(view) {
        this.view = view;
        const offset = view.layoutOffset;
        this.changeDriver((driver) => driver.scroll(offset));
    }
    // MARK: Scrolling and touches
    /** `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: where scrolling
     * comes to rest, held where the view can rest now. `start`: where the gesture began. */
    restingOffset(proposed, velocity, insets, start) {
        if (this.driver === undefined)
            return proposed;
        const driver = this.driver.copy();
        const view = new ViewBounds(this.view.bounds, insets);
        const begun = start === undefined ? this.gestureStart : view.layoutOffsetOf(start);
        const viewport = this.layoutViewport(view) ?? driver.viewport;
        try {
            if (!sameExtent(viewport, driver.viewport))
                driver.resize(viewport);
            const rest = view.contentOffset(driver.restingOffset(view.layoutOffsetOf(proposed), velocity, begun));
            return view.reachable(rest, driver.contentSize);
        }
        catch (error) {
            this.fail(asLayoutError(error));
            return proposed;
        }
    }
    /** Whether the user drags the view now: a drag that begins records where, and the view is the
     * user's, so an anchor not yet taken is forgotten. */
    noteDragging(isDragging, view) {
        if (isDragging && !this.dragging) {
            this.gestureStart = view.layoutOffset;
            this.anchoredOffset = undefined;
        }
        this.dragging = isDragging;
    }
    /** The interactive-move target: the cell whose place the dragged cell takes at `position`. */
    moveTarget(dragged, position) {
        return this.changeDriver((driver) => driver.moveTarget(dragged, position));
    }
    // MARK: Self-sizing
    /** Whether a cell of a layout that takes sizes from data prefers another size than its own. */
    invalidatesForPreferredSize(size, id) {
        const sizes = this.driver?.input.itemSizes;
        if (id.kind !== "cell" || !(Number.isFinite(size.width) && Number.isFinite(size.height) && size.width >= 0 && size.height >= 0))
            return false;
        if (sizes === undefined || id.section < 0 || id.section >= sizes.length || id.item < 0 || id.item >= sizes[id.section].length)
            return false;
        const given = sizes[id.section][id.item];
        return typeof given === "number" || given.width !== size.width || given.height !== size.height;
    }
    /** A cell's preferred size: the layout is computed again with it (and keeps it), and the answer
     * is how far the view scrolls to keep the first cell in view, and how the content changed.
     * During a batch update the offset's adjustment is staged for `endUpdates`. */
    reportPreferredSize(size, id, view) {
        const oldSize = this.contentSize;
        if (!this.invalidatesForPreferredSize(size, id))
            return { contentOffset: { x: 0, y: 0 }, contentSize: { width: 0, height: 0 } };
        this.reportedSizes.set(cellKey(id.section, id.item), { width: size.width, height: size.height });
        const offset = view.layoutOffset;
        this.view = view;
        // An offset at the end that the view is still to take: the end moves with the size.
        const pendingEnd = this.phase === "idle" && this.anchoredOffset !== undefined && (this.driver?.followsEnd(this.anchoredOffset) ?? false);
        const moved = this.changeDriver((driver) => {
            if (!samePoint(offset, driver.offset))
                driver.scroll(offset);
            driver.reportSizes([{ section: id.section, item: id.item, size: { width: size.width, height: size.height } }]);
            return { x: driver.offset.x - offset.x, y: driver.offset.y - offset.y };
        }) ?? { x: 0, y: 0 };
        if (pendingEnd && this.driver !== undefined)
            this.anchoredOffset = this.driver.endOffset;
        const now = this.contentSize;
        const grown = { width: now.width - oldSize.width, height: now.height - oldSize.height };
        if (this.phase !== "updates")
            return { contentOffset: moved, contentSize: grown };
        const staged = this.stagedAdjustment ?? { x: 0, y: 0 };
        this.stagedAdjustment = { x: staged.x + moved.x, y: staged.y + moved.y };
        return { contentOffset: { x: 0, y: 0 }, contentSize: grown };
    }
    // MARK: Switches
    /** `prepareForTransition(from:)`: the view is about to show this layout in place of
     * `previous`: the cell `previous` has first in view keeps its distance from the leading edge
     * (and stays in view); a view that followed `previous`'s end follows this one's. */
    takeAnchor(previous, view) {
        if (previous.driver === undefined)
            return;
        const old = previous.driver.copy();
        const offset = view.layoutOffset;
        if (!samePoint(old.offset, offset)) {
            try {
                old.scroll(offset);
            }
            catch {
                return;
            }
        }
        this.pendingAnchor = old.firstCellInView();
        this.replacedFollowingEnd = old.followsEnd();
        this.anchoredOffset = undefined;
        this.invalidateData();
    }
    // MARK: Batch updates
    /** `prepare(forCollectionViewUpdates:)`, after the `prepare` that took the new counts. Sizes
     * cells reported follow their items, and the first cell in view that the update neither deletes
     * nor moves keeps its place (a view that followed the end follows it). A list that does not fit
     * the counts forgets the reported sizes, which it cannot follow. */
    beginUpdates(entries) {
        this.phase = "updates";
        this.batch = undefined;
        this.anchoredOffset = undefined;
        // An update that invalidated nothing (a move) starts from the layout the view shows.
        if (this.beforeUpdate === undefined && !this.dataIsStale)
            this.beforeUpdate = this.driver?.copy();
        const before = this.beforeUpdate, driver = this.driver;
        if (before === undefined || driver === undefined) {
            this.reportedSizes = new Map();
            return;
        }
        const updates = updatesFrom(entries, driver.input.sectionCounts);
        const checked = updates === undefined ? undefined : BatchUpdate.make(before.input.sectionCounts, updates);
        if (checked === undefined || !sameCounts(checked.newCounts, driver.input.sectionCounts)) {
            this.forgetReportedSizes();
            return;
        }
        this.batch = checked;
        const followed = followedSizes(this.reportedSizes, checked);
        const sizesMoved = !sameSizeMaps(followed, this.reportedSizes);
        this.reportedSizes = followed;
        const followsEnd = before.followsEnd() && driver.prepared.gravity === "end";
        const survivor = before.firstCellInView((section, item) => checked.keepsItsPlace(section, item));
        if (!sizesMoved && survivor === undefined && !followsEnd)
            return;
        const sizes = this.currentSizes();
        const path = survivor === undefined ? undefined : checked.newPath("cell", survivor.section, survivor.item);
        const anchor = survivor === undefined || path === undefined ? undefined : { section: path[0], item: path[1], distance: survivor.distance };
        const anchored = this.changeDriver((driver) => {
            const offset = driver.offset;
            const input = { ...driver.input, itemSizes: sizes };
            const prepared = sizesMoved ? driver.computeLayout(input) : driver.prepared;
            driver.replace(input, prepared, anchor);
            const target = followsEnd ? driver.endOffset : driver.offset;
            if (!samePoint(driver.offset, offset))
                driver.scroll(offset);
            return target;
        });
        if (anchor !== undefined || followsEnd)
            this.anchoredOffset = anchored;
    }
    /** The end of an interactive move: the items at `previous` are now at `final`, in the data
     * too. Reported sizes follow their items; the next `prepare` lays out again, the first cell in
     * view kept. Returns whether the shell must invalidate everything. */
    endInteractiveMove(previous, final, cancelled) {
        const driver = this.driver;
        if (cancelled || previous.length !== final.length || previous.every((id, index) => compareIDs(id, final[index]) === 0) || driver === undefined)
            return false;
        const moves = previous.map((from, index) => ({ move: { from: { section: from.section, item: from.item }, to: { section: final[index].section, item: final[index].item } } }));
        const batch = BatchUpdate.make(driver.input.sectionCounts, moves);
        this.reportedSizes = batch === undefined ? new Map() : followedSizes(this.reportedSizes, batch);
        return this.invalidate(false, false, final);
    }
    /** Drops every reported size, and lays out again without them if the layout used any. */
    forgetReportedSizes() {
        if (this.reportedSizes.size === 0)
            return;
        this.reportedSizes = new Map();
        const sizes = this.currentSizes();
        this.changeDriver((driver) => {
            const input = { ...driver.input, itemSizes: sizes };
            const offset = driver.offset;
            driver.replace(input, driver.computeLayout(input), undefined);
            if (!samePoint(driver.offset, offset))
                driver.scroll(offset);
        });
    }
    /** `finalizeCollectionViewUpdates()`: the adjustment self-sizing staged during the update. */
    endUpdates() {
        const staged = this.stagedAdjustment;
        this.phase = "idle";
        this.batch = undefined;
        this.beforeUpdate = undefined;
        this.anchoredOffset = undefined;
        this.stagedAdjustment = undefined;
        return staged;
    }
}
function asLayoutError(error) {
    if (error instanceof LayoutError)
        return error;
    throw error;
}
/** `anchor` as a switch keeps it in `fresh`'s layout: in view (`keptInViewOf`). */
function keptInFresh(anchor, fresh) {
    return keptInViewOfPrepared(anchor, fresh, fresh.prepared);
}
function keptInViewOfPrepared(anchor, driver, prepared) {
    const kept = keptInViewOf({ id: { kind: "cell", section: anchor.section, item: anchor.item }, distance: anchor.distance }, prepared, driver.position);
    return { section: kept.id.section, item: kept.id.item, distance: kept.distance };
}
/** The reported sizes at their items' paths after `batch`; those of deleted items dropped. */
function followedSizes(sizes, batch) {
    const followed = new Map();
    for (const [key, size] of sizes) {
        const [section, item] = parseKey(key);
        const path = batch.newPath("cell", section, item);
        if (path !== undefined)
            followed.set(cellKey(path[0], path[1]), size);
    }
    return followed;
}
function sameSizeMaps(a, b) {
    if (a.size !== b.size)
        return false;
    for (const [key, size] of a) {
        const other = b.get(key);
        if (other === undefined)
            return false;
        if (typeof size === "number" || typeof other === "number" ? size !== other : size.width !== other.width || size.height !== other.height)
            return false;
    }
    return true;
}
/** Elements in either frame whose attributes are not the same in both; both sorted by id. */
function changedElements(old, fresh) {
    const changed = [];
    let i = 0, j = 0;
    while (i < old.length || j < fresh.length) {
        const order = j === fresh.length ? -1 : i === old.length ? 1 : compareIDs(old[i].id, fresh[j].id);
        if (order < 0)
            changed.push(old[i++].id);
        else if (order > 0)
            changed.push(fresh[j++].id);
        else {
            if (JSON.stringify(old[i]) !== JSON.stringify(fresh[j]))
                changed.push(fresh[j].id);
            i += 1;
            j += 1;
        }
    }
    return changed;
}

// session/session.js
// A collection's session as a platform drives it: the view's state (offset, size, insets, counts,
// the app's sizes, reader settings, a drag, an interactive move, a pending scroll) and the core of
// the layout shown, changed by platform-neutral events, each making the core calls that
// docs/SESSIONS.md ("The events and the calls they make") lists. A shell (the web view) only
// turns its platform's calls into these events and applies the outcome: the offset to take and
// the elements to show. The session vectors replay here event by event.




class CollectionSession {
    layoutNamed;
    offset = { x: 0, y: 0 };
    viewport = { width: 0, height: 0 };
    insets = noInsets;
    counts = [];
    sizes;
    textScale = 1;
    reduceMotion = false;
    dragging = false;
    moving;
    pending;
    core;
    layoutName;
    /** The cores of layouts shown before, by layout name: a `prepared` switch back reuses one. */
    shownBefore = new Map();
    errors = [];
    /** `layoutNamed` gives the compiled layout a layout name (`switch`) stands for. */
    constructor(layoutNamed, layoutName) {
        this.layoutNamed = layoutNamed;
        this.layoutName = layoutName;
        this.core = new CollectionLayoutCore(layoutNamed(layoutName));
    }
    get view() {
        return new ViewBounds({ x: this.offset.x, y: this.offset.y, width: this.viewport.width, height: this.viewport.height }, this.insets);
    }
    // MARK: The two helpers every event uses
    /** The layout pass: prepare, then take the offset the core says the view must take now. */
    pass() {
        this.prepare(this.core);
        const target = this.core.offsetToTakeNow(this.insets);
        if (target === undefined)
            return;
        const moved = this.view.at(target);
        if (this.core.invalidates(moved))
            this.core.invalidation(moved);
        this.offset = target;
    }
    prepare(core) {
        const sizes = this.sizes;
        core.prepare(this.view, this.counts, this.textScale, this.reduceMotion, () => sizes);
    }
    /** A bounds change to content offset `to` and size `size`. */
    moveTo(to, size = this.viewport) {
        this.core.noteDragging(this.dragging, this.view);
        const next = new ViewBounds({ x: to.x, y: to.y, width: size.width, height: size.height }, this.insets);
        if (!this.core.invalidates(next)) {
            this.offset = { ...to };
            this.viewport = { ...size };
            return;
        }
        const invalidation = this.core.invalidation(next);
        this.offset = { ...to };
        this.viewport = { ...size };
        if ("viewport" in invalidation)
            this.offset = { x: this.offset.x + invalidation.viewport.x, y: this.offset.y + invalidation.viewport.y };
        this.pass();
    }
    /** After a change the view does not bracket: lay out again, then take the anchored offset. */
    relayout() {
        this.core.invalidate(true, false);
        this.pass();
        this.takeAnchoredOffset();
    }
    takeAnchoredOffset() {
        const target = this.core.offsetAfterChange(this.offset, this.insets);
        if (!samePoint(target, this.offset))
            this.moveTo(target);
    }
    /** Runs an event, then what follows every event: a pending scroll whose cell exists now, and
     * the errors the app is handed. Returns the outcome. */
    run(event) {
        event();
        this.scrollToPending();
        this.errors.push(...this.core.takeUnreportedErrors());
        return this.outcome();
    }
    // MARK: Events
    open(state) {
        return this.run(() => {
            this.core = new CollectionLayoutCore(this.layoutNamed(this.layoutName));
            this.viewport = { ...state.viewport };
            this.insets = state.insets ?? noInsets;
            this.offset = state.offset ?? { x: -this.insets.left, y: -this.insets.top };
            this.counts = state.counts.slice();
            this.sizes = state.sizes;
            this.textScale = state.textScale ?? 1;
            this.reduceMotion = state.reduceMotion ?? false;
            this.pass();
        });
    }
    scroll(offset) {
        return this.run(() => this.moveTo(offset));
    }
    dragBegin() {
        return this.run(() => {
            this.dragging = true;
            this.core.noteDragging(true, this.view);
        });
    }
    dragEnd(velocity) {
        return this.run(() => {
            const rest = this.core.restingOffset(this.offset, velocity, this.insets);
            this.dragging = false;
            this.moveTo(rest);
        });
    }
    resize(viewport) {
        return this.run(() => this.moveTo(this.offset, viewport));
    }
    changeInsets(insets) {
        return this.run(() => {
            // A view at rest at its top (or leading edge) stays there.
            if (this.offset.x === -this.insets.left)
                this.offset = { ...this.offset, x: -insets.left };
            if (this.offset.y === -this.insets.top)
                this.offset = { ...this.offset, y: -insets.top };
            this.insets = insets;
            this.core.invalidate(true, false);
            this.pass();
        });
    }
    changeTextScale(value) {
        return this.run(() => {
            this.textScale = value;
            this.relayout();
        });
    }
    changeReduceMotion(value) {
        return this.run(() => {
            this.reduceMotion = value;
            this.relayout();
        });
    }
    /** A batch update with the platform's update list; `invalidatesCounts: false` is one the
     * platform brackets with no invalidation of the counts (a move). */
    update(entries, counts, sizes, invalidatesCounts = true) {
        return this.run(() => {
            this.counts = counts.slice();
            this.sizes = sizes;
            if (invalidatesCounts)
                this.core.invalidate(false, true);
            this.pass();
            this.core.beginUpdates(entries);
            this.offset = this.core.offsetAfterChange(this.offset, this.insets);
            const staged = this.core.endUpdates();
            if (staged === undefined)
                return;
            this.offset = { x: this.offset.x + staged.x, y: this.offset.y + staged.y };
            this.pass();
        });
    }
    /** The items changed as a collection that compares its data sees them, with no update list. */
    itemsChanged(entries, counts, sizes) {
        return this.run(() => {
            const updates = updatesFrom(entries, counts);
            const batch = updates === undefined ? undefined : BatchUpdate.make(this.counts, updates);
            this.core.itemsChanged(batch === undefined ? undefined : (section, item) => batch.newPath("cell", section, item));
            this.counts = counts.slice();
            this.sizes = sizes;
            this.pass();
            this.takeAnchoredOffset();
        });
    }
    reloadData(counts, sizes) {
        return this.run(() => {
            this.counts = counts.slice();
            this.sizes = sizes;
            this.core.invalidate(true, true);
            this.pass();
        });
    }
    /** A cell's self-sizing report. */
    report(cell, size) {
        return this.run(() => {
            const id = { kind: "cell", section: cell.section, item: cell.item };
            if (!this.core.invalidatesForPreferredSize(size, id))
                return;
            const adjustment = this.core.reportPreferredSize(size, id, this.view);
            this.offset = { x: this.offset.x + adjustment.contentOffset.x, y: this.offset.y + adjustment.contentOffset.y };
            this.pass();
        });
    }
    /** The app changed its sizes and invalidates everything (no `items`) or those items. */
    appSizes(sizes, items = []) {
        return this.run(() => {
            this.sizes = sizes;
            if (items.length === 0)
                this.core.invalidate(true, false);
            else if (this.core.invalidate(false, false, items.map((cell) => ({ kind: "cell", ...cell }))))
                this.core.invalidate(true, false);
            this.pass();
        });
    }
    moveBegin(cell) {
        return this.run(() => { this.moving = { source: { ...cell }, target: { ...cell } }; });
    }
    moveTarget(position) {
        return this.run(() => {
            if (this.moving === undefined)
                return;
            const target = this.core.moveTarget(this.moving.source, position);
            if (target !== undefined)
                this.moving = { source: this.moving.source, target: { section: target.section, item: target.item } };
        });
    }
    /** The move ends: `counts` and `sizes` are the data source's after it. Nothing without a move. */
    moveEnd(counts, sizes) {
        return this.run(() => {
            const moving = this.moving;
            if (moving === undefined)
                return;
            this.counts = counts.slice();
            this.sizes = sizes;
            if (this.core.endInteractiveMove([cellID(moving.source)], [cellID(moving.target)], false))
                this.core.invalidate(true, false);
            this.moving = undefined;
            this.pass();
        });
    }
    moveCancel() {
        return this.run(() => {
            const moving = this.moving;
            if (moving === undefined)
                return;
            this.core.endInteractiveMove([cellID(moving.source)], [cellID(moving.target)], true);
            this.moving = undefined;
            this.pass();
        });
    }
    /** A switch to layout `name`; `prepared`: the layout object was prepared before (the one last
     * shown for that name, or one given a pass of its own as a transition's next layout). */
    switchLayout(name, prepared) {
        return this.run(() => {
            let next = prepared ? this.shownBefore.get(name) : undefined;
            if (prepared && next === undefined) {
                next = new CollectionLayoutCore(this.layoutNamed(name));
                this.prepare(next);
                // Prepared while the view shows the old layout: an offset it asked for would be taken
                // (it asks for none).
                const taken = next.offsetToTakeNow(this.insets, false);
                if (taken !== undefined)
                    this.offset = taken;
                this.errors.push(...next.takeUnreportedErrors());
            }
            next ??= new CollectionLayoutCore(this.layoutNamed(name));
            next.takeAnchor(this.core, this.view);
            this.prepare(next);
            const target = next.offsetAfterChange(this.offset, this.insets);
            this.shownBefore.set(this.layoutName, this.core);
            this.core = next;
            this.layoutName = name;
            if (!samePoint(target, this.offset))
                this.moveTo(target);
        });
    }
    /** Scrolls `cell`'s leading edge to the viewport's; waits (pending) while the data lacks it. */
    scrollToItem(cell) {
        return this.run(() => { this.pending = { ...cell }; });
    }
    /** Scrolls the pending cell's leading edge to the viewport's (within the content's ends), once
     * the data has it. */
    scrollToPending() {
        const cell = this.pending;
        if (cell === undefined || !this.exists(cell))
            return;
        const attributes = this.core.attributesFor(cellID(cell));
        const driver = this.core.driver;
        if (attributes === undefined || driver === undefined)
            return;
        const view = this.view, layoutOffset = view.layoutOffset;
        const target = driver.prepared.mapping.axis === "vertical" ? { x: layoutOffset.x, y: attributes.frame.y } : { x: attributes.frame.x, y: layoutOffset.y };
        this.pending = undefined;
        this.moveTo(view.reachable(view.contentOffset(target), this.core.contentSize));
    }
    exists(cell) {
        return cell.section >= 0 && cell.section < this.counts.length && cell.item >= 0 && cell.item < this.counts[cell.section];
    }
    // MARK: The outcome
    outcome() {
        const errors = this.errors;
        this.errors = [];
        const view = this.view;
        let anchor;
        const driver = this.core.driver;
        let elements = [];
        const bounds = { x: this.offset.x, y: this.offset.y, width: this.viewport.width, height: this.viewport.height };
        if (driver !== undefined) {
            // The driver may be behind the view (a scroll that invalidated nothing): measured on a copy.
            const measured = driver.copy();
            try {
                if (!samePoint(measured.offset, view.layoutOffset))
                    measured.scroll(view.layoutOffset);
                anchor = measured.firstCellInView();
            }
            catch {
                anchor = undefined;
            }
            // Asked as the view asks, of the driver where the core has it; a question that fails
            // leaves the view empty without changing the session.
            try {
                elements = driver.prepared.elements(bounds, driver.position);
            }
            catch {
                elements = [];
            }
        }
        return {
            offset: { ...this.offset },
            contentSize: { ...this.core.contentSize },
            anchor,
            elements,
            reported: this.core.reportedSizes.size,
            moving: this.moving === undefined ? undefined : { source: { ...this.moving.source }, target: { ...this.moving.target } },
            pending: this.pending === undefined ? undefined : { ...this.pending },
            failed: this.core.failure !== undefined,
            errors,
        };
    }
}
const cellID = (cell) => ({ kind: "cell", section: cell.section, item: cell.item });

// index.js
// Tessera's web runtime: compiled layouts (`tessera compile`) loaded and checked as the Swift
// runtime loads them. The public API is what a page calls.

export { CompiledLayout, LoadError, MemorySerialStore, SignedLayoutLoader, SignedFileError, LayoutError, PreparedLayout, ScrollDriver, TesseraView, LayoutTransition, escapeHTML, renderFirstScreen, interpolate, switchAnchor, switchedDriver, transitionEnds, CollectionSession, CollectionLayoutCore, gridStructure, gridTolerance, nextCell };
