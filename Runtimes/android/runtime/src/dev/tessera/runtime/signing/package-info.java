/**
 * Signed compiled files (docs/COMPILED-FORMAT.md, "Signed files"): SignedLayoutLoader loads a
 * layout from a server only when it is signed with a key the app trusts, unexpired, and no older
 * than the last accepted for its name; each refusal is a SignedFileException with a stable code,
 * the same as the Swift and web runtimes'.
 *
 * <p>Ed25519 comes from the platform ({@code java.security}: Java 15 and later, Android API 33 and
 * later); below that the app passes a {@link dev.tessera.runtime.signing.SignatureVerifier} of its own
 * (docs/ANDROID.md).
 *
 * <p>A stage of the runtime (docs/ARCHITECTURE.md): its files name only this and earlier stages.
 */
package dev.tessera.runtime.signing;
