package dev.tessera.runtime.driver;

import dev.tessera.runtime.layout.TesseraLayout;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.Interpolation;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.inputs.LayoutException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A switch from one layout to another for the same data (a grid to a list), as the Swift runtime's
 * `ScrollDriver.switched(to:)` and its adapters' `takeAnchor(from:view:)`: the cell the reader looked at stays where it
 * was on the screen. A view animates the switch with {@link #transitionEnds} and {@link Interpolation#interpolate}.
 */
public final class LayoutSwitch {
    /** The layout shown before, and the one after, at the offset that keeps the anchor. */
    public final ScrollDriver from;
    public final ScrollDriver to;
    /** The cell kept in place (null at the content's start or with no cell on the screen), and its distance from the viewport's leading edge. */
    public final ElementID anchor;
    public final double anchorDistance;

    private LayoutSwitch(ScrollDriver from, ScrollDriver to, ElementID anchor, double anchorDistance) {
        this.from = from;
        this.to = to;
        this.anchor = anchor;
        this.anchorDistance = anchorDistance;
    }

    /**
     * A switch from {@code from} to {@code layout}: a driver with {@code from}'s input and margin, where the cell {@code from}
     * has first on the screen keeps its distance from the viewport's leading edge along the new layout's scroll axis, the
     * offset held within the new content's ends. At the very start of the content, or with no cell on the screen, the
     * offset is only held within the new content; a view that followed the end goes to the new layout's end.
     */
    public static LayoutSwitch make(ScrollDriver from, TesseraLayout layout) throws LayoutException {
        ScrollDriver fresh = new ScrollDriver(layout, from.getInput(), from.getOffset(), from.getMargin());
        ScrollDriver.Anchor anchor = from.firstCellInView(null);
        fresh.replace(fresh.getInput(), fresh.getPrepared(), anchor == null ? null : fresh.keptInView(anchor, fresh.getPrepared()));
        // With no cell to keep, a view that followed the end goes to the new layout's end.
        if (anchor == null && from.followsEnd()) {
            Point end = fresh.endOffset();
            if (!end.equals(fresh.getOffset())) fresh.scroll(end);
        }
        return anchor == null ? new LayoutSwitch(from, fresh, null, 0) : new LayoutSwitch(from, fresh, ElementID.cell(anchor.section, anchor.item), anchor.distance);
    }

    /**
     * What the switch animates: each element of either frame, with its attributes in the old layout ({@code [0]}) and in
     * the new one ({@code [1]}) wherever that layout has it (an element one frame lacks moves to or from its place off the
     * screen; one a layout lacks fades), both sorted by element.
     */
    public List<List<LayoutAttributes>> transitionEnds() throws LayoutException {
        List<List<LayoutAttributes>> ends = new ArrayList<>(2);
        ends.add(completed(from.getKept(), to.getKept(), from));
        ends.add(completed(to.getKept(), from.getKept(), to));
        return ends;
    }

    /** The elements at {@code progress} (0…1) of the way: {@link Interpolation#interpolate} of {@link #transitionEnds}. */
    public List<LayoutAttributes> elements(double progress) throws LayoutException {
        List<List<LayoutAttributes>> ends = transitionEnds();
        return Interpolation.interpolate(ends.get(0), ends.get(1), progress);
    }

    /** The scroll offset at {@code progress}: from the old offset to the new one. */
    public Point offset(double progress) {
        double t = Math.min(1, Math.max(0, progress));
        Point a = from.getOffset();
        Point b = to.getOffset();
        return new Point(Interpolation.mix(a.x, b.x, t), Interpolation.mix(a.y, b.y, t));
    }

    private static List<LayoutAttributes> completed(List<LayoutAttributes> frame, List<LayoutAttributes> other, ScrollDriver driver) throws LayoutException {
        Set<ElementID> ids = new HashSet<>();
        for (LayoutAttributes element : frame) ids.add(element.getId());
        List<LayoutAttributes> result = new ArrayList<>(frame);
        for (LayoutAttributes element : other) {
            if (ids.contains(element.getId())) continue;
            LayoutAttributes found = driver.attributes(element.getId());
            if (found != null) result.add(found);
        }
        Collections.sort(result, Interpolation.BY_ELEMENT);
        return result;
    }
}
