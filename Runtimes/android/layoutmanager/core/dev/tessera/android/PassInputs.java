package dev.tessera.android;

import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.layout.TesseraLayout;
import java.util.Arrays;

/** What a layout pass computes the layout for, besides the offset: when it is the same, a pass only places the children. */
final class PassInputs {
    final Size viewport;
    final AdapterPositions positions;
    final double textScale;
    final boolean reduceMotion;
    final int dataGeneration;

    PassInputs(Size viewport, AdapterPositions positions, double textScale, boolean reduceMotion, int dataGeneration) {
        this.viewport = viewport;
        this.positions = positions;
        this.textScale = textScale;
        this.reduceMotion = reduceMotion;
        this.dataGeneration = dataGeneration;
    }

    boolean same(PassInputs other) {
        return other != null && viewport.equals(other.viewport) && positions.sameAs(other.positions) && textScale == other.textScale
            && reduceMotion == other.reduceMotion && dataGeneration == other.dataGeneration;
    }

    /** {@link #same}, for the failure rule, which compares inputs with equals. */
    @Override
    public boolean equals(Object other) {
        return other instanceof PassInputs && same((PassInputs) other);
    }

    @Override
    public int hashCode() {
        return viewport.hashCode() * 31 + dataGeneration;
    }

    /** The inputs for a viewport of width × height pixels (inside the padding); null when there is nothing to lay out (no size). */
    static PassInputs of(TesseraLayout layout, RecyclerHost<?> host, int width, int height, float density, int dataGeneration)
        throws LayoutException {
        if (width <= 0 || height <= 0) return null;
        TesseraSections sections = host.sections();
        AdapterPositions positions;
        if (sections == null) {
            positions = AdapterPositions.cells(host.itemCount());
        } else {
            int[] counts = new int[sections.getSectionCount()];
            for (int section = 0; section < counts.length; section++) counts[section] = sections.getItemCountInSection(section);
            try {
                positions = AdapterPositions.of(layout, counts);
            } catch (IllegalArgumentException error) {
                throw layoutError(error.getMessage());
            }
            if (positions.getCount() != host.itemCount()) {
                throw layoutError("the adapter's getItemCount() is " + host.itemCount() + ", but its sections " + Arrays.toString(counts)
                    + " with the layout's headers and footers make " + positions.getCount()
                    + " positions; answer getItemCount() with AdapterPositions.of(layout, counts).getCount()");
            }
        }
        Size viewport = new Size(width / (double) density, height / (double) density);
        return new PassInputs(viewport, positions, host.fontScale(), host.reduceMotion(), dataGeneration);
    }

    /** A fault of the adapter, told as a layout error (it has no place in the layout's file). */
    private static LayoutException layoutError(String message) {
        return new LayoutException(message);
    }
}
