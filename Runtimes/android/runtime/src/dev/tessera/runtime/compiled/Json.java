package dev.tessera.runtime.compiled;

import dev.tessera.runtime.geometry.SwiftMath;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A JSON text as the compiled format reads it (docs/COMPILED-FORMAT.md, "The JSON"): RFC 8259
 * exactly, UTF-8, at most 64 levels deep, no key twice in an object, every number a finite
 * double. The same grammar, limits, messages and places as the Swift runtime's JSONDocument, so
 * that every runtime accepts and refuses the same texts.
 *
 * <p>Values are Java objects: {@link #NULL}, {@code Boolean}, {@code Double}, {@code String},
 * {@code List<Object>} and {@link JsonObject}.
 */
final class Json {
    private Json() {}

    static final int MAX_DEPTH = 64;

    /** JSON's null: a value, unlike Java's null, which says a member is absent. */
    static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };

    /** An object's members in the order the text gives them. */
    static final class JsonObject {
        final List<String> keys;
        final List<Object> values;

        JsonObject(List<String> keys, List<Object> values) {
            this.keys = keys;
            this.values = values;
        }
    }

    /** A text that is not such JSON: where it stops being JSON (from 1, columns in characters) and why. */
    static final class Fault extends Exception {
        private static final long serialVersionUID = 1L;

        final int line;
        final int column;

        Fault(int line, int column, String message) {
            super(message);
            this.line = line;
            this.column = column;
        }
    }

    private static final class Stop extends Exception {
        private static final long serialVersionUID = 1L;

        final int offset;

        Stop(int offset, String message) {
            super(message);
            this.offset = offset;
        }
    }

    static Object parse(byte[] text) throws Fault {
        Parser parser = new Parser(text);
        try {
            parser.skipSpace();
            Object value = parser.value(1);
            parser.skipSpace();
            if (parser.index < text.length) throw parser.stop("there is more text after the JSON value");
            return value;
        } catch (Stop stop) {
            int line = 1;
            int column = 1;
            for (int index = 0; index < stop.offset && index < text.length; index++) {
                int b = text[index] & 0xff;
                if (b == 0x0a) {
                    line += 1;
                    column = 1;
                } else if ((b & 0xc0) != 0x80) {
                    column += 1; // not a UTF-8 continuation byte: a new character
                }
            }
            throw new Fault(line, column, stop.getMessage());
        }
    }

    private static boolean space(int b) {
        return b == 0x20 || b == 0x09 || b == 0x0a || b == 0x0d;
    }

    private static boolean digit(int b) {
        return b >= 0x30 && b <= 0x39;
    }

    private static final class Parser {
        final byte[] text;
        int index = 0;

        Parser(byte[] text) {
            this.text = text;
        }

        /** The byte at the index, or -1 at the end. */
        int current() {
            return index < text.length ? text[index] & 0xff : -1;
        }

        int at(int offset) {
            return text[offset] & 0xff;
        }

        Stop stop(String message) {
            return new Stop(index, message);
        }

        void skipSpace() {
            while (index < text.length && space(at(index))) index += 1;
        }

        Object value(int depth) throws Stop {
            int b = current();
            if (b == -1) throw stop("the text ends where a value was expected");
            switch (b) {
                case 0x7b: // {
                case 0x5b: // [
                    if (depth > MAX_DEPTH) {
                        throw stop("the JSON nests deeper than " + MAX_DEPTH + " levels; a compiled layout nests about 12");
                    }
                    return b == 0x7b ? object(depth) : array(depth);
                case 0x22:
                    return string();
                case 0x74:
                    literal("true");
                    return Boolean.TRUE;
                case 0x66:
                    literal("false");
                    return Boolean.FALSE;
                case 0x6e:
                    literal("null");
                    return NULL;
                default:
                    if (b == 0x2d || digit(b)) return number();
                    throw stop("a value was expected (an object, array, string, number, true, false or null)");
            }
        }

        List<Object> array(int depth) throws Stop {
            index += 1;
            List<Object> items = new ArrayList<>();
            skipSpace();
            if (current() == 0x5d) {
                index += 1;
                return items;
            }
            for (;;) {
                skipSpace();
                items.add(value(depth + 1));
                skipSpace();
                int b = current();
                if (b == 0x2c) {
                    index += 1;
                } else if (b == 0x5d) {
                    index += 1;
                    return items;
                } else if (b == -1) {
                    throw stop("the text ends inside an array");
                } else {
                    throw stop("',' or ']' was expected");
                }
            }
        }

        JsonObject object(int depth) throws Stop {
            index += 1;
            List<String> keys = new ArrayList<>();
            List<Object> values = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            skipSpace();
            if (current() == 0x7d) {
                index += 1;
                return new JsonObject(keys, values);
            }
            for (;;) {
                skipSpace();
                int keyStart = index;
                if (current() != 0x22) {
                    throw stop(current() == -1 ? "the text ends inside an object" : "a key in double quotes was expected");
                }
                String key = string();
                if (!seen.add(key)) throw new Stop(keyStart, "the key '" + key + "' appears twice in this object");
                skipSpace();
                if (current() != 0x3a) throw stop("':' was expected after the key");
                index += 1;
                skipSpace();
                keys.add(key);
                values.add(value(depth + 1));
                skipSpace();
                int b = current();
                if (b == 0x2c) {
                    index += 1;
                } else if (b == 0x7d) {
                    index += 1;
                    return new JsonObject(keys, values);
                } else if (b == -1) {
                    throw stop("the text ends inside an object");
                } else {
                    throw stop("',' or '}' was expected");
                }
            }
        }

        String string() throws Stop {
            int start = index;
            index += 1;
            StringBuilder result = new StringBuilder();
            while (index < text.length) {
                int b = at(index);
                if (b == 0x22) {
                    index += 1;
                    return result.toString();
                } else if (b == 0x5c) {
                    index += 1;
                    if (index >= text.length) break;
                    int escaped = at(index);
                    if (escaped == 0x75) {
                        int unit = hexUnit(index + 1);
                        if (unit < 0) throw new Stop(index - 1, "'\\u' must be followed by four hexadecimal digits");
                        if (unit >= 0xdc00 && unit <= 0xdfff) {
                            throw new Stop(index - 1, "this '\\u' escape is half of a character (a low surrogate alone)");
                        }
                        index += 5;
                        int scalar = unit;
                        if (unit >= 0xd800 && unit <= 0xdbff) {
                            int low = current() == 0x5c && index + 1 < text.length && at(index + 1) == 0x75 ? hexUnit(index + 2) : -1;
                            if (low < 0xdc00 || low > 0xdfff) {
                                throw new Stop(index - 6, "this '\\u' escape is half of a character (a high surrogate without its low one)");
                            }
                            scalar = 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
                            index += 6;
                        }
                        result.appendCodePoint(scalar);
                    } else {
                        char replacement = escape(escaped);
                        if (replacement == 0) throw new Stop(index - 1, "this escape is not JSON's");
                        result.append(replacement);
                        index += 1;
                    }
                } else if (b < 0x20) {
                    throw stop("a string cannot hold a control character; write it escaped");
                } else if (b >= 0x80) {
                    int length = utf8Length(index);
                    if (length == 0) throw stop("the text is not valid UTF-8 here");
                    int value = b & (0xff >> (length + 1));
                    for (int offset = 1; offset < length; offset++) value = (value << 6) | (at(index + offset) & 0x3f);
                    result.appendCodePoint(value);
                    index += length;
                } else {
                    result.append((char) b);
                    index += 1;
                }
            }
            throw new Stop(start, "this string is not closed");
        }

        /** The length of the well-formed UTF-8 sequence at `start` (Unicode's table 3-7); 0 when it is not one. */
        int utf8Length(int start) {
            int lead = at(start);
            int length = 0;
            int low = 0x80;
            int high = 0xbf;
            if (lead >= 0xc2 && lead <= 0xdf) {
                length = 2;
            } else if (lead == 0xe0) {
                length = 3;
                low = 0xa0;
            } else if ((lead >= 0xe1 && lead <= 0xec) || lead == 0xee || lead == 0xef) {
                length = 3;
            } else if (lead == 0xed) {
                length = 3;
                high = 0x9f;
            } else if (lead == 0xf0) {
                length = 4;
                low = 0x90;
            } else if (lead >= 0xf1 && lead <= 0xf3) {
                length = 4;
            } else if (lead == 0xf4) {
                length = 4;
                high = 0x8f;
            }
            if (length == 0 || start + length > text.length || at(start + 1) < low || at(start + 1) > high) return 0;
            for (int offset = 2; offset < length; offset++) {
                if (at(start + offset) < 0x80 || at(start + offset) > 0xbf) return 0;
            }
            return length;
        }

        /** The four hexadecimal digits at `start` as a number; -1 when they are not. */
        int hexUnit(int start) {
            if (start + 4 > text.length) return -1;
            int unit = 0;
            for (int offset = start; offset < start + 4; offset++) {
                int b = at(offset);
                int value;
                if (b >= 0x30 && b <= 0x39) value = b - 0x30;
                else if (b >= 0x61 && b <= 0x66) value = b - 0x61 + 10;
                else if (b >= 0x41 && b <= 0x46) value = b - 0x41 + 10;
                else return -1;
                unit = unit * 16 + value;
            }
            return unit;
        }

        int digits() {
            int first = index;
            while (index < text.length && digit(at(index))) index += 1;
            return index - first;
        }

        Double number() throws Stop {
            int start = index;
            if (current() == 0x2d) index += 1;
            if (current() == 0x30) index += 1;
            else if (digits() == 0) throw new Stop(start, "a number was expected");
            if (current() == 0x2e) {
                index += 1;
                if (digits() == 0) throw new Stop(start, "a number's fraction needs digits");
            }
            if (current() == 0x65 || current() == 0x45) {
                index += 1;
                if (current() == 0x2b || current() == 0x2d) index += 1;
                if (digits() == 0) throw new Stop(start, "a number's exponent needs digits");
            }
            // parseDouble rounds a decimal text to the nearest double, as Swift's parser does.
            double value = Double.parseDouble(new String(text, start, index - start, StandardCharsets.US_ASCII));
            if (!SwiftMath.isFinite(value)) throw new Stop(start, "this number is too large for a double");
            return value;
        }

        void literal(String word) throws Stop {
            for (int offset = 0; offset < word.length(); offset++) {
                if (index + offset >= text.length || at(index + offset) != word.charAt(offset)) {
                    throw stop("a value was expected (did you mean " + word + "?)");
                }
            }
            index += word.length();
        }
    }

    /** The character a one-letter escape stands for; 0 when the letter is not one of JSON's. */
    private static char escape(int letter) {
        switch (letter) {
            case 0x22: return '"';
            case 0x5c: return '\\';
            case 0x2f: return '/';
            case 0x62: return '\b';
            case 0x66: return '\f';
            case 0x6e: return '\n';
            case 0x72: return '\r';
            case 0x74: return '\t';
            default: return 0;
        }
    }
}
