package dev.tessera.runtime;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/** Where the content is scrolled: the offset along the layout, and orthogonal sections' sideways offsets. */
public final class ScrollPosition {
    public static final ScrollPosition ZERO = new ScrollPosition(0, 0);

    public final double x;
    public final double y;
    /** Section → sideways offset; a section not in it is at 0. */
    private final Map<Integer, Double> sectionOffsets;

    public ScrollPosition(double x, double y) {
        this(x, y, null);
    }

    /** `sectionOffsets` is copied; null is none. */
    public ScrollPosition(double x, double y, Map<Integer, Double> sectionOffsets) {
        this.x = x;
        this.y = y;
        this.sectionOffsets = sectionOffsets == null || sectionOffsets.isEmpty() ? Collections.<Integer, Double>emptyMap()
            : Collections.unmodifiableMap(new TreeMap<>(sectionOffsets));
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

    private ScrollPosition(double x, double y, Map<Integer, Double> sectionOffsets, boolean shared) {
        this.x = x;
        this.y = y;
        this.sectionOffsets = sectionOffsets;
    }

    /** The same sideways offsets at another offset along the layout. */
    ScrollPosition at(double x, double y) {
        return new ScrollPosition(x, y, sectionOffsets, true);
    }

    public Point offset() {
        return new Point(x, y);
    }

    @Override
    public String toString() {
        return "(" + x + ", " + y + (sectionOffsets.isEmpty() ? "" : ", " + sectionOffsets) + ")";
    }
}
