package dev.tessera.android;

import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.queries.PreparedLayout;

/**
 * The collection's rows and columns for accessibility (`CollectionPlaces`), found once per
 * prepared layout and positions: TalkBack asks for every item's place, and finding them walks
 * the whole layout.
 */
final class CollectionPlacesMemo {
    private CollectionPlaces places;
    private PreparedLayout prepared;
    private AdapterPositions positions;

    /** The places for `prepared` and `positions`; null when the layout fails to give them. */
    CollectionPlaces of(PreparedLayout prepared, AdapterPositions positions) {
        if (places == null || this.prepared != prepared || this.positions != positions) {
            try {
                places = CollectionPlaces.of(prepared, positions);
            } catch (LayoutException error) {
                return null;
            }
            this.prepared = prepared;
            this.positions = positions;
        }
        return places;
    }
}
