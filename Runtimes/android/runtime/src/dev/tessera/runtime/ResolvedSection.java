package dev.tessera.runtime;

/**
 * One section's model evaluated for a viewport: the numbers its engine and the queries take, as
 * the Swift runtime's ResolvedSection. A prepared layout holds it with its own effects and snap.
 */
final class ResolvedSection {
    /** A rectangle behind the section's items, inset from the section between its header and footer. */
    static final class Background {
        final double leading;
        final double trailing;
        final double crossStart;
        final double crossEnd;
        final double cornerRadius;

        Background(double leading, double trailing, double crossStart, double crossEnd, double cornerRadius) {
            this.leading = leading;
            this.trailing = trailing;
            this.crossStart = crossStart;
            this.crossEnd = crossEnd;
            this.cornerRadius = cornerRadius;
        }
    }

    static final class Separator {
        final double thickness;
        final double inset;
        final double offset;

        Separator(double thickness, double inset, double offset) {
            this.thickness = thickness;
            this.inset = inset;
            this.offset = offset;
        }
    }

    /** A band whose items scroll across the layout's axis. */
    static final class Orthogonal {
        final double bandLength;
        final Snap snap;

        Orthogonal(double bandLength, Snap snap) {
            this.bandLength = bandLength;
            this.snap = snap;
        }
    }

    Items items;
    double leadingInset;
    double trailingInset;
    double crossStartInset;
    boolean hasHeader;
    /** 0 without a header. */
    double headerLength;
    boolean headerPinned;
    boolean hasFooter;
    /** 0 without a footer. */
    double footerLength;
    /** Where a masonry's pass or a grid's placement stopped, for `extend` to continue it; null otherwise. */
    MasonryColumns masonryContinuation;
    GridPass gridContinuation;
    Background background;
    Separator separator;
    Orthogonal orthogonal;
    /** The section's own effects and snap, when it overrides the layout's (set by the engine). */
    ScrollEffects effects;
    Snap snap;

    ResolvedSection copy() {
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
    double length() {
        if (orthogonal != null) return headerLength + orthogonal.bandLength + footerLength;
        return headerLength + leadingInset + items.extent() + trailingInset + footerLength;
    }
}
