package android.view;

import java.util.ArrayList;
import java.util.List;

/**
 * Test-only (not Android's API; the signature check lets this one class through): the window and
 * the choreographer of the test build. It attaches a root view, and each `frame()` moves the
 * clock on 16 ms, runs what views posted for the frame (`postOnAnimation`), then measures and
 * lays out the root when a view asked for layout, as a device's traversal does.
 */
public final class TestWindow {
    public static final long FRAME_MS = 16;
    private static long now;
    private static List<Runnable> posted = new ArrayList<>();
    private final View root;
    private int widthSpec;
    private int heightSpec;

    /** A window whose root is measured with these specs (View.MeasureSpec); the clock and the frame queue start again. */
    public TestWindow(View root, int widthSpec, int heightSpec) {
        now = 1_000;
        posted = new ArrayList<>();
        this.root = root;
        this.widthSpec = widthSpec;
        this.heightSpec = heightSpec;
        root.dispatchAttachedToWindow();
        traverse();
    }

    public static long now() {
        return now;
    }

    static void post(Runnable action) {
        posted.add(action);
    }

    /** The window resized (a rotation, a split screen): the root is measured and laid out again. */
    public void resize(int widthSpec, int heightSpec) {
        this.widthSpec = widthSpec;
        this.heightSpec = heightSpec;
        root.requestLayout();
        traverse();
    }

    /** One frame: the clock, then the animation callbacks posted before it, then a traversal when asked. */
    public void frame() {
        now += FRAME_MS;
        List<Runnable> due = posted;
        posted = new ArrayList<>();
        for (Runnable action : due) action.run();
        if (root.isLayoutRequested()) traverse();
    }

    /** Frames until nothing is posted and no layout is asked for; fails after 600 (ten seconds of frames). */
    public int settle() {
        for (int frames = 0; frames < 600; frames++) {
            if (posted.isEmpty() && !root.isLayoutRequested()) return frames;
            frame();
        }
        throw new AssertionError("the window did not settle in 600 frames");
    }

    /** Measure and layout of the root, as ViewRootImpl.performTraversals does. */
    public void traverse() {
        root.measure(widthSpec, heightSpec);
        root.layout(0, 0, root.getMeasuredWidth(), root.getMeasuredHeight());
    }

    public void detach() {
        root.dispatchDetachedFromWindow();
    }
}
