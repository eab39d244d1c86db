package dev.tessera.android;

import dev.tessera.runtime.layout.TesseraLayout;
import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.queries.PreparedLayout;
import dev.tessera.runtime.queries.ScrollOffsets;
import java.util.ArrayList;
import java.util.List;

/**
 * What a simulated RecyclerView must show, from a layout prepared afresh (not the core's): the
 * headers, cells and footers in the viewport at the core's offset, in position order, each at its
 * frame in pixels (each edge rounded, less the offset, mirrored across the viewport in a
 * right-to-left view, inside the padding), with its effects. Written here apart from the core,
 * so that the two can disagree.
 */
final class Shown {
    private Shown() {}

    /** The first way the view differs from what it must show; null when it shows exactly that. */
    static String differences(SimulatedRecyclerView view) throws LayoutException {
        if (!view.exceptions.isEmpty()) return "RecyclerView would have thrown: " + view.exceptions;
        LayoutManagerCore<SimulatedRecyclerView.View> core = view.core;
        ScrollDriver driver = core.driver();
        List<SimulatedRecyclerView.View> children = view.children();
        if (driver == null) return children.isEmpty() ? null : "the layout is empty (" + core.failure() + ") but shows " + children;
        AdapterPositions positions = view.positions();
        List<String> identities = view.identities();
        LayoutInput input = driver.getInput();
        // The input the view asks for: its size in points, its counts, its settings.
        int innerWidth = view.width - view.paddingLeft - view.paddingRight;
        int innerHeight = view.height - view.paddingTop - view.paddingBottom;
        Size viewport = new Size(innerWidth / (double) view.density, innerHeight / (double) view.density);
        if (!viewport.equals(input.getViewport())) return "laid out for " + input.getViewport() + ", the view is " + viewport;
        if (!java.util.Arrays.equals(positions.getSectionCounts(), input.getSectionCounts())) {
            return "laid out for counts " + java.util.Arrays.toString(input.getSectionCounts()) + ", the adapter has " + java.util.Arrays.toString(positions.getSectionCounts());
        }
        if (input.getTextScale() != view.fontScale || input.getReduceMotion() != view.reduceMotion) return "laid out for another text size or motion setting";
        PreparedLayout fresh = core.layout.prepare(input);
        ScrollOffsets position = driver.getPosition();
        boolean vertical = fresh.getAxis() == ScrollAxis.VERTICAL;
        double offset = vertical ? position.y : position.x;
        long offsetPx = core.offsetPx();
        if (offset != offsetPx / (double) view.density) return "the driver is at " + offset + ", the view at " + offsetPx + " px";
        long maximum = Math.max(0, Math.round((vertical ? fresh.getContentSize().height : fresh.getContentSize().width) * view.density)
            - (vertical ? innerHeight : innerWidth));
        if (!fresh.scrolls()) maximum = 0;
        if (offsetPx < 0 || offsetPx > maximum) return "the offset " + offsetPx + " px is outside 0 to " + maximum;
        Rect visible = vertical ? new Rect(0, offset, viewport.width, viewport.height) : new Rect(offset, 0, viewport.width, viewport.height);
        List<LayoutAttributes> expected = new ArrayList<>();
        List<Integer> expectedPositions = new ArrayList<>();
        for (LayoutAttributes element : fresh.elements(visible, position)) {
            int at = positions.positionOf(element.getId());
            if (at < 0) continue;
            expected.add(element);
            expectedPositions.add(at);
        }
        if (expected.size() != children.size()) {
            return children.size() + " children " + children + ", expected positions " + expectedPositions + " at offset " + offsetPx;
        }
        for (int index = 0; index < children.size(); index++) {
            SimulatedRecyclerView.View child = children.get(index);
            int at = expectedPositions.get(index);
            if (child.position != at) return "child " + index + " is position " + child.position + ", expected " + at + " (children " + children + ")";
            if (!identities.get(at).equals(child.item)) return "child " + index + " shows " + child.item + " at position " + at + ", which is " + identities.get(at);
            LayoutAttributes element = expected.get(index);
            int[] rect = pixels(element.getFrame(), view, offsetPx, vertical);
            if (child.left != rect[0] || child.top != rect[1] || child.right != rect[2] || child.bottom != rect[3]) {
                return "child " + index + " (" + element.getId() + ") is at " + child + ", expected [" + rect[0] + "," + rect[1] + "," + rect[2] + "," + rect[3] + "]";
            }
            int[] margins = view.margins;
            // A frame of no size (or less, a hostile layout's) measures to 0.
            if (child.measuredWidth != Math.max(0, rect[2] - rect[0] - margins[0] - margins[2])
                || child.measuredHeight != Math.max(0, rect[3] - rect[1] - margins[1] - margins[3])) {
                return "child " + index + " was not measured to its frame less its margins: " + child.measuredWidth + "x" + child.measuredHeight + " at " + child;
            }
            if (child.alpha != (float) element.getAlpha() || child.scale != (float) element.getScale()) {
                return "child " + index + " (" + element.getId() + ") has alpha " + child.alpha + " and scale " + child.scale + ", expected " + element.getAlpha() + " and "
                    + element.getScale();
            }
        }
        return null;
    }

    /** A frame (points) in the view's pixels, as the view must place it. */
    static int[] pixels(Rect frame, SimulatedRecyclerView view, long offsetPx, boolean vertical) {
        long left = Math.round(frame.x * view.density);
        long right = Math.round((frame.x + frame.width) * view.density);
        long top = Math.round(frame.y * view.density);
        long bottom = Math.round((frame.y + frame.height) * view.density);
        if (vertical) {
            top -= offsetPx;
            bottom -= offsetPx;
        } else {
            left -= offsetPx;
            right -= offsetPx;
        }
        if (view.rightToLeft) {
            long width = view.width - view.paddingLeft - view.paddingRight;
            long mirrored = width - right;
            right = width - left;
            left = mirrored;
        }
        return new int[] {clamped(left + view.paddingLeft), clamped(top + view.paddingTop), clamped(right + view.paddingLeft), clamped(bottom + view.paddingTop)};
    }

    /** A coordinate held within an int, as a view's are: frames of elements in view are near it. */
    private static int clamped(long value) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value));
    }

    /** Whether the layout takes its items' sizes from data (preparing it without them fails so). */
    static boolean sizedByData(TesseraLayout layout) {
        try {
            layout.prepare(new LayoutInput(new Size(375, 667), 5));
            return false;
        } catch (LayoutException error) {
            return error.getMessage().startsWith("this layout takes item sizes from data");
        }
    }

    /** Estimates for a layout sized by data: varied, as an app's guesses are. */
    static final ItemSizeEstimates ESTIMATES = new ItemSizeEstimates() {
        @Override
        public ItemSize estimate(int section, int item) {
            return ItemSize.size(80 + (section * 13 + item * 29) % 90, 40 + (section * 31 + item * 37) % 140);
        }
    };

    static ElementID first(SimulatedRecyclerView view) {
        return view.children().isEmpty() ? null : view.positions().elementAt(view.children().get(0).position);
    }
}
