package dev.tessera.runtime.compiled;

import dev.tessera.runtime.errors.ErrorCodes;
import dev.tessera.runtime.errors.ErrorReport;
import dev.tessera.runtime.geometry.ReadingDirection;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.inputs.Limits;
import dev.tessera.runtime.layout.LayoutEngine;
import dev.tessera.runtime.layout.TesseraLayout;
import dev.tessera.runtime.model.Model;
import dev.tessera.runtime.programs.Evaluator;
import dev.tessera.runtime.programs.InputRead;
import dev.tessera.runtime.queries.PreparedLayout;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * A layout compiled by `tessera compile`, loaded from its bytes. The bytes are untrusted:
 * everything is checked before use, and anything wrong is a {@link LoadException} that says
 * where. It answers as the Swift runtime's `CompiledLayout` of the same file does. Immutable,
 * and safe to share between threads.
 */
public final class CompiledLayout implements TesseraLayout {
    private final LayoutEngine engine;
    private final int version;
    private final String contentHash;
    private final String envelopeName;
    private final Long serial;

    private CompiledLayout(LayoutEngine engine, int version, String contentHash, String envelopeName, Long serial) {
        this.engine = engine;
        this.version = version;
        this.contentHash = contentHash;
        this.envelopeName = envelopeName;
        this.serial = serial;
    }

    /** Loads a compiled file from its bytes; `file` names it in errors (null: unnamed). */
    public static CompiledLayout load(byte[] bytes, String file) throws LoadException {
        String hash = ErrorReport.contentHash(bytes);
        CompiledFileReader.CheckedFile checked;
        try {
            checked = CompiledFileReader.read(bytes, file);
        } catch (LoadException error) {
            throw error.withContentHash(hash);
        }
        return new CompiledLayout(new LayoutEngine(checked.model, new Evaluator(checked.programs, checked.places), checked.source != null ? checked.source : file),
            checked.version, hash, null, null);
    }

    /**
     * This layout as a signed loader gives it: with the envelope's name and serial, and the hash of
     * the whole signed file, which the reports of its run-time failures carry.
     */
    public CompiledLayout signedAs(String envelopeName, long serial, String contentHash) {
        return new CompiledLayout(engine, version, contentHash, envelopeName, Long.valueOf(serial));
    }

    /** SHA-256 of the bytes it was loaded from (of the whole signed file, for a signed one). */
    public String getContentHash() {
        return contentHash;
    }

    /** Its signed envelope's name; null when it was not loaded from a signed file. */
    public String getEnvelopeName() {
        return envelopeName;
    }

    /** Its signed envelope's serial; null when it was not loaded from a signed file. */
    public Long getSerial() {
        return serial;
    }

    /**
     * The report of {@code error}, met while {@code layout} ran: its name (its envelope's, when
     * signed), and its file's serial and hash when it was loaded from one.
     */
    public static ErrorReport runReport(LayoutException error, TesseraLayout layout) {
        CompiledLayout compiled = layout instanceof CompiledLayout ? (CompiledLayout) layout : null;
        String name = compiled != null && compiled.envelopeName != null ? compiled.envelopeName : layout.getName();
        return new ErrorReport(ErrorCodes.RUN_LAYOUT_FAILED, String.valueOf(error), name, compiled != null ? compiled.serial : null,
            compiled != null ? compiled.contentHash : null, null, null, error.getFile(),
            error.getLine() > 0 ? Integer.valueOf(error.getLine()) : null, error.getLine() > 0 ? Integer.valueOf(error.getColumn()) : null);
    }

    /** Loads a compiled file from its text. */
    public static CompiledLayout load(String text, String file) throws LoadException {
        return load(text.getBytes(StandardCharsets.UTF_8), file);
    }

    /**
     * Loads a compiled file from a stream (an Android asset: {@code getAssets().open("carousel.json")}),
     * reading at most one byte past the format's 16 MiB, so that a huge stream is refused without
     * being read whole. The stream is not closed.
     */
    public static CompiledLayout load(InputStream stream, String file) throws IOException, LoadException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[16 * 1024];
        int read;
        while ((read = stream.read(buffer, 0, Math.min(buffer.length, Limits.MAX_FILE_BYTES + 1 - bytes.size()))) > 0) {
            bytes.write(buffer, 0, read);
            if (bytes.size() > Limits.MAX_FILE_BYTES) break;
        }
        return load(bytes.toByteArray(), file);
    }

    public String getName() {
        return engine.model.name;
    }

    /** The version of the compiled format the file says it is in. */
    public int getVersion() {
        return version;
    }

    public ScrollAxis getAxis() {
        return engine.model.axis;
    }

    public ReadingDirection getDirection() {
        return engine.model.direction;
    }

    /** The layout for a viewport, counts and sizes; a fault the input causes is a {@link LayoutException} naming the layout file, line and column where it can. */
    public PreparedLayout prepare(LayoutInput input) throws LayoutException {
        return engine.prepare(input);
    }

    /** The layout after items were appended to `prepared`'s sections: what `prepare(input)` gives, computing only the new items where it can. */
    public PreparedLayout extend(PreparedLayout prepared, LayoutInput input) throws LayoutException {
        return engine.extend(prepared, input);
    }

    /**
     * The layout after items changed size or place (`firstChanged[section]`: the first item whose
     * size or index may differ, -1 for none): what `prepare(input)` gives, placing a masonry again
     * only from there.
     */
    public PreparedLayout relayout(PreparedLayout prepared, int[] firstChanged, LayoutInput input) throws LayoutException {
        return engine.relayout(prepared, firstChanged, input);
    }

    /** As {@link #relayout(PreparedLayout, int[], LayoutInput)}, a list placing again only the items up to `changedEnds[section]`. */
    @Override
    public PreparedLayout relayout(PreparedLayout prepared, int[] firstChanged, int[] changedEnds, LayoutInput input) throws LayoutException {
        return engine.relayout(prepared, firstChanged, changedEnds, input);
    }

    /**
     * Whether section `section` has a header in the layout's base or any of its variants: a view
     * that gives headers places of their own (a RecyclerView adapter's positions) gives this
     * section one, shown while the variant in force has it.
     */
    public boolean mayHaveHeader(int section) {
        if (section < 0) return false;
        for (Model.BodyModel body : CompiledFileReader.bodies(engine.model)) if (LayoutEngine.sectionModel(body, section).header != null) return true;
        return false;
    }

    /** Whether section `section` has a footer in the layout's base or any of its variants. */
    public boolean mayHaveFooter(int section) {
        if (section < 0) return false;
        for (Model.BodyModel body : CompiledFileReader.bodies(engine.model)) if (LayoutEngine.sectionModel(body, section).footer != null) return true;
        return false;
    }

    /** What of the input the layout's formulas read: a change of anything else keeps its geometry. */
    public Set<InputRead> reads() {
        return engine.reads;
    }

    @Override
    public String toString() {
        return "CompiledLayout " + getName();
    }
}
