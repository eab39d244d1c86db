package android.content;

import android.content.res.Resources;

/**
 * Test build: Android's Context is abstract and an app's is the system's; a test subclasses this
 * one and answers `getResources` and `getContentResolver`, the two the LayoutManager reads.
 */
public abstract class Context {
    public Context() {
    }

    public Resources getResources() {
        throw new UnsupportedOperationException("the test's Context answers getResources");
    }

    public ContentResolver getContentResolver() {
        throw new UnsupportedOperationException("the test's Context answers getContentResolver");
    }
}
