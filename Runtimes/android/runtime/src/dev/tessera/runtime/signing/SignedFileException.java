package dev.tessera.runtime.signing;

import dev.tessera.runtime.compiled.LoadException;

/**
 * A layout file from outside the app that was refused: a stable {@link #getCode() code} to count
 * (the same in every runtime), the file as the app named it, and a message saying what is wrong
 * and what to do.
 */
public final class SignedFileException extends Exception {
    private static final long serialVersionUID = 1L;

    /** The file looks like a signed envelope but is not exactly one a writer makes. */
    public static final String ENVELOPE_MALFORMED = "envelope.malformed";
    /** No signature (a plain compiled file, or an envelope without one), and unsigned files are not allowed. */
    public static final String SIGNATURE_MISSING = "signature.missing";
    /** The signature does not verify: the file was changed after it was signed. */
    public static final String SIGNATURE_BAD = "signature.bad";
    /** The file names a key that is not among the app's trusted keys. */
    public static final String KEY_UNKNOWN = "key.unknown";
    /** The file is signed for another layout than the app asked for. */
    public static final String NAME_MISMATCH = "name.mismatch";
    /** The file's expiry has passed. */
    public static final String EXPIRED = "expired";
    /** The file's serial is lower than the last accepted for its name. */
    public static final String ROLLBACK = "rollback";
    /** The signed payload is not a compiled layout this runtime loads. */
    public static final String LAYOUT_INVALID = "layout.invalid";

    private final String code;
    private final String file;
    private final LoadException loadError;

    SignedFileException(String code, String message, String file) {
        this(code, message, file, null);
    }

    SignedFileException(String code, String message, String file, LoadException loadError) {
        super(message);
        this.code = code;
        this.file = file;
        this.loadError = loadError;
    }

    /** One of the codes above. */
    public String getCode() {
        return code;
    }

    /** The file as the app named it; null when it was not named. */
    public String getFile() {
        return file;
    }

    /** For {@link #LAYOUT_INVALID}: the compiled loader's own error, with its place; null otherwise. */
    public LoadException getLoadError() {
        return loadError;
    }

    @Override
    public String toString() {
        return (file != null ? file + ": " : "") + code + ": " + getMessage();
    }
}
