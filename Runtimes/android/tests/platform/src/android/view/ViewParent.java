package android.view;

/** Test build: the members of Android's ViewParent that RecyclerView's callers use. */
public interface ViewParent {
    void requestLayout();

    void requestDisallowInterceptTouchEvent(boolean disallowIntercept);

    ViewParent getParent();
}
