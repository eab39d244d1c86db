package android.view;

import android.os.Parcelable;

/** Test build: as Android's, the time of the event. */
public abstract class InputEvent implements Parcelable {
    InputEvent() {
    }

    public long getEventTime() {
        return 0;
    }

    @Override
    public int describeContents() {
        return 0;
    }
}
