package android.view.accessibility;

import android.os.Parcel;
import android.os.Parcelable;

/** Test build: an event with its type and the record's fields. */
public final class AccessibilityEvent extends AccessibilityRecord implements Parcelable {
    public static final int TYPE_VIEW_SCROLLED = 4096;
    private int eventType;

    public AccessibilityEvent(int eventType) {
        this.eventType = eventType;
    }

    public int getEventType() {
        return eventType;
    }

    @Override
    public int describeContents() {
        return 0;
    }

    @Override
    public void writeToParcel(Parcel parcel, int flags) {
        parcel.writeInt(eventType);
    }
}
