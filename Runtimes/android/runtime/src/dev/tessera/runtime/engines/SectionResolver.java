package dev.tessera.runtime.engines;

import dev.tessera.runtime.geometry.AxisRect;
import dev.tessera.runtime.geometry.Numbers;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.Limits;
import dev.tessera.runtime.model.Columns;
import dev.tessera.runtime.model.FlowSizing;
import dev.tessera.runtime.model.Model;
import dev.tessera.runtime.model.Model.*;
import dev.tessera.runtime.programs.Evaluator;
import dev.tessera.runtime.programs.FormulaContext;
import java.util.ArrayList;
import java.util.List;

/**
 * One section's model evaluated for a viewport into the numbers the placement engines take, as
 * the Swift runtime's SectionResolver does: the same order of evaluation, checks and messages.
 */
public final class SectionResolver {
    final Evaluator evaluator;
    final ScrollAxis axis;
    final double width;
    final double height;
    final double textScale;
    final int section;
    final int count;
    /** The app's item sizes for the section; null when none were given. */
    final ItemSize[] sizes;
    /** The band's breadth, for an orthogonal section's items; NaN otherwise. */
    private double band = Double.NaN;

    public SectionResolver(Evaluator evaluator, ScrollAxis axis, double width, double height, double textScale, int section, int count, ItemSize[] sizes) {
        this.evaluator = evaluator;
        this.axis = axis;
        this.width = width;
        this.height = height;
        this.textScale = textScale;
        this.section = section;
        this.count = count;
        this.sizes = sizes;
    }

    private boolean vertical() {
        return axis == ScrollAxis.VERTICAL;
    }

    private double crossExtent() {
        return !Double.isNaN(band) ? band : vertical() ? width : height;
    }

    FormulaContext context() {
        FormulaContext context = evaluator.context();
        context.width = width;
        context.height = height;
        context.textScale = textScale;
        context.section = section;
        context.count = count;
        return context;
    }

    double value(int formula) throws LayoutException {
        return evaluator.finiteValue(formula, context());
    }

    double value(int formula, FormulaContext context) throws LayoutException {
        return evaluator.finiteValue(formula, context);
    }

    /** A non-negative length, or an error at the expression. */
    double length(int formula, String what) throws LayoutException {
        return length(formula, what, context());
    }

    double length(int formula, String what, FormulaContext context) throws LayoutException {
        double result = value(formula, context);
        if (!(result >= 0)) {
            throw error(what + " is negative (" + Numbers.describe(result) + ") for a " + Numbers.describe(width) + "×" + Numbers.describe(height) + " viewport", formula);
        }
        return result;
    }

    LayoutException error(String message, int formula) {
        return LayoutException.at(message, evaluator.place(formula));
    }

    private AxisRect axisRect(double x, double y, double width, double height) {
        return vertical() ? new AxisRect(y, x, height, width) : new AxisRect(x, y, width, height);
    }

    public ResolvedSection resolve(SectionModel model) throws LayoutException {
        OrthogonalModel orthogonal = model.orthogonal;
        if (orthogonal == null) return resolveAlongAxis(model, true);
        // A circle is never orthogonal: the front end and the compiled readers refuse it.
        SectionResolver inner = new SectionResolver(evaluator, axis.cross(), width, height, textScale, section, count, sizes);
        inner.band = length(orthogonal.length, "the orthogonal section's length");
        ResolvedSection resolved = inner.resolveAlongAxis(model, false);
        resolved.orthogonal = new ResolvedSection.Orthogonal(inner.band, orthogonal.snap);
        resolved.separator = null;
        resolved.background = model.background == null ? null : resolveBackground(model.background);
        return resolved;
    }

