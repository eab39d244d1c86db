package android.content;

/** Test build: a resolver that only names the settings provider's owner (Settings.Global keeps the values). */
public abstract class ContentResolver {
    public ContentResolver(Context context) {
    }
}
