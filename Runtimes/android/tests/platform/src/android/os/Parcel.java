package android.os;

import java.util.ArrayList;
import java.util.List;

/**
 * Test build: a parcel as a sequence of values read back in the order written, from the start
 * once `setDataPosition(0)` rewinds it (as an Activity's saved state is read in a new process).
 * Reading past the end answers 0, as Android's does.
 */
public final class Parcel {
    private final List<Object> values = new ArrayList<>();
    private int position;

    private Parcel() {
    }

    public static Parcel obtain() {
        return new Parcel();
    }

    public void recycle() {
        values.clear();
        position = 0;
    }

    public void setDataPosition(int pos) {
        position = pos;
    }

    public int dataSize() {
        return values.size();
    }

    public void writeInt(int val) {
        values.add(position++, val);
    }

    public void writeDouble(double val) {
        values.add(position++, val);
    }

    /** As Android's: the length first (-1 for null), then each value. */
    public void writeDoubleArray(double[] val) {
        if (val == null) {
            writeInt(-1);
            return;
        }
        writeInt(val.length);
        for (double value : val) {
            writeDouble(value);
        }
    }

    public int readInt() {
        return position < values.size() ? (Integer) values.get(position++) : 0;
    }

    public double readDouble() {
        return position < values.size() ? (Double) values.get(position++) : 0;
    }

    /** Reads what `writeDoubleArray` wrote: null for a length below 0, as Android's does. */
    public double[] createDoubleArray() {
        int length = readInt();
        if (length < 0) {
            return null;
        }
        double[] values = new double[length];
        for (int i = 0; i < length; i++) {
            values[i] = readDouble();
        }
        return values;
    }
}
