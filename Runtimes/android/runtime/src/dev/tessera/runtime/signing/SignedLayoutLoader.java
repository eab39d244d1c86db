package dev.tessera.runtime.signing;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.compiled.LoadException;
import dev.tessera.runtime.errors.ErrorCodes;
import dev.tessera.runtime.errors.ErrorReport;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;

/**
 * Loads layout files from a server only when they are signed with a key the app trusts, have not
 * expired, and are no older than the last accepted for their name (docs/ANDROID.md, "Layouts
 * from a server"). Each refusal is a {@link SignedFileException} with a stable code.
 */
public final class SignedLayoutLoader {
    /** The clock expiry is checked against. */
    public interface Clock {
        long currentTimeMillis();
    }

    private static final Clock SYSTEM_CLOCK = new Clock() {
        @Override
        public long currentTimeMillis() {
            return System.currentTimeMillis();
        }
    };

    private final List<byte[]> keys = new ArrayList<byte[]>();
    private final List<String> keyIds = new ArrayList<String>();
    private final SerialStore serials;
    private final SignatureVerifier verifier;
    private final boolean allowsUnsigned;
    private final Clock clock;

    /** Verifies with {@code java.security} (Java 15+, Android API 33+), refuses unsigned files, and uses the system clock. */
    public SignedLayoutLoader(List<String> trustedKeys, SerialStore serials) {
        this(trustedKeys, serials, new PlatformEd25519(), false, SYSTEM_CLOCK);
    }

    /**
     * @param trustedKeys the public keys files may be signed with ({@code publicKey} of {@code tessera
     *     keygen}'s NAME.public.json, base64): several while keys rotate
     * @param serials the last serial accepted per layout name
     * @param verifier Ed25519: {@link PlatformEd25519}, or the app's own below Android API 33
     * @param allowsUnsigned whether plain compiled files load too (development, bundled files)
     * @param clock the clock expiry is checked against
     */
    public SignedLayoutLoader(List<String> trustedKeys, SerialStore serials, SignatureVerifier verifier, boolean allowsUnsigned, Clock clock) {
        for (String text : trustedKeys) {
            byte[] raw = Base64Text.decodeCanonical(text);
            if (raw == null || raw.length != 32) {
                throw new IllegalArgumentException("trusted key '" + text + "' is not 32 bytes in base64: give the publicKey of a NAME.public.json");
            }
            keys.add(raw);
            keyIds.add(keyId(raw));
        }
        this.serials = serials;
        this.verifier = verifier;
        this.allowsUnsigned = allowsUnsigned;
        this.clock = clock;
    }

    /**
     * The layout in {@code bytes}, verified; the serial store then records its serial.
     *
     * @param expectedName the layout the app asked for (a file signed for another is refused), or null
     * @param file how errors name the file (its URL, say), or null
     */
    public CompiledLayout load(byte[] bytes, String expectedName, String file) throws SignedFileException {
        SignedEnvelope[] envelope = new SignedEnvelope[1];
        CompiledLayout layout = verified(bytes, expectedName, file, envelope);
        if (envelope[0] != null) serials.accept(envelope[0].name, envelope[0].serial);
        return layout;
    }

    /** Everything {@link #load} checks, without recording the serial. */
    public CompiledLayout verify(byte[] bytes, String expectedName, String file) throws SignedFileException {
        return verified(bytes, expectedName, file, new SignedEnvelope[1]);
    }

    /**
     * The checked layout, with the file's hash and its envelope's name and serial, which every
     * refusal carries too once they are read; {@code envelope[0]} is the envelope as soon as it is.
     */
    private CompiledLayout verified(byte[] bytes, String expectedName, String file, SignedEnvelope[] envelope) throws SignedFileException {
        String hash = ErrorReport.contentHash(bytes);
        try {
            verifyEnvelope(bytes, expectedName, file, envelope);
            SignedEnvelope checked = envelope[0];
            return checked == null ? compiled(bytes, file) : compiled(checked.payload, file).signedAs(checked.name, checked.serial, hash);
        } catch (SignedFileException error) {
            SignedEnvelope read = envelope[0];
            throw error.about(read != null ? read.name : null, read != null ? Long.valueOf(read.serial) : null, hash);
        }
    }

    /**
     * Every check but the payload's; {@code read[0]} is the envelope as soon as it is read, and stays
     * null for an unsigned file the app allows.
     */
    private void verifyEnvelope(byte[] bytes, String expectedName, String file, SignedEnvelope[] read) throws SignedFileException {
        if (!EnvelopeReader.isEnvelope(bytes)) {
            if (!allowsUnsigned) {
                throw new SignedFileException(ErrorCodes.SIGNATURE_MISSING,
                    "the file is not signed, and this app loads only signed files; sign it with `tessera compile --sign KEYFILE`", file);
            }
            return;
        }
        SignedEnvelope envelope = EnvelopeReader.read(bytes, file);
        read[0] = envelope;
        if (envelope.signature == null) {
            throw new SignedFileException(ErrorCodes.SIGNATURE_MISSING,
                "the envelope has no `signature`; sign the layout with `tessera compile --sign KEYFILE`", file);
        }
        int index = keyIds.indexOf(envelope.keyId);
        if (index < 0) {
            throw new SignedFileException(ErrorCodes.KEY_UNKNOWN, "it is signed with key " + envelope.keyId
                + ", which is not among the app's trusted keys; add its public key to the app, or sign with a trusted key", file);
        }
        if (!verifier.verify(keys.get(index), envelope.signedBytes(), envelope.signature)) {
            throw new SignedFileException(ErrorCodes.SIGNATURE_BAD, "the signature does not verify with key " + envelope.keyId
                + ": the file was changed after it was signed", file);
        }
        if (expectedName != null && !expectedName.equals(envelope.name)) {
            throw new SignedFileException(ErrorCodes.NAME_MISMATCH,
                "it is signed for layout '" + envelope.name + "', not '" + expectedName + "'", file);
        }
        long millis = clock.currentTimeMillis();
        long seconds = millis >= 0 ? millis / 1000 : -((999 - millis) / 1000);
        if (seconds >= envelope.expires) {
            throw new SignedFileException(ErrorCodes.EXPIRED,
                "it expired at " + EnvelopeDate.text(envelope.expires) + "; publish a newer signed file", file);
        }
        long last = serials.lastAcceptedSerial(envelope.name);
        if (last >= 0 && envelope.serial < last) {
            throw new SignedFileException(ErrorCodes.ROLLBACK, "its serial " + envelope.serial + " is lower than " + last
                + ", the last accepted for '" + envelope.name + "': an older release served again", file);
        }
        if (EnvelopeReader.isEnvelope(envelope.payload)) {
            throw new SignedFileException(ErrorCodes.LAYOUT_INVALID, "its payload is another signed envelope; a payload is a compiled layout", file);
        }
    }

    private static CompiledLayout compiled(byte[] bytes, String file) throws SignedFileException {
        try {
            return CompiledLayout.load(bytes, file);
        } catch (LoadException error) {
            throw new SignedFileException(ErrorCodes.LAYOUT_INVALID, "the compiled layout is refused: " + error, file, error);
        }
    }

    /** The first 16 bytes of the key's SHA-256 in lower-case hexadecimal: what a signed file names. */
    static String keyId(byte[] raw) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(raw);
            StringBuilder hex = new StringBuilder(32);
            for (int index = 0; index < 16; index++) {
                hex.append(Character.forDigit((digest[index] >> 4) & 15, 16)).append(Character.forDigit(digest[index] & 15, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from java.security", e);
        }
    }
}
