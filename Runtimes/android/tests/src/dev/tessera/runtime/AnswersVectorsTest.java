package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.compiled.VectorJson;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.queries.CellNavigation;
import dev.tessera.runtime.queries.GridStructure;
import dev.tessera.runtime.queries.PreparedLayout;
import dev.tessera.runtime.queries.ScrollOffsets;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * This runtime answers as the Swift runtime does, on every layout of the shared vectors (the
 * bundled layouts, the fixtures and 300 random ones): frames and attributes, elements by index,
 * rect queries, hits, snapping, bands, move targets, rows and columns, arrow keys, and refusals
 * with their message, line and column. To the bit where only arithmetic is involved, within 1e-12 relative where the
 * platform's trigonometry is (a circle, sin or cos).
 */
class AnswersVectorsTest {
    @TestFactory
    List<DynamicTest> everyLayoutAnswersAsTheSwiftRuntime() throws IOException {
        List<String> names = Vectors.layoutNames();
        assertTrue(names.size() > 300, "only " + names.size() + " layouts in the vectors");
        List<DynamicTest> tests = new ArrayList<>();
        for (final String name : names) {
            tests.add(DynamicTest.dynamicTest(name, () -> {
                Object vectors = Vectors.read("layouts/" + name);
                double approximate = Vectors.tolerance(Vectors.get(vectors, "approximate"));
                CompiledLayout layout = CompiledLayout.load((String) Vectors.get(vectors, "compiled"), (String) Vectors.get(vectors, "file"));
                List<Object> cases = Vectors.list(vectors, "cases");
                for (int index = 0; index < cases.size(); index++) {
                    String failure = compareCase(layout, cases.get(index), approximate, name + " case " + index);
                    if (failure != null) fail(failure);
                }
            }));
        }
        return tests;
    }

    /** The first answer of the case that differs, or null. */
    static String compareCase(CompiledLayout layout, Object vector, double approximate, String where) throws LayoutException {
        Object error = Vectors.get(vector, "error");
        PreparedLayout prepared;
        try {
            prepared = layout.prepare(Vectors.input(Vectors.get(vector, "input")));
        } catch (LayoutException refused) {
            if (error == null) return where + ": refused (" + refused.getMessage() + ") where Swift answers";
            return sameRefusal(error, refused) ? null : where + ": Swift " + refusalText(error) + ", Android " + refused.getMessage() + " at "
                + refused.getLine() + ":" + refused.getColumn();
        }
        if (error != null) return where + ": answers where Swift refuses (" + Vectors.get(error, "message") + ")";
        List<Object> content = Vectors.list(vector, "contentSize");
        if (!Vectors.same(content.get(0), prepared.contentSize.width, approximate) || !Vectors.same(content.get(1), prepared.contentSize.height, approximate)) {
            return where + ": content " + Vectors.text(content) + " expected, " + prepared.contentSize + " found";
        }
        return compareQuestions(vector, prepared, approximate, where);
    }

    static boolean sameRefusal(Object expected, LayoutException found) {
        Object line = Vectors.get(expected, "line");
        Object column = Vectors.get(expected, "column");
        return Vectors.get(expected, "message").equals(found.getMessage()) && (line == null ? 0 : Vectors.integer(line)) == found.getLine()
            && (column == null ? 0 : Vectors.integer(column)) == found.getColumn();
    }

    static String refusalText(Object expected) {
        return Vectors.get(expected, "message") + " at " + Vectors.text(Vectors.get(expected, "line")) + ":" + Vectors.text(Vectors.get(expected, "column"));
    }

    static ScrollOffsets position(Object vector) {
        Point offset = Vectors.point(Vectors.get(vector, "offset"));
        Map<Integer, Double> offsets = new TreeMap<>();
        for (Object pair : Vectors.list(vector, "sectionOffsets")) {
            offsets.put(Vectors.integer(Vectors.list(pair).get(0)), Vectors.number(Vectors.list(pair).get(1)));
        }
        return new ScrollOffsets(offset.x, offset.y, offsets);
    }

