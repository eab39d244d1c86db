package dev.tessera.runtime.fallback;

import dev.tessera.runtime.errors.ErrorReport;

/**
 * Why a fallback chain passed over one of its sources: the same fields and codes in every runtime.
 * {@code code} is a stable code of docs/ERRORS.md ({@code ErrorCodes}): a signed file's refusal
 * code ({@code signature.bad}, {@code expired}, {@code rollback}, …), the compiled loader's
 * ({@code load.notJson}, …), {@code run.layoutFailed} for a layout that failed while running,
 * {@code load.sourceFailed} for an exception of the app's own that the source threw.
 */
public final class FallbackSkip {
    /** When the source was passed over: its file did not load, or its layout failed for an input. */
    public enum Stage { LOAD, RUN }

    private final String source;
    private final Stage stage;
    private final ErrorReport report;

    public FallbackSkip(String source, Stage stage, ErrorReport report) {
        this.source = source;
        this.stage = stage;
        this.report = report;
    }

    /**
     * The error's report (docs/ERRORS.md), whose code and message these are: for a refusal, the
     * loader's; for a layout that failed while running, with its name, serial and content hash.
     */
    public ErrorReport getReport() {
        return report;
    }

    public String getSource() {
        return source;
    }

    public Stage getStage() {
        return stage;
    }

    public String getCode() {
        return report.getCode();
    }

    public String getMessage() {
        return report.getMessage();
    }

    /** The stage as the other runtimes spell it: {@code load} or {@code run}. */
    public String getStageName() {
        return stage == Stage.LOAD ? "load" : "run";
    }

    @Override
    public String toString() {
        return source + " (" + getStageName() + ", " + getCode() + "): " + getMessage();
    }
}