    private ResolvedSection resolveAlongAxis(SectionModel model, boolean withBackground) throws LayoutException {
        double top = length(model.insets.top, "the top inset");
        double left = length(model.insets.left, "the left inset");
        double bottom = length(model.insets.bottom, "the bottom inset");
        double right = length(model.insets.right, "the right inset");
        ResolvedSection resolved = new ResolvedSection();
        resolved.leadingInset = vertical() ? top : left;
        resolved.trailingInset = vertical() ? bottom : right;
        resolved.crossStartInset = vertical() ? left : top;
        double crossEnd = vertical() ? right : bottom;
        double available = crossExtent() - resolved.crossStartInset - crossEnd;
        resolveItems(model.arrangement, available, resolved);
        if (model.header != null) {
            resolved.hasHeader = true;
            resolved.headerLength = length(model.header.length, "the header's length");
            resolved.headerPinned = model.header.pinned;
        }
        if (model.footer != null) {
            resolved.hasFooter = true;
            resolved.footerLength = length(model.footer.length, "the footer's length");
        }
        if (withBackground && model.background != null) resolved.background = resolveBackground(model.background);
        if (model.separators != null) {
            double thickness = length(model.separators.thickness, "the separators' thickness");
            double inset = value(model.separators.inset);
            resolved.separator = new ResolvedSection.Separator(thickness, inset, value(model.separators.offset));
        }
        return resolved;
    }

    private ResolvedSection.Background resolveBackground(BackgroundModel background) throws LayoutException {
        double top = value(background.insets.top);
        double left = value(background.insets.left);
        double bottom = value(background.insets.bottom);
        double right = value(background.insets.right);
        double cornerRadius = length(background.cornerRadius, "the background's corner radius");
        return vertical() ? new ResolvedSection.Background(top, bottom, left, right, cornerRadius)
            : new ResolvedSection.Background(left, right, top, bottom, cornerRadius);
    }

    private void resolveItems(Arrangement arrangement, final double available, final ResolvedSection resolved) throws LayoutException {
        resolved.items = arrangement.accept(new Arrangement.Cases<Items, LayoutException>() {
            @Override
            public Items tiles(TilesModel tiles) throws LayoutException {
                return resolveTiles(tiles);
            }

            @Override
            public Items blocks(BlocksModel blocks) throws LayoutException {
                return resolveBlocks(blocks, available);
            }

            @Override
            public Items circle(CircleModel circle) throws LayoutException {
                return resolveCircle(circle);
            }

            @Override
            public Items line(LineModel line) throws LayoutException {
                return resolveLine(line, available);
            }

            @Override
            public Items masonry(MasonryModel masonry) throws LayoutException {
                MasonryColumns columns = masonryColumns(masonry, available);
                resolved.masonryContinuation = columns;
                return ExplicitFrames.make(count, masonryPlacer(masonry, columns));
            }

            @Override
            public Items flow(FlowModel flow) throws LayoutException {
                return resolveFlow(flow, available);
            }

            @Override
            public Items rule(RuleModel rule) throws LayoutException {
                return resolveRule(rule);
            }

            @Override
            public Items grid(GridModel grid) throws LayoutException {
                GridPass pass = gridPass(grid, available);
                if (grid.period == Model.NO_FORMULA || count <= 0) {
                    resolved.gridContinuation = pass;
                    final FormulaContext context = gridContext(pass);
                    final GridPass placing = pass;
                    final GridModel model = grid;
                    return ExplicitFrames.make(count, new ExplicitFrames.FrameFunction() {
                        @Override
                        public AxisRect frame(int index) throws LayoutException {
                            return placeGridItem(index, model, context, placing);
                        }
                    });
                }
                return repeatingGrid(grid, gridPeriod(grid.period, pass), grid.period, pass);
            }
        });
    }

    private TilePattern resolveTiles(TilesModel tiles) throws LayoutException {
        List<AxisRect> cells = new ArrayList<>(tiles.cells.size());
        for (CellModel cell : tiles.cells) {
            double x = value(cell.x);
            double y = value(cell.y);
            double width = length(cell.width, "a cell's width");
            cells.add(axisRect(x, y, width, length(cell.height, "a cell's height")));
        }
        double extent = tiles.extent == Model.NO_FORMULA ? Double.NaN : value(tiles.extent);
        double period;
        if (tiles.period != Model.NO_FORMULA) {
            period = value(tiles.period);
            if (!(period > 0)) throw error("the period must be positive, not " + Numbers.describe(period), tiles.period);
        } else {
            double reach = extent;
            if (Double.isNaN(reach)) {
                reach = 0;
                for (int index = 0; index < cells.size(); index++) {
                    if (index == 0 || reach < cells.get(index).uEnd()) reach = cells.get(index).uEnd();
                }
            }
            period = reach + value(tiles.spacing);
        }
        return new TilePattern(cells, period, count, null, extent);
    }

