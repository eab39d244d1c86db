package dev.tessera.runtime.compiled;

import java.io.IOException;

/**
 * The runtime's own JSON reader, for the tests to read the vector files with. It sits in the
 * reader's package so that the reader stays package-private: no app sees it.
 */
public final class VectorJson {
    private VectorJson() {}

    /** JSON's null, as a value of a list or an object; `get` answers null for it. */
    public static final Object NULL = Json.NULL;

    /** The value of the JSON text `text`, read from `file`; not JSON: an IOException that says where. */
    public static Object parse(byte[] text, String file) throws IOException {
        try {
            return Json.parse(text);
        } catch (Json.Fault fault) {
            throw new IOException(file + ":" + fault.line + ":" + fault.column + ": " + fault.getMessage());
        }
    }

    /** Whether `value` is a JSON object. */
    public static boolean isObject(Object value) {
        return value instanceof Json.JsonObject;
    }

    /** The member `key` of the JSON object `object`; null when it has none, or it is null. */
    public static Object get(Object object, String key) {
        Json.JsonObject json = (Json.JsonObject) object;
        int index = json.keys.indexOf(key);
        if (index < 0) return null;
        Object value = json.values.get(index);
        return value == Json.NULL ? null : value;
    }

    /** The keys of the JSON object `object`, in order. */
    public static java.util.List<String> keys(Object object) {
        return ((Json.JsonObject) object).keys;
    }
}
