package dev.tessera.runtime.queries;

import dev.tessera.runtime.engines.Items;
import dev.tessera.runtime.engines.Ranges;
import dev.tessera.runtime.engines.ResolvedSection;
import dev.tessera.runtime.engines.ScrollEffects;
import dev.tessera.runtime.geometry.AxisMapping;
import dev.tessera.runtime.geometry.AxisRect;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Numbers;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.ReadingDirection;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.model.Snap;
import java.util.ArrayList;
import java.util.List;

/**
 * A layout computed for one viewport and one set of counts, as the Swift runtime's
 * PreparedLayout: sections stacked along the scroll axis, and each element's attributes at a
 * scroll position. It holds no scroll state: queries take a position. Immutable, and safe to
 * query from several threads.
 */
public final class PreparedLayout {
    public final Size viewport;
    public final AxisMapping mapping;
    public final Size contentSize;
    public final double[] sectionStarts;
    public final boolean scrolls;
    final boolean hasPinnedHeaders;
    public final boolean hasEffects;
    final boolean transformsCells;
    final double separatorReach;
    final boolean hasOrthogonalSections;
    final boolean hasSectionSnaps;
    public final ResolvedSection[] sections;
    /** The body's effects; null when it has none. */
    public final ScrollEffects effects;
    public final Snap snap;
    public final double textScale;
    /** Whether the layout was computed for Reduce Motion. */
    public final boolean reduceMotion;
    /** Whether content shorter than the viewport starts where it ends at the viewport's end ({@code gravity: end}). */
    public final boolean keptToEnd;

    public PreparedLayout(Size viewport, ScrollAxis axis, ReadingDirection direction, ResolvedSection[] sections, ScrollEffects effects, Snap snap,
                          double textScale, boolean reduceMotion, boolean keptToEnd) throws LayoutException {
        this.viewport = viewport;
        this.keptToEnd = keptToEnd;
        this.sections = sections;
        this.effects = effects;
        this.snap = snap;
        this.textScale = textScale;
        this.reduceMotion = reduceMotion;
        boolean anyEffects = effects != null;
        boolean transforms = effects != null && effects.transforms();
        boolean pinned = false;
        boolean everyScrolls = true;
        boolean orthogonal = false;
        boolean sectionSnaps = false;
        double reach = 0;
        for (ResolvedSection section : sections) {
            anyEffects |= section.effects != null;
            transforms |= section.effects != null && section.effects.transforms();
            pinned |= section.headerPinned;
            everyScrolls &= section.items.scrolls();
            orthogonal |= section.orthogonal != null;
            sectionSnaps |= section.snap != null;
            if (section.separator != null) reach = SwiftMath.max(reach, Math.abs(section.separator.offset) + section.separator.thickness);
        }
        hasEffects = anyEffects;
        transformsCells = transforms;
        hasPinnedHeaders = pinned;
        scrolls = everyScrolls;
        hasOrthogonalSections = orthogonal;
        hasSectionSnaps = sectionSnaps;
        separatorReach = reach;
        double[] starts = new double[sections.length + 1];
        double u = 0;
        for (int index = 0; index < sections.length; index++) {
            u = u + sections[index].length();
            starts[index + 1] = u;
        }
        AxisMapping provisional = new AxisMapping(axis, direction, 0);
        // Kept to the end, short content moves down to end where the viewport does: the space
        // before it is part of the content, so every query measures from the same starts.
        double space = keptToEnd && scrolls && SwiftMath.isFinite(u) ? SwiftMath.max(0, provisional.uSize(viewport) - u) : 0;
        if (space > 0) {
            for (int index = 0; index < starts.length; index++) starts[index] += space;
            u += space;
        }
        sectionStarts = starts;
        double crossExtent = provisional.vSize(viewport);
        if (scrolls) {
            Point size = provisional.point(SwiftMath.max(u, 0), crossExtent);
            contentSize = new Size(size.x, size.y);
        } else {
            contentSize = new Size(viewport.width, viewport.height);
        }
        if (!SwiftMath.isFinite(u)) {
            throw new LayoutException("the content's length along the scroll axis is not finite (" + Numbers.swiftDouble(u) + "); check the layout's sizes for this viewport");
        }
        mapping = new AxisMapping(axis, direction, SwiftMath.max(contentSize.width, viewport.width));
    }

