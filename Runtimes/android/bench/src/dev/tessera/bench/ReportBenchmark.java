package dev.tessera.bench;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.geometry.ElementID;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutException;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.queries.PreparedLayout;
import dev.tessera.runtime.queries.ScrollOffsets;
import java.io.File;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Collections;

/**
 * A cell's self-sizing report in a list of a million (issue 63, item 1), in the Android runtime,
 * as Swift's ChangeBenchmarks measure theirs: the chat (one column of messages) with sizes on the
 * grid (whole points), a report at the first, the middle and the last item, each taken three ways
 * in the same run: a full prepare (what a report cost before incremental placing), the path in
 * order from the reported item (before this change: the layout not told where the change ends),
 * and the list's path (the item placed again, the items after it moved by block shifts); then
 * the driver's report (the list's path and the frame). One call a sample, in microseconds.
 *
 *     python3 Runtimes/android/build.py bench     (the driver's frames, then this)
 */
public final class ReportBenchmark {
    private static long sink;

    private interface Body {
        Object run(int sample) throws LayoutException;
    }

    public static void main(String[] arguments) throws Exception {
        File repository = new File(arguments[0]);
        boolean smoke = arguments.length > 1 && arguments[1].equals("--smoke");
        final int count = smoke ? 10_000 : 1_000_000;
        byte[] file = Files.readAllBytes(new File(repository, "Tests/GoldenCompiled/chat.json").toPath());
        final CompiledLayout layout = CompiledLayout.load(file, "chat.json");
        final ItemSize[] sizes = new ItemSize[count];
        for (int index = 0; index < count; index++) sizes[index] = ItemSize.length(60 + (index * 37) % 140);
        final LayoutInput input = new LayoutInput(new Size(375, 667), count).withItemSizes(new ItemSize[][] {sizes});
        final PreparedLayout prepared = layout.prepare(input);
        System.out.println("\n" + String.format("%,d", count) + " items (chat, one column, whole-point sizes)\n");
        System.out.println("| benchmark | p50 | p90 | samples |\n| --- | ---: | ---: | ---: |");
        int slow = smoke ? 3 : 11;
        int fast = smoke ? 50 : 2000;
        for (Object[] where : new Object[][] {{"first", 0}, {"middle", count / 2}, {"last", count - 1}}) {
            final int item = (Integer) where[1];
            final LayoutInput[] inputs = {reported(input, sizes, item, 61), reported(input, sizes, item, 75)};
            final int[] first = {item};
            final int[] end = {item + 1};
            row("report at the " + where[0] + " item: a full prepare", slow, sample -> layout.prepare(inputs[sample & 1]));
            row("report at the " + where[0] + " item: in order from it (before)", slow, sample -> layout.relayout(prepared, first, inputs[sample & 1]));
            row("report at the " + where[0] + " item: the list's path (after)", fast, sample -> layout.relayout(prepared, first, end, inputs[sample & 1]));
            final ScrollDriver driver = new ScrollDriver(layout, input);
            row("report at the " + where[0] + " item through the driver", fast,
                sample -> driver.reportSizes(Collections.singletonMap(ElementID.cell(0, item), ItemSize.length((sample & 1) == 1 ? 61 : 75))));
        }
        final Rect query = new Rect(0, prepared.contentSize.height * 0.5, 375, 667);
        final PreparedLayout shifted = layout.relayout(prepared, new int[] {0}, new int[] {1}, reported(input, sizes, 0, 61));
        row("rect query in the middle, no report before", fast, sample -> prepared.elements(query, ScrollOffsets.ZERO));
        row("the same query after a report at the first item (read through the shifts)", fast, sample -> shifted.elements(query, ScrollOffsets.ZERO));
        if (sink == 42) System.out.println();
    }

    private static LayoutInput reported(LayoutInput input, ItemSize[] sizes, int item, double length) {
        ItemSize[] changed = sizes.clone();
        changed[item] = ItemSize.length(length);
        return input.withItemSizes(new ItemSize[][] {changed});
    }

    /**
     * Times `samples` calls of `body` after a warm-up, one call a sample. The fast rows warm up
     * with ten times their samples: the JIT compiles a method after thousands of calls, and with
     * a hundred the first row measured the interpreter (33 µs at p50 against 5 µs compiled).
     */
    private static void row(String name, int samples, Body body) throws LayoutException {
        int warmUp = samples >= 1000 ? 10 * samples : 5 * samples;
        for (int warm = 0; warm < warmUp; warm++) sink += body.run(warm).hashCode();
        double[] times = new double[samples];
        for (int sample = 0; sample < samples; sample++) {
            long start = System.nanoTime();
            Object result = body.run(sample);
            times[sample] = (System.nanoTime() - start) / 1000.0;
            sink += result.hashCode();
        }
        Arrays.sort(times);
        System.out.println("| " + name + " | " + format(times[samples / 2]) + " | " + format(times[(int) (samples * 0.9)]) + " | " + samples + " |");
    }

    private static String format(double microseconds) {
        return microseconds >= 1000 ? String.format("%.2f ms", microseconds / 1000) : String.format("%.2f µs", microseconds);
    }
}
