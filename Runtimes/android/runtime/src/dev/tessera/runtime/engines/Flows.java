package dev.tessera.runtime.engines;

import dev.tessera.runtime.geometry.AxisRect;
import dev.tessera.runtime.model.Model;
import dev.tessera.runtime.model.Model.LineAlignment;
import java.util.ArrayList;
import java.util.List;

/** Flows: items in lines across the scroll axis, each line as long as its longest item, as the Swift runtime's FlowPlacement. */
final class Flows {
    private Flows() {}

    /** Where items of these breadths start across a line `available` wide. */
    static double[] linePositions(double[] breadths, double available, double spacing, LineAlignment alignment) {
        double total = 0;
        for (double breadth : breadths) total = total + breadth;
        int count = breadths.length;
        double gap = spacing;
        double start = 0;
        switch (alignment) {
            case JUSTIFY:
                if (count > 1) gap = (available - total) / (count - 1);
                else start = (available - total) * 0.5;
                break;
            case LEADING:
                break;
            case CENTER:
                start = (available - total - spacing * (count - 1)) * 0.5;
                break;
            default: // TRAILING
                start = available - total - spacing * (count - 1);
                break;
        }
        double[] positions = new double[count];
        double v = start;
        for (int index = 0; index < count; index++) {
            positions[index] = v;
            v = v + breadths[index] + gap;
        }
        return positions;
    }

    /** Items of `spans` places each, `perLine` places a line, every place `breadth` wide. */
    static ExplicitFrames spanning(int[] spans, double length, double breadth, int perLine, double available, double spacing, double lineSpacing,
                                   LineAlignment alignment) {
        ExplicitFrames.Builder frames = new ExplicitFrames.Builder(spans.length);
        double u = 0;
        int lineStart = 0;
        int used = 0;
        for (int index = 0; index <= spans.length; index++) {
            boolean ends = index == spans.length ? lineStart < spans.length : used + spans[index] > perLine;
            if (ends) {
                double[] breadths = new double[index - lineStart];
                for (int offset = 0; offset < breadths.length; offset++) {
                    int span = spans[lineStart + offset];
                    breadths[offset] = span * breadth + (span - 1) * spacing;
                }
                double[] positions = linePositions(breadths, available, spacing, alignment);
                for (int offset = 0; offset < breadths.length; offset++) frames.add(new AxisRect(u, positions[offset], length, breadths[offset]));
                u = u + length + lineSpacing;
                lineStart = index;
                used = 0;
            }
            if (index < spans.length) used += spans[index];
        }
        return frames.build();
    }

    /** Items all of one size: a tile pattern of one line, with the last line's own positions when it is short and not leading. */
    static TilePattern uniform(double length, double breadth, int count, double available, double spacing, double lineSpacing,
                               LineAlignment alignment, int perLine) {
        int fit = 1;
        if (perLine > 0) {
            fit = perLine;
        } else {
            while (fit < Math.max(count, 1) && (fit + 1) * breadth + fit * spacing <= available) fit += 1;
        }
        int remainder = count % fit;
        List<AxisRect> full = line(fit, length, breadth, available, spacing, alignment);
        List<AxisRect> partial = null;
        if (remainder != 0 && alignment != LineAlignment.LEADING) {
            partial = line(remainder, length, breadth, available, spacing, alignment);
            partial.addAll(full.subList(remainder, full.size()));
        }
        return new TilePattern(full, length + lineSpacing, count, partial, Double.NaN);
    }

    private static List<AxisRect> line(int items, double length, double breadth, double available, double spacing, LineAlignment alignment) {
        double[] breadths = new double[items];
        java.util.Arrays.fill(breadths, breadth);
        double[] positions = linePositions(breadths, available, spacing, alignment);
        List<AxisRect> cells = new ArrayList<>(items);
        for (double v : positions) cells.add(new AxisRect(0, v, length, breadth));
        return cells;
    }

    /** Items of their own sizes (lengths and breadths), as many on a line as fit. */
    static ExplicitFrames flow(double[] lengths, double[] breadths, double available, double spacing, double lineSpacing, LineAlignment alignment) {
        int count = lengths.length;
        ExplicitFrames.Builder frames = new ExplicitFrames.Builder(count);
        int lineStart = 0;
        double u = 0;
        while (lineStart < count) {
            int lineEnd = lineStart + 1;
            double used = breadths[lineStart];
            while (lineEnd < count && used + spacing + breadths[lineEnd] <= available) {
                used = used + spacing + breadths[lineEnd];
                lineEnd += 1;
            }
            double lineLength = lengths[lineStart];
            for (int index = lineStart + 1; index < lineEnd; index++) if (lineLength < lengths[index]) lineLength = lengths[index];
            double[] lineBreadths = java.util.Arrays.copyOfRange(breadths, lineStart, lineEnd);
            double[] positions = linePositions(lineBreadths, available, spacing, alignment);
            for (int index = lineStart; index < lineEnd; index++) {
                frames.add(new AxisRect(u + (lineLength - lengths[index]) * 0.5, positions[index - lineStart], lengths[index], breadths[index]));
            }
            u = u + lineLength + lineSpacing;
            lineStart = lineEnd;
        }
        return frames.build();
    }
}
