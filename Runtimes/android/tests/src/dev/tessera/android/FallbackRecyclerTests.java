package dev.tessera.android;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.errors.ErrorCodes;
import dev.tessera.runtime.fallback.FallbackLayout;
import dev.tessera.runtime.fallback.FallbackSkip;
import dev.tessera.runtime.fallback.LayoutSource;
import dev.tessera.runtime.inputs.LayoutException;
import java.io.File;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A fallback chain under the simulated RecyclerView: a fault met only after the layout was
 * prepared (an effect's expression at one scroll offset) passes the source over in the same pass,
 * and the next source's layout is shown, never an empty view or an error for the app.
 */
class FallbackRecyclerTests {
    /** Tests/Fixtures/Fallback's spiky.json or plain.json (their .yaml, compiled with `tessera compile --viewport none`). */
    static CompiledLayout fixture(String name) throws Exception {
        File file = new File(RecyclerSessionsTest.repository(), "Tests/Fixtures/Fallback/" + name + ".json");
        return CompiledLayout.load(Files.readAllBytes(file.toPath()), file.getName());
    }

    /** The chain of the downloaded fixture `name` and the built-in plain.json, its skips kept in `skips`. */
    private static FallbackLayout downloadedThenBuiltIn(String name, final List<FallbackSkip> skips) throws Exception {
        return new FallbackLayout(Arrays.asList(LayoutSource.of("downloaded", fixture(name)), LayoutSource.of("built-in", fixture("plain"))),
            new FallbackLayout.SkipListener() {
                @Override
                public void onSkip(FallbackSkip skip) {
                    skips.add(skip);
                }
            });
    }

    /** The errors `view`'s layout manager hands the app from now on. */
    private static List<LayoutException> errorsTold(SimulatedRecyclerView view) {
        final List<LayoutException> told = new ArrayList<>();
        view.core.setErrorListener(new LayoutErrorListener() {
            @Override
            public void layoutFailed(LayoutException error) {
                told.add(error);
            }
        });
        return told;
    }

    @Test
    void aFaultAtOneScrollOffsetShowsTheNextSourceInTheSamePass() throws Exception {
        List<FallbackSkip> skips = new ArrayList<>();
        FallbackLayout layout = downloadedThenBuiltIn("spiky", skips);
        // Cells 100 wide from x = 0 in a viewport 400 wide, scaled by 1 / their distance from its
        // centre: at offset 50 the third cell is centred there, and the scale divides by 0.
        SimulatedRecyclerView view = new SimulatedRecyclerView(layout, 400, 300, 1);
        view.cells(50);
        List<LayoutException> told = errorsTold(view);
        view.layout();
        RecyclerContractTests.shows(view, "the downloaded layout");
        assertEquals("downloaded", layout.getCurrentSource());
        // The scroll is not lost: the built-in layout is laid out at the offset scrolled to.
        assertEquals(50, view.scrollBy(50));
        assertEquals(50, view.core.offsetPx());
        assertEquals("built-in", layout.getCurrentSource());
        assertTrue(told.isEmpty(), "the app was told of an error: " + told);
        assertFalse(view.children().isEmpty(), "an empty view after the fault");
        RecyclerContractTests.shows(view, "the built-in layout, laid out in the same pass");
        assertEquals(1, skips.size(), String.valueOf(skips));
        assertEquals("downloaded", skips.get(0).getSource());
        assertEquals(FallbackSkip.Stage.RUN, skips.get(0).getStage());
        assertEquals(ErrorCodes.RUN_LAYOUT_FAILED, skips.get(0).getCode());
        // The built-in layout scrolls on, past the offset the downloaded one failed at.
        assertEquals(120, view.scrollBy(120));
        RecyclerContractTests.shows(view, "scrolling the built-in layout");
        assertTrue(told.isEmpty());
    }

    @Test
    void aFaultWhileAShelfScrollsSidewaysShowsTheNextSource() throws Exception {
        List<FallbackSkip> skips = new ArrayList<>();
        FallbackLayout layout = downloadedThenBuiltIn("spiky-shelf", skips);
        // spiky-shelf.yaml: at a sideways offset of 50 the shelf's third card is centred and its scale divides by 0.
        SimulatedRecyclerView view = new SimulatedRecyclerView(layout, 400, 300, 1);
        view.sectioned(10);
        List<LayoutException> told = errorsTold(view);
        view.layout();
        assertEquals("downloaded", layout.getCurrentSource());
        view.core.scrollSection(0, 50);
        // The pass the gesture asks for shows the next source.
        view.layout();
        assertEquals("built-in", layout.getCurrentSource());
        assertTrue(told.isEmpty(), "the app was told of an error: " + told);
        assertFalse(view.children().isEmpty(), "an empty view after the fault");
        RecyclerContractTests.shows(view, "the built-in layout after the shelf's fault");
        assertEquals(1, skips.size(), String.valueOf(skips));
        assertEquals(FallbackSkip.Stage.RUN, skips.get(0).getStage());
        assertEquals("SpikyShelf", skips.get(0).getReport().getLayoutName());
        assertEquals(fixture("spiky-shelf").getContentHash(), skips.get(0).getReport().getContentHash());
    }

    @Test
    void aShelfFaultWithoutAChainIsToldOnceAndTheShelfsPassClearsIt() throws Exception {
        // The same fault with no source after it (rule 12): told, the frame before kept; the
        // drag goes on short of it, and the pass the gesture asks for lays the shelf out there,
        // leaving nothing standing.
        SimulatedRecyclerView view = new SimulatedRecyclerView(fixture("spiky-shelf"), 400, 300, 1);
        view.sectioned(10);
        List<LayoutException> told = errorsTold(view);
        view.layout();
        assertEquals(0, view.core.scrollSection(0, 50));
        assertEquals(1, told.size(), String.valueOf(told));
        assertTrue(view.core.failure() != null);
        // The finger goes on, short of the fault.
        assertEquals(10, view.core.scrollSection(0, 10));
        view.layout();
        assertTrue(view.core.failure() == null, "a pass that laid the shelf out left the failure standing");
        assertFalse(view.children().isEmpty());
        RecyclerContractTests.shows(view, "the shelf short of the fault");
        assertEquals(1, told.size());
    }
}
