package android.view;

import android.content.Context;

/**
 * Test build: AOSP's documented defaults in dp (touch slop 8, fling velocities 50 to 8,000 a
 * second, scroll friction 0.015), scaled by the display's density as `get(context)` scales them.
 */
public class ViewConfiguration {
    private final float density;

    public ViewConfiguration() {
        density = 1;
    }

    private ViewConfiguration(float density) {
        this.density = density;
    }

    public static ViewConfiguration get(Context context) {
        return new ViewConfiguration(context.getResources().getDisplayMetrics().density);
    }

    private int scaled(int dp) {
        return (int) (density * dp + 0.5f);
    }

    public int getScaledTouchSlop() {
        return scaled(8);
    }

    public int getScaledMinimumFlingVelocity() {
        return scaled(50);
    }

    public int getScaledMaximumFlingVelocity() {
        return scaled(8000);
    }

    public static float getScrollFriction() {
        return 0.015f;
    }
}
