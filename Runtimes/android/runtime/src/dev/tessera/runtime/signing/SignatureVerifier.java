package dev.tessera.runtime.signing;

/**
 * Verifies an Ed25519 signature. {@link PlatformEd25519} uses {@code java.security} (Java 15+,
 * Android API 33+); an app for older Android versions passes its own, over a library it already
 * ships (Tink's {@code Ed25519Verify}, Bouncy Castle's {@code Ed25519Signer}).
 */
public interface SignatureVerifier {
    /**
     * Whether {@code signature} (64 bytes) is a valid Ed25519 signature of {@code message} by the
     * raw 32-byte {@code publicKey}. A key or signature the implementation cannot read is false.
     */
    boolean verify(byte[] publicKey, byte[] message, byte[] signature);
}
