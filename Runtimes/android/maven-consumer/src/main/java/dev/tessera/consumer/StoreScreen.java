package dev.tessera.consumer;

import androidx.recyclerview.widget.RecyclerView;
import dev.tessera.android.TesseraItemDecoration;
import dev.tessera.android.TesseraLayoutManager;
import dev.tessera.android.TesseraSnapHelper;
import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.compiled.LoadException;
import java.io.IOException;
import java.io.InputStream;

/**
 * What an app does with the library, as docs/ANDROID.md shows it: a compiled layout loaded and
 * given to a RecyclerView. Compiled by `build.py maven-consumer` against what Maven resolved:
 * the AAR's classes.jar, and RecyclerView through the AAR's POM.
 */
public final class StoreScreen {
    private StoreScreen() {
    }

    public static TesseraLayoutManager attach(RecyclerView list, InputStream asset) throws IOException, LoadException {
        CompiledLayout layout = CompiledLayout.load(asset, "store.json");
        TesseraLayoutManager manager = new TesseraLayoutManager(layout);
        list.setLayoutManager(manager);
        list.addItemDecoration(new TesseraItemDecoration());
        new TesseraSnapHelper().attachToRecyclerView(list);
        return manager;
    }
}
