package android.widget;

import android.content.Context;
import android.view.TestWindow;
import android.view.ViewConfiguration;
import android.view.animation.Interpolator;

/**
 * Test build: a fling travels as far as AOSP's spline decelerates it (SplineOverScroller's
 * distance and duration for a velocity: deceleration rate ln 0.78 / ln 0.9, inflexion 0.35,
 * friction 0.015, gravity × 39.37 in/m × 160 dpi × density × 0.84), clamped to the bounds; a
 * `startScroll` takes 250 ms unless told. The path in between follows a decelerating curve,
 * 1 − (1 − t)², not the spline: tests read where a fling ends, not its frames. Time is the
 * test window's clock.
 */
public class OverScroller {
    private static final double DECELERATION_RATE = Math.log(0.78) / Math.log(0.9);
    private static final double INFLEXION = 0.35;
    private final double physicalCoefficient;
    private int startX, startY, finalX, finalY, currX, currY;
    private long startTime;
    private long duration;
    private boolean finished = true;

    public OverScroller(Context context) {
        float density = context.getResources().getDisplayMetrics().density;
        physicalCoefficient = 9.80665 * 39.37 * 160 * density * 0.84;
    }

    public OverScroller(Context context, Interpolator interpolator) {
        this(context);
    }

    private double deceleration(int velocity) {
        return Math.log(INFLEXION * Math.abs(velocity) / (ViewConfiguration.getScrollFriction() * physicalCoefficient));
    }

    /** How far a fling at `velocity` pixels a second travels before it stops. */
    private double flingDistance(int velocity) {
        if (velocity == 0) return 0;
        return ViewConfiguration.getScrollFriction() * physicalCoefficient * Math.exp(DECELERATION_RATE / (DECELERATION_RATE - 1) * deceleration(velocity));
    }

    private long flingDuration(int velocity) {
        if (velocity == 0) return 0;
        return (long) (1000 * Math.exp(deceleration(velocity) / (DECELERATION_RATE - 1)));
    }

    public void fling(int startX, int startY, int velocityX, int velocityY, int minX, int maxX, int minY, int maxY) {
        int dx = (int) Math.round(Math.signum(velocityX) * flingDistance(velocityX));
        int dy = (int) Math.round(Math.signum(velocityY) * flingDistance(velocityY));
        begin(startX, startY, clamp((long) startX + dx, minX, maxX), clamp((long) startY + dy, minY, maxY),
              Math.max(flingDuration(velocityX), flingDuration(velocityY)));
    }

    private static int clamp(long value, int min, int max) {
        return (int) Math.max(min, Math.min(max, value));
    }

    public void startScroll(int startX, int startY, int dx, int dy) {
        startScroll(startX, startY, dx, dy, 250);
    }

    public void startScroll(int startX, int startY, int dx, int dy, int duration) {
        begin(startX, startY, startX + dx, startY + dy, duration);
    }

    private void begin(int startX, int startY, int finalX, int finalY, long duration) {
        this.startX = currX = startX;
        this.startY = currY = startY;
        this.finalX = finalX;
        this.finalY = finalY;
        this.duration = duration;
        startTime = TestWindow.now();
        finished = startX == finalX && startY == finalY;
    }

    /** Moves the current position to the clock's time; false once finished (and at the end). */
    public boolean computeScrollOffset() {
        if (finished) return false;
        long elapsed = TestWindow.now() - startTime;
        if (elapsed >= duration) {
            currX = finalX;
            currY = finalY;
            finished = true;
            return true;
        }
        double t = (double) elapsed / duration;
        double progress = 1 - (1 - t) * (1 - t);
        currX = startX + (int) Math.round((finalX - startX) * progress);
        currY = startY + (int) Math.round((finalY - startY) * progress);
        return true;
    }

    public void abortAnimation() {
        currX = finalX;
        currY = finalY;
        finished = true;
    }

    public void forceFinished(boolean finished) {
        this.finished = finished;
    }

    public boolean isFinished() {
        return finished;
    }

    public int getCurrX() {
        return currX;
    }

    public int getCurrY() {
        return currY;
    }

    public int getFinalX() {
        return finalX;
    }

    public int getFinalY() {
        return finalY;
    }
}
