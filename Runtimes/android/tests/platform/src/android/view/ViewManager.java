package android.view;

/** Test build: as Android's. */
public interface ViewManager {
    void addView(View view, ViewGroup.LayoutParams params);

    void updateViewLayout(View view, ViewGroup.LayoutParams params);

    void removeView(View view);
}
