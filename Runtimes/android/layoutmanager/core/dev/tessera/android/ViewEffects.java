package dev.tessera.android;

import dev.tessera.runtime.geometry.LayoutAttributes;
import dev.tessera.runtime.geometry.ScrollAxis;

/**
 * An element's effects as the Android view properties that draw them, about the view's centre
 * (its default pivot): decided here, so that `AndroidHost` only sets them and the simulated
 * RecyclerView records the same values. Rotation in degrees clockwise, as Tessera's; translations
 * in pixels; the turn as a rotation about the view's vertical or horizontal axis, seen from a
 * camera at the layout's perspective. A right-to-left view mirrors rotation, the turn about the
 * vertical axis and the horizontal translation, as it mirrors the frame.
 */
final class ViewEffects {
    /** A layout's turn with no perspective is seen from far away (nearly orthographic), as on iOS with m34 0. */
    static final double FAR_PERSPECTIVE = 100_000;

    final float scaleX;
    final float scaleY;
    final float alpha;
    final float rotation;
    final float translationX;
    final float translationY;
    final float rotationX;
    final float rotationY;
    /** For `View.setCameraDistance`: see {@link #cameraDistance}. */
    final float cameraDistance;

    private ViewEffects(LayoutAttributes attributes, boolean mirrored, float density) {
        float sign = mirrored ? -1 : 1;
        scaleX = (float) attributes.getScale();
        scaleY = scaleX;
        alpha = (float) attributes.getAlpha();
        rotation = sign * (float) Math.toDegrees(attributes.getRotation());
        translationX = sign * (float) (attributes.getTranslateX() * density);
        translationY = (float) (attributes.getTranslateY() * density);
        float turn = (float) Math.toDegrees(attributes.getTurn());
        boolean aboutVertical = attributes.getTurnAxis() == ScrollAxis.VERTICAL;
        rotationY = aboutVertical ? sign * turn : 0;
        rotationX = aboutVertical ? 0 : turn;
        cameraDistance = cameraDistance(attributes.getPerspective() > 0 ? attributes.getPerspective() : FAR_PERSPECTIVE, density);
    }

    static ViewEffects of(LayoutAttributes attributes, boolean mirrored, float density) {
        return new ViewEffects(attributes, mirrored, density);
    }

    /**
     * The `View.setCameraDistance` argument that puts the camera `perspective` points from the
     * view, as iOS's m34 = -1/perspective does. AOSP's View divides the argument by the display's
     * `densityDpi` (160 × density) and places the camera that many inches away, and Skia's
     * Sk3DView counts 72 pixels to its inch: the camera sits at argument × 72 / (160 × density)
     * pixels. For it to sit at perspective × density pixels (the perspective in points), the
     * argument is perspective × density² × 160 / 72. (perspective × density, as the docs'
     * "consistent across densities" formula, puts the camera 0.45 × perspective pixels away: a
     * turn far deeper than on iOS, and more so the denser the display.)
     */
    static float cameraDistance(double perspective, float density) {
        return (float) (perspective * density * density * 160 / 72);
    }
}