    // MARK: What an app asks

    /** Whether the layout keeps to its end ({@code gravity: end}, a chat): the view opens there and follows it. */
    public boolean isKeptToEnd() {
        return keptToEnd;
    }

    /** Whether the content's end is at offset 0: sideways right to left, the last items are at the left. */
    public boolean endsAtOrigin() {
        return mapping.axis == ScrollAxis.HORIZONTAL && mapping.direction == ReadingDirection.RIGHT_TO_LEFT;
    }

    public Size getViewport() {
        return viewport;
    }

    public Size getContentSize() {
        return contentSize;
    }

    public ScrollAxis getAxis() {
        return mapping.axis;
    }

    public ReadingDirection getDirection() {
        return mapping.direction;
    }

    public int sectionCount() {
        return sections.length;
    }

    public double getTextScale() {
        return textScale;
    }

    public boolean getReduceMotion() {
        return reduceMotion;
    }

    /** The number of items of section `section`; 0 for a section the layout does not have. */
    public int itemCount(int section) {
        return section >= 0 && section < sections.length ? sections[section].items.count() : 0;
    }

    /** Whether the content scrolls (a circle does not: it is the whole layout, in the viewport). */
    public boolean scrolls() {
        return scrolls;
    }

    /** Whether the layout has scroll effects, which change attributes as the content scrolls. */
    public boolean hasEffects() {
        return hasEffects;
    }

    /** Whether a header stays pinned while its section scrolls by, which moves it as the content scrolls. */
    public boolean hasPinnedHeaders() {
        return hasPinnedHeaders;
    }

    /** Whether scrolling comes to rest on the layout's cells anywhere. */
    public boolean snaps() {
        if (snap.kind != Snap.Kind.NONE) return true;
        for (ResolvedSection section : sections) if (section.snap != null && section.snap.kind != Snap.Kind.NONE) return true;
        return false;
    }

    /** The offsets the content can rest at, per axis: from 0 to the content's end less the viewport. */
    public Point maximumOffset() {
        return new Point(SwiftMath.max(0, contentSize.width - viewport.width), SwiftMath.max(0, contentSize.height - viewport.height));
    }

    /** The same geometry for another viewport or text size that the layout does not read. */
    public PreparedLayout adopting(Size viewport, double textScale) throws LayoutException {
        return new PreparedLayout(viewport, mapping.axis, mapping.direction, sections, effects, snap, textScale, reduceMotion, keptToEnd);
    }

    /** One element by kind and index path at `position`; null when the layout has no such element. */
    public LayoutAttributes attributes(ElementID id, ScrollOffsets position) throws LayoutException {
        int index = id.section;
        if (!(index >= 0 && index < sections.length)) return null;
        int count = sections[index].items.count();
        switch (id.kind) {
            case HEADER:
                return header(index, position);
            case FOOTER:
                return footer(index);
            case BACKGROUND:
                return id.item == 0 ? background(index) : null;
            case SEPARATOR:
                return id.item >= 0 && id.item < count - 1 ? separator(index, id.item) : null;
            default: // CELL
                return id.item >= 0 && id.item < count ? cell(index, id.item, position) : null;
        }
    }

    /** A section's background corner radius, for drawing it; NaN without a background. */
    public double backgroundCornerRadius(int section) {
        return section >= 0 && section < sections.length && sections[section].background != null ? sections[section].background.cornerRadius : Double.NaN;
    }

