package dev.tessera.runtime.errors;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * What an app sends to its analytics for a refusal or failure: a stable code and everything known
 * about the file it came from, with the same fields, meaning the same, as the Swift and web
 * runtimes' {@code ErrorReport} (docs/ERRORS.md says what each holds). A field that is not known is
 * null, never guessed. Immutable.
 */
public final class ErrorReport {
    private final String code;
    private final String message;
    private final String layoutName;
    private final Long serial;
    private final String contentHash;
    private final String loaderCode;
    private final String jsonPath;
    private final String file;
    private final Integer line;
    private final Integer column;

    public ErrorReport(String code, String message, String layoutName, Long serial, String contentHash, String loaderCode,
                       String jsonPath, String file, Integer line, Integer column) {
        this.code = code;
        this.message = message;
        this.layoutName = layoutName;
        this.serial = serial;
        this.contentHash = contentHash;
        this.loaderCode = loaderCode;
        this.jsonPath = jsonPath;
        this.file = file;
        this.line = line;
        this.column = column;
    }

    /** A report with only a code and a message. */
    public static ErrorReport of(String code, String message) {
        return new ErrorReport(code, message, null, null, null, null, null, null, null, null);
    }

    /**
     * SHA-256 of {@code bytes} as 64 lowercase hex digits: a report's content hash, what
     * {@code sha256sum} prints for the file.
     */
    public static String contentHash(byte[] bytes) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(bytes);
            StringBuilder hex = new StringBuilder(64);
            for (byte value : digest) hex.append(Character.forDigit((value >> 4) & 15, 16)).append(Character.forDigit(value & 15, 16));
            return hex.toString();
        } catch (NoSuchAlgorithmException error) {
            throw new IllegalStateException("every Java platform has SHA-256", error);
        }
    }

    /** One of {@link ErrorCodes}. */
    public String getCode() {
        return code;
    }

    /** What is wrong and what to do, for people: count the code, not this. */
    public String getMessage() {
        return message;
    }

    /** The signed envelope's name (as the file says it) or the loaded layout's; null when the file was refused before a name was read. */
    public String getLayoutName() {
        return layoutName;
    }

    /** The signed envelope's serial; null for a file that is not signed or whose envelope was not read. */
    public Long getSerial() {
        return serial;
    }

    /** SHA-256 of the file's bytes as the loader was given them ({@link #contentHash}); null when there were none. */
    public String getContentHash() {
        return contentHash;
    }

    /** For {@code layout.invalid}: the compiled loader's own code; null otherwise. */
    public String getLoaderCode() {
        return loaderCode;
    }

    /** Where in the compiled JSON (in the payload of a signed file); null when the fault is not at a member. */
    public String getJsonPath() {
        return jsonPath;
    }

    /** The file as the app named it; for a run-time failure, the YAML file of the formula at fault. */
    public String getFile() {
        return file;
    }

    /** From 1: where JSON text stops being JSON, or the YAML line of a failing formula; null otherwise. */
    public Integer getLine() {
        return line;
    }

    public Integer getColumn() {
        return column;
    }

    /** {@code CODE} and each known field as {@code name=value}, the message last. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(code);
        String[] names = {"layoutName", "serial", "contentHash", "loaderCode", "jsonPath", "file", "line", "column"};
        Object[] values = {layoutName, serial, contentHash, loaderCode, jsonPath, file, line, column};
        for (int index = 0; index < names.length; index++) {
            if (values[index] != null) text.append(' ').append(names[index]).append('=').append(values[index]);
        }
        return text.append(' ').append(message).toString();
    }
}
