package dev.tessera.android;

import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.queries.PreparedLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The children RecyclerView shows for the core's frame: which element each child shows, which
 * it recycles and attaches as the frame changes (in position order, TalkBack's reading order),
 * where it places and measures them in pixels, and the order they are drawn in (by z-index).
 */
final class AttachedChildren<V> {
    private final LayoutManagerCore<V> core;

    /** The element each child shows, by child index, as the last pass placed them. */
    private final List<ElementID> attached = new ArrayList<>();
    private final List<Double> zIndices = new ArrayList<>();
    /** For each drawing place, the child drawn there; null: in attach order. */
    private int[] drawingOrder;
    /** A child's decoration insets plus margins {left, top, right, bottom}, asked of the host (reused). */
    private final int[] inset = new int[4];
    /** Cells attached by the last pass, for self-sizing to measure. */
    private final List<V> entered = new ArrayList<>();
    /**
     * A pre-layout pass, before an adapter change animates: each child placed where it was (by
     * its pre-layout position, which RecyclerView maps to the same view), so that the animator
     * moves it from there. Items that enter the viewport from elsewhere fade in: their places
     * before the change are not known by position in a pre-layout pass.
     */
    void preLayout(RecyclerHost<V> host) {
        ScrollDriver driver = core.driver();
        int count = host.childCount();
        List<V> children = new ArrayList<>(count);
        List<Integer> positions = new ArrayList<>(count);
        List<ElementID> elements = new ArrayList<>(attached);
        for (int index = 0; index < count; index++) {
            V child = host.childAt(index);
            children.add(child);
            positions.add(host.position(child));
        }
        host.detachAndScrapAll();
        List<ElementID> placed = new ArrayList<>();
        zIndices.clear();
        try {
            for (int index = 0; index < count && index < elements.size(); index++) {
                int position = positions.get(index);
                if (position < 0 || position >= host.itemCount()) continue;
                LayoutAttributes attributes = driver.attributes(elements.get(index));
                if (attributes == null) continue;
                V child = host.obtain(position);
                host.add(child, placed.size());
                placeChild(host, child, attributes, true, true);
                placed.add(elements.get(index));
                zIndices.add(attributes.getZIndex());
            }
        } catch (LayoutException error) {
            // The frame was computed before without error; a pre-layout pass shows what it can.
        }
        attached.clear();
        attached.addAll(placed);
        updateDrawingOrder(host);
    }

    /** After a real pass: children that were in view and still exist but are no longer in the frame animate out to their new places. */
    void layOutDisappearing(RecyclerHost<V> host) throws LayoutException {
        ScrollDriver driver = core.driver();
        AdapterPositions positions = core.positions();
        for (V child : new ArrayList<>(host.scrap())) {
            if (host.removed(child)) continue;
            int position = host.position(child);
            if (position < 0 || position >= positions.getCount()) continue;
            LayoutAttributes attributes = driver.attributes(positions.elementAt(position));
            if (attributes == null) continue;
            host.addDisappearing(child);
            placeChild(host, child, attributes, true, true);
        }
    }

    /**
     * Makes the children the frame's positioned elements, in position order: recycles those that
     * left, attaches those that entered, places each (measured when new or resized), applies the
     * effects when there are any (or `fresh`, a pass that attached everything anew).
     */
    void sync(RecyclerHost<V> host, boolean fresh) throws LayoutException {
        ScrollDriver driver = core.driver();
        AdapterPositions positions = core.positions();
        PreparedLayout prepared = driver.getPrepared();
        boolean effects = fresh || prepared.hasEffects();
        int index = 0;
        boolean orderChanged = fresh;
        for (LayoutAttributes element : driver.getKept()) {
            ElementID id = element.getId();
            int position = positions.positionOf(id);
            if (position < 0) continue;
            while (index < host.childCount() && host.position(host.childAt(index)) < position) {
                host.recycle(host.childAt(index));
                attached.remove(index);
                zIndices.remove(index);
                orderChanged = true;
            }
            V child = index < host.childCount() ? host.childAt(index) : null;
            boolean entering = child == null || host.position(child) != position;
            if (entering) {
                child = host.obtain(position);
                host.add(child, index);
                attached.add(index, id);
                zIndices.add(index, element.getZIndex());
                orderChanged = true;
                if (id.kind == ElementKind.CELL) entered.add(child);
            } else if (zIndices.get(index) != element.getZIndex()) {
                zIndices.set(index, element.getZIndex());
                orderChanged = true;
            }
            placeChild(host, child, element, entering || fresh, effects || entering);
            index += 1;
        }
        while (index < host.childCount()) {
            host.recycle(host.childAt(index));
            attached.remove(index);
            zIndices.remove(index);
            orderChanged = true;
        }
        if (orderChanged) updateDrawingOrder(host);
    }

    /** Places a child at its element's frame in pixels; measures it when new or resized; sets its effects. */
    private void placeChild(RecyclerHost<V> host, V child, LayoutAttributes element, boolean measure, boolean effects) {
        int[] rect = core.pixels(host, element.getFrame());
        int left = rect[0];
        int top = rect[1];
        int right = rect[2];
        int bottom = rect[3];
        boolean resized = host.right(child) - host.left(child) != right - left || host.bottom(child) - host.top(child) != bottom - top;
        if (measure || resized) {
            // The frame holds the view with its decorations and margins (LayoutParams'), as
            // layoutDecoratedWithMargins places it: the view measures to what is left.
            host.insets(child, inset);
            host.measure(child, Math.max(0, right - left - inset[0] - inset[2]), Math.max(0, bottom - top - inset[1] - inset[3]));
        }
        if (measure || resized || host.left(child) != left || host.top(child) != top) host.place(child, left, top, right, bottom);
        if (effects) host.applyEffects(child, ViewEffects.of(element, core.mirrored(), core.density()));
    }

    /** Children drawn by z-index, the later on a tie (attach order stays reading order). */
    private void updateDrawingOrder(RecyclerHost<V> host) {
        boolean flat = true;
        for (double z : zIndices) flat &= z == 0;
        int[] order = null;
        if (!flat) {
            Integer[] indices = new Integer[zIndices.size()];
            for (int index = 0; index < indices.length; index++) indices[index] = index;
            Arrays.sort(indices, new java.util.Comparator<Integer>() {
                @Override
                public int compare(Integer a, Integer b) {
                    return Double.compare(zIndices.get(a), zIndices.get(b));
                }
            });
            order = new int[indices.length];
            for (int index = 0; index < indices.length; index++) order[index] = indices[index];
        }
        if (!Arrays.equals(order, drawingOrder)) {
            drawingOrder = order;
            host.drawingOrderChanged();
        }
    }

    /**
     * RecyclerView's `ChildDrawingOrderCallback`: the child to draw at place `place` of
     * `childCount`. Children the core did not attach (disappearing ones) are drawn last, in order.
     */
    int drawingOrder(int childCount, int place) {
        int[] order = drawingOrder;
        return order == null || place >= order.length || order.length > childCount ? place : order[place];
    }

    /** The child index of `child`; -1 when it is no longer attached. */
    int indexOf(RecyclerHost<V> host, V child) {
        for (int index = 0; index < host.childCount(); index++) if (host.childAt(index) == child) return index;
        return -1;
    }

    /** Scraps every child and forgets what they showed. */
    void clear(RecyclerHost<V> host) {
        host.detachAndScrapAll();
        attached.clear();
        zIndices.clear();
        entered.clear();
    }

    AttachedChildren(LayoutManagerCore<V> core) {
        this.core = core;
    }

    /** Forgets what the children showed, after the host scrapped them all for a fresh pass. */
    void forgetPlaces() {
        attached.clear();
        zIndices.clear();
    }

    /** The element the child at `index` shows. */
    ElementID elementAt(int index) {
        return attached.get(index);
    }

    /** Whether a child shows `element`. */
    boolean shows(ElementID element) {
        return attached.contains(element);
    }

    /** Cells attached since self-sizing last measured them. */
    List<V> entered() {
        return entered;
    }

    /** The child's decoration insets plus margins {left, top, right, bottom} (an array reused by the next call). */
    int[] insets(RecyclerHost<V> host, V child) {
        host.insets(child, inset);
        return inset;
    }
}
