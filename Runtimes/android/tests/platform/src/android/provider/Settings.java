package android.provider;

import android.content.ContentResolver;
import java.util.HashMap;
import java.util.Map;

/** Test build: the global settings table, one per resolver (a device has one; a test makes its own). */
public class Settings {
    Settings() {
    }

    public static class NameValueTable {
        NameValueTable() {
        }
    }

    public static final class Global extends NameValueTable {
        public static final String ANIMATOR_DURATION_SCALE = "animator_duration_scale";
        private static final Map<ContentResolver, Map<String, Float>> VALUES = new HashMap<>();

        Global() {
        }

        /** The value, or `def` when the setting was never written (a device's default). */
        public static float getFloat(ContentResolver cr, String name, float def) {
            Map<String, Float> values = VALUES.get(cr);
            Float value = values == null ? null : values.get(name);
            return value == null ? def : value;
        }

        /** On a device only a system app may write global settings; the test writes them as the user's developer options do. */
        public static boolean putFloat(ContentResolver cr, String name, float value) {
            VALUES.computeIfAbsent(cr, key -> new HashMap<>()).put(name, value);
            return true;
        }
    }
}
