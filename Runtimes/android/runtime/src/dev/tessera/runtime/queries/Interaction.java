package dev.tessera.runtime.queries;

import dev.tessera.runtime.engines.Ranges;
import dev.tessera.runtime.engines.ResolvedSection;
import dev.tessera.runtime.geometry.AxisMapping;
import dev.tessera.runtime.geometry.AxisRect;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Projection;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.model.Snap;
import java.util.List;

/** Snapping, hit testing and move targets, as the Swift runtime's Interaction and orthogonal sections' resting offsets. */
final class Interaction {
    private Interaction() {}

    /**
     * Where scrolling comes to rest when a drag ends at `proposedGiven` with `velocity`; `from` is
     * where the content was when the gesture began (paging by item counts from its offset), and
     * orthogonal sections are taken at its sideways offsets.
     */
    static Point restingOffset(PreparedLayout layout, Point proposedGiven, Point velocity, ScrollOffsets from) throws LayoutException {
        AxisMapping mapping = layout.mapping;
        Size viewport = layout.viewport;
        double viewportLength = mapping.uSize(viewport);
        double startU = from.u(mapping);
        Point proposed = proposedGiven;
        double proposedU = mapping.u(proposed);
        double targetU = proposedU;
        Snap rule = layout.snap;
        int onlySection = -1;
        double limit = SwiftMath.max(0, mapping.uSize(layout.contentSize) - viewportLength);
        if (layout.hasSectionSnaps) {
            // A proposal past either end is taken where the content can rest, so that a fast fling
            // still finds the section it ends in.
            double middle = SwiftMath.min(SwiftMath.max(0, proposedU), limit) + viewportLength * 0.5;
            int deciding = Ranges.first(layout.sectionRange(middle, middle));
            Snap own = deciding < layout.sections.length ? layout.sections[deciding].snap : null;
            if (own != null) {
                rule = own;
                onlySection = deciding;
            }
        }
        if (rule.pages()) {
            double direction = mapping.uSize(velocity);
            double reach = viewportLength * (rule.items + 1) + 1;
            double[] positions;
            for (;;) {
                Rect near = mapping.rect(new AxisRect(startU - reach, -1e300, 2 * reach + viewportLength, 2e300));
                List<LayoutAttributes> elements = layout.elements(near, from);
                double[] offsets = new double[elements.size()];
                int count = 0;
                for (LayoutAttributes element : elements) {
                    if (!candidate(element, onlySection)) continue;
                    Rect frame = element.getFrame();
                    double rest = rule.alignment == Snap.PagingAlignment.LEADING ? leadingRest(layout, element)
                        : (mapping.vertical() ? frame.y + frame.height * 0.5 : frame.x + frame.width * 0.5) - viewportLength * 0.5;
                    offsets[count++] = SwiftMath.min(SwiftMath.max(0, rest), limit);
                }
                positions = Paging.positions(offsets, count);
                boolean covers = startU - reach <= 0 && startU + reach + viewportLength >= mapping.uSize(layout.contentSize);
                if (covers || Paging.suffices(positions, startU, rule.items)) break;
                reach *= 4;
            }
            double target = Paging.target(positions, startU, proposedU, direction, rule.items);
            targetU = Double.isNaN(target) ? proposedU : target;
            return restingRange(layout, mapping.vertical() ? new Point(proposed.x, targetU) : new Point(targetU, proposed.y));
        }
        switch (rule.kind) {
            case CENTER: {
                proposed = restingRange(layout, proposed);
                proposedU = mapping.u(proposed);
                Rect visible = mapping.vertical() ? new Rect(0, proposed.y, viewport.width, viewport.height) : new Rect(proposed.x, 0, viewport.width, viewport.height);
                double centerU = proposedU + viewportLength * 0.5;
                ScrollOffsets at = from.at(proposed.x, proposed.y);
                // None in view (a gap, an empty section): the nearest cell within a viewport's length
                // either way, or anywhere.
                double reach = Math.max(viewportLength, 1);
                Rect near = mapping.rect(new AxisRect(proposedU - reach, -1e300, 2 * reach + viewportLength, 2e300));
                double best = nearestCentre(layout.elements(visible, at), mapping, centerU, onlySection);
                if (Double.isNaN(best)) best = nearestCentre(layout.elements(near, at), mapping, centerU, onlySection);
                if (Double.isNaN(best)) best = nearestCentre(layout.allElements(at), mapping, centerU, onlySection);
                targetU = proposedU + (Double.isNaN(best) ? 0 : best);
                break;
            }
            case LEADING: {
                // The nearest rest in the fling's direction: of the edges within a viewport's length
                // either way, or of any edge when none of those lies that way; past the last one, the
                // content's end.
                double direction = mapping.uSize(velocity);
                double reach = Math.max(viewportLength, 1);
                Rect near = mapping.rect(new AxisRect(proposedU - reach, -1e300, 2 * reach, 2e300));
                ScrollOffsets at = from.at(proposed.x, proposed.y);
                double best = nearestLeading(layout, layout.elements(near, at), proposedU, direction, onlySection);
                if (Double.isNaN(best)) best = nearestLeading(layout, layout.allElements(at), proposedU, direction, onlySection);
                targetU = !Double.isNaN(best) ? best : direction > 0 ? limit : direction < 0 ? 0 : proposedU;
                break;
            }
            case PAGE: {
                if (!(viewportLength > 0)) return proposed;
                double direction = mapping.uSize(velocity);
                // Kept to its end, pages count from the end, where the view opens (sideways right to
                // left the end is at offset 0 already).
                boolean fromEnd = layout.keptToEnd && !layout.endsAtOrigin();
                double pages = (fromEnd ? limit - proposedU : proposedU) / viewportLength;
                double forward = fromEnd ? -direction : direction;
                double page = forward > 0 ? Math.ceil(pages) : forward < 0 ? Math.floor(pages) : SwiftMath.roundAway(pages);
                targetU = SwiftMath.min(SwiftMath.max(0, fromEnd ? limit - page * viewportLength : page * viewportLength), limit);
                break;
            }
            default: // NONE
                break;
        }
        return restingRange(layout, mapping.vertical() ? new Point(proposed.x, targetU) : new Point(targetU, proposed.y));
    }

