package android.graphics;

import android.os.Parcel;
import android.os.Parcelable;

/** Test build: as Android's. */
public class PointF implements Parcelable {
    public float x;
    public float y;

    public PointF() {
    }

    public PointF(float x, float y) {
        this.x = x;
        this.y = y;
    }

    @Override
    public int describeContents() {
        return 0;
    }

    @Override
    public void writeToParcel(Parcel out, int flags) {
    }
}
