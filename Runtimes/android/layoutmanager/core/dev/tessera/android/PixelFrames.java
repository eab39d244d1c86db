package dev.tessera.android;

import dev.tessera.runtime.geometry.Rect;

/**
 * The layout's points in the view's pixels: a frame's edges are each rounded, less the scroll
 * offset, so that scrolling by n pixels moves every child by exactly n.
 */
final class PixelFrames {
    private PixelFrames() {}

    /**
     * A frame (points, content coordinates) in the view's pixels as {left, top, right, bottom}:
     * each edge rounded, less the offset, mirrored across the viewport in a right-to-left view,
     * inside the padding.
     */
    static int[] of(RecyclerHost<?> host, Rect frame, float density, long offsetPx, boolean vertical, boolean mirrored) {
        int innerWidth = host.width() - host.paddingLeft() - host.paddingRight();
        long left = Math.round(frame.x * density);
        long right = Math.round((frame.x + frame.width) * density);
        long top = Math.round(frame.y * density);
        long bottom = Math.round((frame.y + frame.height) * density);
        if (vertical) {
            top -= offsetPx;
            bottom -= offsetPx;
        } else {
            left -= offsetPx;
            right -= offsetPx;
        }
        if (mirrored) {
            long mirroredLeft = innerWidth - right;
            right = innerWidth - left;
            left = mirroredLeft;
        }
        return new int[] {pixel(left + host.paddingLeft()), pixel(top + host.paddingTop()), pixel(right + host.paddingLeft()), pixel(bottom + host.paddingTop())};
    }

    /** A coordinate in an int, as a view's: frames of elements in view are near it, and far ones are held at an int's ends. */
    private static int pixel(long value) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value));
    }
}