    private Items resolveRule(final RuleModel rule) throws LayoutException {
        final FormulaContext context = context();
        final int start = vertical() ? rule.frame.y : rule.frame.x;
        ExplicitFrames.FrameFunction frame = new ExplicitFrames.FrameFunction() {
            @Override
            public AxisRect frame(int index) throws LayoutException {
                context.index = index;
                double x = value(rule.frame.x, context);
                double y = value(rule.frame.y, context);
                double width = length(rule.frame.width, "item " + index + "'s width", context);
                AxisRect result = axisRect(x, y, width, length(rule.frame.height, "item " + index + "'s height", context));
                if (!(result.u >= 0)) {
                    throw error("item " + index + " starts at " + Numbers.describe(result.u)
                        + ", before its section begins; a rule's frames start at 0 or later along the scroll axis", start);
                }
                return result;
            }
        };
        if (rule.period == null) return ExplicitFrames.make(count, frame);
        double advance = value(rule.period.length);
        if (!(advance > 0)) throw error("the period's length must be positive, not " + Numbers.describe(advance), rule.period.length);
        int items = rule.period.items;
        List<AxisRect> cells = new ArrayList<>();
        for (int index = 0; index < Math.min(items, count); index++) cells.add(frame.frame(index));
        for (int index = items; index < Math.max(items, Math.min(count, 2 * items)); index++) {
            AxisRect expected = cells.get(index - items).offset(advance, 0);
            AxisRect found = frame.frame(index);
            if (!nearlyEqual(expected, found)) {
                throw error("the rule does not repeat every " + items + " items: item " + index + " is at " + drawn(found) + ", but item "
                    + (index - items) + " moved by the period's length (" + Numbers.describe(advance) + ") is at " + drawn(expected)
                    + "; fix the period or remove it", rule.period.length);
            }
        }
        return new TilePattern(cells, advance, count);
    }

    private String drawn(AxisRect rect) {
        double x = vertical() ? rect.v : rect.u;
        double y = vertical() ? rect.u : rect.v;
        double width = vertical() ? rect.breadth : rect.length;
        double height = vertical() ? rect.length : rect.breadth;
        return "(x: " + Numbers.describe(x) + ", y: " + Numbers.describe(y) + ", width: " + Numbers.describe(width) + ", height: " + Numbers.describe(height) + ")";
    }

    private TilePattern resolveBlocks(BlocksModel blocks, double available) throws LayoutException {
        FormulaContext context = context();
        int blockSize = 0;
        for (int[] slots : blocks.columns) blockSize += slots.length;
        context.columnCount = blocks.columns.length;
        context.blockSize = blockSize;
        double[] widths = new double[blocks.columns.length];
        for (int column = 0; column < blocks.columns.length; column++) {
            context.column = column;
            widths[column] = length(blocks.columnWidth, "a column's width", context);
        }
        double spacing;
        if (blocks.spacing != Model.NO_FORMULA) {
            spacing = value(blocks.spacing, context);
        } else {
            double total = 0;
            for (double width : widths) total = total + width;
            spacing = blocks.columns.length > 1 ? (available - total) / (blocks.columns.length - 1) : 0;
        }
        AxisRect[] cells = new AxisRect[blockSize];
        double v = 0;
        double extent = 0;
        for (int column = 0; column < blocks.columns.length; column++) {
            context.column = column;
            double u = 0;
            for (int slot : blocks.columns[column]) {
                context.slot = slot;
                double itemLength = length(blocks.itemLength, "an item's length", context);
                cells[slot] = new AxisRect(u, v, itemLength, widths[column]);
                extent = SwiftMath.max(extent, u + itemLength);
                u = u + itemLength + spacing;
            }
            v = v + widths[column] + spacing;
        }
        List<AxisRect> list = new ArrayList<>(blockSize);
        for (AxisRect cell : cells) list.add(cell);
        return new TilePattern(list, extent + spacing, count);
    }

