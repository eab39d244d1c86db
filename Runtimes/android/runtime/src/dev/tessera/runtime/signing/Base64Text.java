package dev.tessera.runtime.signing;

/** Padded base64, canonical only (java.util.Base64 is Android API 26; android.util.Base64 is not plain Java). */
final class Base64Text {
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    private Base64Text() {}

    static String encode(byte[] bytes) {
        StringBuilder text = new StringBuilder((bytes.length + 2) / 3 * 4);
        for (int index = 0; index < bytes.length; index += 3) {
            int a = bytes[index] & 255;
            int b = index + 1 < bytes.length ? bytes[index + 1] & 255 : 0;
            int c = index + 2 < bytes.length ? bytes[index + 2] & 255 : 0;
            int word = (a << 16) | (b << 8) | c;
            text.append(ALPHABET.charAt(word >> 18)).append(ALPHABET.charAt((word >> 12) & 63));
            text.append(index + 1 < bytes.length ? ALPHABET.charAt((word >> 6) & 63) : '=');
            text.append(index + 2 < bytes.length ? ALPHABET.charAt(word & 63) : '=');
        }
        return text.toString();
    }

    /** The bytes of padded base64 that encodes back to the same text (no spare bits set), or null. */
    static byte[] decodeCanonical(String text) {
        if (text.length() % 4 != 0) return null;
        int padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
        byte[] bytes = new byte[text.length() / 4 * 3 - padding];
        int out = 0;
        for (int index = 0; index < text.length(); index += 4) {
            int word = 0;
            for (int offset = 0; offset < 4; offset++) {
                char character = text.charAt(index + offset);
                int value = ALPHABET.indexOf(character);
                if (character == '=' && index + offset >= text.length() - padding) value = 0;
                if (value < 0) return null;
                word = (word << 6) | value;
            }
            for (int shift = 16; shift >= 0; shift -= 8) {
                if (out < bytes.length) bytes[out++] = (byte) (word >> shift);
            }
        }
        return encode(bytes).equals(text) ? bytes : null;
    }
}
