package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.engines.ExplicitFrames;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.queries.PreparedLayout;
import dev.tessera.runtime.queries.ScrollOffsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A list's size change places again only the changed items and moves the rest by block shifts
 * ({@code ExplicitFrames.replacingListItems}, Swift's {@code ExplicitFrames+Shifts}): random change
 * sequences on every bundled layout give, after each step, what a full prepare gives, to the bit
 * (lists on the grid take the shifts, the others the path in order), and the layout before a
 * change stays as it was.
 */
class ListShiftsTest {
    /** A length on the grid (quarters of a point); with `offGrid`, now and then a third or a size with a width, which leave it. */
    private static ItemSize size(Random random, boolean offGrid) {
        double length = offGrid && random.nextInt(8) == 0 ? random.nextInt(901) / 3.0 : random.nextInt(1201) / 4.0;
        if (!offGrid || random.nextBoolean()) return ItemSize.length(length);
        return ItemSize.size((1 + random.nextInt(600)) / 2.0, length);
    }

    /** The bundled layouts, as Swift's `LayoutFixtures.paths`: their file and compiled layout. */
    private static List<Object[]> bundledLayouts() throws Exception {
        List<Object[]> layouts = new ArrayList<>();
        for (String name : Vectors.layoutNames()) {
            Object vectors = Vectors.read("layouts/" + name);
            String file = (String) Vectors.get(vectors, "file");
            if (!file.startsWith("Layouts/") && !file.startsWith("Tests/Fixtures/Layouts/")) continue;
            layouts.add(new Object[] {file, CompiledLayout.load((String) Vectors.get(vectors, "compiled"), file)});
        }
        return layouts;
    }

    /** Every element, the content size and a few rect queries, written to the bit (negative zero is not zero). */
    private static String answers(PreparedLayout prepared) throws LayoutException {
        StringBuilder text = new StringBuilder();
        Size size = prepared.contentSize;
        text.append(bits(size.width)).append(' ').append(bits(size.height)).append('\n');
        append(text, prepared.allElements(ScrollOffsets.ZERO));
        for (double at : new double[] {0.1, 0.5, 0.93}) {
            append(text, prepared.elements(new Rect(0, size.height * at, size.width + 1, 300), ScrollOffsets.ZERO));
        }
        return text.toString();
    }

    private static void append(StringBuilder text, List<LayoutAttributes> elements) {
        for (LayoutAttributes element : elements) {
            Rect frame = element.getFrame();
            text.append(element.getId()).append(' ').append(bits(frame.x)).append(' ').append(bits(frame.y)).append(' ')
                .append(bits(frame.width)).append(' ').append(bits(frame.height)).append(' ').append(bits(element.getScale())).append(' ')
                .append(bits(element.getAlpha())).append(' ').append(bits(element.getZIndex())).append('\n');
        }
    }

    private static String bits(double value) {
        return Long.toHexString(Double.doubleToRawLongBits(value));
    }

    /** Where two answers first differ, or null. */
    private static String difference(String expected, String found) {
        if (expected.equals(found)) return null;
        String[] wanted = expected.split("\n");
        String[] got = found.split("\n");
        for (int line = 0; line < Math.min(wanted.length, got.length); line++) {
            if (!wanted[line].equals(got[line])) return "line " + line + ": " + got[line] + " instead of " + wanted[line];
        }
        return got.length + " lines instead of " + wanted.length;
    }

    private static int shiftedBlocks(PreparedLayout prepared, int section) {
        return prepared.sections[section].items instanceof ExplicitFrames ? ((ExplicitFrames) prepared.sections[section].items).shiftedBlocks() : 0;
    }

    private static LayoutInput input(List<List<ItemSize>> sizes) {
        int[] counts = new int[sizes.size()];
        ItemSize[][] given = new ItemSize[sizes.size()][];
        for (int section = 0; section < sizes.size(); section++) {
            counts[section] = sizes.get(section).size();
            given[section] = sizes.get(section).toArray(new ItemSize[0]);
        }
        return new LayoutInput(new Size(375, 667), counts).withItemSizes(given);
    }

    @Test
    void randomChangedRangesOnTheGridGiveWhatAFullPrepareGives() throws Exception {
        changeSequences(false);
    }

    @Test
    void randomChangedRangesOffTheGridGiveWhatAFullPrepareGives() throws Exception {
        changeSequences(true);
    }

    private static void changeSequences(boolean offGrid) throws Exception {
        List<String> failures = new ArrayList<>();
        int steps = 0;
        int shifted = 0;
        for (Object[] entry : bundledLayouts()) {
            String file = (String) entry[0];
            CompiledLayout layout = (CompiledLayout) entry[1];
            Random random = new Random(offGrid ? 631 : 632);
            List<List<ItemSize>> sizes = new ArrayList<>();
            for (int count : new int[] {2100, 0, 37}) {
                List<ItemSize> section = new ArrayList<>();
                for (int item = 0; item < count; item++) section.add(size(random, offGrid));
                sizes.add(section);
            }
            PreparedLayout prepared;
            try {
                prepared = layout.prepare(input(sizes));
            } catch (LayoutException error) {
                continue;
            }
            String before = answers(prepared);
            for (int step = 0; step < 16 && failures.isEmpty(); step++) {
                int[] firsts = {-1, -1, -1};
                int[] ends = {-1, -1, -1};
                for (int section : new int[] {0, 2}) {
                    if (random.nextBoolean()) continue;
                    int first = random.nextInt(sizes.get(section).size());
                    int end = Math.min(sizes.get(section).size(), first + random.nextInt(4));
                    for (int item = first; item < end; item++) sizes.get(section).set(item, size(random, offGrid));
                    firsts[section] = first;
                    ends[section] = end;
                }
                PreparedLayout previous = prepared;
                prepared = layout.relayout(prepared, firsts, ends, input(sizes));
                String expected = answers(layout.prepare(input(sizes)));
                String where = file + " step " + step + " " + Arrays.toString(firsts) + " " + Arrays.toString(ends);
                String changed = difference(expected, answers(prepared));
                if (changed != null) failures.add(where + ": " + changed);
                String kept = difference(before, answers(previous));
                if (kept != null) failures.add(where + ": the layout before the change changed: " + kept);
                before = expected;
                shifted += shiftedBlocks(prepared, 0);
                steps += 1;
                if (step % 6 == 5) {
                    // Items appended after shifts continue the pass from the shifted frames.
                    sizes.get(0).add(size(random, offGrid));
                    prepared = layout.extend(prepared, input(sizes));
                    String appended = difference(answers(layout.prepare(input(sizes))), answers(prepared));
                    if (appended != null) failures.add(where + " append: " + appended);
                    before = answers(prepared);
                }
                if (step % 8 == 7) {
                    // A change told only where it starts places in order from there, over the shifts.
                    int first = random.nextInt(sizes.get(0).size());
                    sizes.get(0).set(first, size(random, true));
                    prepared = layout.relayout(prepared, new int[] {first, -1, -1}, input(sizes));
                    String from = difference(answers(layout.prepare(input(sizes))), answers(prepared));
                    if (from != null) failures.add(where + " from " + first + ": " + from);
                    before = answers(prepared);
                }
            }
        }
        assertEquals(Collections.emptyList(), failures.subList(0, Math.min(5, failures.size())));
        assertTrue(steps > 300, "only " + steps + " steps compared");
        // On the grid some list must have taken the shifts, or the test compares only the old path.
        if (!offGrid) assertTrue(shifted > 0, "no change moved a list's items by shifts");
    }

    @Test
    void reportsInALongChatTakeTheListPathThroughTheDriver() throws Exception {
        CompiledLayout layout = null;
        for (Object[] entry : bundledLayouts()) if (entry[0].equals("Layouts/chat.yaml")) layout = (CompiledLayout) entry[1];
        Random random = new Random(633);
        List<List<ItemSize>> sizes = new ArrayList<>();
        sizes.add(new ArrayList<ItemSize>());
        for (int item = 0; item < 5000; item++) sizes.get(0).add(size(random, false));
        ScrollDriver driver = new ScrollDriver(layout, input(sizes));
        for (int item : new int[] {0, 4999, 2500, 1, 1023, 1024}) {
            driver.reportSizes(Collections.singletonMap(ElementID.cell(0, item), size(random, false)));
            assertEquals(null, difference(answers(layout.prepare(driver.getInput())), answers(driver.getPrepared())), "item " + item);
        }
        assertTrue(shiftedBlocks(driver.getPrepared(), 0) > 0, "no report moved the items after it by shifts");
        assertEquals(6, driver.getWork().relayouts);
        assertEquals(1, driver.getWork().prepares);
    }

    @Test
    void aRefusedReportLeavesTheSizesTheDriverWritesInPlaceAsTheyWere() throws Exception {
        CompiledLayout layout = null;
        for (Object[] entry : bundledLayouts()) if (entry[0].equals("Layouts/chat.yaml")) layout = (CompiledLayout) entry[1];
        ItemSize[] sizes = new ItemSize[3000];
        Arrays.fill(sizes, ItemSize.length(40));
        ScrollDriver driver = new ScrollDriver(layout, new LayoutInput(new Size(375, 667), 3000).withItemSizes(new ItemSize[][] {sizes}));
        // The first report copies the app's sizes; the driver writes its copy in place from then on.
        driver.reportSizes(Collections.singletonMap(ElementID.cell(0, 5), ItemSize.length(50)));
        String before = answers(driver.getPrepared());
        java.util.Map<ElementID, ItemSize> reports = new java.util.LinkedHashMap<>();
        reports.put(ElementID.cell(0, 7), ItemSize.length(90));
        reports.put(ElementID.cell(0, 3000), ItemSize.length(10));
        boolean refused = false;
        try {
            driver.reportSizes(reports);
        } catch (LayoutException error) {
            refused = true;
        }
        assertTrue(refused, "a report for a cell the layout does not have was taken");
        assertEquals(ItemSize.length(40), driver.getInput().getItemSizes()[0][7]);
        assertEquals(null, difference(before, answers(layout.prepare(driver.getInput()))));
    }
}
