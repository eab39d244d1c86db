package dev.tessera.runtime.session;

import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;

/**
 * What a collection view shows, as its layout reads it (Swift's {@code CollectionViewBounds}): the view's bounds, whose
 * origin is the content offset, and the insets of its content area (bars, the keyboard). The layout lays out in what the
 * insets leave: its viewport is the bounds less the insets, and its scroll offset is the content offset plus the top and
 * left insets, so the layout rests from 0 where the view rests from {@code -insets.top}.
 */
public final class ViewBounds {
    public final Rect bounds;
    public final Insets insets;

    public ViewBounds(Rect bounds, Insets insets) {
        this.bounds = bounds;
        this.insets = insets;
    }

    public ViewBounds(Rect bounds) {
        this(bounds, Insets.ZERO);
    }

    /** The layout's viewport: the bounds less the insets; no area when the insets cover them. */
    public Size viewport() {
        return new Size(Math.max(0, bounds.width - insets.left - insets.right), Math.max(0, bounds.height - insets.top - insets.bottom));
    }

    /** The layout's scroll offset where the view's content offset is the bounds' origin. */
    public Point layoutOffset() {
        return layoutOffset(new Point(bounds.x, bounds.y));
    }

    public Point layoutOffset(Point contentOffset) {
        return new Point(contentOffset.x + insets.left, contentOffset.y + insets.top);
    }

    /** The view's content offset for a scroll offset of the layout. */
    public Point contentOffset(Point layoutOffset) {
        return new Point(layoutOffset.x - insets.left, layoutOffset.y - insets.top);
    }

    /**
     * {@code contentOffset} held where a view with this content can rest: from {@code -insets.top} to the content's end
     * plus {@code insets.bottom} less the bounds (likewise across), or at {@code -insets.top} when the content is shorter.
     */
    public Point reachable(Point contentOffset, Size contentSize) {
        return new Point(held(contentOffset.x, insets.left, insets.right, contentSize.width, bounds.width),
            held(contentOffset.y, insets.top, insets.bottom, contentSize.height, bounds.height));
    }

    private static double held(double value, double leading, double trailing, double content, double length) {
        return Math.min(Math.max(value, -leading), Math.max(-leading, content + trailing - length));
    }

    /** The same insets with other bounds: a bounds change keeps the insets the view has. */
    public ViewBounds withBounds(Rect other) {
        return new ViewBounds(other, insets);
    }

    /** The view scrolled to {@code contentOffset}, its size and insets kept. */
    public ViewBounds at(Point contentOffset) {
        return new ViewBounds(new Rect(contentOffset.x, contentOffset.y, bounds.width, bounds.height), insets);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ViewBounds && bounds.equals(((ViewBounds) other).bounds) && insets.equals(((ViewBounds) other).insets);
    }

    @Override
    public int hashCode() {
        return bounds.hashCode() * 31 + insets.hashCode();
    }

    @Override
    public String toString() {
        return bounds + " insets " + insets;
    }
}
