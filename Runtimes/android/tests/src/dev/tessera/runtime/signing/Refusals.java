package dev.tessera.runtime.signing;

/** Refusals as the loader makes them, for the fallback tests (the constructor is the package's). */
public final class Refusals {
    private Refusals() {}

    public static SignedFileException refusal(String code) {
        return new SignedFileException(code, "refused", null);
    }
}
