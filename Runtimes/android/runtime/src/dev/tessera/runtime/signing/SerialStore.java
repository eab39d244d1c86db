package dev.tessera.runtime.signing;

/**
 * Where the app keeps the highest serial it accepted for each layout name, so that an older
 * file (a rollback) is refused even after a restart: back it with SharedPreferences or a database.
 */
public interface SerialStore {
    /** The last serial accepted for {@code name}, or -1 when none was. */
    long lastAcceptedSerial(String name);

    /** Called after a file was verified and loaded, with its serial (never lower than the last). */
    void accept(String name, long serial);
}
