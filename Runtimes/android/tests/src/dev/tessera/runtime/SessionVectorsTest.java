package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.compiled.LoadException;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.session.Insets;
import dev.tessera.runtime.session.SessionShell;
import dev.tessera.runtime.session.UpdateEntry;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The Java session model decides what the Swift runtime's CollectionLayoutCore decides: every session of the vectors'
 * sessions.json (issue 58's named defects and random sessions) is replayed on {@link SessionShell}, event by event, and
 * each outcome (offset, content size, first cell in view, elements in the viewport, sizes kept, the move, what waits for
 * data, the error state) must be the Swift one within the file's tolerance (docs/SESSIONS.md).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SessionVectorsTest {
    private static final Map<String, CompiledLayout> LAYOUTS = new HashMap<>();
    private static int replayed = 0;
    private static final Set<String> kindsSent = new TreeSet<>();

    static CompiledLayout layout(String name) throws LayoutException {
        CompiledLayout loaded = LAYOUTS.get(name);
        if (loaded != null) return loaded;
        Object vectors;
        try {
            vectors = Vectors.read("layouts/" + name + ".json");
        } catch (IOException error) {
            throw new LayoutException("the session names layout '" + name + "', which the vectors lack: " + error.getMessage());
        }
        try {
            loaded = CompiledLayout.load((String) Vectors.get(vectors, "compiled"), (String) Vectors.get(vectors, "file"));
        } catch (LoadException error) {
            throw new LayoutException("layout '" + name + "' of the vectors does not load: " + error.getMessage());
        }
        LAYOUTS.put(name, loaded);
        return loaded;
    }

    @TestFactory
    @Order(1)
    List<DynamicTest> everySessionDecidesAsSwiftDoes() throws IOException {
        Object file = Vectors.read("sessions.json");
        final double tolerance = Vectors.number(Vectors.get(file, "tolerance"));
        List<DynamicTest> tests = new ArrayList<>();
        for (final Object session : Vectors.list(file, "sessions")) {
            final String name = (String) Vectors.get(session, "name");
            tests.add(DynamicTest.dynamicTest(name, () -> {
                String failure = replay(session, tolerance);
                if (failure != null) fail("session " + name + ", " + failure);
                replayed += 1;
            }));
        }
        return tests;
    }

    @Test
    @Order(2)
    void theNamedDefectsAndRandomSessionsWereAllReplayedWithEveryEventKind() throws IOException {
        Object file = Vectors.read("sessions.json");
        Set<String> names = new TreeSet<>();
        for (Object session : Vectors.list(file, "sessions")) names.add((String) Vectors.get(session, "name"));
        for (int defect : new int[] {1, 2, 3, 4, 5, 6, 7, 8, 11}) {
            boolean found = false;
            for (String name : names) found |= name.startsWith("defect-" + defect + "-");
            assertTrue(found, "sessions.json has no session for issue 58's defect " + defect);
        }
        boolean random = false;
        for (String name : names) random |= name.startsWith("random-");
        assertTrue(random, "sessions.json has no random session");
        assertTrue(replayed == names.size(), replayed + " of " + names.size() + " sessions replayed alike");
        String[] kinds = {"open", "scroll", "dragBegin", "dragEnd", "resize", "insets", "textScale", "reduceMotion", "update", "itemsChanged",
            "reloadData", "report", "appSizes", "moveBegin", "moveTarget", "moveEnd", "moveCancel", "switch", "scrollTo",
            "append", "moveStep", "cancelSwitch", "replaceLayout", "autoScroll"};
        for (String kind : kinds) assertTrue(kindsSent.contains(kind), "no session sends a '" + kind + "' event");
    }

    /** Replays one session; the first outcome that differs, named by its event, or null. */
    static String replay(Object session, double tolerance) throws LayoutException {
        SessionShell shell = new SessionShell((String) Vectors.get(session, "layout"), SessionVectorsTest::layout);
        List<Object> events = Vectors.list(session, "events");
        List<Object> outcomes = Vectors.list(session, "outcomes");
        if (events.size() != outcomes.size()) return events.size() + " events but " + outcomes.size() + " outcomes";
        for (int index = 0; index < events.size(); index++) {
            Object event = events.get(index);
            String kind = (String) Vectors.get(event, "event");
            kindsSent.add(kind);
            SessionShell.Outcome outcome = send(shell, event);
            String differs = compare(outcomes.get(index), outcome, tolerance);
            if (differs != null) return "event " + index + " (" + kind + "): " + differs;
        }
        return null;
    }

    static SessionShell.Outcome send(SessionShell shell, Object event) throws LayoutException {
        String kind = (String) Vectors.get(event, "event");
        switch (kind) {
            case "open":
                return shell.open(size(Vectors.get(event, "viewport")), insets(Vectors.get(event, "insets")), Vectors.point(Vectors.get(event, "offset")),
                    Vectors.integers(Vectors.get(event, "counts")), sizes(event), Vectors.number(Vectors.get(event, "textScale")),
                    (Boolean) Vectors.get(event, "reduceMotion"));
            case "scroll":
                return shell.scroll(Vectors.point(Vectors.get(event, "offset")));
            case "dragBegin":
                return shell.dragBegin();
            case "dragEnd":
                return shell.dragEnd(Vectors.point(Vectors.get(event, "velocity")));
            case "resize":
                return shell.resize(size(Vectors.get(event, "viewport")));
            case "insets":
                return shell.insets(insets(Vectors.get(event, "insets")));
            case "textScale":
                return shell.textScale(Vectors.number(Vectors.get(event, "value")));
            case "reduceMotion":
                return shell.reduceMotion((Boolean) Vectors.get(event, "value"));
            case "update":
                return shell.update(entries(event), Vectors.integers(Vectors.get(event, "counts")), sizes(event), (Boolean) Vectors.get(event, "invalidatesCounts"));
            case "itemsChanged":
                return shell.itemsChanged(entries(event), Vectors.integers(Vectors.get(event, "counts")), sizes(event));
            case "reloadData":
                return shell.reloadData(Vectors.integers(Vectors.get(event, "counts")), sizes(event));
            case "report":
                return shell.report(path(Vectors.get(event, "item")), size(Vectors.get(event, "size")));
            case "appSizes": {
                List<ElementID> items = new ArrayList<>();
                for (Object item : Vectors.list(event, "items")) items.add(path(item));
                return shell.appSizes(sizes(event), items);
            }
            case "moveBegin":
                return shell.moveBegin(path(Vectors.get(event, "item")));
            case "moveTarget":
                return shell.moveTarget(Vectors.point(Vectors.get(event, "position")));
            case "moveEnd":
                return shell.moveEnd(Vectors.integers(Vectors.get(event, "counts")), sizes(event));
            case "moveCancel":
                return shell.moveCancel();
            case "switch":
                return shell.switchLayout((String) Vectors.get(event, "layout"), (Boolean) Vectors.get(event, "prepared"));
            case "scrollTo":
                return shell.scrollTo(path(Vectors.get(event, "item")));
            case "append":
                return shell.append(Vectors.integers(Vectors.get(event, "counts")), sizes(event));
            case "moveStep":
                return shell.moveStep(entries(event), Vectors.integers(Vectors.get(event, "counts")), sizes(event));
            case "cancelSwitch":
                return shell.cancelSwitch(sizes(event));
            case "replaceLayout":
                return shell.replaceLayout((String) Vectors.get(event, "layout"), Vectors.integers(Vectors.get(event, "counts")), sizes(event));
            case "autoScroll":
                return shell.autoScroll(Vectors.point(Vectors.get(event, "finger")), Vectors.number(Vectors.get(event, "seconds")));
            default:
                throw new IllegalArgumentException("an event of an unknown kind: " + kind + " (docs/SESSIONS.md lists them)");
        }
    }

    // Reading events

    static Size size(Object value) {
        Point pair = Vectors.point(value);
        return new Size(pair.x, pair.y);
    }

    static Insets insets(Object value) {
        List<Object> four = Vectors.list(value);
        return new Insets(Vectors.number(four.get(0)), Vectors.number(four.get(1)), Vectors.number(four.get(2)), Vectors.number(four.get(3)));
    }

    static ItemSize[][] sizes(Object event) {
        Object sizes = Vectors.get(event, "sizes");
        return sizes == null ? null : Vectors.itemSizes(sizes);
    }

    static ElementID path(Object value) {
        int[] pair = Vectors.integers(value);
        return ElementID.cell(pair[0], pair[1]);
    }

    static List<UpdateEntry> entries(Object event) {
        List<UpdateEntry> entries = new ArrayList<>();
        for (Object entry : Vectors.list(event, "entries")) {
            UpdateEntry.Action action = UpdateEntry.Action.valueOf(((String) Vectors.get(entry, "action")).toUpperCase(java.util.Locale.ROOT));
            entries.add(new UpdateEntry(action, indices(Vectors.get(entry, "before")), indices(Vectors.get(entry, "after"))));
        }
        return entries;
    }

    /** A path's indices; Swift writes a whole section's item (Int.max) as a number too large for a double to hold exactly. */
    static long[] indices(Object value) {
        if (value == null) return null;
        List<Object> numbers = Vectors.list(value);
        long[] result = new long[numbers.size()];
        for (int index = 0; index < result.length; index++) {
            double number = Vectors.number(numbers.get(index));
            result[index] = number >= 9.2e18 ? UpdateEntry.WHOLE_SECTION : (long) number;
        }
        return result;
    }

    // Comparing outcomes

    /** Within the tolerance, absolute or relative to the larger magnitude. */
    static boolean close(Object expected, double found, double tolerance) {
        double value = Vectors.number(expected);
        if (Double.isNaN(value) || Double.isNaN(found)) return Double.isNaN(value) && Double.isNaN(found);
        if (value == found) return true;
        double difference = Math.abs(value - found);
        return difference <= tolerance || difference <= tolerance * Math.max(Math.abs(value), Math.abs(found));
    }

    static String compare(Object expected, SessionShell.Outcome found, double tolerance) {
        List<Object> offset = Vectors.list(expected, "offset");
        if (!close(offset.get(0), found.offset.x, tolerance) || !close(offset.get(1), found.offset.y, tolerance)) {
            return "offset " + Vectors.text(offset) + " expected, " + found.offset + " found";
        }
        List<Object> content = Vectors.list(expected, "contentSize");
        if (!close(content.get(0), found.contentSize.width, tolerance) || !close(content.get(1), found.contentSize.height, tolerance)) {
            return "content size " + Vectors.text(content) + " expected, " + found.contentSize + " found";
        }
        Object anchor = Vectors.get(expected, "anchor");
        String foundAnchor = found.anchor == null ? "null" : "[" + found.anchor.section + ", " + found.anchor.item + ", " + found.anchor.distance + "]";
        if (anchor == null ? found.anchor != null : found.anchor == null || !sameAnchor(Vectors.list(anchor), found, tolerance)) {
            return "anchor " + Vectors.text(anchor) + " expected, " + foundAnchor + " found";
        }
        String elements = compareElements(Vectors.list(expected, "elements"), found.elements, tolerance);
        if (elements != null) return elements;
        if (Vectors.integer(Vectors.get(expected, "reported")) != found.reported) {
            return Vectors.text(Vectors.get(expected, "reported")) + " reported sizes kept expected, " + found.reported + " found";
        }
        String moving = found.moving == null ? "null" : "[" + pathText(found.moving[0]) + ", " + pathText(found.moving[1]) + "]";
        if (!text(Vectors.get(expected, "moving")).equals(moving)) return "move " + text(Vectors.get(expected, "moving")) + " expected, " + moving + " found";
        String pending = found.pending == null ? "null" : pathText(found.pending);
        if (!text(Vectors.get(expected, "pending")).equals(pending)) return "pending " + text(Vectors.get(expected, "pending")) + " expected, " + pending + " found";
        if (!Vectors.get(expected, "failed").equals(found.failed)) return "failed " + Vectors.get(expected, "failed") + " expected, " + found.failed + " found";
        if (Vectors.integer(Vectors.get(expected, "errors")) != found.errors) {
            return Vectors.text(Vectors.get(expected, "errors")) + " errors handed to the app expected, " + found.errors + " found";
        }
        return null;
    }

    private static boolean sameAnchor(List<Object> anchor, SessionShell.Outcome found, double tolerance) {
        return Vectors.integer(anchor.get(0)) == found.anchor.section && Vectors.integer(anchor.get(1)) == found.anchor.item
            && close(anchor.get(2), found.anchor.distance, tolerance);
    }

    static String compareElements(List<Object> expected, List<LayoutAttributes> found, double tolerance) {
        if (expected.size() != found.size()) {
            return expected.size() + " elements in the viewport expected, " + found.size() + " found: " + Vectors.ids(found);
        }
        for (int index = 0; index < expected.size(); index++) {
            List<Object> row = Vectors.list(expected.get(index));
            Object[] flat = Vectors.flat(found.get(index));
            for (int field = 0; field < flat.length; field++) {
                boolean same = flat[field] instanceof String ? flat[field].equals(row.get(field)) : close(row.get(field), (Double) flat[field], tolerance);
                if (!same) {
                    return "element " + index + " (" + Vectors.text(row.subList(0, 3)) + ") field " + field + ": expected " + Vectors.text(row.get(field))
                        + ", found " + flat[field];
                }
            }
        }
        return null;
    }

    private static String pathText(ElementID id) {
        return "[" + id.section + ", " + id.item + "]";
    }

    /** A value as {@code pathText} writes one (paths and pairs of them), to compare the move and the pending item. */
    private static String text(Object value) {
        if (value == null) return "null";
        if (value instanceof List) {
            StringBuilder text = new StringBuilder("[");
            for (Object item : Vectors.list(value)) text.append(text.length() == 1 ? "" : ", ").append(text(item));
            return text.append(']').toString();
        }
        return String.valueOf((int) Vectors.number(value));
    }
}
