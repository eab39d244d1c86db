package dev.tessera.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.compiled.VectorJson;
import dev.tessera.runtime.errors.ErrorReport;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.signing.MemorySerialStore;
import dev.tessera.runtime.signing.PlatformEd25519;
import dev.tessera.runtime.signing.SignatureVerifier;
import dev.tessera.runtime.signing.SignedFileException;
import dev.tessera.runtime.signing.SignedLayoutLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Signed files (docs/COMPILED-FORMAT.md, "Signed files"): every signed vector gets the verdict and
 * code the Swift loader gives, and random changes to a valid signed file (the tamper fuzzer,
 * Fuzz/README.md) never load and never throw anything but a SignedFileException.
 */
class SignedVectorsTest {
    private static final long NOW = 1767225600L;

    private static List<String> trustedKeys(Object vectors) {
        List<String> keys = new ArrayList<>();
        for (Object key : Vectors.list(vectors, "trustedKeys")) keys.add((String) key);
        return keys;
    }

    private static String verdict(SignedLayoutLoader loader, byte[] bytes, String expectedName) {
        try {
            loader.verify(bytes, expectedName, null);
            return "load";
        } catch (SignedFileException error) {
            return error.getCode();
        }
    }

    private static SignedLayoutLoader loader(Object vectors, Map<String, Long> serials, boolean allowsUnsigned, final long now, SignatureVerifier verifier) {
        return new SignedLayoutLoader(trustedKeys(vectors), new MemorySerialStore(serials), verifier, allowsUnsigned, () -> now * 1000);
    }

    @Test
    void everySignedVectorGetsTheSwiftLoadersVerdict() throws Exception {
        Object vectors = Vectors.read("signed.json");
        List<Object> cases = Vectors.list(vectors, "cases");
        assertTrue(cases.size() >= 40, "only " + cases.size() + " signed vectors");
        List<String> disagreements = new ArrayList<>();
        for (Object item : cases) {
            Map<String, Long> serials = new HashMap<>();
            Object last = Vectors.get(item, "lastSerials");
            for (String name : VectorJson.keys(last)) serials.put(name, (long) Vectors.number(Vectors.get(last, name)));
            SignedLayoutLoader loader = loader(vectors, serials, (Boolean) Vectors.get(item, "allowsUnsigned"),
                (long) Vectors.number(Vectors.get(item, "now")), new PlatformEd25519());
            String java = verdict(loader, Base64.getDecoder().decode((String) Vectors.get(item, "file")), (String) Vectors.get(item, "expectedName"));
            String swift = (String) Vectors.get(item, "verdict");
            if (!java.equals(swift)) disagreements.add(Vectors.get(item, "name") + ": Swift " + swift + ", Java " + java);
        }
        assertEquals(new ArrayList<String>(), disagreements);
    }

    @Test
    void theCodesAreSwifts() throws Exception {
        // The same refusal codes in every runtime: Java's generated list is the Swift one, in order.
        List<String> swift = new ArrayList<>();
        for (Object code : Vectors.list(Vectors.read("signed.json"), "codes")) swift.add((String) code);
        assertEquals(swift, java.util.Arrays.asList(dev.tessera.runtime.errors.ErrorCodes.SIGNED_FILE));
    }

    /** The report's fields every runtime gives alike (all but the message and the file), JSON's null for those absent. */
    private static Map<String, Object> fields(ErrorReport report) {
        Map<String, Object> fields = new java.util.LinkedHashMap<>();
        fields.put("code", report.getCode());
        fields.put("layoutName", report.getLayoutName());
        fields.put("serial", report.getSerial() != null ? Double.valueOf(report.getSerial()) : null);
        fields.put("contentHash", report.getContentHash());
        fields.put("loaderCode", report.getLoaderCode());
        fields.put("jsonPath", report.getJsonPath());
        fields.put("line", report.getLine() != null ? Double.valueOf(report.getLine()) : null);
        fields.put("column", report.getColumn() != null ? Double.valueOf(report.getColumn()) : null);
        return fields;
    }

