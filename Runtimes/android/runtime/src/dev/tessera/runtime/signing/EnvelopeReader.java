package dev.tessera.runtime.signing;

import dev.tessera.runtime.errors.ErrorCodes;

/** Reads a signed file's text as the Swift runtime's EnvelopeReader does: the canonical form byte for byte. */
final class EnvelopeReader {
    private static final int MAXIMUM_BYTES = 23 * 1024 * 1024;
    private static final long MAXIMUM_SERIAL = (1L << 53) - 1;

    private final String file;
    private String rest;

    private EnvelopeReader(String text, String file) {
        this.rest = text;
        this.file = file;
    }

    /** Whether the bytes claim to be an envelope: {@code {}, JSON whitespace, then {@code "tessera-signed"}. */
    static boolean isEnvelope(byte[] bytes) {
        int index = skipSpace(bytes, 0);
        if (index >= bytes.length || bytes[index] != '{') return false;
        index = skipSpace(bytes, index + 1);
        String key = "\"tessera-signed\"";
        if (bytes.length - index < key.length()) return false;
        for (int offset = 0; offset < key.length(); offset++) {
            if (bytes[index + offset] != key.charAt(offset)) return false;
        }
        return true;
    }

    private static int skipSpace(byte[] bytes, int index) {
        while (index < bytes.length && (bytes[index] == ' ' || bytes[index] == '\t' || bytes[index] == '\n' || bytes[index] == '\r')) index++;
        return index;
    }

    static SignedEnvelope read(byte[] bytes, String file) throws SignedFileException {
        EnvelopeReader reader = new EnvelopeReader(null, file);
        if (bytes.length > MAXIMUM_BYTES) throw reader.malformed("the file is larger than " + MAXIMUM_BYTES + " bytes");
        for (byte value : bytes) {
            if (value < 0) throw reader.malformed("the file holds bytes that are not ASCII");
        }
        reader.rest = new String(bytes, SignedEnvelope.ASCII);
        return reader.read();
    }

    private SignedEnvelope read() throws SignedFileException {
        literal("{\"tessera-signed\":", "the start");
        if (!rest.startsWith("1,")) throw malformed("`tessera-signed` is not 1, the only envelope version there is");
        rest = rest.substring(2);
        literal("\"keyId\":\"", "`keyId`");
        String keyId = field("keyId", "0123456789abcdef", '"');
        if (keyId.length() != 32) throw malformed("`keyId` is not 32 lower-case hexadecimal digits");
        literal("\",\"", "after `keyId`");
        literal("name\":\"", "`name`");
        String name = field("name", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-", '"');
        if (name.length() < 1 || name.length() > 128) throw malformed("`name` is not 1 to 128 of A-Z, a-z, 0-9, '.', '_', '-'");
        literal("\",\"serial\":", "after `name`");
        String serialText = field("serial", "0123456789", ',');
        long serial = serialText.isEmpty() || serialText.length() > 16 || (serialText.length() > 1 && serialText.charAt(0) == '0')
            ? -1 : Long.parseLong(serialText);
        if (serial < 0 || serial > MAXIMUM_SERIAL) throw malformed("`serial` is not a whole number from 0 to 2^53-1 without leading zeros");
        literal(",\"expires\":\"", "`expires`");
        long expires = EnvelopeDate.seconds(field("expires", null, '"'));
        if (expires < 0) throw malformed("`expires` is not a date YYYY-MM-DDTHH:MM:SSZ from 1970");
        literal("\",\"payload\":\"", "after `expires`");
        String base64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
        byte[] payload = Base64Text.decodeCanonical(field("payload", base64, '"'));
        if (payload == null) throw malformed("`payload` is not canonical base64");
        literal("\"", "after `payload`");
        byte[] signature = null;
        if (rest.startsWith(",\"signature\":\"")) {
            rest = rest.substring(",\"signature\":\"".length());
            signature = Base64Text.decodeCanonical(field("signature", base64, '"'));
            if (signature == null || signature.length != 64) throw malformed("`signature` is not 64 bytes in canonical base64");
            literal("\"", "after `signature`");
        }
        if (!rest.equals("}\n")) throw malformed("expected }, a line feed and the end of the file after the last member");
        return new SignedEnvelope(keyId, name, serial, expires, payload, signature);
    }

    private void literal(String expected, String member) throws SignedFileException {
        if (!rest.startsWith(expected)) throw malformed("expected " + expected + " at " + member);
        rest = rest.substring(expected.length());
    }

    private String field(String member, String allowed, char terminator) throws SignedFileException {
        int end = rest.indexOf(terminator);
        if (end < 0) throw malformed("`" + member + "` is not closed");
        String value = rest.substring(0, end);
        if (allowed != null) {
            for (int index = 0; index < value.length(); index++) {
                if (allowed.indexOf(value.charAt(index)) < 0) throw malformed("`" + member + "` holds a character it may not hold");
            }
        }
        rest = rest.substring(end);
        return value;
    }

    private SignedFileException malformed(String message) {
        return new SignedFileException(ErrorCodes.ENVELOPE_MALFORMED,
            message + "; a signed file is exactly what `tessera compile --sign` writes, re-sign the layout rather than edit the file", file);
    }
}