    private CirclePlacement resolveCircle(CircleModel circle) throws LayoutException {
        double centerX = value(circle.centerX);
        double centerY = value(circle.centerY);
        double radius = value(circle.radius);
        double start = value(circle.start);
        double step = count > 0 ? value(circle.step) : 0;
        double itemWidth = length(circle.item.width, "the item's width");
        double itemHeight = length(circle.item.height, "the item's height");
        return new CirclePlacement(centerX, centerY, radius, start, step, itemWidth, itemHeight, circle.clockwise, circle.singleAtCenter, count);
    }

    private Items resolveLine(final LineModel line, final double available) throws LayoutException {
        if (!line.perItem) {
            double width = length(line.item.width, "the item's width");
            AxisRect size = axisRect(0, 0, width, length(line.item.height, "the item's height"));
            List<AxisRect> cells = new ArrayList<>(1);
            cells.add(lineCell(line, size, 0, available));
            return new TilePattern(cells, size.length + value(line.spacing), count);
        }
        final double spacing = value(line.spacing);
        final FormulaContext context = context();
        final double[] u = {0};
        return ExplicitFrames.make(count, new ExplicitFrames.FrameFunction() {
            @Override
            public AxisRect frame(int index) throws LayoutException {
                context.index = index;
                double width = length(line.item.width, "item " + index + "'s width", context);
                AxisRect size = axisRect(0, 0, width, length(line.item.height, "item " + index + "'s height", context));
                AxisRect frame = lineCell(line, size, u[0], available);
                u[0] = u[0] + size.length + spacing;
                return frame;
            }
        });
    }

    /** A line's item of `size` at `u`, placed across the line by its alignment. */
    private static AxisRect lineCell(LineModel line, AxisRect size, double u, double available) {
        double v;
        switch (line.align) {
            case START:
                v = 0;
                break;
            case CENTER:
                v = (available - size.breadth) * 0.5;
                break;
            default: // END
                v = available - size.breadth;
                break;
        }
        return new AxisRect(u, v, size.length, size.breadth);
    }

    int columnCount(int fixed, int minimum, double spacing, double available) throws LayoutException {
        if (fixed > 0) return fixed;
        if (minimum == Model.NO_FORMULA) return 1;
        double width = value(minimum);
        if (!(width > 0)) throw error("the minimum width must be positive, not " + Numbers.describe(width), minimum);
        // Swift: `Int(min(1024, max(1, x.rounded(.down))))`.
        return (int) SwiftMath.min(Limits.MAX_COLUMNS, SwiftMath.max(1, Math.floor((available + spacing) / (width + spacing))));
    }

    private int columnsOf(Columns columns, double spacing, double available) throws LayoutException {
        return columns.count > 0 ? columnCount(columns.count, Model.NO_FORMULA, spacing, available) : columnCount(0, columns.minimumWidth, spacing, available);
    }

    // MARK: Masonry

    private MasonryColumns masonryColumns(MasonryModel masonry, double available) throws LayoutException {
        double columnSpacing = value(masonry.columnSpacing);
        int columns = columnsOf(masonry.columns, columnSpacing, available);
        double columnWidth = (available - (columns - 1) * columnSpacing) / columns;
        return new MasonryColumns(columns, columnWidth, columnSpacing, value(masonry.itemSpacing), masonry.shortestFirst, masonry.tiesToTrailing);
    }

    /**
     * Frames for items `from..<to`, continuing the pass `start` leaves off at, added to `frames`;
     * answers the pass after them. `start` is left as it is (Swift's `inout` value): a prepared
     * layout still holds it.
     */
    public MasonryColumns placeMasonryItems(int from, int to, MasonryModel masonry, MasonryColumns start, ExplicitFrames.Builder frames) throws LayoutException {
        MasonryColumns columns = start.copy();
        ExplicitFrames.FrameFunction placer = masonryPlacer(masonry, columns);
        for (int index = from; index < to; index++) frames.add(placer.frame(index));
        return columns;
    }

