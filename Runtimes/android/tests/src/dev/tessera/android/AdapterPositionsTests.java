package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.geometry.ElementID;
import org.junit.jupiter.api.Test;

/**
 * The adapter's positions and the layout's elements, one to one: each position in range names
 * the element whose position it is, and the first position past the end is refused rather than
 * taken for the last section's footer (a survivor of scripts/mutation-score.py).
 */
class AdapterPositionsTests {
    @Test
    void everyPositionInRangeIsTheElementWhosePositionItIs() throws Exception {
        AdapterPositions positions = AdapterPositions.of(golden("settings"), 3, 0, 5, 4);
        for (int position = 0; position < positions.getCount(); position++) {
            ElementID element = positions.elementAt(position);
            assertEquals(position, positions.positionOf(element), element.toString());
        }
    }

    @Test
    void aPositionPastEitherEndIsRefusedWithItsNumber() throws Exception {
        for (AdapterPositions positions : new AdapterPositions[] {AdapterPositions.cells(7), AdapterPositions.of(golden("settings"), 3, 5, 4)}) {
            int count = positions.getCount();
            for (int position : new int[] {-1, count, count + 1}) {
                IndexOutOfBoundsException error = assertThrows(IndexOutOfBoundsException.class, () -> positions.elementAt(position));
                assertTrue(String.valueOf(error.getMessage()).startsWith("position " + position + " is not one of the adapter's " + count),
                           String.valueOf(error.getMessage()));
            }
        }
    }
}
