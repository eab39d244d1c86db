package dev.tessera.runtime.geometry;

/**
 * What a view needs to draw an element, as the Swift runtime's LayoutAttributes: its frame in
 * content coordinates and what the scroll effects make of it. Transforms apply about the frame's
 * centre in the order scale, rotation, turn (with perspective), translation.
 *
 * <p>A query makes one for every element it answers, so it is kept small: the frame is four
 * numbers (`getFrame()` makes the rect), and the transforms, which most elements lack, an object
 * of their own made only for an element that has one.
 */
public final class LayoutAttributes {
    /** An element's translation, rotation and turn. */
    public static final class Transform {
        public double translateX;
        public double translateY;
        public double rotation;
        public double turn;
        public ScrollAxis turnAxis = ScrollAxis.VERTICAL;
        public double perspective;

        Transform copy() {
            Transform copy = new Transform();
            copy.translateX = translateX;
            copy.translateY = translateY;
            copy.rotation = rotation;
            copy.turn = turn;
            copy.turnAxis = turnAxis;
            copy.perspective = perspective;
            return copy;
        }
    }

    public ElementKind kind;
    public int section;
    public int item;
    public final double x;
    public final double y;
    public final double width;
    public final double height;
    public double scale = 1;
    public double alpha = 1;
    public double zIndex;
    /** Null: no translation, rotation or turn. */
    public Transform transform;

    public LayoutAttributes(ElementKind kind, int section, int item, double x, double y, double width, double height, double zIndex) {
        this.kind = kind;
        this.section = section;
        this.item = item;
        this.x = x;
        this.y = y;
        this.width = width;
        this.height = height;
        this.zIndex = zIndex;
    }

    public LayoutAttributes(ElementKind kind, int section, int item, Rect frame, double zIndex) {
        this(kind, section, item, frame.x, frame.y, frame.width, frame.height, zIndex);
    }

    public LayoutAttributes copy() {
        LayoutAttributes copy = new LayoutAttributes(kind, section, item, x, y, width, height, zIndex);
        copy.scale = scale;
        copy.alpha = alpha;
        copy.transform = transform == null ? null : transform.copy();
        return copy;
    }

    /** The transform, made when an effect first sets one. */
    public Transform transform() {
        if (transform == null) transform = new Transform();
        return transform;
    }

    /** Whether the frame meets `rect` (touching edges do not). */
    public boolean intersects(Rect rect) {
        return x < rect.x + rect.width && rect.x < x + width && y < rect.y + rect.height && rect.y < y + height;
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
        return new Rect(x, y, width, height);
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
        return transform == null ? 0 : transform.translateX;
    }

    public double getTranslateY() {
        return transform == null ? 0 : transform.translateY;
    }

    /** Radians, clockwise as drawn, about the frame's centre. */
    public double getRotation() {
        return transform == null ? 0 : transform.rotation;
    }

    /** Radians about `getTurnAxis()` through the centre, in 3D. */
    public double getTurn() {
        return transform == null ? 0 : transform.turn;
    }

    public ScrollAxis getTurnAxis() {
        return transform == null ? ScrollAxis.VERTICAL : transform.turnAxis;
    }

    /** The viewer's distance for the turn's perspective; 0: none. */
    public double getPerspective() {
        return transform == null ? 0 : transform.perspective;
    }

    /** Whether it is moved, rotated or turned (a scale alone is not a transform here). */
    public boolean isTransformed() {
        return transform != null && (transform.rotation != 0 || transform.turn != 0 || transform.translateX != 0 || transform.translateY != 0);
    }

    /** Whether every attribute is the same, compared as numbers (0 and -0 alike). */
    public boolean sameAs(LayoutAttributes other) {
        return kind == other.kind && section == other.section && item == other.item && x == other.x && y == other.y && width == other.width
            && height == other.height && scale == other.scale && alpha == other.alpha && zIndex == other.zIndex
            && getTranslateX() == other.getTranslateX() && getTranslateY() == other.getTranslateY() && getRotation() == other.getRotation()
            && getTurn() == other.getTurn() && getTurnAxis() == other.getTurnAxis() && getPerspective() == other.getPerspective();
    }

    @Override
    public String toString() {
        return kind.raw() + " " + section + "." + item + " " + getFrame() + (alpha != 1 ? " alpha " + alpha : "") + (scale != 1 ? " scale " + scale : "");
    }
}
