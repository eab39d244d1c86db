package dev.tessera.runtime.engines;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;

/**
 * A masonry pass read back from the frames it placed is the pass as it stood (MasonryColumns.rewound): what lets an
 * append place only the new items. No answer shows it (the section placed afresh gives the same frames), so the vectors
 * cannot; the mutation round found it unchecked (scripts/mutation-score.py, core java-engines).
 */
class MasonryRewindTest {
    private static final double[] LENGTHS = {120, 80, 200, 60, 90, 150, 40, 110, 70, 130, 95, 85};

    private static void check(boolean shortestFirst, boolean tiesToTrailing) {
        MasonryColumns pass = new MasonryColumns(3, 100, 10, 5, shortestFirst, tiesToTrailing);
        ExplicitFrames.Builder builder = new ExplicitFrames.Builder(LENGTHS.length);
        for (double length : LENGTHS) builder.add(pass.place(length));
        ExplicitFrames frames = builder.build();
        for (int item = 0; item <= LENGTHS.length; item++) {
            MasonryColumns stood = new MasonryColumns(3, 100, 10, 5, shortestFirst, tiesToTrailing);
            for (int placed = 0; placed < item; placed++) stood.place(LENGTHS[placed]);
            MasonryColumns rewound = pass.rewound(item, frames);
            assertNotNull(rewound, "three columns 110 points apart tell every frame's column: item " + item);
            assertArrayEquals(stood.ends, rewound.ends, 0, "the columns' ends before item " + item);
            if (item > 0) assertEquals(stood.nextColumn, rewound.nextColumn, "the next column before item " + item);
        }
    }

    @Test
    void theShortestColumnFirst() {
        check(true, false);
        check(true, true);
    }

    @Test
    void columnByColumn() {
        check(false, false);
    }
}
