package android.content.res;

import android.util.DisplayMetrics;

/** Test build: resources reduced to the display metrics and configuration they were made with. */
public class Resources {
    private final DisplayMetrics metrics;
    private final Configuration configuration;

    /** The public constructor apps used before Context.createConfigurationContext: the test's way to a density and a font scale. */
    public Resources(AssetManager assets, DisplayMetrics metrics, Configuration configuration) {
        this.metrics = metrics;
        this.configuration = configuration;
    }

    public DisplayMetrics getDisplayMetrics() {
        return metrics;
    }

    public Configuration getConfiguration() {
        return configuration;
    }
}
