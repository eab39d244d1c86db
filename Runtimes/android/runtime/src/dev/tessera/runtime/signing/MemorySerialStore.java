package dev.tessera.runtime.signing;

import java.util.HashMap;
import java.util.Map;

/** A serial store in memory: for tests, and for apps that keep nothing between launches. */
public final class MemorySerialStore implements SerialStore {
    private final Map<String, Long> serials = new HashMap<String, Long>();

    public MemorySerialStore() {}

    public MemorySerialStore(Map<String, Long> serials) {
        this.serials.putAll(serials);
    }

    @Override
    public synchronized long lastAcceptedSerial(String name) {
        Long serial = serials.get(name);
        return serial == null ? -1 : serial.longValue();
    }

    @Override
    public synchronized void accept(String name, long serial) {
        serials.put(name, Long.valueOf(Math.max(lastAcceptedSerial(name), serial)));
    }
}
