package dev.tessera.android;

/**
 * Where the view was scrolled, as `onSaveInstanceState` keeps it: the adapter position of the
 * first element in view and how far (points) its start was past the viewport's, so that a new
 * view (a configuration change, a new process) shows the same item in the same place, whatever
 * its new size.
 */
final class SavedAnchor {
    final int position;
    final double distance;

    SavedAnchor(int position, double distance) {
        this.position = position;
        this.distance = distance;
    }
}
