package dev.tessera.runtime.driver;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.geometry.LayoutAttributes;
import org.junit.jupiter.api.Test;

/**
 * ScrollDriver.staysInPlace, as Swift's: numbers equal within a billionth of their magnitude, and
 * within a billionth absolutely near 0, where a runtime's last bits of a larger computation
 * (85.41 - 85.41000000000001) leave a tiny number for another's 0. The vectors meet this once
 * (random-114.json, an x of 1.1e-13); this states the rule itself.
 */
class StaysInPlaceTest {
    private static LayoutAttributes cellAt(double x, double y) {
        return new LayoutAttributes(ElementKind.CELL, 0, 0, x, y, 100, 50, 0);
    }

    @Test
    void aFrameAtZeroStaysThoughAnotherRuntimesLastBitsLeaveATinyNumber() {
        double lastBits = 85.41 - 85.41000000000001;
        assertTrue(lastBits != 0 && Math.abs(lastBits) < 1e-9, "85.41 and 85.41000000000001 differ in their last bits");
        assertTrue(ScrollDriver.staysInPlace(cellAt(0, 0), cellAt(lastBits, 0)), "x 0 and x " + lastBits);
        assertTrue(ScrollDriver.staysInPlace(cellAt(0, 85.41), cellAt(0, 85.41000000000001)));
        assertFalse(ScrollDriver.staysInPlace(cellAt(0, 0), cellAt(0.001, 0)), "a thousandth of a point is a move");
        assertFalse(ScrollDriver.staysInPlace(cellAt(0, 1e6), cellAt(0, 1e6 + 0.01)), "a hundredth at a million is a move");
    }
}
