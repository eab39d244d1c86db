package dev.tessera.android;

/**
 * Implemented by a RecyclerView adapter whose items come in sections: the layout then gives each
 * section's header and footer a position of its own (`AdapterPositions` says which), so that
 * they are views the adapter binds, by view type, as TalkBack reads them. An adapter without it
 * is one section of cells.
 */
public interface TesseraSections {
    int getSectionCount();

    /** The cells of section `section`, headers and footers not counted. */
    int getItemCountInSection(int section);
}
