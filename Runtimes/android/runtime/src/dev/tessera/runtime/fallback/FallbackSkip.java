package dev.tessera.runtime.fallback;

/**
 * Why a fallback chain passed over one of its sources: the same fields and codes in every runtime.
 * {@code code} is a signed file's refusal code ({@code signature.bad}, {@code expired},
 * {@code rollback}, …), {@code layout.invalid} for a file the loader refused,
 * {@code layout.failed} for a layout that failed while running, {@code source.failed} for anything
 * else the source's loader threw.
 */
public final class FallbackSkip {
    /** When the source was passed over: its file did not load, or its layout failed for an input. */
    public enum Stage { LOAD, RUN }

    public static final String LAYOUT_INVALID = "layout.invalid";
    public static final String LAYOUT_FAILED = "layout.failed";
    public static final String SOURCE_FAILED = "source.failed";

    private final String source;
    private final Stage stage;
    private final String code;
    private final String message;

    public FallbackSkip(String source, Stage stage, String code, String message) {
        this.source = source;
        this.stage = stage;
        this.code = code;
        this.message = message;
    }

    public String getSource() {
        return source;
    }

    public Stage getStage() {
        return stage;
    }

    public String getCode() {
        return code;
    }

    public String getMessage() {
        return message;
    }

    /** The stage as the other runtimes spell it: {@code load} or {@code run}. */
    public String getStageName() {
        return stage == Stage.LOAD ? "load" : "run";
    }

    @Override
    public String toString() {
        return source + " (" + getStageName() + ", " + code + "): " + message;
    }
}
