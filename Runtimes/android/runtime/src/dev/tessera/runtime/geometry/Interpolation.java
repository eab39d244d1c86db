package dev.tessera.runtime.geometry;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Attributes between two layouts, for animated switches, as the Swift runtime's
 * `LayoutAttributes.interpolate`: to the bit, so that every runtime draws the same frames.
 */
public final class Interpolation {
    private Interpolation() {}

    /**
     * Elements at {@code progress} (held to 0…1) of the way from {@code from} to {@code to}, matched by ID: frame, scale,
     * alpha, translation, rotation and turn mixed; the z-order, turn axis and perspective switching half-way. An element in
     * only one of the two fades out (or in) where it is. Sorted by element.
     */
    public static List<LayoutAttributes> interpolate(List<LayoutAttributes> from, List<LayoutAttributes> to, double progress) {
        double t = Math.min(1, Math.max(0, progress));
        Map<ElementID, LayoutAttributes> targets = new HashMap<>();
        for (LayoutAttributes element : to) targets.put(element.getId(), element);
        List<LayoutAttributes> result = new ArrayList<>(from.size() + to.size());
        Set<ElementID> seen = new HashSet<>();
        for (LayoutAttributes start : from) {
            ElementID id = start.getId();
            seen.add(id);
            LayoutAttributes end = targets.get(id);
            if (end == null) {
                LayoutAttributes fading = start.copy();
                fading.alpha = mix(start.alpha, 0, t);
                result.add(fading);
            } else {
                result.add(blend(start, end, t));
            }
        }
        for (LayoutAttributes end : to) {
            if (seen.contains(end.getId())) continue;
            LayoutAttributes appearing = end.copy();
            appearing.alpha = mix(0, end.alpha, t);
            result.add(appearing);
        }
        Collections.sort(result, BY_ELEMENT);
        return result;
    }

    /** {@code start} moved {@code t} (0…1) of the way to {@code end}: exactly {@code start} at 0 and {@code end}'s numbers at 1. */
    public static LayoutAttributes blend(LayoutAttributes start, LayoutAttributes end, double t) {
        LayoutAttributes blend = new LayoutAttributes(start.kind, start.section, start.item, mix(start.x, end.x, t), mix(start.y, end.y, t),
            mix(start.width, end.width, t), mix(start.height, end.height, t), t < 0.5 ? start.zIndex : end.zIndex);
        blend.scale = mix(start.scale, end.scale, t);
        blend.alpha = mix(start.alpha, end.alpha, t);
        if (start.transform != null || end.transform != null) {
            LayoutAttributes.Transform transform = blend.transform();
            transform.translateX = mix(start.getTranslateX(), end.getTranslateX(), t);
            transform.translateY = mix(start.getTranslateY(), end.getTranslateY(), t);
            transform.rotation = mix(start.getRotation(), end.getRotation(), t);
            transform.turn = mix(start.getTurn(), end.getTurn(), t);
            // Mixing a distance with "none" (0) has no meaning: the axis and perspective switch half-way.
            transform.turnAxis = t < 0.5 ? start.getTurnAxis() : end.getTurnAxis();
            transform.perspective = t < 0.5 ? start.getPerspective() : end.getPerspective();
        }
        return blend;
    }

    /** Swift's mix: the ends exactly, else a + (b - a) t. */
    public static double mix(double a, double b, double t) {
        return t == 0 ? a : t == 1 ? b : a + (b - a) * t;
    }

    public static final Comparator<LayoutAttributes> BY_ELEMENT = new Comparator<LayoutAttributes>() {
        @Override
        public int compare(LayoutAttributes a, LayoutAttributes b) {
            return ElementID.compare(a.kind, a.section, a.item, b.kind, b.section, b.item);
        }
    };
}
