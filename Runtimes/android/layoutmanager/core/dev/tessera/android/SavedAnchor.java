package dev.tessera.android;

/**
 * Where the view was scrolled, as `onSaveInstanceState` keeps it: the adapter position of the
 * first element in view and how far (points) its start was past the viewport's, so that a new
 * view (a configuration change, a new process) shows the same item in the same place, whatever
 * its new size; and each section's sideways offset (points, by section index; 0 for a section
 * that does not scroll sideways), so that a shelf the user dragged opens where it was.
 */
final class SavedAnchor {
    private static final double[] NO_SHELVES = new double[0];

    final int position;
    final double distance;
    /** Each section's sideways offset; sections past its end are at 0. */
    final double[] shelves;
    /**
     * A `scrollToPosition`: the element's leading edge at the viewport's, which sideways right to
     * left is the right one (the session's rule 11, as `CollectionSession.pendingScrollTarget`);
     * otherwise its start (left or top) `distance` past the viewport's.
     */
    final boolean leadingEdge;

    SavedAnchor(int position, double distance) {
        this(position, distance, NO_SHELVES);
    }

    SavedAnchor(int position, double distance, double[] shelves) {
        this(position, distance, shelves, false);
    }

    private SavedAnchor(int position, double distance, double[] shelves, boolean leadingEdge) {
        this.position = position;
        this.distance = distance;
        this.shelves = shelves == null ? NO_SHELVES : shelves.clone();
        this.leadingEdge = leadingEdge;
    }

    /** `scrollToPosition(position)`: the element at `position` with its leading edge at the viewport's. */
    static SavedAnchor scrollTo(int position) {
        return new SavedAnchor(position, 0, NO_SHELVES, true);
    }
}