    /**
     * Masonry `section` with its items from `first` on placed again (to `to` items), its pass
     * rewound from the frames before `first`; null when the frames do not tell their columns
     * apart, and the section must be resolved again.
     */
    public ResolvedSection placeMasonryItemsAgain(ResolvedSection section, int first, int to, MasonryModel masonry) throws LayoutException {
        if (!(section.items instanceof ExplicitFrames) || section.masonryContinuation == null) return null;
        ExplicitFrames old = (ExplicitFrames) section.items;
        if (first < 0 || first > Math.min(to, old.count())) return null;
        MasonryColumns start = section.masonryContinuation.rewound(first, old);
        if (start == null) return null;
        ExplicitFrames.Builder frames = new ExplicitFrames.Builder(old, first, to - first);
        ResolvedSection placed = section.copy();
        placed.masonryContinuation = placeMasonryItems(first, to, masonry, start, frames);
        placed.items = frames.build();
        return placed;
    }

    /**
     * List `section` (a one-column masonry whose count is kept) with items `first..<end` placed
     * again and the items after them moved by one amount ({@link ExplicitFrames#replacingListItems}):
     * Swift's {@code listChange}. Null when the section is no such list or a new number is off the
     * grid that makes the sums exact: it is placed in order then.
     */
    public ResolvedSection placeListItemsAgain(ResolvedSection section, int first, int end, MasonryModel masonry) throws LayoutException {
        if (!(section.items instanceof ExplicitFrames) || section.masonryContinuation == null) return null;
        ExplicitFrames old = (ExplicitFrames) section.items;
        MasonryColumns pass = section.masonryContinuation;
        if (pass.ends.length != 1 || count != old.count() || !(first >= 0 && first <= end && end <= old.count())) return null;
        if (!(pass.itemSpacing >= 0) || !ExplicitFrames.isOnGrid(pass.itemSpacing) || !ExplicitFrames.isOnGrid(pass.ends[0])) return null;
        MasonryColumns start = pass.rewound(first, old);
        if (start == null || !old.isExactList()) return null;
        ExplicitFrames.Builder builder = new ExplicitFrames.Builder(end - first);
        MasonryColumns after = placeMasonryItems(first, end, masonry, start, builder);
        ExplicitFrames replacement = builder.build();
        for (int item = 0; item < replacement.count(); item++) {
            double u = replacement.u(item);
            double length = replacement.length(item);
            if (!(length >= 0) || !ExplicitFrames.isOnGrid(u) || !ExplicitFrames.isOnGrid(length) || !ExplicitFrames.isOnGrid(u + length)) return null;
        }
        double next = after.ends[0];
        if (!ExplicitFrames.isOnGrid(next)) return null;
        ResolvedSection placed = section.copy();
        if (end == old.count()) {
            placed.items = old.replacingListItems(first, end, replacement, 0);
            placed.masonryContinuation = after;
            return placed;
        }
        double delta = next - old.u(end);
        MasonryColumns moved = pass.copy();
        moved.ends[0] = moved.ends[0] + delta;
        if (!ExplicitFrames.isOnGrid(delta) || !ExplicitFrames.isOnGrid(old.extent() + delta) || !ExplicitFrames.isOnGrid(moved.ends[0])) return null;
        placed.items = old.replacingListItems(first, end, replacement, delta);
        placed.masonryContinuation = moved;
        return placed;
    }

