package dev.tessera.runtime.compiled;

import dev.tessera.runtime.errors.ErrorCodes;
import dev.tessera.runtime.errors.ErrorReport;

/**
 * A compiled file that cannot be loaded (the Swift runtime's `CompiledLayout.LoadError`): its
 * stable code ({@link ErrorCodes}, docs/ERRORS.md), where
 * in it (a path of keys and indices such as {@code formulas[3].program[2]}, or a line and column
 * for text that is not JSON; empty for the file as a whole) and why.
 */
public final class LoadException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String place;
    private final String file;
    private final int line;
    private final int column;
    private final String code;
    private String contentHash;

    LoadException(String place, String message, String file) {
        this(place, message, file, 0, 0);
    }

    LoadException(String place, String message, String file, int line, int column) {
        this(place, message, file, line, column, codeOfPlace(place));
    }

    LoadException(String place, String message, String file, int line, int column, String code) {
        super(message);
        this.place = place;
        this.file = file;
        this.line = line;
        this.column = column;
        this.code = code;
    }

    /** A refusal's code from its place, as every runtime derives it (the reader names the others). */
    private static String codeOfPlace(String place) {
        if (place.isEmpty()) return ErrorCodes.LOAD_UNREADABLE;
        if (place.startsWith("line ")) return ErrorCodes.LOAD_NOT_JSON;
        if (place.equals("format")) return ErrorCodes.LOAD_NOT_COMPILED_LAYOUT;
        if (place.equals("version")) return ErrorCodes.LOAD_VERSION_UNSUPPORTED;
        if (place.startsWith("formulas")) return ErrorCodes.LOAD_FORMULA_INVALID;
        return ErrorCodes.LOAD_FIELD_INVALID;
    }

    /** The stable code an app counts (one of {@link ErrorCodes}), the same in every runtime. */
    public String getCode() {
        return code;
    }

    /** Where in the file: a path of keys and indices, {@code line L, column C}, or empty for the whole file. */
    public String getPlace() {
        return place;
    }

    /** The file as it was named when loading it; null when it was not named. */
    public String getFile() {
        return file;
    }

    /** For text that is not JSON, the line where it stops being JSON (from 1); 0 otherwise. */
    public int getLine() {
        return line;
    }

    /** For text that is not JSON, the column (from 1, in characters); 0 otherwise. */
    public int getColumn() {
        return column;
    }

    /** SHA-256 of the bytes refused ({@link ErrorReport#contentHash}); null when the loader was given none. */
    public String getContentHash() {
        return contentHash;
    }

    LoadException withContentHash(String contentHash) {
        this.contentHash = contentHash;
        return this;
    }

    /** This error for an app's analytics: no layout name, as the file was refused before one was trusted. */
    public ErrorReport getReport() {
        boolean atMember = !place.isEmpty() && line == 0;
        return new ErrorReport(code, toString(), null, null, contentHash, null, atMember ? place : null, file,
            line > 0 ? Integer.valueOf(line) : null, line > 0 ? Integer.valueOf(column) : null);
    }

    /** {@code file: place: message}, leaving out what is not known. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        if (file != null) text.append(file).append(": ");
        if (!place.isEmpty()) text.append(place).append(": ");
        return text.append(getMessage()).toString();
    }
}
