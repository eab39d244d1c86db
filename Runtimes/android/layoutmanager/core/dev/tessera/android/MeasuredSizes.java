package dev.tessera.android;

import dev.tessera.runtime.driver.BatchUpdate;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.session.CollectionSession;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The item sizes a layout sized by data is computed with: the app's estimates, and the sizes
 * cells measured (self-sizing) by their index paths, which follow their items through updates
 * (the session's rule 6) and are forgotten by a reload.
 */
final class MeasuredSizes {
    /** The sizes a layout sized by data starts from; null: none (a layout that needs them reports an error). */
    private ItemSizeEstimates estimates;
    private Map<ElementID, ItemSize> measured = new HashMap<>();

    void setEstimates(ItemSizeEstimates estimates) {
        this.estimates = estimates;
    }

    /** Whether the app gave estimates: without them cells are not measured. */
    boolean estimated() {
        return estimates != null;
    }

    void put(ElementID cell, ItemSize size) {
        measured.put(cell, size);
    }

    /** A reload, or changes that do not translate: every measured size is forgotten. */
    void forget() {
        measured = new HashMap<>();
    }

    /** The measured sizes moved with their items through `batches` (`CollectionSession.sizesAfter`). */
    void follow(List<BatchUpdate> batches) {
        measured = CollectionSession.sizesAfter(measured, batches);
    }

    /** The layout's input for `inputs`: each cell's measured size, else its estimate, when there are estimates. */
    LayoutInput layoutInput(PassInputs inputs) {
        LayoutInput input = new LayoutInput(inputs.viewport, inputs.positions.getSectionCounts()).withTextScale(inputs.textScale)
            .withReduceMotion(inputs.reduceMotion);
        if (estimates == null) return input;
        int[] counts = inputs.positions.getSectionCounts();
        ItemSize[][] sizes = new ItemSize[counts.length][];
        for (int section = 0; section < counts.length; section++) {
            sizes[section] = new ItemSize[counts[section]];
            for (int item = 0; item < counts[section]; item++) {
                ItemSize size = measured.get(ElementID.cell(section, item));
                sizes[section][item] = size != null ? size : estimates.estimate(section, item);
            }
        }
        return input.withItemSizes(sizes);
    }
}
