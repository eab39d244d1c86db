package dev.tessera.android;

import android.graphics.Canvas;
import android.graphics.Paint;
import android.graphics.RectF;
import android.view.View;
import androidx.recyclerview.widget.RecyclerView;
import dev.tessera.runtime.geometry.ElementKind;

/**
 * Draws a Tessera layout's decorations behind the views: each section's background (a rounded
 * rectangle) and the separators between its items, where the layout puts them in the viewport.
 * They are not views: never touched, never read by TalkBack, as on iOS. The paints are the app's
 * to set; override `drawBackground` or `drawSeparator` to draw otherwise (a drawable, a shadow).
 */
public class TesseraItemDecoration extends RecyclerView.ItemDecoration {
    private final Paint backgroundPaint = new Paint(Paint.ANTI_ALIAS_FLAG);
    private final Paint separatorPaint = new Paint();
    private final RectF bounds = new RectF();

    public TesseraItemDecoration() {
        backgroundPaint.setColor(0xFFF2F2F7);
        separatorPaint.setColor(0x33000000);
    }

    public Paint getBackgroundPaint() {
        return backgroundPaint;
    }

    public Paint getSeparatorPaint() {
        return separatorPaint;
    }

    @Override
    public void onDraw(final Canvas canvas, RecyclerView parent, RecyclerView.State state) {
        RecyclerView.LayoutManager manager = parent.getLayoutManager();
        if (!(manager instanceof TesseraLayoutManager)) return;
        TesseraLayoutManager tessera = (TesseraLayoutManager) manager;
        tessera.core().decorations(tessera.host(), new LayoutManagerCore.DecorationVisitor() {
            @Override
            public void decoration(ElementKind kind, int section, int item, int left, int top, int right, int bottom, float cornerRadius) {
                bounds.set(left, top, right, bottom);
                if (kind == ElementKind.BACKGROUND) drawBackground(canvas, bounds, cornerRadius, section);
                else drawSeparator(canvas, bounds, section, item);
            }
        });
    }

    /** Draws section `section`'s background in `bounds` (pixels), its corners rounded by `cornerRadius` pixels. */
    public void drawBackground(Canvas canvas, RectF bounds, float cornerRadius, int section) {
        canvas.drawRoundRect(bounds, cornerRadius, cornerRadius, backgroundPaint);
    }

    /** Draws the separator after item `item` of section `section` in `bounds` (pixels). */
    public void drawSeparator(Canvas canvas, RectF bounds, int section, int item) {
        canvas.drawRect(bounds, separatorPaint);
    }

    /** Decorations take no room from the views: the layout has placed them. */
    @Override
    public void getItemOffsets(android.graphics.Rect outRect, View view, RecyclerView parent, RecyclerView.State state) {
        outRect.set(0, 0, 0, 0);
    }
}
