package dev.tessera.runtime.compiled;

import dev.tessera.runtime.compiled.Json.JsonObject;

/** An object's members and where it is in the file. */
final class Fields {
    final JsonObject object;
    final String at;

    Fields(JsonObject object, String at) {
        this.object = object;
        this.at = at;
    }

    String place(String key) {
        return at.isEmpty() ? key : at + "." + key;
    }

    /** The member's value; null when it is absent or JSON's null. */
    Object value(String key) {
        int index = object.keys.indexOf(key);
        if (index < 0) return null;
        Object value = object.values.get(index);
        return value == Json.NULL ? null : value;
    }
}
