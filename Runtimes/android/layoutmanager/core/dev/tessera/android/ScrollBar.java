package dev.tessera.android;

import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.queries.PreparedLayout;

/**
 * The scroll bar's {offset, extent, range} (`computeVerticalScrollOffset` and the others):
 * pixels, from the view's left for a mirrored horizontal layout; scaled down together when the
 * content has more pixels than an int holds.
 */
final class ScrollBar {
    private ScrollBar() {}

    static int[] of(PreparedLayout prepared, float density, long offsetPx, long maximumOffsetPx, boolean vertical, boolean mirrored) {
        Size content = prepared.getContentSize();
        Size viewport = prepared.getViewport();
        long range = Math.round((vertical ? content.height : content.width) * density);
        long extent = Math.round((vertical ? viewport.height : viewport.width) * density);
        long offset = mirrored && !vertical ? maximumOffsetPx - offsetPx : offsetPx;
        long scale = Math.max(1, (range + Integer.MAX_VALUE - 1) / Integer.MAX_VALUE);
        return new int[] {(int) (offset / scale), (int) (extent / scale), (int) (range / scale)};
    }
}