    /** The distance from `centerU` to the nearest candidate cell's centre; NaN for none. */
    private static double nearestCentre(List<LayoutAttributes> elements, AxisMapping mapping, double centerU, int onlySection) {
        double best = Double.NaN;
        for (LayoutAttributes element : elements) {
            if (!candidate(element, onlySection)) continue;
            double delta = (mapping.vertical() ? element.y + element.height * 0.5 : element.x + element.width * 0.5) - centerU;
            if (Math.abs(Double.isNaN(best) ? Double.POSITIVE_INFINITY : best) > Math.abs(delta)) best = delta;
        }
        return best;
    }

    /** The nearest candidate's leading rest to `proposedU` that lies the fling's way; NaN for none. */
    private static double nearestLeading(PreparedLayout layout, List<LayoutAttributes> elements, double proposedU, double direction, int onlySection) {
        double best = Double.NaN;
        for (LayoutAttributes element : elements) {
            if (!candidate(element, onlySection)) continue;
            double start = leadingRest(layout, element);
            if (direction > 0 && start < proposedU) continue;
            if (direction < 0 && start > proposedU) continue;
            if (Math.abs(start - proposedU) < Math.abs((Double.isNaN(best) ? Double.POSITIVE_INFINITY : best) - proposedU)) best = start;
        }
        return best;
    }

    /**
     * The offset at which `element`'s leading edge lies at its section's leading inset, as a
     * band's cells rest after the band's inset.
     */
    private static double leadingRest(PreparedLayout layout, LayoutAttributes element) {
        ResolvedSection section = layout.sections[element.section];
        // An orthogonal section's insets are in its own axis: across it is the layout's.
        double inset = section.orthogonal == null ? section.leadingInset : section.crossStartInset;
        return (layout.mapping.vertical() ? element.y : element.x) - inset;
    }

    private static boolean candidate(LayoutAttributes element, int onlySection) {
        return element.kind == ElementKind.CELL && (onlySection < 0 || element.section == onlySection);
    }

    /** `point` held within the offsets the content can rest at. */
    private static Point restingRange(PreparedLayout layout, Point point) {
        Point limit = layout.maximumOffset();
        return new Point(SwiftMath.min(SwiftMath.max(0, point.x), limit.x), SwiftMath.min(SwiftMath.max(0, point.y), limit.y));
    }

