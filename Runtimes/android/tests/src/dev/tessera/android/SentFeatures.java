package dev.tessera.android;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.TreeSet;

/**
 * The log of what the random sessions sent, in the features of docs/entry-points.json, that
 * scripts/check-entry-points.py holds to the description (docs/SESSIONS.md, "Every call,
 * sent"). Written to DIR/DRIVER.json: DIR is the system property tessera.sentFeatures, else
 * .build/sent-features of the repository. The first write of a run replaces the file, so a call
 * no session makes any more leaves the log with the next run.
 */
final class SentFeatures {
    private static final TreeSet<String> SENT = new TreeSet<>();

    private SentFeatures() {}

    static synchronized void add(String... features) {
        SENT.addAll(Arrays.asList(features));
    }

    static synchronized void write(String driver) {
        String folder = System.getProperty("tessera.sentFeatures");
        File directory = folder != null ? new File(folder) : new File(RecyclerSessionsTest.repository(), ".build/sent-features");
        StringBuilder json = new StringBuilder("{\n  \"driver\": \"" + driver + "\",\n  \"features\": [");
        String separator = "";
        for (String feature : SENT) {
            json.append(separator).append("\n    \"").append(feature).append('"');
            separator = ",";
        }
        json.append("\n  ]\n}\n");
        try {
            Files.createDirectories(directory.toPath());
            File temporary = new File(directory, driver + ".json.part");
            Files.write(temporary.toPath(), json.toString().getBytes(StandardCharsets.UTF_8));
            Files.move(temporary.toPath(), new File(directory, driver + ".json").toPath(), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException failure) {
            // The log is for the entry-point check, which says when it is missing; the sessions'
            // own checks stand without it.
            System.err.println("warning: could not write the sent-features log of " + driver + " in " + directory + ": " + failure);
        }
    }
}
