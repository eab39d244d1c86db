package android.view.animation;

import android.animation.TimeInterpolator;

/** Test build: as Android's. */
public interface Interpolator extends TimeInterpolator {
}
