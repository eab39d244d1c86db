package android.content.res;

import android.os.Parcel;
import android.os.Parcelable;

/** Test build: the configuration's fields the LayoutManager reads. */
public class Configuration implements Parcelable, Comparable<Configuration> {
    public float fontScale = 1;

    public Configuration() {
    }

    @Override
    public int compareTo(Configuration that) {
        return Float.compare(fontScale, that.fontScale);
    }

    @Override
    public int describeContents() {
        return 0;
    }

    @Override
    public void writeToParcel(Parcel dest, int flags) {
    }
}
