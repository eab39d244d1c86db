package android.view.animation;

/** Test build: the curve Android documents for factor 1, 1 - (1 - t)². */
public class DecelerateInterpolator extends BaseInterpolator {
    public DecelerateInterpolator() {
    }

    @Override
    public float getInterpolation(float input) {
        return 1 - (1 - input) * (1 - input);
    }
}