    private ExplicitFrames.FrameFunction masonryPlacer(MasonryModel masonry, final MasonryColumns columns) throws LayoutException {
        final FormulaContext context = context();
        context.columnWidth = columns.columnWidth;
        context.columnCount = columns.ends.length;
        final int span = masonry.span;
        final int length = masonry.itemLength;
        final boolean data = length == Model.NO_FORMULA;
        if (data) checkSizes();
        return new ExplicitFrames.FrameFunction() {
            @Override
            public AxisRect frame(int index) throws LayoutException {
                if (span == Model.NO_FORMULA && data) return columns.place(dataLength(index, columns.columnWidth));
                context.index = index;
                int covered = 0;
                if (span != Model.NO_FORMULA) covered = checkedSpan(span, context, columns.ends.length, index);
                double itemLength;
                if (!data) {
                    itemLength = evaluator.finiteValue(length, context);
                    if (!(itemLength >= 0)) {
                        throw error("the length of item " + index + " is negative (" + Numbers.describe(itemLength) + ") for a "
                            + Numbers.describe(width) + "×" + Numbers.describe(height) + " viewport", length);
                    }
                } else {
                    itemLength = dataLength(index, covered > 0 ? columns.breadth(covered) : columns.columnWidth);
                }
                return covered == 0 ? columns.place(itemLength) : columns.placeSpanning(itemLength, covered);
            }
        };
    }

    /** A masonry item's length from the app's sizes, checked as it is read. */
    private double dataLength(int index, double itemBreadth) throws LayoutException {
        ItemSize size = sizes[index];
        if (size.isLength()) {
            double length = size.getLength();
            if (!(SwiftMath.isFinite(length) && length >= 0)) throw invalidItemSize(index);
            return length;
        }
        if (!(SwiftMath.isFinite(size.getWidth()) && SwiftMath.isFinite(size.getHeight()) && size.getWidth() >= 0 && size.getHeight() >= 0)) {
            throw invalidItemSize(index);
        }
        double length = vertical() ? size.getHeight() : size.getWidth();
        double breadth = vertical() ? size.getWidth() : size.getHeight();
        return breadth > 0 ? (length * itemBreadth) / breadth : 0;
    }

    private void checkSizes() throws LayoutException {
        if (sizes == null || sizes.length < count) throw missingSizes();
    }

    // MARK: Flows

    private Items resolveFlow(FlowModel model, double available) throws LayoutException {
        double spacing = value(model.spacing);
        double lineSpacing = value(model.lineSpacing);
        LineAlignment alignment = model.align;
        FlowSizing sizing = model.sizing;
        switch (sizing.kind) {
            case COLUMNS:
                return flowGrid(model, sizing.columns, sizing.aspect, available, spacing, lineSpacing);
            case MINIMUM_WIDTH:
                return flowGrid(model, columnCount(0, sizing.minimumWidth, spacing, available), sizing.aspect, available, spacing, lineSpacing);
            case ITEM: {
                if (!sizing.perItem) {
                    double width = length(sizing.item.width, "the item's width");
                    AxisRect rect = axisRect(0, 0, width, length(sizing.item.height, "the item's height"));
                    return Flows.uniform(rect.length, rect.breadth, count, available, spacing, lineSpacing, alignment, 0);
                }
                FormulaContext context = context();
                double[] lengths = new double[count];
                double[] breadths = new double[count];
                for (int index = 0; index < count; index++) {
                    context.index = index;
                    double width = length(sizing.item.width, "an item's width", context);
                    AxisRect rect = axisRect(0, 0, width, length(sizing.item.height, "an item's height", context));
                    lengths[index] = rect.length;
                    breadths[index] = rect.breadth;
                }
                return Flows.flow(lengths, breadths, available, spacing, lineSpacing, alignment);
            }
            default: { // DATA
                checkSizes();
                double[] lengths = new double[count];
                double[] breadths = new double[count];
                for (int index = 0; index < count; index++) {
                    ItemSize size = sizes[index];
                    boolean valid = size.isLength() ? validSize(size.getLength()) : validSize(size.getWidth()) && validSize(size.getHeight());
                    if (!valid) throw invalidItemSize(index);
                }
                for (int index = 0; index < count; index++) {
                    ItemSize size = sizes[index];
                    if (size.isLength()) {
                        lengths[index] = size.getLength();
                        breadths[index] = size.getLength();
                    } else {
                        AxisRect rect = axisRect(0, 0, size.getWidth(), size.getHeight());
                        lengths[index] = rect.length;
                        breadths[index] = rect.breadth;
                    }
                }
                return Flows.flow(lengths, breadths, available, spacing, lineSpacing, alignment);
            }
        }
    }

