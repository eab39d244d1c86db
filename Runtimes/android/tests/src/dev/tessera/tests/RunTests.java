package dev.tessera.tests;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;

import java.io.PrintWriter;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs the Android runtime's JUnit 5 tests (every package under `dev.tessera`, or the packages or classes given)
 * with Debian's JUnit platform, prints each failure with its test's name and message, and ends
 * with one plain line, `N passed, N failed`; exits 1 when any failed or none ran. With
 * `-Dtessera.failFast=true` it exits 1 at the first failure (scripts/mutation-score.py: a mutant is
 * killed by one failing test, and running the rest would only cost minutes).
 */
public final class RunTests {
    private RunTests() {}

    public static void main(String[] arguments) {
        String[] packages = arguments.length > 0 ? arguments : new String[] {"dev.tessera"};
        LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request();
        // A name whose last part is capitalized is one test class (scripts/mutation-score.py --suites).
        for (String name : packages) {
            String last = name.substring(name.lastIndexOf('.') + 1);
            request.selectors(!last.isEmpty() && Character.isUpperCase(last.charAt(0)) ? selectClass(name) : selectPackage(name));
        }
        LauncherDiscoveryRequest discovery = request.build();
        final boolean failFast = Boolean.getBoolean("tessera.failFast");
        final int[] counts = {0, 0};
        final PrintWriter out = new PrintWriter(System.out, true);
        TestExecutionListener listener = new TestExecutionListener() {
            @Override
            public void executionFinished(TestIdentifier test, TestExecutionResult result) {
                boolean failed = result.getStatus() != TestExecutionResult.Status.SUCCESSFUL;
                if (!test.isTest() && !failed) return;
                if (!failed) {
                    counts[0] += 1;
                    return;
                }
                counts[1] += 1;
                Throwable cause = result.getThrowable().orElse(null);
                out.println("FAILED " + test.getDisplayName() + ": " + (cause == null ? result.getStatus() : cause.getMessage() != null ? cause.getMessage() : cause));
                if (cause != null && !(cause instanceof AssertionError)) {
                    for (StackTraceElement frame : cause.getStackTrace()) {
                        out.println("    at " + frame);
                        if (frame.getClassName().startsWith("org.junit")) break;
                    }
                }
                if (failFast) {
                    out.println(counts[0] + " passed, " + counts[1] + " failed (stopped at the first failure)");
                    System.exit(1);
                }
            }
        };
        Launcher launcher = LauncherFactory.create();
        launcher.execute(discovery, listener);
        out.println(counts[0] + " passed, " + counts[1] + " failed");
        System.exit(counts[1] > 0 || counts[0] == 0 ? 1 : 0);
    }
}
