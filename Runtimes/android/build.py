#!/usr/bin/env python3
"""Builds and checks Tessera's Android runtime with javac and jar alone (no Gradle: see docs/ANDROID.md).

    python3 Runtimes/android/build.py test      the runtime and its JVM tests, against the shared vectors
    python3 Runtimes/android/build.py android   the LayoutManager and the example compiled against RecyclerView's
                                                and Android's real signatures (stubs made from PyPI's type stubs)
    python3 Runtimes/android/build.py bench     the JVM benchmark (--smoke: a few samples at 1,000 items)
    python3 Runtimes/android/build.py jar       build/tessera-android.jar, the library (runtime and LayoutManager)

Everything is written under Runtimes/android/build/. The vectors come from `swift run tessera-vectors`
(.ci/run writes them to .build/vectors first); TESSERA_VECTORS names another directory.
"""
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BUILD = os.path.join(HERE, "build")
JUNIT = "/usr/share/java/junit-platform-console-standalone.jar"
# Java 8 class files and language: what every Android toolchain (D8, AGP 3 and later) takes
# from a library, desugaring lambdas for any minSdk. The JDK members the code may use are
# those Android has had since API 21 (jdk-api.txt).
RELEASE = "8"


def fail(message):
    print("build.py: " + message, file=sys.stderr)
    sys.exit(1)


def sources(*folders):
    found = []
    for folder in folders:
        for directory, _, files in os.walk(os.path.join(HERE, folder)):
            found += [os.path.join(directory, name) for name in files if name.endswith(".java")]
    return sorted(found)


def run(command, what, **options):
    try:
        return subprocess.run(command, check=True, **options)
    except FileNotFoundError:
        fail(f"{command[0]} is not installed: on Debian or Ubuntu, apt-get install openjdk-17-jdk")
    except subprocess.CalledProcessError as error:
        fail(f"{what} failed (exit {error.returncode}; its messages are above)")


def javac(output, files, classpath=(), release=RELEASE, what="javac"):
    """Compiles `files` into `output` (emptied first) with every lint warning an error."""
    shutil.rmtree(output, ignore_errors=True)
    os.makedirs(output)
    command = ["javac", "-Xlint:all", "-Werror", "-encoding", "UTF-8", "-d", output]
    if release:
        command += ["--release", release]
    if classpath:
        command += ["-cp", os.pathsep.join(classpath)]
    run(command + files, what)


def compile_runtime():
    """The runtime and the LayoutManager's platform-neutral core: plain Java, no Android."""
    output = os.path.join(BUILD, "classes", "runtime")
    javac(output, sources("runtime/src", "layoutmanager/core"), what="compiling the runtime")
    check_jdk_api(output)
    return output


def check_jdk_api(classes):
    """Every JDK member the classes use is one Android has had since API 21 (jdk-api.txt): a new
    one fails here until its API level is checked and it is listed."""
    allowed_path = os.path.join(HERE, "jdk-api.txt")
    allowed = {line.strip() for line in open(allowed_path, encoding="utf-8") if line.strip() and not line.startswith("#")}
    files = [os.path.join(directory, name) for directory, _, names in os.walk(classes) for name in names if name.endswith(".class")]
    listing = run(["javap", "-v", "-p"] + sorted(files), "javap", capture_output=True, text=True).stdout
    used = set()
    for match in re.finditer(r"= (?:Methodref|InterfaceMethodref|Fieldref)\s+\S+\s+// (java/[\w/$]+)\.(\"?[\w<>$]+\"?):", listing):
        used.add(match.group(1).replace("/", ".") + "." + match.group(2).strip('"'))
    for match in re.finditer(r"= Class\s+\S+\s+// (java/[\w/$]+)$", listing, re.M):
        used.add(match.group(1).replace("/", "."))
    unknown = sorted(used - allowed)
    if unknown:
        fail("these JDK members are not in jdk-api.txt, the ones known to be on Android since API 21 (RecyclerView 1.4's minimum):\n  "
             + "\n  ".join(unknown) + "\ncheck each one's API level (developer.android.com/reference) and list it, or use another")


def test():
    if not os.path.exists(JUNIT):
        fail(f"{JUNIT} is missing: on Debian or Ubuntu, apt-get install junit5")
    runtime = compile_runtime()
    tests = os.path.join(BUILD, "classes", "tests")
    javac(tests, sources("tests/src"), classpath=[runtime, JUNIT], release=None, what="compiling the tests")
    vectors = os.environ.get("TESSERA_VECTORS", os.path.join(ROOT, ".build", "vectors"))
    command = ["java", "-Dtessera.repository=" + ROOT, "-Dtessera.vectors=" + vectors, "-cp",
               os.pathsep.join([runtime, tests, JUNIT]), "dev.tessera.tests.RunTests"]
    result = subprocess.run(command)
    if result.returncode != 0:
        fail("the tests failed (above)")


def main():
    commands = {"test": test}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        print(__doc__)
        sys.exit(2)
    commands[sys.argv[1]]()


if __name__ == "__main__":
    main()
