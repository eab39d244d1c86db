package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.compiled.LoadException;
import dev.tessera.runtime.compiled.VectorJson;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The loader refuses what the Swift loader refuses and accepts what it accepts, at the same place
 * with the same message and code (and line and column for text that is not JSON), on every file of the
 * compiled-loader corpus (mostly hostile).
 */
class LoaderVectorsTest {
    @TestFactory
    List<DynamicTest> everyCorpusFileGetsTheSwiftLoadersVerdict() throws IOException {
        List<Object> files = Vectors.list(Vectors.read("hostile.json"), "files");
        assertTrue(files.size() > 1000, "only " + files.size() + " corpus files");
        List<DynamicTest> tests = new ArrayList<>();
        for (final Object entry : files) {
            final List<Object> verdict = Vectors.list(entry);
            final String name = (String) verdict.get(0);
            tests.add(DynamicTest.dynamicTest(name, () -> {
                byte[] bytes = Files.readAllBytes(new File(Vectors.REPOSITORY, name).toPath());
                String found;
                try {
                    CompiledLayout.load(bytes, null);
                    found = "accepted";
                } catch (LoadException error) {
                    found = "refused at '" + error.getPlace() + "': " + error.getMessage() + " (" + error.getLine() + ":" + error.getColumn() + ") "
                        + error.getCode();
                }
                String expected = (Boolean) verdict.get(1) ? "accepted"
                    : "refused at '" + verdict.get(2) + "': " + verdict.get(3) + " (" + (verdict.get(4) == VectorJson.NULL ? 0 : Vectors.integer(verdict.get(4)))
                        + ":" + (verdict.get(5) == VectorJson.NULL ? 0 : Vectors.integer(verdict.get(5))) + ") " + verdict.get(6);
                assertEquals(expected, found, name + ": Swift's verdict, then Android's");
            }));
        }
        return tests;
    }

    @Test
    void everyBundledLayoutsCompiledFileLoads() throws Exception {
        for (String name : new String[] {"mosaic", "carousel", "explore", "store", "settings", "wheel"}) {
            Object vectors = Vectors.read("layouts/" + name + ".json");
            CompiledLayout layout = CompiledLayout.load((String) Vectors.get(vectors, "compiled"), (String) Vectors.get(vectors, "file"));
            assertTrue(layout.getName().length() > 0);
        }
    }

    @Test
    void aRefusalNamesThePlace() {
        LoadException refused = assertThrows(LoadException.class,
            () -> CompiledLayout.load("{\"format\": \"tessera-compiled-layout\", \"version\": 1, \"formulas\": [], \"layout\": 3}", "bad.json"));
        assertEquals("layout", refused.getPlace());
        assertEquals("this value must be an object", refused.getMessage());
        assertEquals("bad.json: layout: this value must be an object", refused.toString());
        LoadException notJson = assertThrows(LoadException.class, () -> CompiledLayout.load("[1, 2,]", null));
        assertEquals("line 1, column 7", notJson.getPlace());
        assertEquals(1, notJson.getLine());
        assertEquals(7, notJson.getColumn());
        StringBuilder deep = new StringBuilder();
        for (int index = 0; index < 100_000; index++) deep.append('[');
        LoadException nested = assertThrows(LoadException.class, () -> CompiledLayout.load(deep.toString(), null));
        assertTrue(nested.getMessage().contains("nests deeper than 64 levels"), nested.getMessage());
    }

    @Test
    void aFileLoadsFromAStreamAsAnAssetGivesIt() throws Exception {
        byte[] bytes = Files.readAllBytes(new File(Vectors.REPOSITORY, "Tests/GoldenCompiled/carousel.json").toPath());
        try (InputStream stream = new ByteArrayInputStream(bytes)) {
            assertEquals("Carousel", CompiledLayout.load(stream, "carousel.json").getName());
        }
        // A stream past the format's limit is refused after reading one byte more than it, not whole.
        final long[] served = {0};
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                served[0] += 1;
                return ' ';
            }
        };
        LoadException tooLarge = assertThrows(LoadException.class, () -> CompiledLayout.load(endless, "endless.json"));
        assertEquals("the file has 16777217 bytes; compiled layouts are limited to 16777216", tooLarge.getMessage());
        assertEquals(16L * 1024 * 1024 + 1, served[0]);
    }
}
