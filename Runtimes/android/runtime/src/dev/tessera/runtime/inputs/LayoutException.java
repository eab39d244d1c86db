package dev.tessera.runtime.inputs;

/**
 * A fault that depends on the viewport or the data, found while computing a layout (the Swift
 * runtime's `LayoutError`): `line` and `column` say where the faulty expression is written, when
 * the layout came from a file.
 */
public final class LayoutException extends Exception {
    private static final long serialVersionUID = 1L;

    private String file;
    private final int line;
    private final int column;

    /** A fault not at an expression of the layout's file: of the data or the view it is computed for. */
    public LayoutException(String message) {
        this(message, null, 0, 0);
    }

    LayoutException(String message, String file, int line, int column) {
        super(message);
        this.file = file;
        this.line = line;
        this.column = column;
    }

    /** Where the faulty expression is: `places[formula]` of a checked file. */
    public static LayoutException at(String message, int[] place) {
        return new LayoutException(message, null, place[0], place[1]);
    }

    /** The same fault, naming `file` unless it names one already. */
    public LayoutException naming(String file) {
        if (this.file == null) this.file = file;
        return this;
    }

    /** The layout file, when known; null otherwise. */
    public String getFile() {
        return file;
    }

    /** The line of the faulty expression (from 1); 0 when the fault is not at an expression. */
    public int getLine() {
        return line;
    }

    /** The column of the faulty expression (from 1); 0 when the fault is not at an expression. */
    public int getColumn() {
        return column;
    }

    /** {@code file:line:column: message}, leaving out what is not known. */
    @Override
    public String toString() {
        StringBuilder place = new StringBuilder();
        if (file != null) place.append(file);
        if (line > 0) {
            if (place.length() > 0) place.append(':');
            place.append(line).append(':').append(column);
        }
        return place.length() == 0 ? getMessage() : place + ": " + getMessage();
    }
}
