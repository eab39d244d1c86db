package dev.tessera.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** The shared vectors' layouts, for tests outside this package: each vector file's name and compiled text. */
public final class VectorLayouts {
    private VectorLayouts() {}

    public static List<String[]> compiled() throws IOException {
        List<String[]> found = new ArrayList<>();
        for (String name : Vectors.layoutNames()) {
            found.add(new String[] {"vectors/" + name, (String) Vectors.get(Vectors.read("layouts/" + name), "compiled")});
        }
        return found;
    }
}
