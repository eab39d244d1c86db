package dev.tessera.runtime.engines;

import dev.tessera.runtime.model.Snap;

/**
 * One section's model evaluated for a viewport: the numbers its engine and the queries take, as
 * the Swift runtime's ResolvedSection. A prepared layout holds it with its own effects and snap.
 */
public final class ResolvedSection {
    /** A rectangle behind the section's items, inset from the section between its header and footer. */
    public static final class Background {
        public final double leading;
        public final double trailing;
        public final double crossStart;
        public final double crossEnd;
        public final double cornerRadius;

        Background(double leading, double trailing, double crossStart, double crossEnd, double cornerRadius) {
            this.leading = leading;
            this.trailing = trailing;
            this.crossStart = crossStart;
            this.crossEnd = crossEnd;
            this.cornerRadius = cornerRadius;
        }
    }

    public static final class Separator {
        public final double thickness;
        public final double inset;
        public final double offset;

        Separator(double thickness, double inset, double offset) {
            this.thickness = thickness;
            this.inset = inset;
            this.offset = offset;
        }
    }

    /** A band whose items scroll across the layout's axis. */
    public static final class Orthogonal {
        public final double bandLength;
        public final Snap snap;

        Orthogonal(double bandLength, Snap snap) {
            this.bandLength = bandLength;
            this.snap = snap;
        }
    }

    public Items items;
    public double leadingInset;
    public double trailingInset;
    public double crossStartInset;
    public boolean hasHeader;
    /** 0 without a header. */
    public double headerLength;
    public boolean headerPinned;
    public boolean hasFooter;
    /** 0 without a footer. */
    public double footerLength;
    /** Where a masonry's pass or a grid's placement stopped, for `extend` to continue it; null otherwise. */
    public MasonryColumns masonryContinuation;
    public GridPass gridContinuation;
    public Background background;
    public Separator separator;
    public Orthogonal orthogonal;
    /** The section's own effects and snap, when it overrides the layout's (set by the engine). */
    public ScrollEffects effects;
    public Snap snap;

    public ResolvedSection copy() {
        ResolvedSection copy = new ResolvedSection();
        copy.items = items;
        copy.leadingInset = leadingInset;
        copy.trailingInset = trailingInset;
        copy.crossStartInset = crossStartInset;
        copy.hasHeader = hasHeader;
        copy.headerLength = headerLength;
        copy.headerPinned = headerPinned;
        copy.hasFooter = hasFooter;
        copy.footerLength = footerLength;
        copy.masonryContinuation = masonryContinuation;
        copy.gridContinuation = gridContinuation;
        copy.background = background;
        copy.separator = separator;
        copy.orthogonal = orthogonal;
        copy.effects = effects;
        copy.snap = snap;
        return copy;
    }

    /** The section's length along the scroll axis. */
    public double length() {
        if (orthogonal != null) return headerLength + orthogonal.bandLength + footerLength;
        return headerLength + leadingInset + items.extent() + trailingInset + footerLength;
    }
}
