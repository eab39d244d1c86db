package dev.tessera.runtime.programs;

import dev.tessera.runtime.geometry.SwiftMath;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Formulas as postfix programs (docs/COMPILED-FORMAT.md, "Programs"): reading an instruction's
 * word, checking a program whoever made it, and running it. The same grammar, checks, messages
 * and arithmetic as the Swift runtime's FormulaProgram, so both give the same bits.
 */
public final class Program {
    static final int MAX_INSTRUCTIONS = 1 << 16;
    static final int MAX_STACK_DEPTH = 4096;

    /** The names a formula reads, in the order of `FormulaContext`'s fields. */
    static final String[] VARIABLE_NAMES = {
        "width", "height", "index", "count", "section", "column", "columnCount", "slot", "blockSize", "columnWidth", "distance", "textScale",
    };
    private static final String[] OPERATORS = {"+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||"};
    private static final String[] FUNCTIONS = {"min", "max", "abs", "floor", "ceil", "round", "sqrt", "sin", "cos", "tan", "atan2"};
    private static final int[] LOWEST_COUNT = {2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2};
    private static final int[] HIGHEST_COUNT = {16, 16, 1, 1, 1, 1, 1, 1, 1, 1, 2};

    // Instructions as small integers with one operand each: a flat program runs without objects.
    private static final byte CONSTANT = 0;
    private static final byte VARIABLE = 1;
    private static final byte NEGATE = 2;
    private static final byte NOT = 3;
    private static final byte BINARY = 4;
    private static final byte CALL = 5;
    private static final byte JUMP_IF_FALSE = 6;
    private static final byte JUMP = 7;

    private static final Pattern NUMBER_WORD = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");
    private static final Pattern COUNT = Pattern.compile("[0-9]{1,9}");

    /** A program that fails its check: at which instruction (-1: the text as a whole) and why. */
    public static final class ProgramException extends Exception {
        private static final long serialVersionUID = 1L;

        public final int instruction;

        ProgramException(int instruction, String message) {
            super(message);
            this.instruction = instruction;
        }
    }

    private final byte[] ops;
    /** Each instruction's operand as read: a constant, a name's index, an operator, a call's count × 16 + function, a jump's count. */
    private final double[] operands;
    /** The same operands, decoded once for running: a name's index, an operator, a call's function, a jump's count. */
    private final int[] codes;
    /** A call's argument count; 0 for other instructions. */
    private final int[] argumentCounts;
    /** The names it reads, as bits by index into `VARIABLE_NAMES`. */
    private final int reads;
    /** The most values its stack holds. */
    final int stackDepth;

    private Program(byte[] ops, double[] operands, int reads, int stackDepth) {
        this.ops = ops;
        this.operands = operands;
        this.reads = reads;
        this.stackDepth = stackDepth;
        codes = new int[ops.length];
        argumentCounts = new int[ops.length];
        for (int pc = 0; pc < ops.length; pc++) {
            double operand = operands[pc];
            if (ops[pc] == CALL) {
                codes[pc] = (int) (operand % 16);
                argumentCounts[pc] = (int) (operand / 16);
            } else if (ops[pc] != CONSTANT) {
                // Small: a name's or an operator's index, or a jump the check kept inside the program.
                codes[pc] = (int) operand;
            }
        }
    }

    // A name added to `VARIABLE_NAMES` must be read by `FormulaContext.variable` too (Swift's
    // switch over its enum is checked by its compiler): checked once, when the class loads.
    static {
        for (int index = 0; index < VARIABLE_NAMES.length; index++) {
            FormulaContext probe = new FormulaContext(1);
            probe.set(index, index + 0.5);
            if (probe.variable(index) != index + 0.5) {
                throw new IllegalStateException("Program: variable " + index + " does not read '" + VARIABLE_NAMES[index] + "'; add its case");
            }
        }
    }

    /** Reads and checks a program's text; refuses with the instruction's number and why. */
    public static Program read(String text) throws ProgramException {
        List<String> words = new ArrayList<>();
        int start = 0;
        for (int index = 0; index <= text.length(); index++) {
            if (index == text.length() || text.charAt(index) == ' ') {
                if (index > start) words.add(text.substring(start, index));
                start = index + 1;
            }
        }
        int count = Math.min(words.size(), MAX_INSTRUCTIONS);
        byte[] ops = new byte[count];
        double[] operands = new double[count];
        for (int position = 0; position < words.size(); position++) {
            if (position >= MAX_INSTRUCTIONS) throw new ProgramException(-1, "a program has at most " + MAX_INSTRUCTIONS + " instructions");
            if (!readWord(words.get(position), ops, operands, position)) {
                throw new ProgramException(-1, "instruction " + position + ", '" + scalarPrefix(words.get(position), 40)
                    + "', is not a number, a name, an operator, a call such as 'min/2' or a jump such as 'jump:2'");
            }
        }
        return check(ops, operands);
    }