    /** Every element, by section: background, header, cells by item, separators, footer. */
    public List<LayoutAttributes> allElements(final ScrollOffsets position) throws LayoutException {
        final List<LayoutAttributes> result = new ArrayList<>();
        for (int index = 0; index < sections.length; index++) {
            final ResolvedSection section = sections[index];
            LayoutAttributes background = background(index);
            if (background != null) result.add(background);
            LayoutAttributes header = header(index, position);
            if (header != null) result.add(header);
            final int count = section.items.count();
            final int sectionIndex = index;
            if (sectionIsOrthogonal(index)) {
                for (int item = 0; item < count; item++) result.add(cellAttributes(index, item, orthogonalFrame(index, item, position), count, position));
            } else {
                // A circle's sines and cosines come from one per 64 items: listed in one pass, not per cell.
                section.items.visitAll(contentOrigin(index), section.crossStartInset, mapping, new Items.CellVisitor() {
                    @Override
                    public void cell(int item, double x, double y, double width, double height) throws LayoutException {
                        result.add(cellAttributes(sectionIndex, item, x, y, width, height, count, position));
                    }
                });
            }
            if (section.separator != null) {
                for (int item = 0; item < count; item++) {
                    LayoutAttributes separator = separator(index, item);
                    if (separator != null) result.add(separator);
                }
            }
            LayoutAttributes footer = footer(index);
            if (footer != null) result.add(footer);
        }
        return result;
    }

    /**
     * The elements whose frames meet `rect` (or, when effects move, rotate or turn cells, that
     * are drawn in it) at `position`, in element order.
     */
    public List<LayoutAttributes> elements(Rect rect, ScrollOffsets position) throws LayoutException {
        // Sized as the last answer was: a scrolling view asks for about as many each frame, and
        // growing the list costs more than the query (a racy hint, harmless between threads).
        List<LayoutAttributes> result = new ArrayList<>(lastAnswerSize + 8);
        Queries.elementsIn(this, rect, position, result);
        lastAnswerSize = result.size();
        return result;
    }

    private int lastAnswerSize = 8;

    /** The element drawn at `point` (content coordinates) at `position`, frontmost first; null on none. Decorations are not hit. */
    public ElementID element(Point point, ScrollOffsets position) throws LayoutException {
        LayoutAttributes element = Interaction.elementAt(this, point, position);
        return element == null ? null : element.getId();
    }

    /** The cell a dragged cell would take the place of, with its centre at `center`; null to stay where it is. */
    public ElementID moveTarget(ElementID dragged, Point center, ScrollOffsets position) throws LayoutException {
        LayoutAttributes element = Interaction.moveTarget(this, dragged, center, position);
        return element == null ? null : element.getId();
    }

    /**
     * Where scrolling comes to rest when a drag ends at `proposed` with `velocity` (points a
     * second), by the layout's snapping, within the offsets the content can rest at; `from` is
     * where the content was when the gesture began (paging by item counts from it), and
     * orthogonal sections are taken at its sideways offsets.
     */
    public Point restingOffset(Point proposed, Point velocity, ScrollOffsets from) throws LayoutException {
        return Interaction.restingOffset(this, proposed, velocity, from);
    }

    /**
     * Where a sideways scroll of orthogonal section `section` that ends at `proposed` with
     * `velocity` comes to rest, by its snap; paging by item counts from `start`, where the
     * gesture began.
     */
    public double restingOffset(int section, double proposed, double velocity, double start) throws LayoutException {
        return Interaction.sectionRestingOffset(this, section, proposed, velocity, start);
    }

