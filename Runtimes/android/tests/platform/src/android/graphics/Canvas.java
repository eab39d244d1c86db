package android.graphics;

/**
 * Test build: a canvas that draws nothing. A test subclasses it and overrides the draw calls it
 * wants to see, as a recording canvas would capture them.
 */
public class Canvas {
    public Canvas() {
    }

    public void drawRect(RectF rect, Paint paint) {
    }

    public void drawRoundRect(RectF rect, float rx, float ry, Paint paint) {
    }
}
