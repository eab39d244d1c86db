package dev.tessera.android;

import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.LayoutException;

/**
 * `LayoutManager.onMeasure` (auto-measure is off: the layout, not the children of a first
 * pass, knows its size): the view's {width, height} in pixels for its parent's measure specs.
 * An exact size is taken; otherwise the view wraps the layout's content as RecyclerView's
 * `chooseSize` does (at most an AT_MOST size, as much as it needs when UNSPECIFIED): along
 * the scroll axis the content's length, across it the extent of the elements in the first
 * viewport (their farthest end plus their nearest start, so the space before them is
 * repeated after them). The layout is computed for the size available across (AT_MOST's),
 * or, unbounded across (a horizontal carousel in a NestedScrollView), for a square viewport
 * as long as the scroll axis: a layout whose cells follow the viewport's breadth should be
 * given an exact size. Padding is added to both.
 */
final class WrapContentMeasure {
    private WrapContentMeasure() {}

    /** `View.MeasureSpec`'s modes, its top two bits (android.view.View.MeasureSpec's constants). */
    static final int UNSPECIFIED = 0;
    static final int EXACTLY = 1 << 30;
    static final int AT_MOST = 2 << 30;
    private static final int MODE_MASK = 3 << 30;

    /** Lays the layout out at the start for a viewport of width × height pixels; null when there is nothing to lay out. */
    interface Probe {
        ScrollDriver layOut(int width, int height) throws LayoutException;
    }

    static int[] measure(RecyclerHost<?> host, int widthSpec, int heightSpec, boolean vertical, Probe probe) {
        int alongSpec = vertical ? heightSpec : widthSpec;
        int acrossSpec = vertical ? widthSpec : heightSpec;
        int horizontalPadding = host.paddingLeft() + host.paddingRight();
        int verticalPadding = host.paddingTop() + host.paddingBottom();
        int alongPadding = vertical ? verticalPadding : horizontalPadding;
        int acrossPadding = vertical ? horizontalPadding : verticalPadding;
        long contentAlong = 0;
        long contentAcross = 0;
        if ((alongSpec & MODE_MASK) != EXACTLY || (acrossSpec & MODE_MASK) != EXACTLY) {
            int alongAvailable = (alongSpec & MODE_MASK) == UNSPECIFIED ? 0 : (alongSpec & ~MODE_MASK) - alongPadding;
            int acrossAvailable = (acrossSpec & MODE_MASK) == UNSPECIFIED ? 0 : (acrossSpec & ~MODE_MASK) - acrossPadding;
            int across = acrossAvailable > 0 ? acrossAvailable : alongAvailable;
            int along = alongAvailable > 0 ? alongAvailable : across;
            float density = host.density();
            try {
                ScrollDriver measuring = probe.layOut(vertical ? across : along, vertical ? along : across);
                if (measuring != null) {
                    Size content = measuring.getPrepared().getContentSize();
                    contentAlong = Math.round((vertical ? content.height : content.width) * density);
                    double nearest = Double.POSITIVE_INFINITY;
                    double farthest = 0;
                    for (LayoutAttributes element : measuring.getKept()) {
                        Rect frame = element.getFrame();
                        double start = vertical ? frame.x : frame.y;
                        nearest = Math.min(nearest, Math.max(0, start));
                        farthest = Math.max(farthest, start + (vertical ? frame.width : frame.height));
                    }
                    if (farthest > 0) contentAcross = Math.round((farthest + nearest) * density);
                }
            } catch (LayoutException error) {
                // Measured as empty: the layout pass reports the error.
            }
        }
        int alongSize = chooseSize(alongSpec, contentAlong + alongPadding);
        int acrossSize = chooseSize(acrossSpec, contentAcross + acrossPadding);
        return vertical ? new int[] {acrossSize, alongSize} : new int[] {alongSize, acrossSize};
    }

    /** RecyclerView's `LayoutManager.chooseSize`: the spec's size when exact, at most it when AT_MOST, else what is wanted. */
    static int chooseSize(int spec, long desired) {
        int size = spec & ~MODE_MASK;
        int wanted = (int) Math.min(desired, Integer.MAX_VALUE);
        switch (spec & MODE_MASK) {
            case EXACTLY:
                return size;
            case AT_MOST:
                return Math.min(size, wanted);
            default:
                return wanted;
        }
    }
}