    private static boolean validSize(double value) {
        return SwiftMath.isFinite(value) && value >= 0;
    }

    private Items flowGrid(FlowModel model, int columns, int aspect, double available, double spacing, double lineSpacing) throws LayoutException {
        double breadth = (available - (columns - 1) * spacing) / columns;
        double ratio = value(aspect);
        if (!(ratio > 0)) throw error("the aspect ratio must be positive, not " + Numbers.describe(ratio), aspect);
        double length = vertical() ? breadth / ratio : breadth * ratio;
        if (model.span != Model.NO_FORMULA) {
            return Flows.spanning(flowSpans(model.span, columns, breadth), length, breadth, columns, available, spacing, lineSpacing, model.align);
        }
        return Flows.uniform(length, breadth, count, available, spacing, lineSpacing, model.align, columns);
    }

    private int[] flowSpans(int formula, int perLine, double breadth) throws LayoutException {
        FormulaContext context = context();
        context.columnWidth = breadth;
        context.columnCount = perLine;
        int[] spans = new int[count];
        for (int index = 0; index < count; index++) {
            context.index = index;
            spans[index] = checkedSpan(formula, context, perLine, index);
        }
        return spans;
    }

    int checkedSpan(int formula, FormulaContext context, int columns, int index) throws LayoutException {
        double span = evaluator.finiteValue(formula, context);
        if (!(span == Math.floor(span) && span >= 1 && span <= columns)) {
            throw error("item " + index + "'s span is " + Numbers.describe(span) + "; a span is a whole number of columns from 1 to the column count ("
                + columns + " here), such as min(2, columnCount)", formula);
        }
        return (int) span;
    }

    LayoutException missingSizes() {
        return new LayoutException("this layout takes item sizes from data: section " + section + " has " + count + " items but "
            + (sizes == null ? 0 : sizes.length) + " sizes were given");
    }

    private LayoutException invalidItemSize(int index) {
        return new LayoutException("the size of item " + index + " in section " + section + " must be finite and non-negative");
    }

    // MARK: Grids

    /**
     * Frames for items `from..<to`, continuing the placement `start` leaves off at, added to
     * `frames`; answers the pass after them. `start` is left as it is, as `placeMasonryItems` leaves its columns.
     */
    public GridPass placeGridItems(int from, int to, GridModel grid, GridPass start, ExplicitFrames.Builder frames) throws LayoutException {
        GridPass pass = start.copy();
        FormulaContext context = gridContext(pass);
        for (int index = from; index < to; index++) frames.add(placeGridItem(index, grid, context, pass));
        return pass;
    }

    private GridPass gridPass(GridModel grid, double available) throws LayoutException {
        double columnGap = length(grid.columnGap, "the gap between columns");
        double rowGap = length(grid.rowGap, "the gap between rows");
        int columns = columnsOf(grid.columns, columnGap, available);
        double breadth = (available - (columns - 1) * columnGap) / columns;
        if (!(breadth >= 0)) {
            throw error(columns + " columns and their gaps need more room than the section's " + Numbers.describe(available) + " points across; "
                + "use fewer columns or smaller gaps", grid.columnGap);
        }
        FormulaContext context = context();
        context.columnWidth = breadth;
        context.columnCount = columns;
        double rowLength = grid.rowLength == Model.NO_FORMULA ? breadth : length(grid.rowLength, "the row length", context);
        return new GridPass(new GridAutoPlacement(columns, grid.dense), breadth, columnGap, rowLength, rowGap);
    }

    private FormulaContext gridContext(GridPass pass) {
        FormulaContext context = context();
        context.columnWidth = pass.columnBreadth;
        context.columnCount = pass.placement.columns;
        return context;
    }

