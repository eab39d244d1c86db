package dev.tessera.android;

import static dev.tessera.android.RecyclerContractTests.golden;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import android.graphics.Canvas;
import android.graphics.Paint;
import android.graphics.Rect;
import android.graphics.RectF;
import dev.tessera.android.ShellHarness.Screen;
import dev.tessera.runtime.geometry.ElementKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * `TesseraItemDecoration` added to the test build of RecyclerView: `draw` calls its `onDraw`,
 * which draws each section background and separator the core finds in the viewport, in the
 * app's paints, and it takes no room from the items (`getItemOffsets`).
 */
class ShellDecorationTests {
    /** A canvas that keeps what was drawn: "background" or "separator", its bounds, its paint's colour. */
    static final class Recording extends Canvas {
        final List<String> drawn = new ArrayList<>();

        @Override
        public void drawRoundRect(RectF rect, float rx, float ry, Paint paint) {
            drawn.add("background " + rect + " r" + rx + " #" + Integer.toHexString(paint.getColor()));
        }

        @Override
        public void drawRect(RectF rect, Paint paint) {
            drawn.add("separator " + rect + " #" + Integer.toHexString(paint.getColor()));
        }
    }

    @Test
    void backgroundsAndSeparatorsAreDrawnWhereTheCoreSaysInTheAppsPaints() throws Exception {
        Screen screen = new Screen(golden("settings"), 1080, 1920, 3).sectioned(4, 6, 3, 8, 5);
        TesseraItemDecoration decoration = new TesseraItemDecoration();
        decoration.getSeparatorPaint().setColor(0xFF112233);
        screen.view.addItemDecoration(decoration);
        screen.show();
        for (int step = 0; step < 3; step++) {
            Recording canvas = new Recording();
            screen.view.draw(canvas);
            final List<String> expected = new ArrayList<>();
            screen.twin.core.decorations(screen.twin, new LayoutManagerCore.DecorationVisitor() {
                @Override
                public void decoration(ElementKind kind, int section, int item, int left, int top, int right, int bottom, float cornerRadius) {
                    RectF bounds = new RectF(left, top, right, bottom);
                    expected.add(kind == ElementKind.BACKGROUND ? "background " + bounds + " r" + cornerRadius + " #fff2f2f7" : "separator " + bounds + " #ff112233");
                }
            });
            assertTrue(expected.stream().anyMatch(line -> line.startsWith("background")), "settings has section backgrounds");
            assertTrue(expected.stream().anyMatch(line -> line.startsWith("separator")), "and separators");
            assertEquals(expected, canvas.drawn, "step " + step);
            screen.scrollBy(700);
        }
        Rect offsets = new Rect(1, 2, 3, 4);
        decoration.getItemOffsets(offsets, screen.manager.getChildAt(0), screen.view, null);
        assertEquals(new Rect(), offsets);
    }
}