    @Test
    void everySignedVectorGivesTheSwiftLoadersReport() throws Exception {
        Object vectors = Vectors.read("signed.json");
        List<String> disagreements = new ArrayList<>();
        for (Object item : Vectors.list(vectors, "cases")) {
            Map<String, Long> serials = new HashMap<>();
            Object last = Vectors.get(item, "lastSerials");
            for (String name : VectorJson.keys(last)) serials.put(name, (long) Vectors.number(Vectors.get(last, name)));
            SignedLayoutLoader loader = loader(vectors, serials, (Boolean) Vectors.get(item, "allowsUnsigned"),
                (long) Vectors.number(Vectors.get(item, "now")), new PlatformEd25519());
            ErrorReport report;
            try {
                // For a file that loads: the report of a run-time failure of its layout.
                CompiledLayout layout = loader.verify(Base64.getDecoder().decode((String) Vectors.get(item, "file")), (String) Vectors.get(item, "expectedName"), null);
                report = CompiledLayout.runReport(new LayoutException("a run-time failure, for its report's fields"), layout);
            } catch (SignedFileException error) {
                report = error.getReport();
            }
            Map<String, Object> swift = new java.util.LinkedHashMap<>();
            Object expected = Vectors.get(item, "report");
            for (String field : VectorJson.keys(expected)) {
                Object value = Vectors.get(expected, field);
                swift.put(field, value instanceof Number ? Double.valueOf(((Number) value).doubleValue()) : value);
            }
            if (!swift.equals(fields(report))) disagreements.add(Vectors.get(item, "name") + ": Swift " + swift + ", Java " + fields(report));
        }
        assertEquals(new ArrayList<String>(), disagreements);
    }

    @Test
    void aLoadedSerialIsRecordedAndAnOlderOneThenRefused() throws Exception {
        Object vectors = Vectors.read("signed.json");
        Map<String, byte[]> files = new HashMap<>();
        for (Object item : Vectors.list(vectors, "cases")) {
            files.put((String) Vectors.get(item, "name"), Base64.getDecoder().decode((String) Vectors.get(item, "file")));
        }
        MemorySerialStore serials = new MemorySerialStore();
        SignedLayoutLoader loader = new SignedLayoutLoader(trustedKeys(vectors), serials, new PlatformEd25519(), false, () -> NOW * 1000);
        assertEquals("load", verdict(loader, files.get("older release replayed"), null));
        loader.load(files.get("valid"), "home", "valid");
        assertEquals(7, serials.lastAcceptedSerial("home"));
        assertEquals("rollback", verdict(loader, files.get("older release replayed"), null));
    }

    @Test
    void anAppsOwnVerifierDecides() throws Exception {
        // Below Android API 33 the app passes its own verifier; the loader trusts its answer alone.
        Object vectors = Vectors.read("signed.json");
        byte[] valid = Base64.getDecoder().decode((String) Vectors.get(vectors, "valid"));
        SignatureVerifier refusesAll = (key, message, signature) -> false;
        assertEquals("signature.bad", verdict(loader(vectors, new HashMap<String, Long>(), false, NOW, refusesAll), valid, null));
        assertEquals("load", verdict(loader(vectors, new HashMap<String, Long>(), false, NOW, new PlatformEd25519()), valid, null));
    }

    /** The mutations of the Swift and web tamper fuzzers: a bit flipped, a byte replaced, inserted or removed, the file cut short, a run copied elsewhere. */
    @Test
    void tamperedFilesNeverLoad() throws Exception {
        Object vectors = Vectors.read("signed.json");
        byte[] valid = Base64.getDecoder().decode((String) Vectors.get(vectors, "valid"));
        SignedLayoutLoader loader = loader(vectors, new HashMap<String, Long>(), false, NOW, new PlatformEd25519());
        java.util.Random random = new java.util.Random(61);
        int count = System.getenv("TESSERA_FULL_TESTS") != null ? 20000 : 2000;
        Map<String, Integer> codes = new TreeMap<>();
        int unchanged = 0;
        for (int index = 0; index < count; index++) {
            List<Byte> bytes = new ArrayList<>();
            for (byte value : valid) bytes.add(value);
            for (int round = 0, rounds = 1 + random.nextInt(4); round < rounds && !bytes.isEmpty(); round++) {
                int at = random.nextInt(bytes.size());
                switch (random.nextInt(6)) {
                    case 0: bytes.set(at, (byte) (bytes.get(at) ^ (1 << random.nextInt(8)))); break;
                    case 1: bytes.set(at, (byte) random.nextInt(256)); break;
                    case 2: bytes.add(at, (byte) random.nextInt(256)); break;
                    case 3: bytes.remove(at); break;
                    case 4: bytes.subList(at, bytes.size()).clear(); break;
                    default:
                        List<Byte> run = new ArrayList<>(bytes.subList(at, Math.min(bytes.size(), at + 1 + random.nextInt(16))));
                        bytes.addAll(random.nextInt(bytes.size()), run);
                }
            }
            byte[] mutated = new byte[bytes.size()];
            for (int at = 0; at < mutated.length; at++) mutated[at] = bytes.get(at);
            if (Arrays.equals(mutated, valid)) {
                unchanged++;
                continue;
            }
            String code = verdict(loader, mutated, null);
            assertNotEquals("load", code, "a tampered file loaded");
            codes.merge(code, 1, Integer::sum);
        }
        assertTrue(unchanged < count / 10);
        assertTrue(codes.containsKey("signature.bad") && codes.containsKey("envelope.malformed"), codes.toString());
    }
}