    /** Reads an instruction's word into `ops` and `operands` at `position`; false when it is none. */
    private static boolean readWord(String word, byte[] ops, double[] operands, int position) {
        for (int index = 0; index < word.length(); index++) if (word.charAt(index) > 0x7f) return false; // every word is ASCII
        int variable = indexOf(VARIABLE_NAMES, word);
        if (variable >= 0) return set(ops, operands, position, VARIABLE, variable);
        int operator = indexOf(OPERATORS, word);
        if (operator >= 0) return set(ops, operands, position, BINARY, operator);
        if (word.equals("neg")) return set(ops, operands, position, NEGATE, 0);
        if (word.equals("!")) return set(ops, operands, position, NOT, 0);
        if (word.equals("inf")) return set(ops, operands, position, CONSTANT, Double.POSITIVE_INFINITY);
        if (word.equals("-inf")) return set(ops, operands, position, CONSTANT, Double.NEGATIVE_INFINITY);
        if (word.equals("nan")) return set(ops, operands, position, CONSTANT, Double.NaN);
        if (NUMBER_WORD.matcher(word).matches()) return set(ops, operands, position, CONSTANT, Double.parseDouble(word));
        int slash = word.indexOf('/');
        if (slash >= 0) {
            int function = indexOf(FUNCTIONS, word.substring(0, slash));
            String count = word.substring(slash + 1);
            // The function and its count in one operand, count * 16 + function (a count of up to 9
            // digits stays exact; the check then refuses one its function does not take).
            if (function >= 0 && COUNT.matcher(count).matches()) return set(ops, operands, position, CALL, Double.parseDouble(count) * 16 + function);
        }
        if (word.startsWith("jumpIfFalse:")) {
            double offset = signedCount(word.substring("jumpIfFalse:".length()));
            if (!Double.isNaN(offset)) return set(ops, operands, position, JUMP_IF_FALSE, offset);
        }
        if (word.startsWith("jump:")) {
            double offset = signedCount(word.substring("jump:".length()));
            if (!Double.isNaN(offset)) return set(ops, operands, position, JUMP, offset);
        }
        return false;
    }

    private static boolean set(byte[] ops, double[] operands, int position, byte op, double operand) {
        ops[position] = op;
        operands[position] = operand;
        return true;
    }

    /** A jump's count, 1 to 9 digits with an optional '-'; NaN when it is not one. */
    private static double signedCount(String text) {
        String digits = text.startsWith("-") ? text.substring(1) : text;
        return COUNT.matcher(digits).matches() ? Double.parseDouble(text) : Double.NaN;
    }

    private static int indexOf(String[] words, String word) {
        for (int index = 0; index < words.length; index++) if (words[index].equals(word)) return index;
        return -1;
    }

    /**
     * Every path pushes before it pops, jumps go forward and land inside, paths that meet agree on
     * the depth, calls have a count their function takes, and one value is left.
     */
    private static Program check(byte[] ops, double[] operands) throws ProgramException {
        int count = ops.length;
        if (count == 0) throw new ProgramException(0, "the program is empty");
        int[] depths = new int[count + 1];
        java.util.Arrays.fill(depths, -1);
        depths[0] = 0;
        int reads = 0;
        int deepest = 0;
        for (int pc = 0; pc < count; pc++) {
            int depth = depths[pc];
            if (depth < 0) throw new ProgramException(pc, "no path reaches this instruction");
            double operand = operands[pc];
            switch (ops[pc]) {
                case CONSTANT:
                case VARIABLE:
                    if (depth >= MAX_STACK_DEPTH) throw new ProgramException(pc, "the stack grows beyond " + MAX_STACK_DEPTH + " values");
                    if (ops[pc] == VARIABLE) reads |= 1 << (int) operand;
                    deepest = Math.max(deepest, depth + 1);
                    flow(depths, count, pc + 1, depth + 1, pc);
                    break;
                case NEGATE:
                case NOT:
                    needs(depth, 1, pc);
                    flow(depths, count, pc + 1, depth, pc);
                    break;
                case BINARY:
                    needs(depth, 2, pc);
                    flow(depths, count, pc + 1, depth - 1, pc);
                    break;
                case CALL: {
                    int function = (int) (operand % 16);
                    double argumentCount = Math.floor(operand / 16);
                    int low = LOWEST_COUNT[function];
                    int high = HIGHEST_COUNT[function];
                    if (argumentCount < low || argumentCount > high) {
                        throw new ProgramException(pc, FUNCTIONS[function] + " takes " + low + (high > low ? " to " + high : "") + " arguments, not "
                            + (long) argumentCount);
                    }
                    needs(depth, (int) argumentCount, pc);
                    flow(depths, count, pc + 1, depth - (int) argumentCount + 1, pc);
                    break;
                }
                case JUMP_IF_FALSE:
                    needs(depth, 1, pc);
                    if (operand < 0) throw new ProgramException(pc, "a jump goes backwards (offset " + (long) operand + ")");
                    flow(depths, count, pc + 1, depth - 1, pc);
                    flow(depths, count, pc + 1 + (int) Math.min(operand, count), depth - 1, pc);
                    break;
                default: // JUMP
                    if (operand < 0) throw new ProgramException(pc, "a jump goes backwards (offset " + (long) operand + ")");
                    flow(depths, count, pc + 1 + (int) Math.min(operand, count), depth, pc);
                    break;
            }
        }
        if (depths[count] != 1) {
            throw new ProgramException(count, "the program ends with " + Math.max(depths[count], 0) + " values on the stack instead of one");
        }
        return new Program(ops, operands, reads, deepest);
    }

