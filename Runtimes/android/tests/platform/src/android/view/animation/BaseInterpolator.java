package android.view.animation;

/** Test build: as Android's. */
public abstract class BaseInterpolator implements Interpolator {
    public BaseInterpolator() {
    }
}
