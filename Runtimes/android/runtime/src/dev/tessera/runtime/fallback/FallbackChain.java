package dev.tessera.runtime.fallback;

import dev.tessera.runtime.inputs.LayoutException;

/**
 * Which of a list of layout sources is in use, and when to pass to the next, as the Swift
 * runtime's FallbackChain (the same rule, replayed from Tests/Fixtures/Fallback/chains.json): the
 * first source whose layout loads is used; a source whose layout fails while running is passed
 * over for good, and the next one that loads answers in its place for the same input, before the
 * failing call returns. Each source passed over is reported once, in order. Not thread-safe: its
 * owner guards it.
 */
public final class FallbackChain<L> {
    /** Loads source {@code index}'s layout, or throws why it cannot. */
    public interface Loader<L> {
        L load(int index) throws Exception;
    }

    /** Told of each source passed over. */
    public interface Reporter {
        void loadFailed(int index, Exception error);

        void runFailed(int index, LayoutException error);
    }

    /** What the chain runs with the layout in use; {@code firstTry} is false after a fallback. */
    public interface Body<L, A> {
        A run(L layout, boolean firstTry) throws LayoutException;
    }

    private final int count;
    private final Loader<L> loader;
    private final Reporter reporter;
    private int current = -1;
    private L layout;

    public FallbackChain(int count, Loader<L> loader, Reporter reporter) {
        this.count = count;
        this.loader = loader;
        this.reporter = reporter;
    }

    /** The source in use, {@code count} when none is left, -1 before the first is chosen. */
    public int current() {
        return current;
    }

    public L layout() {
        return layout;
    }

    /** Chooses the first source at or after {@code start} that loads; reports each that does not. */
    public void choose(int start) {
        for (int index = start; index < count; index++) {
            try {
                layout = loader.load(index);
                current = index;
                return;
            } catch (Exception error) {
                reporter.loadFailed(index, error);
            }
        }
        layout = null;
        current = count;
    }

    /**
     * Runs {@code body} with the layout in use; on a {@link LayoutException}, reports it, passes to
     * the next source that loads and runs {@code body} again with it, until one answers or none is
     * left (then throws the last error).
     */
    public <A> A run(Body<L, A> body) throws LayoutException {
        if (current < 0) choose(0);
        LayoutException lastError = null;
        boolean firstTry = true;
        while (current < count && layout != null) {
            int index = current;
            try {
                return body.run(layout, firstTry);
            } catch (LayoutException error) {
                reporter.runFailed(index, error);
                lastError = error;
                firstTry = false;
                choose(index + 1);
            }
        }
        throw lastError != null ? lastError : new LayoutException(
            "no layout source loaded: every source of the fallback chain was refused (each was reported to the chain's listener); ship a layout in the app as the last source");
    }

    /**
     * Passes over the source in use after {@code error}, met while its layout ran past {@link #run}
     * (a LayoutManager asking the prepared layout at a scroll offset), reporting it: answers
     * whether another source is in use now.
     */
    public boolean passOver(LayoutException error) {
        if (current < 0 || current >= count) return false;
        reporter.runFailed(current, error);
        choose(current + 1);
        return layout != null;
    }
}
