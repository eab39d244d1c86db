package dev.tessera.runtime.engines;

import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Numbers;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.model.Model;
import dev.tessera.runtime.model.Model.EffectsModel;
import dev.tessera.runtime.programs.Evaluator;
import dev.tessera.runtime.programs.FormulaContext;

/** A body's or a section's scroll effects, evaluated per cell, as the Swift runtime's ScrollEffects. */
public final class ModelEffects implements ScrollEffects {
    private final EffectsModel model;
    private final Evaluator evaluator;
    private final Size viewport;
    private final double textScale;
    private final ScrollAxis turnAxis;
    private final boolean transforms;
    /** One context per thread, reset for every cell: effects run per element per frame, and allocate nothing. */
    private final ThreadLocal<FormulaContext> contexts;

    public ModelEffects(EffectsModel model, final Evaluator evaluator, Size viewport, double textScale, ScrollAxis turnAxis) {
        this.model = model;
        this.evaluator = evaluator;
        this.viewport = viewport;
        this.textScale = textScale;
        this.turnAxis = turnAxis;
        this.transforms = model.rotation != Model.NO_FORMULA || model.translateX != Model.NO_FORMULA || model.translateY != Model.NO_FORMULA
            || model.turn != Model.NO_FORMULA;
        this.contexts = new ThreadLocal<FormulaContext>() {
            @Override
            protected FormulaContext initialValue() {
                return evaluator.context();
            }
        };
    }

    /**
     * The effects in force, as Swift's `EffectsModel.inForce`: `effects`, or under Reduce Motion
     * `reduced` when given, else `effects` without those that move cells (opacity and order stay).
     */
    public static EffectsModel inForce(EffectsModel effects, EffectsModel reduced, boolean reduceMotion) {
        if (!reduceMotion) return effects;
        if (reduced != null) return reduced;
        if (effects == null) return null;
        return new EffectsModel(Model.NO_FORMULA, effects.alpha, effects.zIndex, Model.NO_FORMULA, Model.NO_FORMULA, Model.NO_FORMULA,
            Model.NO_FORMULA, Model.NO_FORMULA);
    }

    /** Whether no effect is set: then there are none (scrolling invalidates nothing for them). */
    public static boolean isEmpty(EffectsModel effects) {
        return effects.scale == Model.NO_FORMULA && effects.alpha == Model.NO_FORMULA && effects.zIndex == Model.NO_FORMULA
            && effects.rotation == Model.NO_FORMULA && effects.translateX == Model.NO_FORMULA && effects.translateY == Model.NO_FORMULA
            && effects.turn == Model.NO_FORMULA && effects.perspective == Model.NO_FORMULA;
    }

    @Override
    public boolean transforms() {
        return transforms;
    }

    @Override
    public void apply(LayoutAttributes element, double distance, int sectionCount) throws LayoutException {
        FormulaContext context = contexts.get();
        context.reset();
        context.width = viewport.width;
        context.height = viewport.height;
        context.textScale = textScale;
        context.distance = distance;
        context.index = element.item;
        context.section = element.section;
        context.count = sectionCount;
        EffectsModel model = this.model;
        // Held in range, as a view would need them: a negative scale would mirror the cell.
        if (model.scale != Model.NO_FORMULA) element.scale = SwiftMath.max(0, evaluator.finiteValue(model.scale, context));
        if (model.alpha != Model.NO_FORMULA) element.alpha = SwiftMath.min(1, SwiftMath.max(0, evaluator.finiteValue(model.alpha, context)));
        if (model.zIndex != Model.NO_FORMULA) {
            double z = SwiftMath.roundAway(SwiftMath.max(-1e9, SwiftMath.min(1e9, evaluator.finiteValue(model.zIndex, context))));
            element.zIndex = z == 0 ? 0 : z;
        }
        if (model.rotation != Model.NO_FORMULA) element.transform().rotation = evaluator.finiteValue(model.rotation, context);
        if (model.translateX != Model.NO_FORMULA) {
            element.transform().translateX = SwiftMath.min(viewport.width, SwiftMath.max(-viewport.width, evaluator.finiteValue(model.translateX, context)));
        }
        if (model.translateY != Model.NO_FORMULA) {
            element.transform().translateY = SwiftMath.min(viewport.height, SwiftMath.max(-viewport.height, evaluator.finiteValue(model.translateY, context)));
        }
        if (model.turn != Model.NO_FORMULA) {
            element.transform().turnAxis = turnAxis;
            element.transform().turn = evaluator.finiteValue(model.turn, context);
            if (model.perspective != Model.NO_FORMULA) {
                double viewerDistance = evaluator.finiteValue(model.perspective, context);
                if (!(viewerDistance > 0)) {
                    throw LayoutException.at("the perspective is " + Numbers.swiftDouble(viewerDistance) + " for a " + Numbers.describe(viewport.width)
                        + "×" + Numbers.describe(viewport.height) + " viewport; it is the viewer's distance and must be positive", evaluator.place(model.perspective));
                }
                element.transform().perspective = viewerDistance;
            }
        }
    }
}
