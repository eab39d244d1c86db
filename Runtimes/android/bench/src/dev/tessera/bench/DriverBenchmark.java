package dev.tessera.bench;

import dev.tessera.runtime.compiled.CompiledLayout;
import dev.tessera.runtime.driver.ScrollDriver;
import dev.tessera.runtime.geometry.Point;
import dev.tessera.runtime.geometry.Rect;
import dev.tessera.runtime.geometry.ScrollAxis;
import dev.tessera.runtime.geometry.Size;
import dev.tessera.runtime.inputs.ItemSize;
import dev.tessera.runtime.inputs.LayoutInput;
import dev.tessera.runtime.queries.PreparedLayout;
import java.io.File;
import java.nio.file.Files;
import java.util.Arrays;

/**
 * The Android runtime's scroll frame and rect query, measured as the Swift benchmarks measure
 * theirs (Benchmarks/Benchmarks/LayoutBenchmarks: `<layout> <kind> scroll frame <count>` and
 * `rect query <count>`): a 375 × 667 viewport, no margin; a frame is `scroll` 7 points on from
 * the last offset near the middle of the content, a hundred offsets in turn; a query is the
 * viewport-sized rect in the middle of the content. Medians and 90th percentiles of 200 samples
 * of 1,000 calls after a warm-up of 100,000, in nanoseconds a call.
 *
 *     java -cp <runtime classes>:<these> dev.tessera.bench.DriverBenchmark REPOSITORY LAYOUT [--smoke]
 *
 * One layout a run: `build.py bench` starts a JVM for each, as a page or an app shows one
 * layout (the JIT's code for one layout's engines is not what it ends with after several).
 */
public final class DriverBenchmark {
    private static final Size VIEWPORT = new Size(375, 667);
    private static long sink;

    public static void main(String[] arguments) throws Exception {
        File repository = new File(arguments[0]);
        String name = arguments[1];
        boolean smoke = arguments.length > 2 && arguments[2].equals("--smoke");
        int[] counts = smoke ? new int[] {1_000} : new int[] {1_000, 100_000, 10_000_000};
        byte[] file = Files.readAllBytes(new File(repository, "Tests/GoldenCompiled/" + name + ".json").toPath());
        CompiledLayout layout = CompiledLayout.load(file, name + ".json");
        // The first count measured twice, the first time discarded: the JIT settles on the engines'
        // code for this layout before anything is recorded, so that 1,000 items is not the cold one.
        int[] runs = new int[counts.length + 1];
        runs[0] = counts[0];
        System.arraycopy(counts, 0, runs, 1, counts.length);
        for (int run = 0; run < runs.length; run++) {
            int count = runs[run];
            // Ten million sizes would be ten million objects the benchmark builds itself: the frame does not depend on them.
            if (name.equals("waterfall") && count > 1_000_000) count = 1_000_000;
            LayoutInput input = new LayoutInput(VIEWPORT, count);
            if (name.equals("waterfall")) {
                ItemSize[] sizes = new ItemSize[count];
                for (int index = 0; index < count; index++) sizes[index] = ItemSize.length(60 + (index * 37) % 140);
                input = input.withItemSizes(new ItemSize[][] {sizes});
            }
            final ScrollDriver driver = new ScrollDriver(layout, input);
            final boolean vertical = driver.getPrepared().getAxis() == ScrollAxis.VERTICAL;
            Size content = driver.getContentSize();
            double length = vertical ? content.height : content.width;
            final double start = Math.max(0, length * 0.5 - (vertical ? VIEWPORT.height : VIEWPORT.width));
            final int[] step = {0};
            double[] frame = measure(new Body() {
                @Override
                public void run() throws Exception {
                    step[0] = (step[0] + 1) % 100;
                    double u = start + step[0] * 7;
                    driver.scroll(vertical ? new Point(0, u) : new Point(u, 0));
                    sink += driver.getKept().size() + driver.getEntered().size();
                }
            }, smoke);
            final PreparedLayout prepared = driver.getPrepared();
            double middle = length * 0.5;
            final Rect rect = vertical ? new Rect(0, Math.max(0, middle - VIEWPORT.height * 0.5), VIEWPORT.width, VIEWPORT.height)
                : new Rect(Math.max(0, middle - VIEWPORT.width * 0.5), 0, VIEWPORT.width, VIEWPORT.height);
            double[] query = measure(new Body() {
                @Override
                public void run() throws Exception {
                    sink += prepared.elements(rect, driver.getPosition()).size();
                }
            }, smoke);
            if (run == 0) continue;
            System.out.printf("| %s scroll frame %d | %.0f ns | %.0f ns |%n", name, count, frame[0], frame[1]);
            System.out.printf("| %s rect query %d | %.0f ns | %.0f ns |%n", name, count, query[0], query[1]);
        }
        if (sink == 42) System.out.println(sink);
    }

    interface Body {
        void run() throws Exception;
    }

    /** Median and 90th percentile of `samples` runs of `body`, each `iterations` calls, in ns a call. */
    private static double[] measure(Body body, boolean smoke) throws Exception {
        int iterations = smoke ? 100 : 1000;
        int samples = smoke ? 5 : 200;
        for (int warm = 0; warm < (smoke ? 1 : 100) * iterations; warm++) body.run();
        double[] times = new double[samples];
        for (int sample = 0; sample < samples; sample++) {
            long begin = System.nanoTime();
            for (int iteration = 0; iteration < iterations; iteration++) body.run();
            times[sample] = (System.nanoTime() - begin) / (double) iterations;
        }
        Arrays.sort(times);
        return new double[] {times[samples / 2], times[(int) (samples * 0.9)]};
    }
}
