package dev.tessera.android;

import android.content.ContentResolver;
import android.content.Context;
import android.content.res.Configuration;
import android.content.res.Resources;
import android.graphics.Rect;
import android.util.DisplayMetrics;
import android.view.MotionEvent;
import android.view.TestWindow;
import android.view.View;
import android.view.ViewGroup;
import androidx.recyclerview.widget.RecyclerView;
import dev.tessera.runtime.layout.TesseraLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * The shells as an app runs them, on the test build of Android (tests/platform): a RecyclerView
 * in a window, a `TesseraLayoutManager` set on it, an adapter of item views that measure
 * themselves, and beside it a twin, the `SimulatedRecyclerView` given the same data and the same
 * moves, whose core decisions are checked by `Shown` apart from the core. A shell that drops or
 * bends a forwarded call shows a view that differs from the twin's.
 */
final class ShellHarness {
    /** A Context with its own resources (density, font scale) and settings. */
    static Context context(final float density, final float fontScale) {
        final DisplayMetrics metrics = new DisplayMetrics();
        metrics.density = density;
        metrics.densityDpi = Math.round(160 * density);
        final Configuration configuration = new Configuration();
        configuration.fontScale = fontScale;
        return new Context() {
            private final Resources resources = new Resources(null, metrics, configuration);
            private final ContentResolver resolver = new ContentResolver(this) {
            };

            @Override
            public Resources getResources() {
                return resources;
            }

            @Override
            public ContentResolver getContentResolver() {
                return resolver;
            }
        };
    }

    /** An item view: as long along the scroll axis as its content (SimulatedRecyclerView.contentLength), unless told exactly. */
    static final class ItemView extends View {
        String item;
        int measures;
        int layouts;

        ItemView(Context context) {
            super(context);
        }

        @Override
        protected void onMeasure(int widthSpec, int heightSpec) {
            measures++;
            int content = (int) Math.round(SimulatedRecyclerView.contentLength(item) * getResources().getDisplayMetrics().density);
            setMeasuredDimension(resolve(widthSpec, content), resolve(heightSpec, content));
        }

        @Override
        protected void onLayout(boolean changed, int left, int top, int right, int bottom) {
            layouts++;
        }

        private static int resolve(int spec, int content) {
            return MeasureSpec.getMode(spec) == MeasureSpec.EXACTLY ? MeasureSpec.getSize(spec) : content;
        }

        @Override
        public String toString() {
            return item + " [" + getLeft() + "," + getTop() + "," + getRight() + "," + getBottom() + "]";
        }
    }

    static final class Holder extends RecyclerView.ViewHolder {
        Holder(View view) {
            super(view);
        }
    }

    /** The app's adapter: items named as the twin names them; one section of cells, or sections (`Sectioned`). */
    static class Items extends RecyclerView.Adapter<Holder> {
        final TesseraLayout layout;
        List<List<String>> sections;
        List<String> plain;
        int[] margins;
        int binds;

        Items(TesseraLayout layout) {
            this.layout = layout;
        }

        List<String> identities() {
            if (sections == null) return plain;
            List<String> all = new ArrayList<>();
            AdapterPositions positions = positions();
            for (int section = 0; section < sections.size(); section++) {
                if (positions.hasHeader(section)) all.add("header" + section);
                all.addAll(sections.get(section));
                if (positions.hasFooter(section)) all.add("footer" + section);
            }
            return all;
        }

        AdapterPositions positions() {
            int[] counts = new int[sections.size()];
            for (int section = 0; section < counts.length; section++) counts[section] = sections.get(section).size();
            return AdapterPositions.of(layout, counts);
        }

        @Override
        public Holder onCreateViewHolder(ViewGroup parent, int viewType) {
            ItemView view = new ItemView(parent.getContext());
            if (margins != null) {
                ViewGroup.MarginLayoutParams params = new ViewGroup.MarginLayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.WRAP_CONTENT);
                params.setMargins(margins[0], margins[1], margins[2], margins[3]);
                view.setLayoutParams(params);
            }
            return new Holder(view);
        }

        @Override
        public void onBindViewHolder(Holder holder, int position) {
            ((ItemView) holder.itemView).item = identities().get(position);
            binds++;
        }

