package android.graphics;

/** Test build: a paint is its flags and its colour here. */
public class Paint {
    public static final int ANTI_ALIAS_FLAG = 1;
    private int flags;
    private int color = 0xFF000000;

    public Paint() {
    }

    public Paint(int flags) {
        this.flags = flags;
    }

    public int getFlags() {
        return flags;
    }

    public void setColor(int color) {
        this.color = color;
    }

    public int getColor() {
        return color;
    }
}