    /** The sections whose span along the scroll axis meets `uStart..<uEnd` (every one when headers are pinned), as `Ranges.of`. */
    long sectionRange(double uStart, double uEnd) {
        double[] starts = sectionStarts;
        int count = sections.length;
        if (!scrolls || hasPinnedHeaders) return Ranges.of(0, count);
        int low = 0;
        int high = count;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (starts[middle + 1] > uStart) high = middle;
            else low = middle + 1;
        }
        int end = low;
        while (end < count && (starts[end] < uEnd || (starts[end] == starts[end + 1] && starts[end] <= uEnd))) end += 1;
        return Ranges.of(low, end);
    }

    // MARK: Orthogonal sections, by the app's section numbers

    public boolean isOrthogonal(int section) {
        return section >= 0 && section < sections.length && sections[section].orthogonal != null;
    }

    /** How far an orthogonal section's content reaches sideways, insets included; NaN for another section. */
    public double orthogonalContentLength(int section) {
        if (!isOrthogonal(section)) return Double.NaN;
        ResolvedSection resolved = sections[section];
        return resolved.leadingInset + resolved.items.extent() + resolved.trailingInset;
    }

    /** The largest sideways offset an orthogonal section comes to rest at; 0 for another section. */
    public double maximumSectionOffset(int section) {
        double length = orthogonalContentLength(section);
        return Double.isNaN(length) ? 0 : SwiftMath.max(0, length - mapping.vSize(viewport));
    }

    /** An orthogonal section's band in content coordinates, across the whole breadth; null for another section. */
    public Rect band(int section) {
        if (!isOrthogonal(section)) return null;
        return mapping.rect(new AxisRect(bandStart(section), 0, sections[section].orthogonal.bandLength, mapping.vSize(viewport)));
    }

    // MARK: Elements

    /** Item `item`'s frame in its section's own terms; zero for a circle, whose frames are in view terms. */
    AxisRect axisFrame(int index, int item) {
        return sections[index].items.axisFrame(item);
    }

    boolean sectionIsOrthogonal(int index) {
        return hasOrthogonalSections && sections[index].orthogonal != null;
    }

    double contentOrigin(int index) {
        ResolvedSection section = sections[index];
        return sectionStarts[index] + section.headerLength + section.leadingInset;
    }

    /** Cell `item` of section `index` with its effects. */
    LayoutAttributes cell(int index, int item, ScrollOffsets position) throws LayoutException {
        ResolvedSection section = sections[index];
        int count = section.items.count();
        if (sectionIsOrthogonal(index)) return cellAttributes(index, item, orthogonalFrame(index, item, position), count, position);
        return cellAttributes(index, item, section.items.frame(item, contentOrigin(index), section.crossStartInset, mapping), count, position);
    }

    /** A cell's attributes: its frame, and what the scroll effects make of its distance from the viewport's centre. */
    LayoutAttributes cellAttributes(int section, int item, Rect frame, int count, ScrollOffsets position) throws LayoutException {
        return cellAttributes(section, item, frame.x, frame.y, frame.width, frame.height, count, position);
    }

    LayoutAttributes cellAttributes(int section, int item, double x, double y, double width, double height, int count, ScrollOffsets position)
        throws LayoutException {
        LayoutAttributes element = new LayoutAttributes(ElementKind.CELL, section, item, x, y, width, height, 0);
        if (!hasEffects) return element;
        ScrollEffects effects = sections[section].effects != null ? sections[section].effects : this.effects;
        if (effects == null) return element;
        double center = mapping.vertical() ? y + height * 0.5 : x + width * 0.5;
        double distance = center - (position.u(mapping) + mapping.uSize(viewport) * 0.5);
        if (sectionIsOrthogonal(section)) {
            double across = mapping.vertical() ? x + width * 0.5 : y + height * 0.5;
            distance = across - mapping.vSize(viewport) * 0.5;
        }
        effects.apply(element, distance, count);
        return element;
    }

    LayoutAttributes header(int index, ScrollOffsets position) {
        ResolvedSection section = sections[index];
        if (!section.hasHeader) return null;
        double length = section.headerLength;
        double u = sectionStarts[index];
        double zIndex = 0;
        if (section.headerPinned) {
            u = SwiftMath.max(u, SwiftMath.min(position.u(mapping), sectionStarts[index + 1] - length));
            zIndex = 1024;
        }
        return new LayoutAttributes(ElementKind.HEADER, index, 0, mapping.rect(new AxisRect(u, 0, length, mapping.vSize(viewport))), zIndex);
    }

    LayoutAttributes background(int index) {
        ResolvedSection section = sections[index];
        ResolvedSection.Background background = section.background;
        if (background == null) return null;
        double start = sectionStarts[index] + section.headerLength + background.leading;
        double end = sectionStarts[index + 1] - section.footerLength - background.trailing;
        double breadth = mapping.vSize(viewport) - background.crossStart - background.crossEnd;
        Rect frame = mapping.rect(new AxisRect(start, background.crossStart, SwiftMath.max(0, end - start), SwiftMath.max(0, breadth)));
        return new LayoutAttributes(ElementKind.BACKGROUND, index, 0, frame, -1);
    }

    LayoutAttributes separator(int index, int item) {
        ResolvedSection section = sections[index];
        ResolvedSection.Separator separator = section.separator;
        if (separator == null || item >= section.items.count() - 1) return null;
        AxisRect cell = axisFrame(index, item).offset(contentOrigin(index), section.crossStartInset);
        Rect frame = mapping.rect(new AxisRect(cell.u + cell.length + separator.offset, cell.v + separator.inset, separator.thickness,
            SwiftMath.max(0, cell.breadth - separator.inset)));
        return new LayoutAttributes(ElementKind.SEPARATOR, index, item, frame, 0);
    }

    LayoutAttributes footer(int index) {
        ResolvedSection section = sections[index];
        if (!section.hasFooter) return null;
        double length = section.footerLength;
        return new LayoutAttributes(ElementKind.FOOTER, index, 0, mapping.rect(new AxisRect(sectionStarts[index + 1] - length, 0, length, mapping.vSize(viewport))), 0);
    }

    // MARK: Orthogonal sections

    double bandStart(int index) {
        return sectionStarts[index] + sections[index].headerLength;
    }

    Rect orthogonalFrame(int index, int item, ScrollOffsets position) {
        ResolvedSection section = sections[index];
        AxisRect inner = axisFrame(index, item);
        double offset = position.sectionOffset(index);
        return mapping.rect(new AxisRect(bandStart(index) + section.crossStartInset + inner.v, section.leadingInset + inner.u - offset, inner.breadth, inner.length));
    }

    /** How section `section`'s cells form rows and columns (docs/ACCESSIBILITY.md, "Rows and
     *  columns"), from their frames with the content at its start. */
    public GridStructure gridStructure(int section) throws LayoutException {
        if (!(section >= 0 && section < sections.length)) return GridStructure.list(0);
        int count = sections[section].items.count();
        if (count > GridStructure.MAXIMUM_GRID_CELLS) return GridStructure.list(count);
        Rect[] frames = new Rect[count];
        for (int item = 0; item < frames.length; item++) frames[item] = cell(section, item, ScrollOffsets.ZERO).getFrame();
        return GridStructure.of(frames, mapping.direction, !sections[section].items.scrolls());
    }

    /** The cell a key moves focus to from cell `from`, by the cells' frames at `position`; null
     *  when focus stays. */
    public ElementID nextCell(ElementID from, CellNavigation.Move move, ScrollOffsets position) throws LayoutException {
        List<LayoutAttributes> cells = new ArrayList<>();
        for (LayoutAttributes element : allElements(position)) if (element.kind == ElementKind.CELL) cells.add(element);
        int index = -1;
        Rect[] frames = new Rect[cells.size()];
        for (int cell = 0; cell < frames.length; cell++) {
            LayoutAttributes element = cells.get(cell);
            frames[cell] = element.getFrame();
            if (element.section == from.section && element.item == from.item && from.kind == ElementKind.CELL) index = cell;
        }
        if (index < 0) return null;
        double page = mapping.axis == ScrollAxis.VERTICAL ? viewport.height : viewport.width;
        int found = CellNavigation.next(index, frames, move, mapping.axis, mapping.direction, page);
        return found < 0 ? null : new ElementID(ElementKind.CELL, cells.get(found).section, cells.get(found).item);
    }
}