        @Override
        public int getItemCount() {
            return identities().size();
        }

    }

    /** The adapter of a layout with sections: it says its sections' counts (TesseraSections). */
    static final class Sectioned extends Items implements TesseraSections {
        Sectioned(TesseraLayout layout) {
            super(layout);
        }

        @Override
        public int getSectionCount() {
            return sections.size();
        }

        @Override
        public int getItemCountInSection(int section) {
            return sections.get(section).size();
        }
    }

    /** A RecyclerView of `layout` in a window of exactly width × height pixels, and its twin. */
    static final class Screen {
        final Context context;
        final RecyclerView view;
        final TesseraLayoutManager manager;
        final TesseraLayout layout;
        Items items;
        final SimulatedRecyclerView twin;
        TestWindow window;
        private long downTime;

        Screen(TesseraLayout layout, int width, int height, float density) {
            context = context(density, 1);
            view = new RecyclerView(context);
            manager = new TesseraLayoutManager(layout);
            view.setLayoutManager(manager);
            this.layout = layout;
            twin = new SimulatedRecyclerView(layout, width, height, density);
        }

        /** `count` cells, not sectioned, in the adapter and the twin. */
        Screen cells(int count) {
            twin.cells(count);
            items = new Items(layout);
            items.plain = new ArrayList<>(twin.plain);
            return this;
        }

        Screen sectioned(int... counts) {
            twin.sectioned(counts);
            items = new Sectioned(layout);
            items.sections = new ArrayList<>();
            for (List<String> section : twin.sections) items.sections.add(new ArrayList<>(section));
            return this;
        }

        /** The adapter set, the view shown in a window of exactly its size: the first layout, in both. */
        Screen show() {
            view.setAdapter(items);
            window = new TestWindow(view, View.MeasureSpec.makeMeasureSpec(twin.width, View.MeasureSpec.EXACTLY),
                                    View.MeasureSpec.makeMeasureSpec(twin.height, View.MeasureSpec.EXACTLY));
            twin.layout();
            return this;
        }

        /** A scroll by `delta` pixels along the layout's axis, in both (a program's scrollBy). */
        void scrollBy(int delta) {
            if (manager.canScrollVertically()) view.scrollBy(0, delta);
            else view.scrollBy(delta, 0);
            twin.scrollBy(delta);
        }

        long offsetPx() {
            return manager.core().offsetPx();
        }

        void touch(int action, float x, float y) {
            if (action == MotionEvent.ACTION_DOWN) downTime = TestWindow.now();
            MotionEvent event = MotionEvent.obtain(downTime, TestWindow.now(), action, x, y, 0);
            view.dispatchTouchEvent(event);
        }

        /** A finger from (x, y) moved by (dx, dy) over `frames` frames at a steady speed, then lifted (or held). */
        void drag(float x, float y, float dx, float dy, int frames, boolean lift) {
            touch(MotionEvent.ACTION_DOWN, x, y);
            for (int frame = 1; frame <= frames; frame++) {
                window.frame();
                touch(MotionEvent.ACTION_MOVE, x + dx * frame / frames, y + dy * frame / frames);
            }
            if (lift) touch(MotionEvent.ACTION_UP, x + dx, y + dy);
        }
    }

    /** The first way the shell's children differ from the twin's (position, bounds with margins, view frame, effects); null when none. */
    static String differences(Screen screen) throws Exception {
        String twinWrong = Shown.differences(screen.twin);
        if (twinWrong != null) return "the twin itself is wrong: " + twinWrong;
        List<SimulatedRecyclerView.View> expected = screen.twin.children();
        RecyclerView.LayoutManager manager = screen.manager;
        if (manager.getChildCount() != expected.size()) return manager.getChildCount() + " children, the twin has " + expected;
        if (screen.offsetPx() != screen.twin.core.offsetPx()) return "offset " + screen.offsetPx() + ", the twin's " + screen.twin.core.offsetPx();
        Rect bounds = new Rect();
        for (int index = 0; index < expected.size(); index++) {
            SimulatedRecyclerView.View want = expected.get(index);
            ItemView child = (ItemView) manager.getChildAt(index);
            manager.getDecoratedBoundsWithMargins(child, bounds);
            String where = "child " + index + " (" + child + ", twin " + want + ")";
            if (manager.getPosition(child) != want.position || !child.item.equals(want.item)) return where + ": another item";
            if (!bounds.equals(new Rect(want.left, want.top, want.right, want.bottom))) return where + ": bounds with margins " + bounds;
            if (child.getLeft() != want.viewLeft || child.getTop() != want.viewTop || child.getRight() != want.viewRight || child.getBottom() != want.viewBottom) {
                return where + ": laid out at " + child;
            }
            if (child.getMeasuredWidth() != child.getWidth() || child.getMeasuredHeight() != child.getHeight()) {
                return where + ": measured " + child.getMeasuredWidth() + "x" + child.getMeasuredHeight() + " for a frame " + child.getWidth() + "x" + child.getHeight();
            }
            ViewEffects effects = want.effects;
            if (effects == null) return where + ": the twin set no effects";
            float[] got = {child.getScaleX(), child.getScaleY(), child.getAlpha(), child.getRotation(), child.getTranslationX(), child.getTranslationY(),
                           child.getRotationX(), child.getRotationY(), child.getCameraDistance()};
            float[] wanted = {effects.scaleX, effects.scaleY, effects.alpha, effects.rotation, effects.translationX, effects.translationY,
                              effects.rotationX, effects.rotationY, effects.cameraDistance};
            if (!java.util.Arrays.equals(got, wanted)) return where + ": effects " + java.util.Arrays.toString(got) + ", the core decided " + java.util.Arrays.toString(wanted);
        }
        return null;
    }
}
