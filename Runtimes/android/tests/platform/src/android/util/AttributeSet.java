package android.util;

/** Test build of Android's platform (Runtimes/android/tests/platform): an interface no test inflates from XML. */
public interface AttributeSet {
}
