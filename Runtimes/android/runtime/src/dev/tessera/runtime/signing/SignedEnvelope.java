package dev.tessera.runtime.signing;

import java.nio.charset.Charset;

/** A signed file's fields, as the envelope carries them; {@code expires} is seconds since 1970 (UTC). */
public final class SignedEnvelope {
    static final Charset ASCII = Charset.forName("US-ASCII");

    public final String keyId;
    public final String name;
    public final long serial;
    public final long expires;
    final byte[] payload;
    final byte[] signature;

    SignedEnvelope(String keyId, String name, long serial, long expires, byte[] payload, byte[] signature) {
        this.keyId = keyId;
        this.name = name;
        this.serial = serial;
        this.expires = expires;
        this.payload = payload;
        this.signature = signature;
    }

    /** The bytes the signature is over (docs/COMPILED-FORMAT.md): the fields on lines, then the payload. */
    byte[] signedBytes() {
        byte[] header = ("tessera-signed 1\nkeyId " + keyId + "\nname " + name + "\nserial " + serial + "\nexpires "
            + EnvelopeDate.text(expires) + "\npayload " + payload.length + "\n").getBytes(ASCII);
        byte[] bytes = new byte[header.length + payload.length];
        System.arraycopy(header, 0, bytes, 0, header.length);
        System.arraycopy(payload, 0, bytes, header.length, payload.length);
        return bytes;
    }
}
