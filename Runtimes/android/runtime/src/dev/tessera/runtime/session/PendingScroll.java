package dev.tessera.runtime.session;

/**
 * A scroll that waits for its item (docs/SESSIONS.md, rule 11): asked for before the data has the item (data that loads
 * later, a state restored into a view whose data is not there yet), it is kept, replaced by the next one asked for, and
 * taken once, at the first look after which the data has the item. The session shell keeps its {@code scrollTo} here
 * (items are index paths); Android's LayoutManager keeps {@code scrollToPosition} and a restored state here (items are
 * adapter positions, and a restored state has a distance). One rule for both, so a change to it fails in both.
 *
 * @param <T> how the item is named
 */
public final class PendingScroll<T> {
    /** Whether the data has the item now. */
    public interface Exists<T> {
        boolean exists(T item);
    }

    /** The item to scroll to and how far (points) its leading edge is to be past the viewport's. */
    public static final class Request<T> {
        public final T item;
        public final double distance;

        Request(T item, double distance) {
            this.item = item;
            this.distance = distance;
        }
    }

    private Request<T> waiting;

    /** A scroll to {@code item}, its leading edge {@code distance} past the viewport's: it replaces any that waits. */
    public void request(T item, double distance) {
        waiting = new Request<>(item, distance);
    }

    /** Nothing waits any more (the user or the app scrolled elsewhere on their own terms). */
    public void cancel() {
        waiting = null;
    }

    /** The scroll that waits, or null. */
    public Request<T> waiting() {
        return waiting;
    }

    /** The scroll that waits, taken (it no longer waits), when the data has its item now; null while it waits or when none does. */
    public Request<T> take(Exists<T> exists) {
        Request<T> request = waiting;
        if (request == null || !exists.exists(request.item)) return null;
        waiting = null;
        return request;
    }
}