    private static void flow(int[] depths, int count, int target, int depth, int pc) throws ProgramException {
        if (target > count) throw new ProgramException(pc, "a jump leaves the program (to " + target + " of " + count + ")");
        if (depths[target] == -1) {
            depths[target] = depth;
        } else if (depths[target] != depth) {
            throw new ProgramException(pc, "paths meet at instruction " + target + " with different stack depths (" + depths[target] + " and " + depth + ")");
        }
    }

    private static void needs(int depth, int operandCount, int pc) throws ProgramException {
        if (depth < operandCount) {
            throw new ProgramException(pc, "it takes " + operandCount + " value" + (operandCount == 1 ? "" : "s") + " but the stack holds " + depth);
        }
    }

    /** Whether the program reads the name `VARIABLE_NAMES[variable]`. */
    public boolean reads(String name) {
        int variable = indexOf(VARIABLE_NAMES, name);
        return variable >= 0 && (reads & (1 << variable)) != 0;
    }

    /** The program's value in `context`, on its stack (at least `stackDepth` long). */
    double evaluate(FormulaContext context) {
        double[] stack = context.stack;
        byte[] ops = this.ops;
        int[] codes = this.codes;
        int count = ops.length;
        if (count == 1) {
            if (ops[0] == CONSTANT) return operands[0];
            if (ops[0] == VARIABLE) return context.variable(codes[0]);
        }
        int top = -1;
        for (int pc = 0; pc < count; pc++) {
            switch (ops[pc]) {
                case CONSTANT:
                    stack[++top] = operands[pc];
                    break;
                case VARIABLE:
                    stack[++top] = context.variable(codes[pc]);
                    break;
                case NEGATE:
                    stack[top] = -stack[top];
                    break;
                case NOT:
                    stack[top] = stack[top] != 0 ? 0 : 1;
                    break;
                case BINARY: {
                    double b = stack[top];
                    top -= 1;
                    stack[top] = binary(codes[pc], stack[top], b);
                    break;
                }
                case CALL: {
                    int argumentCount = argumentCounts[pc];
                    top -= argumentCount - 1;
                    stack[top] = call(codes[pc], stack, top, argumentCount);
                    break;
                }
                case JUMP_IF_FALSE: {
                    double condition = stack[top];
                    top -= 1;
                    if (condition == 0) pc += codes[pc];
                    break;
                }
                default: // JUMP
                    pc += codes[pc];
                    break;
            }
        }
        return stack[0];
    }

    private static double binary(int operator, double a, double b) {
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
            case 9: return a == b ? 1 : 0;
            case 10: return a != b ? 1 : 0;
            case 11: return a != 0 && b != 0 ? 1 : 0;
            default: return a != 0 || b != 0 ? 1 : 0;
        }
    }

    private static double call(int function, double[] stack, int base, int count) {
        switch (function) {
            case 0: {
                double result = stack[base];
                for (int index = 1; index < count; index++) result = SwiftMath.min(result, stack[base + index]);
                return result;
            }
            case 1: {
                double result = stack[base];
                for (int index = 1; index < count; index++) result = SwiftMath.max(result, stack[base + index]);
                return result;
            }
            case 2: return Math.abs(stack[base]);
            case 3: return Math.floor(stack[base]);
            case 4: return Math.ceil(stack[base]);
            case 5: return SwiftMath.roundAway(stack[base]);
            case 6: return Math.sqrt(stack[base]);
            case 7: return Math.sin(stack[base]);
            case 8: return Math.cos(stack[base]);
            case 9: return Math.tan(stack[base]);
            default: return Math.atan2(stack[base], stack[base + 1]);
        }
    }

    /** The first `count` Unicode scalars of `text`: hostile text quoted in a message is cut as the Swift runtime cuts it. */
    public static String scalarPrefix(String text, int count) {
        int end = 0;
        for (int taken = 0; taken < count && end < text.length(); taken++) end = text.offsetByCodePoints(end, 1);
        return text.substring(0, end);
    }
}
