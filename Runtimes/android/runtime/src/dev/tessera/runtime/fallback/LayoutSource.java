package dev.tessera.runtime.fallback;

import dev.tessera.runtime.layout.TesseraLayout;

/**
 * One source of a {@link FallbackLayout}: a name for the reports, and how to get its layout.
 * Loading runs once, when the chain first needs the source; a throw passes it over.
 */
public final class LayoutSource {
    /** Gives the source's layout: loads a downloaded or kept file (checking its signature), or returns a bundled one. */
    public interface Loader {
        TesseraLayout load() throws Exception;
    }

    private final String name;
    private final Loader loader;

    public LayoutSource(String name, Loader loader) {
        this.name = name;
        this.loader = loader;
    }

    /** A layout the app has already loaded (its bundled file). */
    public static LayoutSource of(String name, final TesseraLayout layout) {
        return new LayoutSource(name, new Loader() {
            @Override
            public TesseraLayout load() {
                return layout;
            }
        });
    }

    public String getName() {
        return name;
    }

    TesseraLayout load() throws Exception {
        return loader.load();
    }
}
