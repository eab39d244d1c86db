package dev.tessera.runtime.programs;

import dev.tessera.runtime.geometry.Numbers;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.inputs.LayoutException;
import java.util.List;

/**
 * Formulas computed by running their programs, each value checked finite, as the Swift
 * runtime's ProgramEvaluator and `finiteValue` do. It holds no state: each evaluation runs on a
 * context's own stack, so one layout can be prepared on several threads at once.
 */
public final class Evaluator {
    public final Program[] programs;
    final int[][] places;
    /** The deepest stack any program needs. */
    private final int stackDepth;

    public Evaluator(List<Program> programs, int[][] places) {
        this.programs = programs.toArray(new Program[0]);
        this.places = places;
        int depth = 1;
        for (Program program : this.programs) depth = Math.max(depth, program.stackDepth);
        this.stackDepth = depth;
    }

    /** A fresh context with a stack deep enough for every program. */
    public FormulaContext context() {
        return new FormulaContext(stackDepth);
    }

    /** Where formula `formula` is written in the layout's source: line and column. */
    public int[] place(int formula) {
        return places[formula];
    }

    double value(int formula, FormulaContext context) {
        return programs[formula].evaluate(context);
    }

    /** The formula's value; NaN or infinity is an error at the formula, never a frame. */
    public double finiteValue(int formula, FormulaContext context) throws LayoutException {
        double value = programs[formula].evaluate(context);
        if (!SwiftMath.isFinite(value)) {
            throw LayoutException.at("the expression here evaluates to " + Numbers.swiftDouble(value) + " for a " + Numbers.describe(context.width)
                + "×" + Numbers.describe(context.height) + " viewport; guard it (e.g. with max) so it stays finite", places[formula]);
        }
        return value;
    }
}
