#!/usr/bin/env python3
"""Builds and checks Tessera's Android runtime with javac and jar alone (no Gradle: see docs/ANDROID.md).

    python3 Runtimes/android/build.py test      the runtime and its JVM tests, against the shared vectors
    python3 Runtimes/android/build.py android   the LayoutManager and the example compiled against RecyclerView's
                                                and Android's real signatures (stubs made from PyPI's type stubs)
    python3 Runtimes/android/build.py bench     the JVM benchmarks: the driver's frames, then reports in a list of a million
                                                (--smoke: a few samples at 1,000 and 10,000 items)
    python3 Runtimes/android/build.py aar       the library as an AAR with its POM and Gradle Module Metadata, published
                                                into build/maven/repository, a folder laid out as a Maven repository
    python3 Runtimes/android/build.py maven-consumer
                                                that AAR resolved by Debian's Maven, offline, in a project that depends
                                                on it (maven-consumer/), and refused when its POM or its file is broken
    python3 Runtimes/android/build.py jar       build/tessera-android.jar, the library as one plain jar

Everything is written under Runtimes/android/build/. The library's version is CHANGELOG.md's newest.
The vectors come from `swift run tessera-vectors` (.ci/run writes them to .build/vectors first);
TESSERA_VECTORS names another directory.
"""
import hashlib
import os
import re
import shutil
import subprocess
import sys

# The helper modules beside this file are imported; no __pycache__ is left in the checkout.
sys.dont_write_bytecode = True

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
    platform, shells = compile_shells_on_platform(runtime)
    tests = compile_tests(runtime, platform, shells)
    vectors = os.environ.get("TESSERA_VECTORS", os.path.join(ROOT, ".build", "vectors"))
    command = ["java", "-Dtessera.repository=" + ROOT, "-Dtessera.vectors=" + vectors, "-cp",
               os.pathsep.join([runtime, platform, shells, tests, JUNIT]), "dev.tessera.tests.RunTests"]
    result = subprocess.run(command)
    if result.returncode != 0:
        fail("the tests failed (above)")


def shell_tests():
    """The JUnit classes that run the shells themselves: tests/src/dev/tessera/android/Shell*Tests.java."""
    folder = os.path.join(HERE, "tests", "src", "dev", "tessera", "android")
    return sorted("dev.tessera.android." + name[: -len(".java")] for name in os.listdir(folder) if re.fullmatch(r"Shell\w*Tests\.java", name))


def compile_shells_on_platform(runtime):
    """The test build of the Android classes the shells touch (tests/platform: behaviour written from
    the platform's documentation, signatures held to the real ones by `build.py android`), and the
    shells (layoutmanager/src) compiled against it, so that the JVM tests run the shells' own code."""
    platform = os.path.join(BUILD, "classes", "platform")
    # Raw types and unchecked calls are the real API's (RecyclerView declares its adapters raw).
    javac(platform, sources("tests/platform/src"), release=None, what="compiling the test build of Android")
    shells = os.path.join(BUILD, "classes", "shells-on-platform")
    javac(shells, sources("layoutmanager/src"), classpath=[runtime, platform], what="compiling the shells against the test build of Android")
    return platform, shells


def compile_tests(runtime, platform, shells):
    tests = os.path.join(BUILD, "classes", "tests")
    javac(tests, sources("tests/src"), classpath=[runtime, platform, shells, JUNIT], release=None, what="compiling the tests")
    return tests


def wheels():
    """The stub wheels (make_stubs.py's WHEELS) downloaded with pip once, and unpacked."""
    sys.path.insert(0, os.path.join(HERE, "stubs"))
    import make_stubs
    import zipfile
    downloads = os.path.join(BUILD, "wheels")
    unpacked = os.path.join(downloads, "unpacked")
    os.makedirs(downloads, exist_ok=True)
    for name, version in make_stubs.WHEELS:
        wheel = name.replace("-", "_") + "-" + version + "-py3-none-any.whl"
        if not os.path.exists(os.path.join(downloads, wheel)):
            run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary", ":all:", f"{name}=={version}", "-d", downloads],
                f"downloading {name} {version} from PyPI")
        marker = os.path.join(unpacked, wheel + ".done")
        if not os.path.exists(marker):
            with zipfile.ZipFile(os.path.join(downloads, wheel)) as archive:
                archive.extractall(unpacked)
            open(marker, "w").close()
    return unpacked


