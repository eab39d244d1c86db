package dev.tessera.example;

import android.app.Activity;
import android.os.Bundle;
import android.util.Log;
import android.view.ViewGroup;
import android.widget.TextView;
import androidx.recyclerview.widget.RecyclerView;
import dev.tessera.android.AdapterPositions;
import dev.tessera.android.LayoutErrorListener;
import dev.tessera.android.TesseraItemDecoration;
import dev.tessera.android.TesseraLayoutManager;
import dev.tessera.android.TesseraSections;
import dev.tessera.android.TesseraSnapHelper;
import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.compiled.LoadException;
import dev.tessera.runtime.fallback.FallbackLayout;
import dev.tessera.runtime.fallback.LayoutSource;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.ElementKind;
import dev.tessera.runtime.inputs.LayoutException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * An app store's front page from a layout loaded at run time: `store.json` in the app's assets,
 * written by `tessera compile Layouts/store.yaml -o store.json`. Section 0
 * is a shelf of cards that pages by card, section 1 a shelf of tiles, then grids; every section
 * has a header, which the adapter binds as its own view type.
 */
public class StoreActivity extends Activity {
    private static final int[] ITEMS = {8, 15, 20, 20};

    // Public, as overrides here are: the stubs cannot tell protected members (an override may widen access).
    @Override
    public void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        // The first working one of the file the app downloaded (here an asset stands in for it) and
        // the one bundled with it: a file that does not load is passed over before anything is
        // drawn, a layout that fails for the data in the same layout pass; each is logged.
        FallbackLayout layout = new FallbackLayout(Arrays.asList(
            new LayoutSource("downloaded", () -> asset("downloaded/store.json")),
            new LayoutSource("bundled", () -> asset("store.json"))),
            skip -> Log.w("Store", "passed over " + skip));
        if (layout.getCurrentSource() == null) {
            finish();
            return;
        }
        RecyclerView list = new RecyclerView(this);
        TesseraLayoutManager manager = new TesseraLayoutManager(layout);
        manager.setErrorListener(new LayoutErrorListener() {
            @Override
            public void layoutFailed(LayoutException error) {
                Log.e("Store", error.toString());
            }
        });
        list.setLayoutManager(manager);
        list.addItemDecoration(new TesseraItemDecoration());
        list.setAdapter(new StoreAdapter(AdapterPositions.of(layout, ITEMS)));
        new TesseraSnapHelper().attachToRecyclerView(list);
        setContentView(list);
    }

    /** A compiled layout from the app's assets; a file that is not one says where and why (`store.json: layout.base: …`). */
    private CompiledLayout asset(String name) throws IOException, LoadException {
        try (InputStream asset = getAssets().open(name)) {
            return CompiledLayout.load(asset, name);
        }
    }

    /** Headers and cards, by position as the layout's sections place them. */
    static final class StoreAdapter extends RecyclerView.Adapter<StoreAdapter.Holder> implements TesseraSections {
        private static final int HEADER = 0;
        private static final int CELL = 1;
        private static final int FOOTER = 2;
        private final AdapterPositions positions;

        StoreAdapter(AdapterPositions positions) {
            this.positions = positions;
        }

        static final class Holder extends RecyclerView.ViewHolder {
            final TextView text;

            Holder(TextView text) {
                super(text);
                this.text = text;
            }
        }

        @Override
        public int getSectionCount() {
            return positions.getSectionCount();
        }

        @Override
        public int getItemCountInSection(int section) {
            return positions.getSectionCounts()[section];
        }

        @Override
        public int getItemCount() {
            return positions.getCount();
        }

        @Override
        public int getItemViewType(int position) {
            ElementKind kind = positions.elementAt(position).kind;
            return kind == ElementKind.HEADER ? HEADER : kind == ElementKind.CELL ? CELL : FOOTER;
        }

        @Override
        public Holder onCreateViewHolder(ViewGroup parent, int viewType) {
            TextView text = new TextView(parent.getContext());
            text.setTextSize(viewType == HEADER ? 22 : 15);
            if (viewType == CELL) text.setBackgroundColor(0xFFDDE6F5);
            return new Holder(text);
        }

        @Override
        public void onBindViewHolder(Holder holder, int position) {
            ElementID element = positions.elementAt(position);
            holder.text.setText(element.kind == ElementKind.HEADER ? "Section " + element.section : "App " + element.section + "." + element.item);
        }
    }
}
