package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.compiled.LoadException;
import dev.tessera.runtime.driver.LayoutSwitch;
import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.Interpolation;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Point;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Switching layouts keeps the cell the Swift runtime keeps (`ScrollDriver.switched(to:)`), at the offset it gives, and the
 * elements between the two frames are its `interpolate`'s, to the bit: each layout of the vectors switched to the next,
 * from the start, the middle and the end of its content.
 */
class SwitchVectorsTest {
    private final Map<String, CompiledLayout> layouts = new HashMap<>();

    private CompiledLayout layout(String name) throws IOException, LoadException {
        CompiledLayout found = layouts.get(name);
        if (found == null) {
            Object vectors = Vectors.read("layouts/" + name + ".json");
            found = CompiledLayout.load((String) Vectors.get(vectors, "compiled"), (String) Vectors.get(vectors, "file"));
            layouts.put(name, found);
        }
        return found;
    }

    @TestFactory
    List<DynamicTest> everySwitchKeepsTheSwiftAnchorAndDrawsItsInterpolation() throws IOException {
        Object file = Vectors.read("switches.json");
        final List<Object> fractions = Vectors.list(file, "fractions");
        List<Object> switches = Vectors.list(file, "switches");
        assertTrue(switches.size() >= 20, "only " + switches.size() + " switches");
        List<DynamicTest> tests = new ArrayList<>();
        for (final Object vector : switches) {
            final String name = Vectors.get(vector, "from") + " → " + Vectors.get(vector, "to");
            tests.add(DynamicTest.dynamicTest(name, () -> {
                String failure = replay(vector, fractions);
                if (failure != null) fail(name + " " + failure);
            }));
        }
        return tests;
    }

    private String replay(Object vector, List<Object> fractions) throws Exception {
        CompiledLayout from = layout((String) Vectors.get(vector, "from"));
        CompiledLayout to = layout((String) Vectors.get(vector, "to"));
        double approximate = Vectors.tolerance(Vectors.get(vector, "approximate"));
        for (Object step : Vectors.list(vector, "steps")) {
            String where = "at " + Vectors.text(Vectors.get(step, "offset"));
            ScrollDriver driver = new ScrollDriver(from, Vectors.input(Vectors.get(vector, "input")), new Point(0, 0), Vectors.number(Vectors.get(vector, "margin")));
            driver.scroll(Vectors.point(Vectors.get(step, "offset")));
            LayoutSwitch change = LayoutSwitch.make(driver, to);
            Object anchor = Vectors.get(step, "anchor");
            if (anchor == null) {
                if (change.anchor != null) return where + ": no anchor expected, found " + change.anchor;
            } else {
                List<Object> pair = Vectors.list(anchor);
                if (!Vectors.id(pair.get(0)).equals(change.anchor) || !Vectors.same(pair.get(1), change.anchorDistance, approximate)) {
                    return where + ": anchor " + Vectors.text(anchor) + " expected, found " + change.anchor + " at " + change.anchorDistance;
                }
            }
            Point offset = change.to.getOffset();
            List<Object> expectedOffset = Vectors.list(step, "newOffset");
            if (!Vectors.same(expectedOffset.get(0), offset.x, approximate) || !Vectors.same(expectedOffset.get(1), offset.y, approximate)) {
                return where + ": new offset " + Vectors.text(expectedOffset) + " expected, found " + offset;
            }
            if (!Vectors.expectedIds(Vectors.get(step, "kept")).equals(Vectors.ids(change.to.getKept()))) return where + ": the new frame differs";
            List<Object> frames = Vectors.list(step, "elements");
            for (int index = 0; index < fractions.size(); index++) {
                double t = Vectors.number(fractions.get(index));
                List<Object> expected = Vectors.list(frames.get(index));
                List<LayoutAttributes> found = change.elements(t);
                if (expected.size() != found.size()) return where + " t=" + t + ": " + expected.size() + " elements expected, " + found.size() + " found";
                for (int element = 0; element < found.size(); element++) {
                    List<Object> row = Vectors.list(expected.get(element));
                    Object[] flat = Vectors.flat(found.get(element));
                    for (int value = 0; value < flat.length; value++) {
                        if (!Vectors.same(row.get(value), flat[value], approximate)) {
                            return where + " t=" + t + ": " + Vectors.text(row) + " expected, found " + Arrays.toString(flat);
                        }
                    }
                }
            }
        }
        return null;
    }

    private static LayoutAttributes cell(int item, double y, double alpha) {
        LayoutAttributes element = new LayoutAttributes(ElementKind.CELL, 0, item, 0, y, 10, 10, 0);
        element.alpha = alpha;
        return element;
    }

    @Test
    void interpolationHoldsProgressToItsRangeAndFadesWhatOneSideLacks() {
        List<LayoutAttributes> middle = Interpolation.interpolate(Arrays.asList(cell(0, 0, 1), cell(1, 50, 1)), Arrays.asList(cell(0, 100, 1), cell(2, 20, 1)), 0.5);
        assertEquals(3, middle.size());
        assertEquals(50, middle.get(0).getFrame().y);
        assertEquals(1, middle.get(0).getAlpha());
        assertEquals(0.5, middle.get(1).getAlpha());
        assertEquals(50, middle.get(1).getFrame().y);
        assertEquals(0.5, middle.get(2).getAlpha());
        assertEquals(100, Interpolation.interpolate(Arrays.asList(cell(0, 0, 1)), Arrays.asList(cell(0, 100, 1)), 7).get(0).getFrame().y);
        assertEquals(0, Interpolation.interpolate(Arrays.asList(cell(0, 0, 1)), Arrays.asList(cell(0, 100, 1)), -1).get(0).getFrame().y);
        // No transform either side: none made.
        assertNull(middle.get(0).transform);
    }

    @Test
    void aSwitchAtTheStartStaysAtTheStartAndItsOffsetGoesFromOneToTheOther() throws Exception {
        Object vector = Vectors.list(Vectors.read("switches.json"), "switches").get(0);
        ScrollDriver driver = new ScrollDriver(layout((String) Vectors.get(vector, "from")), Vectors.input(Vectors.get(vector, "input")), new Point(0, 0), 40);
        LayoutSwitch change = LayoutSwitch.make(driver, layout((String) Vectors.get(vector, "to")));
        assertNull(change.anchor);
        assertEquals(new Point(0, 0), change.to.getOffset());
        driver.scroll(new Point(0, 300));
        change = LayoutSwitch.make(driver, layout((String) Vectors.get(vector, "to")));
        assertEquals(driver.getOffset(), change.offset(0));
        assertEquals(change.to.getOffset(), change.offset(1));
        assertEquals(change.to.getOffset(), change.offset(3));
    }
}
