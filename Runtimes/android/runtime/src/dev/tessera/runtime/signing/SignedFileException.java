package dev.tessera.runtime.signing;

import dev.tessera.runtime.compiled.LoadException;
import dev.tessera.runtime.errors.ErrorCodes;
import dev.tessera.runtime.errors.ErrorReport;

/**
 * A layout file from outside the app that was refused: a stable {@link #getCode() code} to count
 * (the same in every runtime), the file as the app named it, and a message saying what is wrong
 * and what to do.
 */
public final class SignedFileException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String code;
    private final String file;
    private final LoadException loadError;
    private String layoutName;
    private Long serial;
    private String contentHash;

    SignedFileException(String code, String message, String file) {
        this(code, message, file, null);
    }

    SignedFileException(String code, String message, String file, LoadException loadError) {
        super(message);
        this.code = code;
        this.file = file;
        this.loadError = loadError;
    }

    /** One of {@link ErrorCodes#SIGNED_FILE}. */
    public String getCode() {
        return code;
    }

    /** The file as the app named it; null when it was not named. */
    public String getFile() {
        return file;
    }

    /** For {@link ErrorCodes#LAYOUT_INVALID}: the compiled loader's own error, with its place; null otherwise. */
    public LoadException getLoadError() {
        return loadError;
    }

    /** Adds what the loader knows of the file: its envelope's name and serial (null: not read) and its hash. */
    SignedFileException about(String layoutName, Long serial, String contentHash) {
        this.layoutName = layoutName;
        this.serial = serial;
        this.contentHash = contentHash;
        return this;
    }

    /** The envelope's name as the file gives it (verified or not); null when it was not read. */
    public String getLayoutName() {
        return layoutName;
    }

    /** The envelope's serial; null when it was not read. */
    public Long getSerial() {
        return serial;
    }

    /** SHA-256 of the whole file as given ({@link ErrorReport#contentHash}). */
    public String getContentHash() {
        return contentHash;
    }

    /** This refusal for an app's analytics; for {@code layout.invalid}, with the loader's code and place. */
    public ErrorReport getReport() {
        ErrorReport inner = loadError != null ? loadError.getReport() : null;
        return new ErrorReport(code, toString(), layoutName, serial, contentHash, inner != null ? inner.getCode() : null,
            inner != null ? inner.getJsonPath() : null, file, inner != null ? inner.getLine() : null, inner != null ? inner.getColumn() : null);
    }

    @Override
    public String toString() {
        return (file != null ? file + ": " : "") + code + ": " + getMessage();
    }
}
