package dev.tessera.android;

/** An element to keep in place across a change: its new position and its start's distance (pixels) from the viewport's. */
final class PixelAnchor {
    final int position;
    final int distancePx;

    PixelAnchor(int position, int distancePx) {
        this.position = position;
        this.distancePx = distancePx;
    }
}
