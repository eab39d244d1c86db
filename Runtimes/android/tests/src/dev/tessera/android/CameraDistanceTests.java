package dev.tessera.android;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A turned cell looks as on iOS at every density (issue 58, defect 14): its projected width
 * computed both ways, iOS's m34 = -1/perspective in points, and Android's camera where AOSP puts
 * it for `setCameraDistance(ViewEffects.cameraDistance(...))` (the argument over densityDpi, in
 * inches, 72 pixels each as Skia's Sk3DView counts them), must agree to a hundredth of a pixel.
 */
class CameraDistanceTests {
    /** iOS: a cell `width` points wide turned `turn` radians about its vertical centre line, projected by m34 = -1/perspective; in pixels. */
    static double iosWidthPx(double width, double turn, double perspective, double density) {
        double x = width / 2 * Math.cos(turn);
        double z = width / 2 * Math.sin(turn);
        // w = 1 + m34 * z: the edge turned towards the viewer (z > 0) grows, the other shrinks.
        double near = x / (1 - z / perspective);
        double far = x / (1 + z / perspective);
        return (near + far) * density;
    }

    /** Android: the same cell, `width × density` pixels, rotationY `turn`, its camera where AOSP places it for `cameraDistance`. */
    static double androidWidthPx(double width, double turn, float cameraDistance, double density) {
        double densityDpi = 160 * density;
        double cameraPx = cameraDistance / densityDpi * 72;
        double x = width * density / 2 * Math.cos(turn);
        double z = width * density / 2 * Math.sin(turn);
        return x * cameraPx / (cameraPx - z) + x * cameraPx / (cameraPx + z);
    }

    @Test
    void aTurnedCellIsAsWideAsOnIosAtEveryDensity() {
        for (float density : new float[] {1, 2, 3, 2.625f}) {
            for (double perspective : new double[] {500, 800, 1200}) {
                for (double degrees : new double[] {15, 40, 60}) {
                    double turn = Math.toRadians(degrees);
                    double ios = iosWidthPx(300, turn, perspective, density);
                    double android = androidWidthPx(300, turn, ViewEffects.cameraDistance(perspective, density), density);
                    assertEquals(ios, android, 0.01, "density " + density + ", perspective " + perspective + ", turned " + degrees + "°");
                }
            }
        }
    }

    @Test
    void thePerspectiveIsVisible() {
        // The check means something: a turned cell is narrower than its flat projection would be by cos alone.
        double turned = iosWidthPx(300, Math.toRadians(40), 500, 3);
        assertTrue(Math.abs(turned - 300 * Math.cos(Math.toRadians(40)) * 3) > 5, "perspective changes the width: " + turned);
    }
}
