package dev.tessera.runtime.session;

import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.inputs.LayoutException;

/**
 * The first cell in view of a layout that scrolls sideways right to left, held by its leading edge, the right one.
 * The content's start is at its right and offsets count from its left: an item added or resized before a cell moves
 * that cell's distance from the left, so the driver's anchor (a cell's left edge) moves what the reader sees when the
 * cells in view change length. Across a batch update, changed items, a size report and sizes the app changes, the
 * session holds this edge instead: Swift's {@code CollectionLayoutCore+RightToLeft.swift}, rule for rule
 * (docs/SESSIONS.md, rule 13).
 */
final class RightToLeftEdge {
    final int section;
    final int item;
    /** How far the cell's right edge is from the viewport's. */
    final double distance;
    /** The view shows the content's start (its right end), where it stays; only a layout kept to its start has one. */
    final boolean atStart;

    RightToLeftEdge(int section, int item, double distance, boolean atStart) {
        this.section = section;
        this.item = item;
        this.distance = distance;
        this.atStart = atStart;
    }

    /** The same edge, of the cell now at {@code section}, {@code item}. */
    RightToLeftEdge at(int newSection, int newItem) {
        return new RightToLeftEdge(newSection, newItem, distance, atStart);
    }

    /**
     * Of the cells on the screen that are {@code included} (null: all), the one whose right edge is farthest right;
     * null unless the layout scrolls sideways right to left, and for a view that follows its end.
     */
    static RightToLeftEdge inView(ScrollDriver driver, ScrollDriver.CellFilter included) {
        if (!driver.getPrepared().endsAtOrigin() || driver.followsEnd()) return null;
        Point offset = driver.getOffset();
        Rect screen = new Rect(offset.x, offset.y, driver.getViewport().width, driver.getViewport().height);
        boolean atStart = !driver.getPrepared().keptToEnd && offset.x >= driver.maximumOffset().x;
        RightToLeftEdge best = null;
        for (LayoutAttributes element : driver.getKept()) {
            if (element.kind != ElementKind.CELL || (included != null && !included.includes(element.section, element.item))) continue;
            if (!element.intersects(screen)) continue;
            double distance = screen.x + screen.width - (element.x + element.width);
            if (distance < (best == null ? Double.POSITIVE_INFINITY : best.distance)) {
                best = new RightToLeftEdge(element.section, element.item, distance, atStart);
            }
        }
        return best;
    }

    /**
     * After the change: the driver scrolled so that this cell has its right edge where it was on the screen, held
     * within the content's ends; a view at the start stays there.
     */
    void hold(ScrollDriver driver) throws LayoutException {
        double limit = driver.maximumOffset().x;
        double x = limit;
        if (!atStart) {
            LayoutAttributes cell = driver.attributes(ElementID.cell(section, item));
            if (cell == null) return;
            x = cell.x + cell.width + distance - driver.getViewport().width;
        }
        double held = SwiftMath.min(SwiftMath.max(0, x), limit);
        Point offset = driver.getOffset();
        if (held != offset.x) driver.scroll(new Point(held, offset.y));
    }
}
