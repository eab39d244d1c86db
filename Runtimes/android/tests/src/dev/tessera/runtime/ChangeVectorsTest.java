package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.compiled.VectorJson;
import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.queries.ScrollOffsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The vectors' change sequences (issue 63): self-sizing reports at the first, last and middle
 * items of a section of 2,100, either side of a block's edge, on the grid and off it, replayed
 * through the driver; after each, the content size and the elements around the reported item
 * (how many, and the first of them) are Swift's, to the bit (within `approximate` for trigonometry).
 */
class ChangeVectorsTest {
    @Test
    void everyLayoutsChangeSequenceAnswersAsSwiftsAfterEachReport() throws Exception {
        List<String> failures = new ArrayList<>();
        int sequences = 0;
        for (String name : Vectors.layoutNames()) {
            Object vectors = Vectors.read("layouts/" + name);
            if (!VectorJson.keys(vectors).contains("changes")) {
                failures.add(name + ": the vectors hold no change sequences; write them again with this tree's tessera-vectors");
                break;
            }
            Object changes = Vectors.get(vectors, "changes");
            if (changes == null) continue;
            CompiledLayout layout = CompiledLayout.load((String) Vectors.get(vectors, "compiled"), (String) Vectors.get(vectors, "file"));
            String failure = replay(layout, changes, Vectors.tolerance(Vectors.get(vectors, "approximate")));
            if (failure != null) failures.add(name + " " + failure);
            else sequences += 1;
        }
        assertEquals(Collections.emptyList(), failures.subList(0, Math.min(10, failures.size())));
        assertTrue(sequences > 300, "only " + sequences + " change sequences compared");
    }

    /** Where the replay first differs from Swift's answers, or null. */
    private static String replay(CompiledLayout layout, Object changes, double approximate) throws LayoutException {
        ScrollDriver driver = new ScrollDriver(layout, Vectors.input(Vectors.get(changes, "input")));
        List<Object> steps = Vectors.list(changes, "steps");
        for (int index = 0; index < steps.size(); index++) {
            List<Object> step = Vectors.list(steps.get(index));
            Map<ElementID, ItemSize> reports = new LinkedHashMap<>();
            for (Object report : Vectors.list(step.get(0))) {
                List<Object> fields = Vectors.list(report);
                ItemSize size = fields.size() == 3 ? ItemSize.length(Vectors.number(fields.get(2)))
                    : ItemSize.size(Vectors.number(fields.get(2)), Vectors.number(fields.get(3)));
                reports.put(ElementID.cell(Vectors.integer(fields.get(0)), Vectors.integer(fields.get(1))), size);
            }
            String where = "step " + index + " (" + Vectors.text(step.get(0)) + ")";
            boolean refused = "error".equals(step.get(1));
            try {
                driver.reportSizes(reports);
            } catch (LayoutException error) {
                return refused ? null : where + ": refused (" + error.getMessage() + ") where Swift answers";
            }
            if (refused) return where + ": answers where Swift refuses";
            Size content = driver.getPrepared().contentSize;
            List<Object> size = Vectors.list(step.get(1));
            if (!Vectors.same(size.get(0), content.width, approximate) || !Vectors.same(size.get(1), content.height, approximate)) {
                return where + ": content " + Vectors.text(step.get(1)) + ", found " + content.width + "," + content.height;
            }
            List<Object> rect = Vectors.list(step.get(2));
            Rect area = new Rect(Vectors.number(rect.get(0)), Vectors.number(rect.get(1)), Vectors.number(rect.get(2)), Vectors.number(rect.get(3)));
            List<LayoutAttributes> found = driver.getPrepared().elements(area, ScrollOffsets.ZERO);
            int count = Vectors.integer(step.get(3));
            if (found.size() != count) return where + ": " + found.size() + " elements, Swift " + count;
            // The vectors hold the first of them (a layout of tiny cells has thousands in the rect).
            List<Object> expected = Vectors.list(step.get(4));
            for (int element = 0; element < expected.size(); element++) {
                List<Object> row = Vectors.list(expected.get(element));
                Object[] flat = Vectors.flat(found.get(element));
                boolean same = row.size() == flat.length;
                for (int value = 0; same && value < flat.length; value++) same = Vectors.same(row.get(value), flat[value], approximate);
                if (!same) return where + ": " + found.get(element) + ", Swift " + Vectors.text(expected.get(element));
            }
        }
        return null;
    }
}
