package dev.tessera.runtime;

/**
 * What a view needs to draw an element, as the Swift runtime's LayoutAttributes: its frame in
 * content coordinates and what the scroll effects make of it. Transforms apply about the frame's
 * centre in the order scale, rotation, turn (with perspective), translation.
 */
public final class LayoutAttributes {
    ElementKind kind;
    int section;
    int item;
    Rect frame;
    double scale = 1;
    double alpha = 1;
    double zIndex;
    double translateX;
    double translateY;
    double rotation;
    double turn;
    ScrollAxis turnAxis = ScrollAxis.VERTICAL;
    double perspective;

    LayoutAttributes(ElementKind kind, int section, int item, Rect frame, double zIndex) {
        this.kind = kind;
        this.section = section;
        this.item = item;
        this.frame = frame;
        this.zIndex = zIndex;
    }

    LayoutAttributes copy() {
        LayoutAttributes copy = new LayoutAttributes(kind, section, item, frame, zIndex);
        copy.scale = scale;
        copy.alpha = alpha;
        copy.translateX = translateX;
        copy.translateY = translateY;
        copy.rotation = rotation;
        copy.turn = turn;
        copy.turnAxis = turnAxis;
        copy.perspective = perspective;
        return copy;
    }

    public ElementID getId() {
        return new ElementID(kind, section, item);
    }

    public ElementKind getKind() {
        return kind;
    }

    public int getSection() {
        return section;
    }

    public int getItem() {
        return item;
    }

    /** The frame in content coordinates, before the transforms. */
    public Rect getFrame() {
        return frame;
    }

    public double getScale() {
        return scale;
    }

    /** Opacity, 0 to 1. */
    public double getAlpha() {
        return alpha;
    }

    /** Drawing order: higher is in front (a whole number). */
    public double getZIndex() {
        return zIndex;
    }

    /** Points right of the frame it is drawn, after the other transforms. */
    public double getTranslateX() {
        return translateX;
    }

    public double getTranslateY() {
        return translateY;
    }

    /** Radians, clockwise as drawn, about the frame's centre. */
    public double getRotation() {
        return rotation;
    }

    /** Radians about `getTurnAxis()` through the centre, in 3D. */
    public double getTurn() {
        return turn;
    }

    public ScrollAxis getTurnAxis() {
        return turnAxis;
    }

    /** The viewer's distance for the turn's perspective; 0: none. */
    public double getPerspective() {
        return perspective;
    }

    /** Whether it is moved, rotated or turned (a scale alone is not a transform here). */
    public boolean isTransformed() {
        return rotation != 0 || turn != 0 || translateX != 0 || translateY != 0;
    }

    /** Whether every attribute is the same, compared as numbers (0 and -0 alike). */
    boolean sameAs(LayoutAttributes other) {
        return kind == other.kind && section == other.section && item == other.item && frame.x == other.frame.x && frame.y == other.frame.y
            && frame.width == other.frame.width && frame.height == other.frame.height && scale == other.scale && alpha == other.alpha
            && zIndex == other.zIndex && translateX == other.translateX && translateY == other.translateY && rotation == other.rotation
            && turn == other.turn && turnAxis == other.turnAxis && perspective == other.perspective;
    }

    @Override
    public String toString() {
        return kind.raw() + " " + section + "." + item + " " + frame + (alpha != 1 ? " alpha " + alpha : "") + (scale != 1 ? " scale " + scale : "");
    }
}
