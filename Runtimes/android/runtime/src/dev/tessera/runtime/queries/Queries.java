package dev.tessera.runtime.queries;

import dev.tessera.runtime.engines.Items;
import dev.tessera.runtime.engines.Ranges;
import dev.tessera.runtime.engines.ResolvedSection;
import dev.tessera.runtime.geometry.AxisRect;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Projection;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.inputs.LayoutException;
import java.util.List;

/**
 * Rect queries, as the Swift runtime's: each section's engine gives its candidates, and those that
 * meet the rect (by frame, or as transforms draw them) are taken, in element order.
 */
final class Queries {
    private Queries() {}

    /** A query's rect, where candidates are looked for, and its span along the scroll axis. */
    private static final class RectQuery {
        final Rect rect;
        /** The rect, widened when cells may be drawn away from their frames. */
        final Rect search;
        final double uStart;
        final double uEnd;
        final long sections;

        RectQuery(PreparedLayout layout, Rect given) {
            boolean finite = SwiftMath.isFinite(given.x) && SwiftMath.isFinite(given.y) && SwiftMath.isFinite(given.width) && SwiftMath.isFinite(given.height);
            rect = finite ? given : bounded(given);
            Size viewport = layout.viewport;
            // A translation moves a cell one viewport at most, and a rotation or a turn of a cell no
            // larger than the viewport reaches less than another past its frame.
            search = layout.transformsCells
                ? new Rect(rect.x - 2 * viewport.width, rect.y - 2 * viewport.height, rect.width + 4 * viewport.width, rect.height + 4 * viewport.height)
                : rect;
            AxisRect span = layout.mapping.axisRect(search);
            uStart = span.u;
            uEnd = span.uEnd();
            sections = layout.sectionRange(uStart - layout.separatorReach, uEnd + layout.separatorReach);
        }
    }

    /** An unbounded rect as a finite one that covers every frame, as the Swift runtime bounds it. */
    private static Rect bounded(Rect rect) {
        double[] x = span(rect.x, rect.width);
        double[] y = span(rect.y, rect.height);
        return new Rect(x[0], y[0], x[1] - x[0], y[1] - y[0]);
    }

    private static double[] span(double start, double length) {
        double limit = 1e300;
        if (Double.isNaN(start) || Double.isNaN(length)) return new double[] {0, 0};
        double low = Math.max(-limit, Math.min(limit, start));
        double high = start == Double.NEGATIVE_INFINITY && length == Double.POSITIVE_INFINITY ? limit : Math.max(-limit, Math.min(limit, start + length));
        return new double[] {low, Math.max(low, high)};
    }

    /** Adds the elements that meet `given` at `position` to `result`, in element order. */
    static void elementsIn(final PreparedLayout layout, Rect given, final ScrollOffsets position, final List<LayoutAttributes> result) throws LayoutException {
        RectQuery query = new RectQuery(layout, given);
        final Rect rect = query.rect;
        final boolean transforms = layout.transformsCells;
        for (int index = Ranges.first(query.sections); index < Ranges.end(query.sections); index++) {
            ResolvedSection section = layout.sections[index];
            LayoutAttributes background = layout.background(index);
            if (background != null && background.intersects(rect)) result.add(background);
            LayoutAttributes header = layout.header(index, position);
            if (header != null && header.intersects(rect)) result.add(header);
            final int count = section.items.count();
            final int sectionIndex = index;
            Items.CellVisitor take = new Items.CellVisitor() {
                @Override
                public void cell(int item, double x, double y, double width, double height) throws LayoutException {
                    take(layout, result, rect, transforms, sectionIndex, item, x, y, width, height, count, position);
                }
            };
            if (layout.sectionIsOrthogonal(index)) {
                long candidates = orthogonalCandidates(layout, query, index, position);
                for (int item = Ranges.first(candidates); item < Ranges.end(candidates); item++) {
                    Rect frame = layout.orthogonalFrame(index, item, position);
                    take.cell(item, frame.x, frame.y, frame.width, frame.height);
                }
            } else {
                section.items.visitQuery(query.uStart, query.uEnd, layout.contentOrigin(index), section.crossStartInset, layout.mapping, take);
            }
            if (section.separator != null && count > 1) {
                double origin = layout.contentOrigin(index);
                double reach = Math.abs(section.separator.offset) + section.separator.thickness;
                long candidates = section.items.candidates(query.uStart - origin - reach, query.uEnd - origin + reach);
                for (int item = Math.max(0, Ranges.first(candidates)); item < Math.min(Ranges.end(candidates), count - 1); item++) {
                    LayoutAttributes separator = layout.separator(index, item);
                    if (separator != null && separator.intersects(rect)) result.add(separator);
                }
            }
            LayoutAttributes footer = layout.footer(index);
            if (footer != null && footer.intersects(rect)) result.add(footer);
        }
    }

    /** Adds the cell at (x, y, width, height) when it meets the rect: by its frame, or as transforms draw it. */
    private static void take(PreparedLayout layout, List<LayoutAttributes> result, Rect rect, boolean transforms, int section, int item, double x,
                             double y, double width, double height, int count, ScrollOffsets position) throws LayoutException {
        if (!transforms) {
            boolean meets = x < rect.x + rect.width && rect.x < x + width && y < rect.y + rect.height && rect.y < y + height;
            if (meets) result.add(layout.cellAttributes(section, item, x, y, width, height, count, position));
            return;
        }
        LayoutAttributes cell = layout.cellAttributes(section, item, x, y, width, height, count, position);
        if (Projection.appears(cell, rect)) result.add(cell);
    }

    /**
     * An orthogonal section's items that may meet the query: none when it misses the band; else
     * those across the query's span, taken back to the band's own terms.
     */
    private static long orthogonalCandidates(PreparedLayout layout, RectQuery query, int index, ScrollOffsets position) {
        ResolvedSection section = layout.sections[index];
        if (section.orthogonal == null) return Ranges.EMPTY;
        double start = layout.bandStart(index);
        if (!(query.uStart < start + section.orthogonal.bandLength && start < query.uEnd)) return Ranges.EMPTY;
        AxisRect span = layout.mapping.axisRect(query.search);
        double shift = position.sectionOffset(index) - section.leadingInset;
        return section.items.candidates(span.v + shift, span.v + span.breadth + shift);
    }
}
