package dev.tessera.runtime.programs;

/**
 * Where a formula is evaluated: each name's value (`textScale` is 1 unless given), and the stack
 * programs run on. A context is used by one thread at a time (`Evaluator.context()` makes one).
 */
public final class FormulaContext {
    final double[] stack;
    public double width;
    public double height;
    public double index;
    public double count;
    public double section;
    public double column;
    public double columnCount;
    public double slot;
    public double blockSize;
    public double columnWidth;
    public double distance;
    public double textScale = 1;

    FormulaContext(int stackDepth) {
        stack = new double[stackDepth];
    }

    /** Every name back to its default, for a context used again. */
    public void reset() {
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
    }

    /** The value of name number `variable` of `Program.VARIABLE_NAMES`. */
    double variable(int variable) {
        switch (variable) {
            case 0: return width;
            case 1: return height;
            case 2: return index;
            case 3: return count;
            case 4: return section;
            case 5: return column;
            case 6: return columnCount;
            case 7: return slot;
            case 8: return blockSize;
            case 9: return columnWidth;
            case 10: return distance;
            case 11: return textScale;
            // The check admits only indices of `VARIABLE_NAMES`.
            default: throw new IllegalStateException("variable " + variable + " is not one of the " + Program.VARIABLE_NAMES.length + " a formula reads");
        }
    }

    /** Sets name number `variable`: for the check, when the class loads, that each name is read. */
    void set(int variable, double value) {
        switch (variable) {
            case 0: width = value; break;
            case 1: height = value; break;
            case 2: index = value; break;
            case 3: count = value; break;
            case 4: section = value; break;
            case 5: column = value; break;
            case 6: columnCount = value; break;
            case 7: slot = value; break;
            case 8: blockSize = value; break;
            case 9: columnWidth = value; break;
            case 10: distance = value; break;
            case 11: textScale = value; break;
            default: throw new IllegalStateException("variable " + variable + " has no field");
        }
    }
}