    static String compareElements(List<Object> expected, List<LayoutAttributes> found, double approximate, String where) {
        if (expected.size() != found.size()) return where + ": " + expected.size() + " elements expected, " + found.size() + " found";
        for (int index = 0; index < expected.size(); index++) {
            List<Object> row = Vectors.list(expected.get(index));
            Object[] flat = Vectors.flat(found.get(index));
            for (int field = 0; field < flat.length; field++) {
                if (!Vectors.same(row.get(field), flat[field], approximate)) {
                    return where + ": element " + index + " (" + Vectors.text(row.subList(0, 3)) + ") field " + field + ": expected "
                        + Vectors.text(row.get(field)) + ", found " + flat[field];
                }
            }
        }
        return null;
    }

    private static boolean samePoint(Object expected, Point found, double approximate) {
        List<Object> pair = Vectors.list(expected);
        return Vectors.same(pair.get(0), found.x, approximate) && Vectors.same(pair.get(1), found.y, approximate);
    }

    private static String compareQuestions(Object vector, PreparedLayout prepared, double approximate, String where) throws LayoutException {
        Point maximum = prepared.maximumOffset();
        if (!samePoint(Vectors.get(vector, "maximumOffset"), maximum, approximate)) {
            return where + ": maximum offset " + Vectors.text(Vectors.get(vector, "maximumOffset")) + ", found " + maximum;
        }
        for (Object bandVector : Vectors.list(vector, "bands")) {
            List<Object> entry = Vectors.list(bandVector);
            int section = Vectors.integer(entry.get(0));
            List<Object> band = Vectors.list(entry.get(1));
            Rect found = prepared.band(section);
            boolean same = found != null && Vectors.same(band.get(0), found.x, approximate) && Vectors.same(band.get(1), found.y, approximate)
                && Vectors.same(band.get(2), found.width, approximate) && Vectors.same(band.get(3), found.height, approximate)
                && Vectors.same(entry.get(2), prepared.orthogonalContentLength(section), approximate)
                && Vectors.same(entry.get(3), prepared.maximumSectionOffset(section), approximate);
            if (!same) return where + ": section " + section + "'s band differs";
        }
        List<Object> radii = Vectors.list(vector, "backgroundCornerRadii");
        for (int section = 0; section < radii.size(); section++) {
            Object radius = radii.get(section);
            double found = prepared.backgroundCornerRadius(section);
            // JSON's null (no background) is neither a number nor a number written as text.
            boolean none = !(radius instanceof Double) && !(radius instanceof String);
            if (none ? !Double.isNaN(found) : !Vectors.same(radius, found, approximate)) {
                return where + ": section " + section + "'s background corner radius " + radius + ", found " + found;
            }
        }
        List<Object> positions = Vectors.list(vector, "positions");
        for (int positionIndex = 0; positionIndex < positions.size(); positionIndex++) {
            Object answers = positions.get(positionIndex);
            ScrollOffsets at = position(Vectors.get(answers, "position"));
            String here = where + " position " + positionIndex;
            List<Object> elements = Vectors.list(answers, "elements");
            String failure = compareElements(elements, prepared.allElements(at), approximate, here);
            if (failure != null) return failure;
            // Each element by its index path answers as the whole list does.
            List<LayoutAttributes> byIndex = new ArrayList<>();
            for (Object row : elements) {
                List<Object> fields = Vectors.list(row);
                LayoutAttributes element = prepared.attributes(new ElementID(Vectors.kind(fields.get(0)), Vectors.integer(fields.get(1)), Vectors.integer(fields.get(2))), at);
                if (element == null) return here + ": element " + Vectors.text(fields.subList(0, 3)) + " is not found by its index path";
                byIndex.add(element);
            }
            failure = compareElements(elements, byIndex, approximate, here + " by index");
            if (failure != null) return failure;
            for (Object query : Vectors.list(answers, "rects")) {
                List<Object> rect = Vectors.list(Vectors.list(query).get(0));
                Rect asked = new Rect(Vectors.number(rect.get(0)), Vectors.number(rect.get(1)), Vectors.number(rect.get(2)), Vectors.number(rect.get(3)));
                String expected = Vectors.expectedIds(Vectors.list(query).get(1));
                String found = Vectors.ids(prepared.elements(asked, at));
                if (!expected.equals(found)) return here + ": rect " + Vectors.text(rect) + ": Swift " + expected + ", Android " + found;
            }
            for (Object hit : Vectors.list(answers, "hits")) {
                Point point = Vectors.point(Vectors.list(hit).get(0));
                Object expectedId = Vectors.list(hit).get(1);
                String expected = expectedId == VectorJson.NULL ? "null" : Vectors.idText(Vectors.id(expectedId));
                String found = Vectors.idText(prepared.element(point, at));
                if (!expected.equals(found)) return here + ": hit at " + point + ": Swift " + expected + ", Android " + found;
            }
            for (Object snap : Vectors.list(answers, "snaps")) {
                List<Object> entry = Vectors.list(snap);
                Point found = prepared.restingOffset(Vectors.point(entry.get(0)), Vectors.point(entry.get(1)), at);
                if (!samePoint(entry.get(2), found, approximate)) {
                    return here + ": snap from " + Vectors.text(entry.get(0)) + " at " + Vectors.text(entry.get(1)) + ": Swift " + Vectors.text(entry.get(2))
                        + ", Android " + found;
                }
            }
        }
        for (Object snap : Vectors.list(vector, "sectionSnaps")) {
            List<Object> entry = Vectors.list(snap);
            int section = Vectors.integer(entry.get(0));
            double found = prepared.restingOffset(section, Vectors.number(entry.get(1)), Vectors.number(entry.get(2)), Vectors.number(entry.get(3)));
            if (!Vectors.same(entry.get(4), found, approximate)) {
                return where + ": section " + section + " snap from " + Vectors.text(entry.get(1)) + ": Swift " + Vectors.text(entry.get(4)) + ", Android " + found;
            }
        }
        for (Object move : Vectors.list(vector, "moves")) {
            List<Object> entry = Vectors.list(move);
            ElementID dragged = Vectors.id(entry.get(0));
            Point center = Vectors.point(entry.get(1));
            String expected = entry.get(2) == VectorJson.NULL ? "null" : Vectors.idText(Vectors.id(entry.get(2)));
            String found = Vectors.idText(prepared.moveTarget(dragged, center, ScrollOffsets.ZERO));
            if (!expected.equals(found)) return where + ": move of " + dragged + " to " + center + ": Swift " + expected + ", Android " + found;
        }
        List<Object> structures = Vectors.list(vector, "structure");
        for (int section = 0; section < structures.size(); section++) {
            String expected = Vectors.text(structures.get(section));
            String found = Vectors.text(structureVector(prepared.gridStructure(section)));
            if (!expected.equals(found)) {
                return where + ": section " + section + "'s rows and columns: Swift " + clip(expected) + ", Android " + clip(found);
            }
        }
        for (Object key : Vectors.list(vector, "keys")) {
            List<Object> entry = Vectors.list(key);
            ElementID from = Vectors.id(entry.get(0));
            String move = (String) entry.get(1);
            String expected = entry.get(2) == VectorJson.NULL ? "null" : Vectors.idText(Vectors.id(entry.get(2)));
            String found = Vectors.idText(prepared.nextCell(from, CellNavigation.Move.named(move), ScrollOffsets.ZERO));
            if (!expected.equals(found)) return where + ": " + move + " from " + from + ": Swift " + expected + ", Android " + found;
        }
        return null;
    }

    /** A section's rows and columns as the vectors write them (LayoutQuestions.swift). */
    private static List<Object> structureVector(GridStructure structure) {
        List<Object> vector = new ArrayList<>();
        vector.add(structure.grid ? "grid" : "list");
        vector.add((double) structure.rowCount);
        if (!structure.grid) return vector;
        vector.add((double) structure.columnCount);
        List<Object> places = new ArrayList<>();
        for (int item = 0; item < structure.rows.length; item++) {
            places.add(Arrays.asList((Object) (double) structure.rows[item], (double) structure.columns[item], (double) structure.rowSpans[item],
                (double) structure.columnSpans[item]));
        }
        vector.add(places);
        return vector;
    }

    private static String clip(String text) {
        return text.length() > 300 ? text.substring(0, 300) + "…" : text;
    }
}