    /** The element drawn at `point` at `position`: the frontmost by z-index, the later on a tie; decorations are not hit. */
    static LayoutAttributes elementAt(PreparedLayout layout, Point point, ScrollOffsets position) throws LayoutException {
        Size viewport = layout.viewport;
        Rect probe = new Rect(point.x - viewport.width, point.y - viewport.height, 2 * viewport.width, 2 * viewport.height);
        LayoutAttributes best = null;
        for (LayoutAttributes element : layout.elements(probe, position)) {
            if (element.kind.isDecoration() || !Projection.displayContains(element, point)) continue;
            if (best == null || element.zIndex >= best.zIndex) best = element;
        }
        return best;
    }

    /** The cell a dragged cell would take the place of, once its centre enters that cell's frame. */
    static LayoutAttributes moveTarget(PreparedLayout layout, ElementID dragged, Point center, ScrollOffsets position) throws LayoutException {
        Rect probe = new Rect(center.x - 0.5, center.y - 0.5, 1, 1);
        for (LayoutAttributes element : layout.elements(probe, position)) {
            if (element.kind == ElementKind.CELL && !(element.section == dragged.section && element.item == dragged.item) && element.getFrame().contains(center)) {
                return element;
            }
        }
        return null;
    }

    /**
     * Where a sideways scroll of orthogonal section `section` comes to rest, by its snap; paging
     * by item counts from `start`, where the gesture began (NaN: at `proposed`).
     */
    static double sectionRestingOffset(PreparedLayout layout, int section, double proposed, double velocity, double start) throws LayoutException {
        if (!layout.isOrthogonal(section)) {
            throw new LayoutException("section " + section + " does not scroll sideways; only an orthogonal section comes to rest sideways");
        }
        ResolvedSection resolved = layout.sections[section];
        double breadth = layout.mapping.vSize(layout.viewport);
        double limit = layout.maximumSectionOffset(section);
        double target = proposed;
        Snap snap = resolved.orthogonal.snap;
        if (snap.pages()) {
            double from = Double.isNaN(start) ? proposed : start;
            double reach = breadth * (snap.items + 1) + 1;
            double[] positions;
            for (;;) {
                long range = resolved.items.candidates(from - reach - resolved.leadingInset, from + breadth + reach);
                boolean covers = from - reach <= 0 && from + breadth + reach >= limit + breadth;
                if (covers) range = Ranges.of(0, resolved.items.count());
                int first = Ranges.first(range);
                int end = Ranges.end(range);
                double[] offsets = new double[Math.max(0, end - first)];
                for (int item = first; item < end; item++) {
                    AxisRect frame = layout.axisFrame(section, item);
                    double rest = snap.alignment == Snap.PagingAlignment.LEADING ? frame.u : resolved.leadingInset + frame.u + frame.length * 0.5 - breadth * 0.5;
                    offsets[item - first] = SwiftMath.min(SwiftMath.max(0, rest), limit);
                }
                positions = Paging.positions(offsets, offsets.length);
                if (covers || Paging.suffices(positions, from, snap.items)) break;
                reach *= 4;
            }
            double found = Paging.target(positions, from, proposed, velocity, snap.items);
            return SwiftMath.min(SwiftMath.max(0, Double.isNaN(found) ? proposed : found), limit);
        }
        switch (snap.kind) {
            case NONE:
                break;
            case PAGE: {
                if (!(breadth > 0)) break;
                double pages = proposed / breadth;
                target = (velocity > 0 ? Math.ceil(pages) : velocity < 0 ? Math.floor(pages) : SwiftMath.roundAway(pages)) * breadth;
                break;
            }
            default: { // CENTER, LEADING
                double best = Double.NaN;
                double reach = Math.max(breadth, 1);
                long range = resolved.items.candidates(proposed - reach - resolved.leadingInset, proposed + breadth + reach);
                if (Ranges.first(range) >= Ranges.end(range)) range = Ranges.of(0, resolved.items.count());
                for (int item = Ranges.first(range); item < Ranges.end(range); item++) {
                    AxisRect frame = layout.axisFrame(section, item);
                    double rest = snap.kind == Snap.Kind.LEADING ? frame.u : resolved.leadingInset + frame.u + frame.length * 0.5 - breadth * 0.5;
                    if (velocity > 0 && rest < proposed) continue;
                    if (velocity < 0 && rest > proposed) continue;
                    if (Math.abs(rest - proposed) < Math.abs((Double.isNaN(best) ? Double.POSITIVE_INFINITY : best) - proposed)) best = rest;
                }
                target = Double.isNaN(best) ? proposed : best;
            }
        }
        return SwiftMath.min(SwiftMath.max(0, target), limit);
    }
}
