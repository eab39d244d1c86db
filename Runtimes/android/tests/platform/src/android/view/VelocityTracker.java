package android.view;

import java.util.ArrayList;
import java.util.List;

/**
 * Test build: the velocity as the slope of a least-squares line through the samples of the last
 * 100 ms (Android's trackers also look back 100 ms; its default fits a second-degree curve, so
 * a test should move at a steady speed, where both agree), in pixels per `units` ms, clamped to
 * ± maxVelocity.
 */
public final class VelocityTracker {
    private static final long HORIZON_MS = 100;
    private final List<float[]> samples = new ArrayList<>();
    private float xVelocity;
    private float yVelocity;

    private VelocityTracker() {
    }

    public static VelocityTracker obtain() {
        return new VelocityTracker();
    }

    public void recycle() {
        clear();
    }

    public void clear() {
        samples.clear();
    }

    public void addMovement(MotionEvent event) {
        if (event.getActionMasked() == MotionEvent.ACTION_DOWN) samples.clear();
        samples.add(new float[] {event.getEventTime(), event.getX(), event.getY()});
    }

    public void computeCurrentVelocity(int units, float maxVelocity) {
        List<float[]> recent = new ArrayList<>();
        float last = samples.isEmpty() ? 0 : samples.get(samples.size() - 1)[0];
        for (float[] sample : samples) if (last - sample[0] <= HORIZON_MS) recent.add(sample);
        xVelocity = clamp(slope(recent, 1) * units, maxVelocity);
        yVelocity = clamp(slope(recent, 2) * units, maxVelocity);
    }

    private static float clamp(float velocity, float maximum) {
        return Math.max(-maximum, Math.min(maximum, velocity));
    }

    private static float slope(List<float[]> points, int axis) {
        if (points.size() < 2) return 0;
        double meanT = 0, meanV = 0;
        for (float[] point : points) {
            meanT += point[0];
            meanV += point[axis];
        }
        meanT /= points.size();
        meanV /= points.size();
        double covariance = 0, variance = 0;
        for (float[] point : points) {
            covariance += (point[0] - meanT) * (point[axis] - meanV);
            variance += (point[0] - meanT) * (point[0] - meanT);
        }
        return variance == 0 ? 0 : (float) (covariance / variance);
    }

    public float getXVelocity() {
        return xVelocity;
    }

    public float getYVelocity() {
        return yVelocity;
    }
}
