package dev.tessera.runtime.compiled;

import dev.tessera.runtime.compiled.Json.JsonObject;
import dev.tessera.runtime.geometry.SwiftMath;
import dev.tessera.runtime.geometry.Word;
import dev.tessera.runtime.model.Model;
import dev.tessera.runtime.programs.Program;
import java.util.List;

/**
 * Reading a compiled file's JSON field by field: each value checked for its type, each fault
 * refused with its place (a path of keys and indices) and the same message as the Swift
 * runtime's CompiledModelReader gives.
 */
class FieldReader {
    /** Makes the refusal for a fault at a place. */
    interface Fault {
        LoadException at(String place, String message);
    }

    /** One member of an object: its key and value. */
    static final class Member {
        final String key;
        final Object value;

        Member(String key, Object value) {
            this.key = key;
            this.value = value;
        }
    }

    final int formulaCount;
    private final Fault fault;

    FieldReader(int formulaCount, Fault fault) {
        this.formulaCount = formulaCount;
        this.fault = fault;
    }

    LoadException fault(String place, String message) {
        return fault.at(place, message);
    }

    Fields fields(Object node, String place) throws LoadException {
        if (!(node instanceof JsonObject)) throw fault(place, "this value must be an object");
        return new Fields((JsonObject) node, place);
    }

    Object required(Fields fields, String key) throws LoadException {
        Object value = fields.value(key);
        if (value == null) throw fault(fields.place(key), "this field is missing");
        return value;
    }

    @SuppressWarnings("unchecked")
    List<Object> list(Object node, String place) throws LoadException {
        if (!(node instanceof List)) throw fault(place, "this value must be a list");
        return (List<Object>) node;
    }

    /** A whole number within ±2^53. */
    long integer(Object node, String place) throws LoadException {
        if (!(node instanceof Double)) throw fault(place, "this value must be an integer");
        double value = (Double) node;
        if (value != SwiftMath.trunc(value) || Math.abs(value) > 9007199254740992.0) throw fault(place, "this value must be an integer");
        return (long) value; // -0 is the integer 0
    }

    String string(Object node, String place) throws LoadException {
        if (!(node instanceof String)) throw fault(place, "this value must be a string");
        return (String) node;
    }

    boolean bool(Object node, String place) throws LoadException {
        if (!(node instanceof Boolean)) throw fault(place, "this value must be true or false");
        return (Boolean) node;
    }

    <W extends Word> W word(Object node, String place, W[] words) throws LoadException {
        String text = string(node, place);
        for (W word : words) if (word.raw().equals(text)) return word;
        StringBuilder list = new StringBuilder();
        for (W word : words) list.append(list.length() == 0 ? "" : ", ").append('\'').append(word.raw()).append('\'');
        throw fault(place, "this value must be one of " + list + ", not '" + Program.scalarPrefix(text, 40) + "'");
    }

    int formula(Object node, String place) throws LoadException {
        long index = integer(node, place);
        if (index < 0 || index >= formulaCount) {
            throw fault(place, formulaCount == 0 ? "this refers to formula " + index + ", but the file has no formulas"
                : "this refers to formula " + index + ", but the file has formulas 0 to " + (formulaCount - 1));
        }
        return (int) index;
    }

    int formulaField(Fields fields, String key) throws LoadException {
        return formula(required(fields, key), fields.place(key));
    }

    /** The formula's index, or `Model.NO_FORMULA` when the field is absent. */
    int optionalFormula(Fields fields, String key) throws LoadException {
        Object value = fields.value(key);
        return value == null ? Model.NO_FORMULA : formula(value, fields.place(key));
    }

    long integerField(Fields fields, String key) throws LoadException {
        return integer(required(fields, key), fields.place(key));
    }

    boolean boolField(Fields fields, String key) throws LoadException {
        return bool(required(fields, key), fields.place(key));
    }

    <W extends Word> W wordField(Fields fields, String key, W[] words) throws LoadException {
        return word(required(fields, key), fields.place(key), words);
    }

    <W extends Word> W optionalWordField(Fields fields, String key, W[] words) throws LoadException {
        Object value = fields.value(key);
        return value == null ? null : word(value, fields.place(key), words);
    }

    Fields object(Fields fields, String key) throws LoadException {
        return fields(required(fields, key), fields.place(key));
    }

    Fields optionalObject(Fields fields, String key) throws LoadException {
        Object value = fields.value(key);
        return value == null ? null : fields(value, fields.place(key));
    }

    /** An object with exactly one of `keys`, which names what it is. */
    Member oneOf(Fields fields, String[] keys, String message) throws LoadException {
        JsonObject object = fields.object;
        Member found = null;
        for (int index = 0; index < object.keys.size(); index++) {
            String key = object.keys.get(index);
            for (String candidate : keys) {
                if (!candidate.equals(key)) continue;
                if (found != null) throw fault(fields.at, message);
                found = new Member(key, object.values.get(index));
            }
        }
        if (found == null) throw fault(fields.at, message);
        return found;
    }
}
