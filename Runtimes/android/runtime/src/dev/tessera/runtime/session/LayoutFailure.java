package dev.tessera.runtime.session;

import dev.tessera.runtime.fallback.FallbackLayout;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.layout.TesseraLayout;

/**
 * What a layout error does (docs/SESSIONS.md, rule 12), as Swift's {@code CollectionLayoutCore.prepare} and
 * {@code fail} and TypeScript's {@code fallenBackDriver} decide it: a fallback chain's next source is laid out in its
 * place at once, so the view is never empty while a source is left; otherwise the layout is empty, the app is told the
 * error when it is not the one that stands already (the same fault met again is the same failure), and the inputs it
 * failed for are not laid out again until they change. {@link CollectionSession} tells by {@link #tells}; Android's
 * LayoutManager keeps one of these and does what {@link #failed} answers.
 *
 * @param <I> what a layout is computed for (compared with {@code equals}); null: an input the layout cannot be asked
 *            for (an adapter's fault), tried again at every pass
 */
public final class LayoutFailure<I> {
    /** What the caller does after an error. */
    public enum Then {
        /** A fallback chain passed over to its next source: lay out again now, with it. */
        LAY_OUT_NEXT_SOURCE,
        /** Empty the layout and tell the app. */
        EMPTY_AND_TELL,
        /** Empty the layout; the app was told this failure already. */
        EMPTY
    }

    private LayoutException error;
    private I inputs;

    /** Whether an error of {@code message} is told, with {@code standing} the message of the failure that stands (null: none). */
    public static boolean tells(String standing, String message) {
        return !String.valueOf(message).equals(standing);
    }

    /** Laying {@code layout} out for {@code inputs} met {@code error}: what to do now. */
    public Then failed(TesseraLayout layout, LayoutException error, I inputs) {
        if (layout instanceof FallbackLayout && ((FallbackLayout) layout).passOver(error)) return Then.LAY_OUT_NEXT_SOURCE;
        boolean tell = tells(this.error == null ? null : this.error.getMessage(), error.getMessage());
        this.error = error;
        this.inputs = inputs;
        return tell ? Then.EMPTY_AND_TELL : Then.EMPTY;
    }

    /** Whether {@code wanted} are the inputs the layout failed for: it stays empty without trying again. */
    public boolean gaveUpOn(I wanted) {
        return inputs != null && inputs.equals(wanted);
    }

    /** Something the inputs do not show changed (the app's sizes, the layout): the next pass tries again. */
    public void inputsChanged() {
        inputs = null;
    }

    /** A layout pass or a switch laid out without error: nothing stands. */
    public void laidOut() {
        error = null;
        inputs = null;
    }

    /** The error the layout is empty for; null while it is laid out. */
    public LayoutException error() {
        return error;
    }
}
