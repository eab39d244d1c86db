package dev.tessera.android;

import dev.tessera.runtime.inputs.ItemSize;

/**
 * The sizes a layout that takes sizes from data (a waterfall, a flow of tags) starts from, as
 * the app knows them before its views are measured: each cell then measures itself as it is
 * attached, at the breadth its frame gives, and the layout follows (self-sizing).
 */
public interface ItemSizeEstimates {
    /** Item `item` of section `section`'s size, in points (dp). */
    ItemSize estimate(int section, int item);
}
