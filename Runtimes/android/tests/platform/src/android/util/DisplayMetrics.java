package android.util;

/** Test build: the display's metrics, set by the test as a device sets them. */
public class DisplayMetrics {
    public float density = 1;
    public int densityDpi = 160;
    public int widthPixels;
    public int heightPixels;

    public DisplayMetrics() {
    }
}
