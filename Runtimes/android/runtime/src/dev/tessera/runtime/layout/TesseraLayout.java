package dev.tessera.runtime.layout;

import dev.tessera.runtime.geometry.ReadingDirection;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.programs.InputRead;
import dev.tessera.runtime.queries.PreparedLayout;
import java.util.Set;

/**
 * What the driver and the LayoutManager ask of a layout: a compiled file's {@code CompiledLayout},
 * or a {@code FallbackLayout} that answers with the first working one of several.
 */
public interface TesseraLayout {
    String getName();

    ScrollAxis getAxis();

    ReadingDirection getDirection();

    /** The layout for an input; a fault the input causes is a {@link LayoutException}. */
    PreparedLayout prepare(LayoutInput input) throws LayoutException;

    /** {@code prepare(input)} for {@code input} with items appended to {@code prepared}'s sections. */
    PreparedLayout extend(PreparedLayout prepared, LayoutInput input) throws LayoutException;

    /**
     * {@code prepare(input)} after items changed size or place: {@code firstChanged[section]} is the first item that may
     * differ (-1: the section is as it was), so only what follows is placed again.
     */
    PreparedLayout relayout(PreparedLayout prepared, int[] firstChanged, LayoutInput input) throws LayoutException;

    /**
     * As {@link #relayout(PreparedLayout, int[], LayoutInput)}, told also where the changes end:
     * `changedEnds[section]` is one past the last item that may differ (-1: not told), the items
     * after it the same items of the same sizes, so that a list moves them by one amount instead
     * of placing them again. A layout that cannot use it places from the first change.
     */
    default PreparedLayout relayout(PreparedLayout prepared, int[] firstChanged, int[] changedEnds, LayoutInput input) throws LayoutException {
        return relayout(prepared, firstChanged, input);
    }

    /** Whether section {@code section} has a header in any variant. */
    boolean mayHaveHeader(int section);

    /** Whether section {@code section} has a footer in any variant. */
    boolean mayHaveFooter(int section);

    /** What of the input the layout's formulas read: a change of anything else keeps its geometry. */
    Set<InputRead> reads();
}
