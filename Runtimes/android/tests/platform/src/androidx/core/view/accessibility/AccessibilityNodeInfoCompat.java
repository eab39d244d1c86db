package androidx.core.view.accessibility;

/** Test build: a node that keeps the collection item info set on it. */
public class AccessibilityNodeInfoCompat {
    private CollectionItemInfoCompat collectionItemInfo;

    AccessibilityNodeInfoCompat() {
    }

    public static AccessibilityNodeInfoCompat obtain() {
        return new AccessibilityNodeInfoCompat();
    }

    public void setCollectionItemInfo(Object collectionItemInfo) {
        this.collectionItemInfo = (CollectionItemInfoCompat) collectionItemInfo;
    }

    public CollectionItemInfoCompat getCollectionItemInfo() {
        return collectionItemInfo;
    }

    public static class CollectionItemInfoCompat {
        private final int rowIndex, rowSpan, columnIndex, columnSpan;
        private final boolean heading;

        CollectionItemInfoCompat(int rowIndex, int rowSpan, int columnIndex, int columnSpan, boolean heading) {
            this.rowIndex = rowIndex;
            this.rowSpan = rowSpan;
            this.columnIndex = columnIndex;
            this.columnSpan = columnSpan;
            this.heading = heading;
        }

        public static CollectionItemInfoCompat obtain(int rowIndex, int rowSpan, int columnIndex, int columnSpan, boolean heading) {
            return new CollectionItemInfoCompat(rowIndex, rowSpan, columnIndex, columnSpan, heading);
        }

        public int getRowIndex() {
            return rowIndex;
        }

        public int getRowSpan() {
            return rowSpan;
        }

        public int getColumnIndex() {
            return columnIndex;
        }

        public int getColumnSpan() {
            return columnSpan;
        }

        public boolean isHeading() {
            return heading;
        }
    }
}
