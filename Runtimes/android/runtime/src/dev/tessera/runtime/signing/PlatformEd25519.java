package dev.tessera.runtime.signing;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;

/** Ed25519 from {@code java.security} ("Ed25519": Java 15 and later, Android API 33 and later). */
public final class PlatformEd25519 implements SignatureVerifier {
    // A raw Ed25519 key becomes an X.509 SubjectPublicKeyInfo with this fixed prefix (RFC 8410),
    // which every KeyFactory reads; the key specs made for EdDSA are Java 15 API, this is Java 8's.
    private static final byte[] SUBJECT_PUBLIC_KEY_INFO_PREFIX = {
        0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00,
    };

    /** Whether this platform has Ed25519 (false on Android below API 33, and Java below 15). */
    public static boolean isAvailable() {
        try {
            Signature.getInstance("Ed25519");
            return true;
        } catch (GeneralSecurityException e) {
            return false;
        }
    }

    @Override
    public boolean verify(byte[] publicKey, byte[] message, byte[] signature) {
        if (publicKey.length != 32) return false;
        byte[] encoded = new byte[SUBJECT_PUBLIC_KEY_INFO_PREFIX.length + 32];
        System.arraycopy(SUBJECT_PUBLIC_KEY_INFO_PREFIX, 0, encoded, 0, SUBJECT_PUBLIC_KEY_INFO_PREFIX.length);
        System.arraycopy(publicKey, 0, encoded, SUBJECT_PUBLIC_KEY_INFO_PREFIX.length, 32);
        try {
            PublicKey key = KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(encoded));
            Signature verifier = Signature.getInstance("Ed25519");
            verifier.initVerify(key);
            verifier.update(message);
            return verifier.verify(signature);
        } catch (GeneralSecurityException e) {
            // No Ed25519 here (Android below API 33): the app must pass its own verifier.
            if (!isAvailable()) {
                throw new IllegalStateException("this platform has no Ed25519 in java.security (Android below API 33): "
                    + "pass a SignatureVerifier of your own to SignedLayoutLoader (docs/ANDROID.md)", e);
            }
            return false;
        }
    }
}
