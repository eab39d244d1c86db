package android.animation;

/** Test build: as Android's. */
public interface TimeInterpolator {
    float getInterpolation(float input);
}
