package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.driver.ItemUpdate;
import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.driver.UpdateElement;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.queries.PreparedLayout;
import dev.tessera.runtime.queries.ScrollOffsets;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The scroll driver keeps, enters and leaves what the Swift runtime's does along each scripted
 * session of the vectors (scrolls through the content and past its end, a sideways scroll, a
 * resize, appended items, a batch update with its animation, a new text size, Reduce Motion,
 * self-sizing reports), and extending a layout gives what preparing it gives.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DriverVectorsTest {
    private static int sessions = 0;
    private static int extensions = 0;

    @TestFactory
    @Order(1)
    List<DynamicTest> everyScriptedSessionDrivesAlikeAndEveryExtendedLayoutAnswersAsPrepared() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (final String name : Vectors.layoutNames()) {
            tests.add(DynamicTest.dynamicTest(name, () -> {
                Object vectors = Vectors.read("layouts/" + name);
                double approximate = Vectors.tolerance(Vectors.get(vectors, "approximate"));
                CompiledLayout layout = CompiledLayout.load((String) Vectors.get(vectors, "compiled"), (String) Vectors.get(vectors, "file"));
                List<Object> cases = Vectors.list(vectors, "cases");
                for (int index = 0; index < cases.size(); index++) {
                    Object vector = cases.get(index);
                    if (Vectors.get(vector, "error") != null) continue;
                    String where = name + " case " + index;
                    String failure;
                    try {
                        failure = replay(layout, vector, approximate);
                    } catch (LayoutException error) {
                        failure = error.getMessage();
                    }
                    if (failure != null) fail(where + " driver " + failure);
                    if (!Vectors.list(vector, "driver").isEmpty()) sessions += 1;
                    Object extendFrom = Vectors.get(vector, "extendFrom");
                    if (extendFrom != null) {
                        LayoutInput full = Vectors.input(Vectors.get(vector, "input"));
                        int[] counts = Vectors.integers(extendFrom);
                        LayoutInput half = full.withSectionCounts(counts).withItemSizes(Vectors.resized(full.getItemSizes(), counts));
                        PreparedLayout grown = layout.extend(layout.prepare(half), full);
                        Object first = Vectors.list(vector, "positions").get(0);
                        String differs = AnswersVectorsTest.compareElements(Vectors.list(first, "elements"), grown.allElements(ScrollOffsets.ZERO), approximate,
                            where + ": extended from " + Vectors.text(extendFrom));
                        if (differs != null) fail(differs);
                        extensions += 1;
                    }
                }
            }));
        }
        return tests;
    }

    /** Runs after the sessions, which count what they compared. */
    @Test
    @Order(2)
    void enoughSessionsAndExtensionsWereCompared() {
        assertTrue(sessions > 800 && extensions > 500, "only " + sessions + " sessions and " + extensions + " extensions compared");
    }

    private static String compareFrame(List<Object> step, ScrollDriver driver, double approximate, int frameStart) {
        List<Object> offset = Vectors.list(step.get(frameStart));
        Point found = driver.getOffset();
        if (!Vectors.same(offset.get(0), found.x, approximate) || !Vectors.same(offset.get(1), found.y, approximate)) {
            return "offset " + Vectors.text(offset) + ", found " + found;
        }
        String[] names = {"kept", "entered", "left"};
        List<?>[] lists = {driver.getKept(), driver.getEntered(), driver.getLeft()};
        for (int index = 0; index < 3; index++) {
            String expected = Vectors.expectedIds(step.get(frameStart + 1 + index));
            String ids = Vectors.ids(lists[index]);
            if (!expected.equals(ids)) return names[index] + " " + abbreviated(expected) + ", found " + abbreviated(ids);
        }
        return null;
    }

    private static String abbreviated(String text) {
        return text.length() > 200 ? text.substring(0, 200) + "…" : text;
    }

    private static ItemUpdate update(Object vector) {
        List<Object> fields = Vectors.list(vector);
        String kind = (String) fields.get(0);
        int section = Vectors.integer(fields.get(1));
        if (kind.equals("deleteSection")) return ItemUpdate.deleteSection(section);
        int item = Vectors.integer(fields.get(2));
        if (kind.equals("insert")) return ItemUpdate.insert(section, item);
        if (kind.equals("delete")) return ItemUpdate.delete(section, item);
        if (kind.equals("insertSection")) return ItemUpdate.insertSection(section, item);
        if (kind.equals("moveSection")) return ItemUpdate.moveSection(section, item);
        return ItemUpdate.move(section, item, Vectors.integer(fields.get(3)), Vectors.integer(fields.get(4)));
    }

    /** Where each step's frame starts in its vector: after the step's name and arguments. */
    private static int frameStart(String step) {
        switch (step) {
            case "scroll":
            case "scrollSection":
            case "resize":
                return 3;
            case "append":
            case "prepend":
            case "textScale":
            case "reduceMotion":
            case "update":
            case "reportSizes":
                return 2;
            default:
                return -1;
        }
    }

    /** Sizes with {@code count} items inserted at the start of section 0, sized as its first items were (40 long in an empty section). */
    private static ItemSize[][] prepended(int count, ItemSize[][] sizes) {
        if (sizes == null || sizes.length == 0) return sizes;
        ItemSize[] first = sizes[0];
        ItemSize[] grown = new ItemSize[first.length + count];
        for (int item = 0; item < count; item++) grown[item] = first.length == 0 ? ItemSize.length(40) : first[item % first.length];
        System.arraycopy(first, 0, grown, count, first.length);
        ItemSize[][] result = sizes.clone();
        result[0] = grown;
        return result;
    }

    /** Runs one step on the driver; an update answers its animation, a size report what changed. */
    private static Object perform(ScrollDriver driver, List<Object> step) throws LayoutException {
        switch ((String) step.get(0)) {
            case "scroll":
                driver.scroll(new Point(Vectors.number(step.get(1)), Vectors.number(step.get(2))));
                return null;
            case "scrollSection":
                driver.scroll(Vectors.integer(step.get(1)), Vectors.number(step.get(2)));
                return null;
            case "resize":
                return driver.resize(new Size(Vectors.number(step.get(1)), Vectors.number(step.get(2))));
            case "append": {
                int[] counts = Vectors.integers(step.get(1));
                driver.append(counts, Vectors.resized(driver.getInput().getItemSizes(), counts));
                return null;
            }
            case "prepend": {
                int count = Vectors.integer(step.get(1));
                List<ItemUpdate> inserts = new ArrayList<>();
                for (int item = 0; item < count; item++) inserts.add(ItemUpdate.insert(0, item));
                return driver.performBatchUpdates(inserts, prepended(count, driver.getInput().getItemSizes()));
            }
            case "textScale":
                return driver.changeTextScale(Vectors.number(step.get(1)));
            case "reduceMotion":
                return driver.changeReduceMotion((Boolean) step.get(1));
            case "reportSizes": {
                Map<ElementID, ItemSize> reports = new LinkedHashMap<>();
                for (Object report : Vectors.list(step.get(1))) {
                    List<Object> fields = Vectors.list(report);
                    ItemSize size = fields.size() == 3 ? ItemSize.length(Vectors.number(fields.get(2)))
                        : ItemSize.size(Vectors.number(fields.get(2)), Vectors.number(fields.get(3)));
                    reports.put(ElementID.cell(Vectors.integer(fields.get(0)), Vectors.integer(fields.get(1))), size);
                }
                return driver.reportSizes(reports);
            }
            default: {
                List<ItemUpdate> updates = new ArrayList<>();
                for (Object update : Vectors.list(step.get(1))) updates.add(update(update));
                return driver.performBatchUpdates(updates);
            }
        }
    }

    private static String compareAnimation(List<Object> expected, List<UpdateElement> animation, double approximate) {
        if (expected.size() != animation.size()) return expected.size() + " animated elements expected, " + animation.size() + " found";
        for (int index = 0; index < expected.size(); index++) {
            List<Object> entry = Vectors.list(expected.get(index));
            UpdateElement found = animation.get(index);
            String change = found.change.name().toLowerCase(java.util.Locale.ROOT);
            if (!change.equals(entry.get(0)) || !sameRow(Vectors.list(entry.get(1)), Vectors.flat(found.start), approximate)
                || !sameRow(Vectors.list(entry.get(2)), Vectors.flat(found.end), approximate)) {
                return "element " + index + " expected " + entry.get(0) + " " + Vectors.text(Vectors.list(entry.get(1)).subList(0, 3)) + ", found " + change + " "
                    + found.start;
            }
        }
        return null;
    }

    private static boolean sameRow(List<Object> expected, Object[] found, double approximate) {
        if (expected.size() != found.length) return false;
        for (int index = 0; index < found.length; index++) if (!Vectors.same(expected.get(index), found[index], approximate)) return false;
        return true;
    }

    /**
     * The first way the session differs from the vector's, or null. A step Swift refused must be
     * refused with the same message, line and column, and ends the session.
     */
    @SuppressWarnings("unchecked")
    private static String replay(CompiledLayout layout, Object vector, double approximate) throws LayoutException {
        List<Object> script = Vectors.list(vector, "driver");
        if (script.isEmpty()) return null;
        List<Object> start = Vectors.list(script.get(0));
        // Where the layout opens, as Swift's: its start, or its end for one kept to its end.
        ScrollDriver driver = new ScrollDriver(layout, Vectors.input(Vectors.get(vector, "input")), null, Vectors.number(start.get(1)));
        String failure = compareFrame(start, driver, approximate, 2);
        if (failure != null) return "start: " + failure;
        for (Object stepVector : script.subList(1, script.size())) {
            List<Object> step = Vectors.list(stepVector);
            String name = (String) step.get(0);
            int frameStart = frameStart(name);
            if (frameStart < 0) return "an unknown step " + name;
            Object refused = "error".equals(step.get(frameStart)) ? step.get(frameStart + 1) : null;
            Object answer;
            try {
                answer = perform(driver, step);
            } catch (LayoutException error) {
                if (refused == null) return name + ": refused (" + error.getMessage() + ") where Swift answers";
                return AnswersVectorsTest.sameRefusal(refused, error) ? null
                    : name + ": Swift refused " + AnswersVectorsTest.refusalText(refused) + ", Android " + error.getMessage() + " at " + error.getLine() + ":" + error.getColumn();
            }
            if (refused != null) return name + ": answers where Swift refuses (" + Vectors.get(refused, "message") + ")";
            if (name.equals("update")) {
                failure = compareAnimation(Vectors.list(step.get(6)), (List<UpdateElement>) answer, approximate);
                if (failure != null) return "update: " + failure;
            }
            if (name.equals("reportSizes")) {
                String expected = Vectors.expectedIds(step.get(6));
                String found = Vectors.ids((List<ElementID>) answer);
                if (!expected.equals(found)) return "reportSizes: changed " + expected + " expected, found " + found;
            }
            failure = compareFrame(step, driver, approximate, frameStart);
            if (failure != null) return name + ": " + failure;
        }
        return null;
    }
}