def stubs():
    """The stub jar: Android's and AndroidX's signatures as compile-only Java (make_stubs.py),
    made again only when make_stubs.py (which names the wheels) or the class file level changed."""
    unpacked = wheels()
    jar = os.path.join(BUILD, "android-stubs.jar")
    stamp = os.path.join(BUILD, "stubs", "made-from.sha256")
    with open(os.path.join(HERE, "stubs", "make_stubs.py"), "rb") as handle:
        inputs = hashlib.sha256(handle.read() + RELEASE.encode()).hexdigest()
    made = os.path.isfile(jar) and os.path.isdir(os.path.join(BUILD, "stubs", "classes"))
    if made and os.path.isfile(stamp) and open(stamp, encoding="ascii").read() == inputs:
        return jar
    if os.path.exists(stamp):
        os.remove(stamp)
    source = os.path.join(BUILD, "stubs", "src")
    shutil.rmtree(source, ignore_errors=True)
    run([sys.executable, os.path.join(HERE, "stubs", "make_stubs.py"), source, unpacked], "make_stubs.py")
    classes = os.path.join(BUILD, "stubs", "classes")
    shutil.rmtree(classes, ignore_errors=True)
    os.makedirs(classes)
    files = [os.path.join(directory, name) for directory, _, names in os.walk(source) for name in names if name.endswith(".java")]
    run(["javac", "-nowarn", "--release", RELEASE, "-encoding", "UTF-8", "-d", classes] + sorted(files), "compiling the stubs")
    run(["jar", "cf", jar, "-C", classes, "."], "jar")
    # Written last: a run that stopped before here makes the stubs again.
    with open(stamp, "w", encoding="ascii") as handle:
        handle.write(inputs)
    return jar


def android():
    """The LayoutManager, the snap helper, the decoration and the example compiled against the real
    signatures, with every lint warning an error; each deliberately wrong override refused."""
    runtime = compile_runtime()
    stub_jar = stubs()
    layoutmanager = os.path.join(BUILD, "classes", "layoutmanager")
    javac(layoutmanager, sources("layoutmanager/src"), classpath=[runtime, stub_jar], what="compiling the LayoutManager against the stubs")
    check_jdk_api(layoutmanager)
    example = os.path.join(BUILD, "classes", "example")
    javac(example, sources("example/src"), classpath=[runtime, layoutmanager, stub_jar], what="compiling the example against the stubs")
    wrong = sorted(os.path.join(HERE, "stubs", "wrong", name) for name in os.listdir(os.path.join(HERE, "stubs", "wrong")))
    refused = 0
    for path in wrong:
        expected = open(path, encoding="utf-8").readline().removeprefix("// expect:").strip()
        output = os.path.join(BUILD, "classes", "wrong")
        shutil.rmtree(output, ignore_errors=True)
        os.makedirs(output)
        result = subprocess.run(["javac", "--release", RELEASE, "-d", output, "-cp", os.pathsep.join([runtime, layoutmanager, stub_jar]), path],
                                capture_output=True, text=True)
        name = os.path.basename(path)
        if result.returncode == 0:
            fail(f"{name} compiled against the stubs, but it overrides wrongly; the stubs lost a signature")
        if expected not in result.stderr:
            fail(f"{name} was refused, but not for what it gets wrong (javac did not say '{expected}'):\n{result.stderr}")
        refused += 1
    # The example's layout is a committed golden file: it loads with this runtime.
    check = os.path.join(BUILD, "classes", "check")
    checker = os.path.join(check, "LoadsStore.java")
    os.makedirs(check, exist_ok=True)
    with open(checker, "w", encoding="utf-8") as handle:
        handle.write("public class LoadsStore { public static void main(String[] a) throws Exception {"
                     " System.out.println(dev.tessera.runtime.compiled.CompiledLayout.load(java.nio.file.Files.readAllBytes(java.nio.file.Paths.get(a[0])), a[0]).getName()); } }")
    run(["javac", "-d", check, "-cp", runtime, checker], "compiling the asset check")
    run(["java", "-cp", os.pathsep.join([runtime, check]), "LoadsStore", os.path.join(ROOT, "Tests", "GoldenCompiled", "store.json")],
        "loading the example's layout")
    checked = check_platform_signatures(runtime, stub_jar)
    print(f"android: the LayoutManager and the example compile against RecyclerView 1.4.0 and Android API 36; {refused} wrong overrides refused;"
          f" the test build of Android keeps to the real signatures ({checked} classes)")


def check_platform_signatures(runtime, stub_jar):
    """The test build of Android the shells run on in `test` (tests/platform) declares nothing the real
    API does not (platform_signatures.py); and the shells compiled here against the real signatures
    link against it: their tests run again with these class files in place of those compiled on it."""
    import platform_signatures
    platform, shells = compile_shells_on_platform(runtime)
    problems, checked = platform_signatures.check(platform, os.path.join(BUILD, "stubs", "classes"))
    if problems:
        fail("the test build of Android (tests/platform) differs from the real API:\n  " + "\n  ".join(problems))
    tests = compile_tests(runtime, platform, shells)
    layoutmanager = os.path.join(BUILD, "classes", "layoutmanager")
    command = ["java", "-Dtessera.repository=" + ROOT, "-cp", os.pathsep.join([runtime, platform, layoutmanager, tests, JUNIT]),
               "dev.tessera.tests.RunTests"] + shell_tests()
    run(command, "the shell tests, with the shells compiled against the real signatures")
    return checked


