package dev.tessera.runtime.queries;

import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.ReadingDirection;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.ScrollAxis;

/**
 * Where a key moves keyboard focus among a layout's cells: the nearest cell in that direction by
 * the frames, not by index (docs/ACCESSIBILITY.md, "Arrow keys"), as the Swift runtime's
 * CellNavigation.swift, checked on the shared vectors.
 */
public final class CellNavigation {
    /** A key that moves focus; `word` is its name in the vectors. */
    public enum Move {
        UP("up"), DOWN("down"), LEFT("left"), RIGHT("right"), HOME("home"), END("end"), PAGE_UP("pageUp"), PAGE_DOWN("pageDown");

        public final String word;

        Move(String word) {
            this.word = word;
        }

        /** The move named `word`, or null. */
        public static Move named(String word) {
            for (Move move : values()) if (move.word.equals(word)) return move;
            return null;
        }
    }

    private CellNavigation() {}

    /** The cell `move` reaches from cell `from` of `frames` (every cell, in element order), or -1
     *  when focus stays. `page`: how far Page Up and Page Down go along the scroll axis. */
    public static int next(int from, Rect[] frames, Move move, ScrollAxis axis, ReadingDirection direction, double page) {
        if (!(from >= 0 && from < frames.length)) return -1;
        int target;
        switch (move) {
            case HOME: target = 0; break;
            case END: target = frames.length - 1; break;
            case PAGE_UP: case PAGE_DOWN: {
                // Forward is down, or sideways towards the content's end (leftwards right to left).
                double forward = (move == Move.PAGE_DOWN ? 1.0 : -1.0) * (axis == ScrollAxis.HORIZONTAL && direction == ReadingDirection.RIGHT_TO_LEFT ? -1 : 1);
                Rect frame = frames[from];
                double cx = frame.x + frame.width * 0.5, cy = frame.y + frame.height * 0.5;
                target = nearestTo(axis == ScrollAxis.VERTICAL ? new Point(cx, cy + forward * page) : new Point(cx + forward * page, cy), frames);
                break;
            }
            default: target = nearestToward(move, from, frames);
        }
        return target == from ? -1 : target;
    }

    /** The first cell holding `point`, or else the one whose centre is nearest it. */
    static int nearestTo(Point point, Rect[] frames) {
        for (int index = 0; index < frames.length; index++) if (frames[index].contains(point)) return index;
        int best = -1;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (int index = 0; index < frames.length; index++) {
            Rect frame = frames[index];
            double dx = (frame.x + frame.width * 0.5) - point.x, dy = (frame.y + frame.height * 0.5) - point.y;
            double distance = dx * dx + dy * dy;
            if (distance < bestDistance) {
                best = index;
                bestDistance = distance;
            }
        }
        return best;
    }

    /** Every arrow as "towards larger u": u along the move, v across it. */
    private static double[] extent(Move move, Rect f) {
        switch (move) {
            case RIGHT: return new double[] {f.x, f.x + f.width, f.y, f.y + f.height};
            case LEFT: return new double[] {-(f.x + f.width), -f.x, f.y, f.y + f.height};
            case DOWN: return new double[] {f.y, f.y + f.height, f.x, f.x + f.width};
            default: return new double[] {-(f.y + f.height), -f.y, f.x, f.x + f.width};
        }
    }

    /** The nearest cell in an arrow's direction: both its edges further that way than the current
     *  cell's. Among those sharing the current cell's band across the move, the nearest gap, then
     *  nearest centre across, then the first; without one in the band, the least 13 × gap² +
     *  across², then the first. */
    static int nearestToward(Move move, int from, Rect[] frames) {
        double tolerance = GridStructure.TOLERANCE;
        double[] current = extent(move, frames[from]);
        double middle = (current[2] + current[3]) * 0.5;
        int inBand = -1, outside = -1;
        double bandGap = 0, bandAcross = 0, outsideScore = 0;
        for (int index = 0; index < frames.length; index++) {
            if (index == from) continue;
            double[] other = extent(move, frames[index]);
            if (!(other[0] > current[0] + tolerance && other[1] > current[1] + tolerance)) continue;
            double gap = Math.max(0, other[0] - current[1]);
            double across = Math.abs((other[2] + other[3]) * 0.5 - middle);
            if (Math.min(other[3], current[3]) - Math.max(other[2], current[2]) > tolerance) {
                if (inBand >= 0 && (bandGap < gap || (bandGap == gap && bandAcross <= across))) continue;
                inBand = index;
                bandGap = gap;
                bandAcross = across;
            } else if (inBand < 0) {
                double score = 13 * gap * gap + across * across;
                if (outside >= 0 && outsideScore <= score) continue;
                outside = index;
                outsideScore = score;
            }
        }
        return inBand >= 0 ? inBand : outside;
    }
}
