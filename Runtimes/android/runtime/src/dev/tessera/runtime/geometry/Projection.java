package dev.tessera.runtime.geometry;

/**
 * Where a transformed element is drawn, as the Swift runtime's Projection: its corners through
 * scale, rotation, turn in perspective and translation; whether it covers a point; whether a
 * rect query gives it.
 */
public final class Projection {
    private Projection() {}

    /** The frame scaled about its centre. */
    static Rect displayedFrame(LayoutAttributes element) {
        Rect frame = element.getFrame();
        if (element.scale == 1) return frame;
        double w = frame.width * element.scale;
        double h = frame.height * element.scale;
        return new Rect(frame.x + frame.width * 0.5 - w * 0.5, frame.y + frame.height * 0.5 - h * 0.5, w, h);
    }

    /** Where a point of the element, relative to its frame's centre, is drawn; null behind the viewer. */
    private static Point projected(LayoutAttributes element, double x, double y) {
        double u = x * element.scale;
        double v = y * element.scale;
        if (element.getRotation() != 0) {
            double c = Math.cos(element.getRotation());
            double s = Math.sin(element.getRotation());
            double rotatedU = u * c - v * s;
            v = u * s + v * c;
            u = rotatedU;
        }
        double w = 1;
        if (element.getTurn() != 0) {
            double ct = Math.cos(element.getTurn());
            double st = Math.sin(element.getTurn());
            double depth;
            if (element.getTurnAxis() == ScrollAxis.VERTICAL) {
                depth = -u * st;
                u = u * ct;
            } else {
                depth = -v * st;
                v = v * ct;
            }
            if (element.getPerspective() > 0) w = 1 - depth / element.getPerspective();
            if (!(w > 0)) return null;
        }
        return new Point(u / w + element.getTranslateX(), v / w + element.getTranslateY());
    }

    /** The smallest rect around the element as drawn; null when part of it is behind the viewer. */
    static Rect displayedBounds(LayoutAttributes element) {
        if (!element.isTransformed()) return displayedFrame(element);
        double hw = element.width * 0.5;
        double hh = element.height * 0.5;
        Point a = projected(element, -hw, -hh);
        Point b = projected(element, hw, -hh);
        Point c = projected(element, hw, hh);
        Point d = projected(element, -hw, hh);
        if (a == null || b == null || c == null || d == null) return null;
        double minX = SwiftMath.min(SwiftMath.min(SwiftMath.min(a.x, b.x), c.x), d.x);
        double maxX = SwiftMath.max(SwiftMath.max(SwiftMath.max(a.x, b.x), c.x), d.x);
        double minY = SwiftMath.min(SwiftMath.min(SwiftMath.min(a.y, b.y), c.y), d.y);
        double maxY = SwiftMath.max(SwiftMath.max(SwiftMath.max(a.y, b.y), c.y), d.y);
        Rect frame = element.getFrame();
        return new Rect(frame.x + frame.width * 0.5 + minX, frame.y + frame.height * 0.5 + minY, maxX - minX, maxY - minY);
    }

    /** Whether the element as drawn covers `point` (top and left edges in, bottom and right out). */
    public static boolean displayContains(LayoutAttributes element, Point point) {
        if (!element.isTransformed()) return displayedFrame(element).contains(point);
        Rect frame = element.getFrame();
        double u = point.x - (frame.x + frame.width * 0.5) - element.getTranslateX();
        double v = point.y - (frame.y + frame.height * 0.5) - element.getTranslateY();
        if (element.getTurn() != 0) {
            double ct = Math.cos(element.getTurn());
            double st = Math.sin(element.getTurn());
            double k = element.getPerspective() > 0 ? st / element.getPerspective() : 0;
            if (element.getTurnAxis() == ScrollAxis.VERTICAL) {
                double denominator = ct - u * k;
                if (!(Math.abs(denominator) > 1e-12)) return false;
                double r = u / denominator;
                double w = 1 + r * k;
                if (!(w > 0)) return false;
                u = r;
                v = v * w;
            } else {
                double denominator = ct - v * k;
                if (!(Math.abs(denominator) > 1e-12)) return false;
                double r = v / denominator;
                double w = 1 + r * k;
                if (!(w > 0)) return false;
                u = u * w;
                v = r;
            }
        }
        if (element.getRotation() != 0) {
            double c = Math.cos(element.getRotation());
            double s = Math.sin(element.getRotation());
            double rotatedU = u * c + v * s;
            v = -u * s + v * c;
            u = rotatedU;
        }
        if (!(element.scale > 0)) return false;
        double x = u / element.scale;
        double y = v / element.scale;
        double hw = frame.width * 0.5;
        double hh = frame.height * 0.5;
        return x >= -hw && x < hw && y >= -hh && y < hh;
    }

    /**
     * Whether a rect query of `rect` gives the element: its frame meets the rect, or, when it is
     * moved, rotated or turned, what is drawn of it does.
     */
    public static boolean appears(LayoutAttributes element, Rect rect) {
        if (element.intersects(rect)) return true;
        if (!element.isTransformed()) return false;
        Rect bounds = displayedBounds(element);
        return bounds == null || bounds.intersects(rect);
    }
}