def library_classes():
    """The runtime's and the LayoutManager's class folders (the LayoutManager compiled against the stubs)."""
    runtime = compile_runtime()
    stub_jar = stubs()
    layoutmanager = os.path.join(BUILD, "classes", "layoutmanager")
    javac(layoutmanager, sources("layoutmanager/src"), classpath=[runtime, stub_jar], what="compiling the LayoutManager against the stubs")
    check_jdk_api(layoutmanager)
    return runtime, layoutmanager


def library():
    """build/tessera-android.jar: the runtime and the LayoutManager as one jar (Java 8 class files)."""
    runtime, layoutmanager = library_classes()
    jar = os.path.join(BUILD, "tessera-android.jar")
    run(["jar", "cf", jar, "-C", runtime, ".", "-C", layoutmanager, "."], "jar")
    print(f"{os.path.relpath(jar, ROOT)}: written")


def changelog_version():
    """CHANGELOG.md's newest version (its first `## X.Y.Z` heading): the library's version, from one place."""
    path = os.path.join(ROOT, "CHANGELOG.md")
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            match = re.match(r"## (\d+\.\d+\.\d+)\s*$", line)
            if match:
                return match.group(1)
    fail(f"{os.path.relpath(path, ROOT)}: no version heading (`## 1.2.3`); the AAR takes its version from the newest one")


def publish_aar():
    """The AAR, its POM and its .module in build/maven/repository; returns (repository, version)."""
    import aar
    import maven_repository
    runtime, layoutmanager = library_classes()
    version = changelog_version()
    folder = os.path.join(BUILD, "aar")
    os.makedirs(folder, exist_ok=True)
    classes_jar = os.path.join(folder, "classes.jar")
    aar.write_classes_jar(classes_jar, [runtime, layoutmanager])
    name = f"{aar.ARTIFACT}-{version}"
    aar_path = os.path.join(folder, name + ".aar")
    staged = aar_path + ".partial"
    aar.write_aar(staged, classes_jar, os.path.join(HERE, "consumer-rules.pro"))
    os.replace(staged, aar_path)
    repository = os.path.join(BUILD, "maven", "repository")
    try:
        published = maven_repository.publish(repository, aar.GROUP, aar.ARTIFACT, version, {
            name + ".aar": aar_path,
            name + ".pom": aar.pom(version).encode(),
            name + ".module": aar.module(version, aar_path).encode(),
        })
    except (ValueError, OSError) as error:
        fail(f"publishing into {os.path.relpath(repository, ROOT)} failed, and it is as it was: {error}")
    print(f"{aar.GROUP}:{aar.ARTIFACT}:{version} (minimum API {aar.MIN_SDK}): {os.path.relpath(published, ROOT)}")
    return repository, version


def maven_consumer():
    """The published AAR resolved offline by Debian's Maven in maven-consumer/, and broken copies refused."""
    import maven_consumer as consumer
    repository, version = publish_aar()
    stub_classes = os.path.join(BUILD, "stubs", "classes")
    androidx_jar, platform_jar = consumer.split_stubs(stub_classes, os.path.join(BUILD, "maven", "stubs"))
    try:
        refused = consumer.check(os.path.join(BUILD, "maven"), version, repository, platform_jar, androidx_jar)
        documented = consumer.check_install_lines(version)
    except consumer.ConsumerFailure as error:
        fail(str(error))
    print(f"maven-consumer: Maven, offline, built the consumer against {os.path.relpath(repository, ROOT)}, RecyclerView through "
          f"the AAR's POM; {refused} broken repositories refused; {documented} Gradle blocks of {consumer.INSTALL_DOC} name {version}")


def bench():
    """The JVM benchmarks, one JVM a layout, then one for the reports (--smoke: a few samples, for CI)."""
    runtime = compile_runtime()
    classes = os.path.join(BUILD, "classes", "bench")
    javac(classes, sources("bench/src"), classpath=[runtime], what="compiling the benchmark")
    smoke = "--smoke" in sys.argv
    version = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()[0]
    print(f"{version}\n\n| benchmark | p50 | p90 |\n| --- | ---: | ---: |", flush=True)
    for name in ["mosaic", "carousel", "waterfall", "blocks", "grid"]:
        command = ["java", "-Xmx3g", "-cp", os.pathsep.join([runtime, classes]), "dev.tessera.bench.DriverBenchmark", ROOT, name]
        run(command + (["--smoke"] if smoke else []), f"the {name} benchmark")
    # A report in a list of a million (issue 63): its own table, in a JVM of its own.
    command = ["java", "-Xmx3g", "-cp", os.pathsep.join([runtime, classes]), "dev.tessera.bench.ReportBenchmark", ROOT]
    run(command + (["--smoke"] if smoke else []), "the report benchmark")


def main():
    commands = {"test": test, "android": android, "aar": publish_aar, "maven-consumer": maven_consumer, "jar": library, "bench": bench}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        print(__doc__)
        sys.exit(2)
    commands[sys.argv[1]]()


if __name__ == "__main__":
    main()
