package dev.tessera.runtime.queries;

import dev.tessera.runtime.geometry.AxisMapping;
import dev.tessera.runtime.geometry.Point;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/** Where the content is scrolled: the offset along the layout, and orthogonal sections' sideways offsets. */
public final class ScrollOffsets {
    public static final ScrollOffsets ZERO = new ScrollOffsets(0, 0);

    public final double x;
    public final double y;
    /** Section → sideways offset; a section not in it is at 0. */
    private final Map<Integer, Double> sectionOffsets;

    public ScrollOffsets(double x, double y) {
        this(x, y, null);
    }

    /** `sectionOffsets` is copied; null is none. */
    public ScrollOffsets(double x, double y, Map<Integer, Double> sectionOffsets) {
        this.x = x;
        this.y = y;
        this.sectionOffsets = sectionOffsets == null || sectionOffsets.isEmpty() ? Collections.<Integer, Double>emptyMap()
            : Collections.unmodifiableMap(new TreeMap<>(sectionOffsets));
    }

    /** The offset along the layout's scroll axis. */
    double u(AxisMapping mapping) {
        return mapping.vertical() ? y : x;
    }

    /** Section `section`'s sideways offset; 0 for any other section. */
    public double sectionOffset(int section) {
        Double offset = sectionOffsets.get(section);
        return offset == null ? 0 : offset;
    }

    /** Every sideways offset, by section. */
    public Map<Integer, Double> getSectionOffsets() {
        return sectionOffsets;
    }

    private ScrollOffsets(double x, double y, Map<Integer, Double> sectionOffsets, boolean shared) {
        this.x = x;
        this.y = y;
        this.sectionOffsets = sectionOffsets;
    }

    /** The same sideways offsets at another offset along the layout. */
    public ScrollOffsets at(double x, double y) {
        return new ScrollOffsets(x, y, sectionOffsets, true);
    }

    public Point offset() {
        return new Point(x, y);
    }

    @Override
    public String toString() {
        return "(" + x + ", " + y + (sectionOffsets.isEmpty() ? "" : ", " + sectionOffsets) + ")";
    }
}
