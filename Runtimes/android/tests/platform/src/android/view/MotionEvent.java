package android.view;

import android.os.Parcel;
import android.os.Parcelable;

/** Test build: a one-pointer touch event, made with `obtain` as a test or an instrumentation makes one. */
public final class MotionEvent extends InputEvent implements Parcelable {
    public static final int ACTION_MASK = 0xff;
    public static final int ACTION_DOWN = 0;
    public static final int ACTION_UP = 1;
    public static final int ACTION_MOVE = 2;
    public static final int ACTION_CANCEL = 3;

    private final long eventTime;
    private final int action;
    private final float x;
    private final float y;

    private MotionEvent(long eventTime, int action, float x, float y) {
        this.eventTime = eventTime;
        this.action = action;
        this.x = x;
        this.y = y;
    }

    public static MotionEvent obtain(long downTime, long eventTime, int action, float x, float y, int metaState) {
        return new MotionEvent(eventTime, action, x, y);
    }

    public int getAction() {
        return action;
    }

    public int getActionMasked() {
        return action & ACTION_MASK;
    }

    public float getX() {
        return x;
    }

    public float getY() {
        return y;
    }

    @Override
    public long getEventTime() {
        return eventTime;
    }

    public void recycle() {
    }

    @Override
    public void writeToParcel(Parcel out, int flags) {
        out.writeInt(action);
    }
}
