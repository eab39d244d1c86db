package dev.tessera.runtime.fallback;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.compiled.LoadException;
import dev.tessera.runtime.errors.ErrorCodes;
import dev.tessera.runtime.errors.ErrorReport;
import dev.tessera.runtime.geometry.ReadingDirection;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.layout.TesseraLayout;
import dev.tessera.runtime.programs.InputRead;
import dev.tessera.runtime.queries.PreparedLayout;
import dev.tessera.runtime.signing.SignedFileException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A layout that is the first working one of several sources, in order: typically the layout
 * downloaded from a server, the last good one the app kept, and the one bundled in the app. A
 * source that does not load (unreadable, a refused signature, a newer format version) is passed
 * over before anything is drawn; a layout that fails while running (an expression that becomes
 * invalid for a viewport, a count or a text size) is passed over in the same layout pass, so the
 * RecyclerView shows the next source's layout, never an empty frame. Each source passed over is
 * reported to the {@link SkipListener}, on the thread that laid out. Give it to the
 * LayoutManager as any layout. Safe to share between threads.
 */
public final class FallbackLayout implements TesseraLayout {
    /** Told of each source passed over. */
    public interface SkipListener {
        void onSkip(FallbackSkip skip);
    }

    private static final Set<InputRead> NO_READS = Collections.unmodifiableSet(new HashSet<InputRead>());

    private final List<LayoutSource> sources;
    private final SkipListener listener;
    private final FallbackChain<TesseraLayout> chain;
    // Each source's layout once loaded, for the report of its failure (guarded by this object, as the chain).
    private final Map<Integer, TesseraLayout> loaded = new HashMap<Integer, TesseraLayout>();

    /** Loads the first source that loads now, reporting each refused one to {@code listener} (null: none). */
    public FallbackLayout(List<LayoutSource> sources, SkipListener listener) {
        this.sources = Collections.unmodifiableList(new ArrayList<LayoutSource>(sources));
        this.listener = listener;
        final List<LayoutSource> list = this.sources;
        chain = new FallbackChain<TesseraLayout>(list.size(), new FallbackChain.Loader<TesseraLayout>() {
            @Override
            public TesseraLayout load(int index) throws Exception {
                TesseraLayout layout = list.get(index).load();
                loaded.put(Integer.valueOf(index), layout);
                return layout;
            }
        }, new FallbackChain.Reporter() {
            @Override
            public void loadFailed(int index, Exception error) {
                report(loadSkip(list.get(index).getName(), error));
            }

            @Override
            public void runFailed(int index, LayoutException error) {
                TesseraLayout layout = loaded.get(Integer.valueOf(index));
                ErrorReport failure = layout != null ? CompiledLayout.runReport(error, layout) : ErrorReport.of(ErrorCodes.RUN_LAYOUT_FAILED, String.valueOf(error));
                report(new FallbackSkip(list.get(index).getName(), FallbackSkip.Stage.RUN, failure));
            }
        });
        synchronized (this) {
            chain.choose(0);
        }
    }

    /** The skip of {@code source} for an error its loader threw. */
    static FallbackSkip loadSkip(String source, Exception error) {
        if (error instanceof SignedFileException) return new FallbackSkip(source, FallbackSkip.Stage.LOAD, ((SignedFileException) error).getReport());
        if (error instanceof LoadException) return new FallbackSkip(source, FallbackSkip.Stage.LOAD, ((LoadException) error).getReport());
        return new FallbackSkip(source, FallbackSkip.Stage.LOAD, ErrorReport.of(ErrorCodes.LOAD_SOURCE_FAILED, String.valueOf(error)));
    }

    private void report(FallbackSkip skip) {
        if (listener != null) listener.onSkip(skip);
    }

    /** The name of the source in use; null when every source was passed over. */
    public synchronized String getCurrentSource() {
        int index = chain.current();
        return index >= 0 && index < sources.size() ? sources.get(index).getName() : null;
    }

    private synchronized TesseraLayout current() {
        return chain.layout();
    }

    @Override
    public String getName() {
        TesseraLayout layout = current();
        return layout != null ? layout.getName() : "no layout";
    }

    @Override
    public ScrollAxis getAxis() {
        TesseraLayout layout = current();
        return layout != null ? layout.getAxis() : ScrollAxis.VERTICAL;
    }

    @Override
    public ReadingDirection getDirection() {
        TesseraLayout layout = current();
        return layout != null ? layout.getDirection() : ReadingDirection.LEFT_TO_RIGHT;
    }

    @Override
    public synchronized PreparedLayout prepare(final LayoutInput input) throws LayoutException {
        return chain.run(new FallbackChain.Body<TesseraLayout, PreparedLayout>() {
            @Override
            public PreparedLayout run(TesseraLayout layout, boolean firstTry) throws LayoutException {
                return layout.prepare(input);
            }
        });
    }

    /** Extends with the layout that prepared {@code prepared}; after a fallback the next source prepares anew. */
    @Override
    public synchronized PreparedLayout extend(final PreparedLayout prepared, final LayoutInput input) throws LayoutException {
        return chain.run(new FallbackChain.Body<TesseraLayout, PreparedLayout>() {
            @Override
            public PreparedLayout run(TesseraLayout layout, boolean firstTry) throws LayoutException {
                return firstTry ? layout.extend(prepared, input) : layout.prepare(input);
            }
        });
    }

    /** Places again with the layout that prepared {@code prepared}; after a fallback the next source prepares anew. */
    @Override
    public synchronized PreparedLayout relayout(final PreparedLayout prepared, final int[] firstChanged, final LayoutInput input)
            throws LayoutException {
        return chain.run(new FallbackChain.Body<TesseraLayout, PreparedLayout>() {
            @Override
            public PreparedLayout run(TesseraLayout layout, boolean firstTry) throws LayoutException {
                return firstTry ? layout.relayout(prepared, firstChanged, input) : layout.prepare(input);
            }
        });
    }

    /** As {@link #relayout(PreparedLayout, int[], LayoutInput)}, told where the changes end. */
    @Override
    public synchronized PreparedLayout relayout(final PreparedLayout prepared, final int[] firstChanged, final int[] changedEnds, final LayoutInput input)
            throws LayoutException {
        return chain.run(new FallbackChain.Body<TesseraLayout, PreparedLayout>() {
            @Override
            public PreparedLayout run(TesseraLayout layout, boolean firstTry) throws LayoutException {
                return firstTry ? layout.relayout(prepared, firstChanged, changedEnds, input) : layout.prepare(input);
            }
        });
    }

    /**
     * Passes over the source in use for {@code error}, which a LayoutManager met after
     * {@code prepare} while it ran the layout (an effect's expression at one scroll offset), and
     * reports it: answers whether another source is in use now, for the LayoutManager to lay out
     * again in the same pass (TesseraLayoutManager does).
     */
    public synchronized boolean passOver(LayoutException error) {
        return chain.passOver(error);
    }

    @Override
    public boolean mayHaveHeader(int section) {
        TesseraLayout layout = current();
        return layout != null && layout.mayHaveHeader(section);
    }

    @Override
    public boolean mayHaveFooter(int section) {
        TesseraLayout layout = current();
        return layout != null && layout.mayHaveFooter(section);
    }

    @Override
    public Set<InputRead> reads() {
        TesseraLayout layout = current();
        return layout != null ? layout.reads() : NO_READS;
    }

    @Override
    public String toString() {
        return "FallbackLayout " + getName();
    }
}