    private AxisRect placeGridItem(int index, GridModel grid, FormulaContext context, GridPass pass) throws LayoutException {
        context.index = index;
        int columns = pass.placement.columns;
        int span = grid.span == Model.NO_FORMULA ? 1 : checkedSpan(grid.span, context, columns, index);
        int rowSpan = 1;
        if (grid.rowSpan != Model.NO_FORMULA) {
            double value = evaluator.finiteValue(grid.rowSpan, context);
            if (!(value == Math.floor(value) && value >= 1 && value <= Limits.MAX_PATTERN_CELLS)) {
                throw error("item " + index + "'s row span is " + Numbers.describe(value) + "; a row span is a whole number of rows from 1 to "
                    + Limits.MAX_PATTERN_CELLS, grid.rowSpan);
            }
            rowSpan = (int) value;
        }
        int pinned = -1;
        if (grid.column != Model.NO_FORMULA) {
            double value = evaluator.finiteValue(grid.column, context);
            if (value >= 0) {
                if (!(value == Math.floor(value) && value + span <= columns)) {
                    throw error("item " + index + " starts at column " + Numbers.describe(value) + " and spans " + span + " of the grid's " + columns
                        + " columns; a column is a whole number from 0 to columnCount - span, or negative to place the item where it fits", grid.column);
                }
                pinned = (int) value;
            }
        }
        return pass.place(span, rowSpan, pinned);
    }

    private int gridPeriod(int formula, GridPass pass) throws LayoutException {
        double value = evaluator.finiteValue(formula, gridContext(pass));
        if (!(value == Math.floor(value) && value >= 1 && value <= Limits.MAX_PATTERN_CELLS)) {
            throw error("the period is " + Numbers.describe(value) + " items; it is a whole number from 1 to " + Limits.MAX_PATTERN_CELLS, formula);
        }
        return (int) value;
    }

    private TilePattern repeatingGrid(GridModel grid, int period, int formula, GridPass start) throws LayoutException {
        GridPass pass = start.copy();
        FormulaContext context = gridContext(pass);
        List<AxisRect> frames = new ArrayList<>();
        int[] rows = new int[Math.min(count, 3 * period)];
        int[] columns = new int[rows.length];
        List<GridAutoPlacement> after = new ArrayList<>();
        List<Integer> firstRows = new ArrayList<>();
        int checked = rows.length;
        for (int index = 0; index < checked; index++) {
            frames.add(placeGridItem(index, grid, context, pass));
            rows[index] = pass.placement.placedRow;
            columns[index] = pass.placement.placedColumn;
            if (index % period == 0) firstRows.add(rows[index]);
            else firstRows.set(firstRows.size() - 1, Math.min(firstRows.get(firstRows.size() - 1), rows[index]));
            if ((index + 1) % period == 0) after.add(pass.placement.copy());
        }
        int repeatRows = checked > period ? rows[period] - rows[0] : 0;
        for (int index = period; index < Math.max(period, checked); index++) {
            int earlier = index - period;
            if (!(rows[index] == rows[earlier] + repeatRows && columns[index] == columns[earlier])) {
                throw error("the grid does not repeat every " + period + " items: item " + index + " is at row " + rows[index] + ", column " + columns[index]
                    + ", but item " + earlier + " is at row " + rows[earlier] + ", column " + columns[earlier] + ", " + repeatRows
                    + " rows before it would repeat; change the period, or leave it out to place every item", formula);
            }
        }
        if (count > checked) {
            String first = after.get(0).state(firstRows.get(1), after.get(1), 0);
            String second = after.get(1).state(firstRows.get(2), after.get(2), repeatRows);
            if (!first.equals(second)) {
                throw error("the grid does not repeat every " + period + " items: after item " + (2 * period - 1) + " its free places differ from those after item "
                    + (period - 1) + ", so item " + checked + " and later ones would not repeat; change the period, or leave it out to place every item", formula);
            }
        }
        double pitch = repeatRows * (start.rowLength + start.rowGap);
        return new TilePattern(frames.subList(0, Math.min(period, frames.size())), pitch, count);
    }

    private static boolean nearlyEqual(AxisRect a, AxisRect b) {
        return close(a.u, b.u) && close(a.v, b.v) && close(a.length, b.length) && close(a.breadth, b.breadth);
    }

    private static boolean close(double x, double y) {
        return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.max(Math.abs(x), Math.abs(y)));
    }
}
