package android.view.accessibility;

/** Test build: the record's item range, which the LayoutManager fills in. */
public class AccessibilityRecord {
    private int fromIndex = -1;
    private int toIndex = -1;

    AccessibilityRecord() {
    }

    public void setFromIndex(int fromIndex) {
        this.fromIndex = fromIndex;
    }

    public int getFromIndex() {
        return fromIndex;
    }

    public void setToIndex(int toIndex) {
        this.toIndex = toIndex;
    }

    public int getToIndex() {
        return toIndex;
    }
}
