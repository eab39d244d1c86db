package dev.tessera.runtime.fallback;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.compiled.VectorJson;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.queries.PreparedLayout;
import dev.tessera.runtime.signing.Refusals;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fallback chain: the shared vectors (Tests/Fixtures/Fallback/chains.json, also replayed by the
 * Swift and web runtimes), and real compiled layouts: the golden carousel, whose insets turn
 * negative in a viewport 90 points wide, gives way to the mosaic in the same call.
 */
class FallbackChainTest {
    private static final File REPOSITORY = new File(System.getProperty("tessera.repository", "."));

    private static byte[] repositoryFile(String path) throws IOException {
        return Files.readAllBytes(new File(REPOSITORY, path).toPath());
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object object, String key) {
        return (List<Object>) VectorJson.get(object, key);
    }

    @Test
    void everyChainVectorChoosesAsTheSwiftRuntime() throws Exception {
        Object file = VectorJson.parse(repositoryFile("Tests/Fixtures/Fallback/chains.json"), "chains.json");
        List<Object> cases = list(file, "cases");
        assertTrue(cases.size() >= 7);
        for (Object vector : cases) replay(vector);
    }

    private static void replay(Object vector) throws Exception {
        final List<Object> sources = list(vector, "sources");
        final List<String> skips = new ArrayList<>();
        final int[] pass = {0};
        FallbackChain<Integer> chain = new FallbackChain<>(sources.size(), index -> {
            Object refused = VectorJson.get(sources.get(index), "refused");
            if (refused != null) throw Refusals.refusal((String) refused);
            return index;
        }, new FallbackChain.Reporter() {
            @Override
            public void loadFailed(int index, Exception error) {
                FallbackSkip skip = FallbackLayout.loadSkip(name(sources.get(index)), error);
                skips.add(skip.getSource() + "/" + skip.getStageName() + "/" + skip.getCode() + "/" + pass[0]);
            }

            @Override
            public void runFailed(int index, LayoutException error) {
                skips.add(name(sources.get(index)) + "/run/" + "run.layoutFailed" + "/" + pass[0]);
            }
        });
        chain.choose(0);
        List<String> used = new ArrayList<>();
        int passes = ((Double) VectorJson.get(vector, "passes")).intValue();
        for (pass[0] = 1; pass[0] <= passes; pass[0]++) {
            try {
                used.add(chain.run((index, firstTry) -> {
                    Object failsFrom = VectorJson.get(sources.get(index), "failsFrom");
                    if (failsFrom != null && pass[0] >= ((Double) failsFrom).intValue()) throw new LayoutException("fails from pass " + failsFrom);
                    return name(sources.get(index));
                }));
            } catch (LayoutException error) {
                used.add(null);
            }
        }
        List<String> expectedUsed = new ArrayList<>();
        for (Object name : list(vector, "used")) expectedUsed.add(name instanceof String ? (String) name : null);
        List<String> expectedSkips = new ArrayList<>();
        for (Object skip : list(vector, "skips")) {
            expectedSkips.add(VectorJson.get(skip, "source") + "/" + VectorJson.get(skip, "stage") + "/" + VectorJson.get(skip, "code") + "/"
                + ((Double) VectorJson.get(skip, "pass")).intValue());
        }
        String name = (String) VectorJson.get(vector, "name");
        assertEquals(expectedUsed, used, name);
        assertEquals(expectedSkips, skips, name);
    }

    private static String name(Object source) {
        return (String) VectorJson.get(source, "name");
    }

    private static CompiledLayout golden(String name) throws Exception {
        return CompiledLayout.load(repositoryFile("Tests/GoldenCompiled/" + name), name);
    }

    private static void assertSameSize(PreparedLayout expected, PreparedLayout actual) {
        Size a = expected.getContentSize(), b = actual.getContentSize();
        assertEquals(a.width, b.width);
        assertEquals(a.height, b.height);
    }

    @Test
    void aLayoutFailingForAnInputGivesWayInTheSameCall() throws Exception {
        final CompiledLayout carousel = golden("carousel.json"), mosaic = golden("mosaic.json");
        final List<FallbackSkip> skips = new ArrayList<>();
        FallbackLayout layout = new FallbackLayout(Arrays.asList(LayoutSource.of("downloaded", carousel), LayoutSource.of("built-in", mosaic)), skips::add);
        LayoutInput wide = new LayoutInput(new Size(375, 300), 10), narrow = new LayoutInput(new Size(90, 300), 10);
        assertSameSize(carousel.prepare(wide), layout.prepare(wide));
        assertEquals("downloaded", layout.getCurrentSource());
        assertThrows(LayoutException.class, () -> carousel.prepare(narrow));
        assertSameSize(mosaic.prepare(narrow), layout.prepare(narrow));
        assertEquals("built-in", layout.getCurrentSource());
        assertEquals(mosaic.getName(), layout.getName());
        assertEquals(1, skips.size());
        assertEquals("downloaded", skips.get(0).getSource());
        assertEquals(FallbackSkip.Stage.RUN, skips.get(0).getStage());
        assertEquals("run.layoutFailed", skips.get(0).getCode());
        assertTrue(skips.get(0).getMessage().contains("carousel"), skips.get(0).getMessage());
    }

    @Test
    void refusedAndUnreadableFilesArePassedOverWithTheirCodes() throws Exception {
        final List<FallbackSkip> skips = new ArrayList<>();
        FallbackLayout layout = new FallbackLayout(Arrays.asList(
            new LayoutSource("downloaded", () -> CompiledLayout.load("{\"format\":\"tessera-compiled\",\"version\":99}", "downloaded.json")),
            new LayoutSource("kept", () -> { throw new IOException("no kept copy"); }),
            LayoutSource.of("built-in", golden("mosaic.json"))), skips::add);
        assertEquals("built-in", layout.getCurrentSource());
        assertEquals(2, skips.size());
        assertEquals("load.notCompiledLayout", skips.get(0).getCode());
        assertTrue(skips.get(0).getMessage().contains("downloaded.json"), skips.get(0).getMessage());
        assertEquals("load.sourceFailed", skips.get(1).getCode());
        assertEquals(FallbackSkip.Stage.LOAD, skips.get(1).getStage());
    }

    @Test
    void whenNoSourceIsLeftTheChainSaysSo() {
        FallbackLayout layout = new FallbackLayout(Arrays.asList(new LayoutSource("downloaded", () -> CompiledLayout.load("not json", "downloaded.json"))), null);
        assertNull(layout.getCurrentSource());
        LayoutException error = assertThrows(LayoutException.class, () -> layout.prepare(new LayoutInput(new Size(375, 300), 1)));
        assertTrue(error.getMessage().contains("ship a layout in the app"), error.getMessage());
    }
}
