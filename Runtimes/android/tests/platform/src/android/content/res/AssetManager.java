package android.content.res;

/** Test build: named by Resources' constructor; no asset is read through it. */
public class AssetManager implements AutoCloseable {
    AssetManager() {
    }

    @Override
    public void close() {
    }
}
