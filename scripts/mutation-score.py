#!/usr/bin/env python3
"""Mutation score of each core: how many small, seeded changes to the engines and to the session
logic the fast checks notice (issue 59).

    python3 scripts/mutation-score.py --core ts-engines --seed 1 --limit 60
    python3 scripts/mutation-score.py --dry-run              # the mutants each core would get
    python3 scripts/mutation-score.py --core java-engines --log .build/mutation/java.jsonl

Each mutant is one change to one line (scripts/mutation_operators.py: a comparison flipped, an
assignment or a call dropped, a literal ±1, min↔max, a condition negated). The core's checks
then run; the mutant is *killed* when one fails or runs past its time, *survives* when all
pass, and is *stillborn* (not counted) when it does not compile. The score is killed / (killed
+ survived); every survivor is listed with its file, line and change.

The TypeScript and Java cores work on a copy of the checkout (.build/mutation/<core>/tree), so
the checkout is never touched; the Swift cores change the file in place (a copy would rebuild
everything) and put it back in a `finally` and on SIGINT/SIGTERM. The TypeScript and Java
checks replay the shared vectors (TESSERA_VECTORS, default .build/vectors); the Swift checks are
an incremental build, the vectors regenerated and compared with the unmutated runtime's as they
are made (`tessera-vectors --expect`, which stops at the first that differs), and the suites
that cover the core. ts-driver-view also runs the browser tests that load the web bundle
(Tests/Browser, Chromium; they need the `tessera` binary: the checkout's build or TESSERA_BIN).
The checks must pass before any mutant (else it stops).

The choice is seeded: the same --seed, --core and --limit give the same mutants. --log keeps
each result as a JSON line; a later run with the same log skips the mutants it already holds,
and --from-end runs a second process beside the first, from the last mutant back.
"""
import argparse
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mutation_operators import mutants_of_file  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# masonryRewind: what extend reuses of a masonry pass, which no answer shows.
WEB_TESTS = ["answers", "driver", "switches", "firstScreen", "masonryRewind"]
# listShifts: which lists take the block shifts (ExplicitFrames.isExactList, the grid), which no
# answer shows either, as the path in order gives the same frames; gridPlacement: a pinned item in
# a dense grid, which no vector holds.
WEB_ENGINE_TESTS = WEB_TESTS + ["listShifts", "gridPlacement"]
# driverMutants: ScrollDriver's own API where no scripted session goes; fallenBack: the view's step
# after a fault met in a frame; viewMutants: the view's other modules that run without a DOM (the
# layouts' names, the scroll motion).
WEB_DRIVER_TESTS = WEB_TESTS + ["driverMutants", "fallenBack", "viewMutants"]
# The session model's own checks: its rules (session), Swift's sessions replayed (sessions), and
# the driver and the fallback that sit on it.
WEB_SESSION_TESTS = ["session", "sessions", "sessionMutants", "driver", "fallenBack", "fallback"]
# RelayoutTests, ListShiftTests and MasonryRewindTests hold the engines' relayout paths
# (MasonryColumns.rewound, ExplicitFrames' replaced frames and list shifts) to a full prepare,
# search arrays included: what no answer shows when a path only falls back to placing in order.
SWIFT_ENGINE_SUITES = ["EngineCandidateTests", "EnginePropertyTests", "FoundByRandomLayoutsTests",
                       "GridStructureTests", "OrthogonalSectionTests", "TransformTests", "ExtendTests", "GridAutoPlacementTests",
                       "RelayoutTests", "ListShiftTests", "MasonryRewindTests"]
SWIFT_SESSION_SUITES = ["CollectionLayoutCoreTests", "CollectionSessionTests", "CollectionViewContractTests",
                        "LazyCollectionCoreTests", "ItemReorderTests", "ScrollDriverTests", "LayoutTransitionTests",
                        "CollectionElementNamesTests", "ReduceMotionTests", "ItemPagingTests"]
# Cores whose checks run the session suites before the vectors (Checks.steps), in these groups:
# one `swift test` each, as starting the test bundle costs more (~5-15 s) than most suites take;
# the quick suites first, then the session runs that take ~25 s each. They add to the list above
# the suites that check the driver's work counts, batch updates, reorders and a drag's start,
# and the lazy collection's sessions (suites in the same files under other names).
SESSIONS_FIRST = {"swift-driver", "swift-collection-core"}
SWIFT_SESSION_GROUPS = [["CollectionLayoutCoreTests", "CollectionViewContractTests", "LazyCollectionCoreTests",
                         "ItemReorderTests", "ReorderTests", "LayoutTransitionTests", "CollectionElementNamesTests",
                         "ReduceMotionTests", "ListShiftTests", "BatchCarryTests", "LazyCollectionDataChangeTests",
                         "OffsetTakenInPrepareTests", "RelayoutTests", "DragStartTests", "ReadingRankTests"],
                        ["ScrollDriverTests", "ItemPagingTests", "CollectionSessionTests", "LazyCollectionSessionTests"]]
CORES = {
    "swift-engines": ("swift", ["Sources/TesseraRuntime/Engines"], SWIFT_ENGINE_SUITES),
    "swift-driver": ("swift", ["Sources/TesseraRuntime/Driver"], SWIFT_SESSION_SUITES),
    "swift-collection-core": ("swift", ["Sources/TesseraRuntime/Adapters/CollectionLayoutCore" + part + ".swift" for part in
                                        ("", "+Scrolling", "+SelfSizing", "+Transitions", "+Updates")], SWIFT_SESSION_SUITES),
    "ts-engines": ("ts", ["Runtimes/web/src/engines"], WEB_ENGINE_TESTS),
    "ts-driver-view": ("ts", ["Runtimes/web/src/driver", "Runtimes/web/src/view"], WEB_DRIVER_TESTS),
    "ts-session": ("ts", ["Runtimes/web/src/session"], WEB_SESSION_TESTS),
    "java-engines": ("java", ["Runtimes/android/runtime/src/dev/tessera/runtime/engines"], ["dev.tessera.runtime"]),
    "java-driver-layoutmanager": ("java", ["Runtimes/android/runtime/src/dev/tessera/runtime/driver",
                                           "Runtimes/android/layoutmanager/core"], ["dev.tessera"]),
    "java-session": ("java", ["Runtimes/android/runtime/src/dev/tessera/runtime/session"], ["dev.tessera"]),
}
EXTENSIONS = {"swift": ".swift", "ts": ".ts", "java": ".java"}
JUNIT = "/usr/share/java/junit-platform-console-standalone.jar"
# The view's checks in a page: what node cannot see of it (nodes drawn, scrolling, the drag, the
# transition, accessibility) is checked by these browser tests alone (Tests/Browser), in Chromium,
# after the node tests pass. They load Runtimes/web/build/tessera.js from the tree, which the
# mutant rebuilt. Left out: the rendered page, whose runtime `tessera render` inlines from the
# Swift binary, not from the mutant's bundle.
BROWSER_CHECKS = {
    "ts-driver-view": ["test_web_runtime.py", "test_web_view_accessibility.py", "test_web_view_chat.py",
                       "test_web_view_reorder.py", "test_web_view_right_to_left.py", "test_web_view_transition.py",
                       "test_web_view_rules.py"],
}
BROWSER_LEFT_OUT = ["Tests/Browser/test_web_runtime.py::test_a_rendered_page_scrolls_on_its_own_with_no_server"]


def fail(message):
    print("mutation-score.py: " + message, file=sys.stderr)
    sys.exit(2)


def core_files(core):
    language, folders, _ = CORES[core]
    files = []
    for folder in folders:
        if os.path.isfile(os.path.join(ROOT, folder)):
            files.append(folder)
            continue
        if not os.path.isdir(os.path.join(ROOT, folder)):
            fail(f"{folder} (core {core}) is neither a file nor a folder of this checkout: update CORES in scripts/mutation-score.py")
        for directory, _, names in os.walk(os.path.join(ROOT, folder)):
            files += [os.path.relpath(os.path.join(directory, name), ROOT) for name in names
                      if name.endswith(EXTENSIONS[language]) and name != "package-info.java"]
    return sorted(files)


def chosen_mutants(core, seed, limit):
    """Every mutant of the core in a fixed order, then `limit` of them drawn with `seed`, in file order."""
    language = CORES[core][0]
    every = []
    for path in core_files(core):
        with open(os.path.join(ROOT, path), encoding="utf-8") as file:
            every += mutants_of_file(path, file.read(), language)
    picked = random.Random(f"{seed}:{core}").sample(every, min(limit, len(every))) if limit else every
    return sorted(picked, key=lambda mutant: (mutant.path, mutant.line, mutant.column, mutant.operator)), len(every)


# The check running now, ended with its whole group when the run is interrupted.
RUNNING = []


def run(command, cwd, timeout, env=None):
    """Runs `command` in its own process group; returns (passed, seconds, tail of its output)
    with passed None when it ran past `timeout` (its whole group is then ended)."""
    start = time.monotonic()
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True)
    RUNNING.append(process)
    try:
        output, _ = process.communicate(timeout=timeout)
        passed = process.returncode == 0
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
        passed = None
    finally:
        RUNNING.remove(process)
    text = output.decode("utf-8", "replace")
    return passed, time.monotonic() - start, text[-50000:]


class Checks:
    """The build and the checks of one language, in the tree the mutants are made in."""

    def __init__(self, core, vectors, suites=None, tree="tree"):
        self.core = core
        self.language, _, self.suites = CORES[core]
        self.given_suites = suites
        self.browser_tests = BROWSER_CHECKS.get(core, [])
        if suites:  # a name ending in .py is a file of Tests/Browser, any other a node test
            self.suites = [name for name in suites if not name.endswith(".py")]
            self.browser_tests = [name for name in suites if name.endswith(".py")]
        self.vectors = vectors
        self.tree = ROOT if self.language == "swift" else os.path.join(ROOT, ".build", "mutation", core, tree)
        self.env = dict(os.environ, TESSERA_VECTORS=vectors, TESSERA_BROWSERS="chromium", PYTHONDONTWRITEBYTECODE="1")
        if self.browser_tests:
            # Some browser tests compile a layout with `tessera` (Swift, not mutated): the
            # checkout's own build, or TESSERA_BIN, since the tree copy holds no .build.
            binary = os.environ.get("TESSERA_BIN", os.path.join(ROOT, ".build", "debug", "tessera"))
            if not os.path.isfile(binary):
                fail(f"{binary} does not exist: the browser tests of {core} compile layouts with it; "
                     "run `swift build` in this checkout or set TESSERA_BIN")
            self.env["TESSERA_BIN"] = os.path.abspath(binary)
        self.timeout = None
        # Each check's own time unmutated, by name: a mutant's check is past its time at twice
        # that (a mutant that loops in the vectors, `anchor += spacing` dropped, is ended in
        # minutes, not at the whole baseline's triple; a mutant's checks do no more work than the
        # unmutated ones, and stop sooner).
        self.step_seconds = {}

    def prepare(self):
        """Copies the checkout's files (tracked and new, not ignored) for TypeScript and Java."""
        if self.language == "swift":
            return
        shutil.rmtree(self.tree, ignore_errors=True)
        listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                                check=True, capture_output=True).stdout.decode().split("\0")
        for path in filter(None, listed):
            source = os.path.join(ROOT, path)
            if os.path.isfile(source):
                target = os.path.join(self.tree, path)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copy2(source, target, follow_symlinks=False)

    def steps(self, mutant):
        """(name, command, compiles) in order, for `mutant` or (None) the unmutated baseline; a
        failing `compiles` step makes the mutant stillborn. The web runtime is rebuilt from the
        mutated file alone (scripts/mutation-web-module.mjs: tsc's own output, byte for byte, on
        an unchanged file) since tsc takes minutes on a loaded machine."""
        baseline = mutant is None
        if self.language == "ts":
            tests = [os.path.join("Runtimes", "web", "test", f"{name}.test.mjs") for name in self.suites]
            build = ["node", "Runtimes/web/build.mjs"] if mutant is None else ["node", "scripts/mutation-web-module.mjs", mutant.path]
            # The browser tests stop at their first failure (-x), as a mutant needs no more.
            browser = [("browser tests (chromium)", ["python3", "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider"]
                        + [arg for test in BROWSER_LEFT_OUT for arg in ("--deselect", test)]
                        + [os.path.join("Tests", "Browser", name) for name in self.browser_tests], False)] if self.browser_tests else []
            if baseline:
                return [("build", build, True)] + ([("node tests", ["node", "--test"] + tests, False)] if tests else []) + browser
            # One test file at a time, so a mutant is killed by the first that fails without the others run.
            node = [(f"node tests ({os.path.basename(test)})", ["node", "--test", test], False) for test in tests]
            # The view's mutants meet the browser tests first: node builds no DOM, so they are the
            # likelier to fail (the same checks either way, only sooner).
            in_view = mutant.path.startswith(os.path.join("Runtimes", "web", "src", "view") + os.sep)
            return [("build", build, True)] + (browser + node if in_view else node + browser)
        if self.language == "java":
            build = os.path.join(self.tree, "Runtimes", "android", "build")
            classes = os.path.join(build, "mutation-classes")
            tests = os.path.join(build, "mutation-tests")
            mutated = os.path.join(build, "mutation-mutant")
            sources = [os.path.join(directory, name)
                       for folder in ("Runtimes/android/runtime/src", "Runtimes/android/layoutmanager/core")
                       for directory, _, names in os.walk(os.path.join(self.tree, folder))
                       for name in sorted(names) if name.endswith(".java")]
            platform = os.path.join(build, "mutation-platform")
            shells = os.path.join(build, "mutation-shells")

            def java_files(folder):
                return [os.path.join(directory, name)
                        for directory, _, names in os.walk(os.path.join(self.tree, folder))
                        for name in sorted(names) if name.endswith(".java")]
            compile_into = 'rm -rf "$0" && mkdir -p "$0" && exec javac -Xlint:all -Werror -encoding UTF-8 --release 8 -d "$0" "$@"'
            # As build.py test: the shells' tests (Shell*Tests) run the shells (layoutmanager/src)
            # on the test build of Android (tests/platform), both compiled once over the unmutated runtime.
            compile_with = 'rm -rf "$0" && mkdir -p "$0" && exec javac -encoding UTF-8 -d "$0" -cp "$1" "${@:2}"'
            if baseline:  # the unmutated runtime, the test build of Android, the shells and the tests, compiled once
                steps = [("javac", ["bash", "-c", compile_into, classes] + sources, True),
                         ("javac platform", ["bash", "-c", 'rm -rf "$0" && mkdir -p "$0" && exec javac -encoding UTF-8 -d "$0" "$@"',
                                             platform] + java_files("Runtimes/android/tests/platform/src"), True),
                         ("javac shells", ["bash", "-c", compile_with, shells, os.pathsep.join([classes, platform])]
                          + java_files("Runtimes/android/layoutmanager/src"), True),
                         ("javac tests", ["bash", "-c", compile_with, tests, os.pathsep.join([classes, platform, shells, JUNIT])]
                          + java_files("Runtimes/android/tests/src"), True)]
                path = [classes, platform, shells, tests, JUNIT]
            else:
                # The mutated file alone, compiled against the unmutated classes and put before
                # them, as the other files' classes do not change; but a constant (a `final`
                # field, an interface's field) is copied into the classes that read it, so a
                # mutant on such a line compiles the whole runtime again.
                with open(os.path.join(self.tree, mutant.path), encoding="utf-8") as file:
                    whole = re.search(r"\bfinal\b", mutant.before) or re.search(r"\binterface\b", file.read())
                steps = [("javac", ["bash", "-c", compile_into, mutated] +
                          (sources if whole else ["-cp", classes, os.path.join(self.tree, mutant.path)]), True)]
                path = [mutated, classes, platform, shells, tests, JUNIT]
            # A mutant is killed by its first failing test: the run stops there.
            steps.append(("JUnit", ["java", "-Dtessera.repository=" + self.tree, "-Dtessera.vectors=" + self.vectors,
                                    "-Dtessera.failFast=" + str(not baseline).lower(), "-cp", os.pathsep.join(path),
                                    "dev.tessera.tests.RunTests"] + self.suites, False))
            return steps
        vector_inputs = ["--corpus", "Fuzz/CompiledCorpus", "--corpus", "Tests/Fixtures/CompiledHostile"]
        for folder in ("Layouts", "Tests/Fixtures/Layouts", "Tests/Fixtures/VectorLayouts"):
            vector_inputs += sorted(os.path.join(folder, name) for name in os.listdir(os.path.join(ROOT, folder)) if name.endswith(".yaml"))
        expected = os.path.join(ROOT, ".build", "mutation", self.core, "vectors-unmutated")
        write = ["bash", "-c", 'rm -rf "$0" && exec swift run -q --skip-build tessera-vectors -o "$0" "$@"', expected] + vector_inputs
        # The mutant's vectors are compared with the unmutated ones as each is made, and the run
        # stops at the first that differs (the layout files' first, in seconds; all of them take
        # about a minute). A file made afresh on every run (signed.json) is compared only for
        # being there; no Swift core signs anything.
        compare = ["swift", "run", "-q", "--skip-build", "tessera-vectors", "--expect", expected] + vector_inputs
        # The vectors first: building the one product that writes them recompiles the mutated
        # runtime and links one executable, where the test build also rebuilds every module
        # above the runtime. Most mutants change a vector; only those that do not pay for the test build.
        vectors = [("swift build vectors", ["swift", "build", "--product", "tessera-vectors"], True)]
        # The baseline also compares a second run with the first: a vector that is not the same
        # on every run would kill every mutant.
        vectors += [("vectors", write, False), ("vectors compared", compare, False)] if baseline else [("vectors compared", compare, False)]
        build_tests = ("swift build tests", ["swift", "build", "--build-tests"], True)
        if self.core not in SESSIONS_FIRST:
            return vectors + [build_tests, ("swift test", ["swift", "test", "--skip-build", "--filter", "|".join(self.suites)], False)]
        # The session logic is what the sessions check, and the vectors take ~50 s to write where the
        # test build takes ~10 s and most suites a few: the suites first, one at a time in the
        # order given (the quickest killers first), so a mutant is killed by the first that fails;
        # the vectors only for a mutant every suite let through. The baseline times each group.
        # --suites (a survivor run again against tests added since): those alone, as the vectors
        # and the other suites passed it already.
        groups = [self.suites] if self.given_suites else SWIFT_SESSION_GROUPS
        suites = [(f"swift test ({', '.join(group)})", ["swift", "test", "--skip-build", "--filter", swift_filter(group)], False)
                  for group in groups]
        return [build_tests] + suites + ([] if self.given_suites else vectors)

    def baseline(self):
        """Runs the checks unmutated; their time sets each mutant's time limit."""
        total = 0.0
        for name, command, _ in self.steps(None):
            passed, seconds, output = run(command, self.tree, timeout=3600, env=self.env)
            total += seconds
            self.step_seconds[name] = seconds
            print(f"   unmutated: {name} {'passes' if passed else 'fails'} in {seconds:.1f} s", flush=True)
            if not passed:
                fail(f"the {self.core} checks fail with no mutation ({name}):\n{output}\n"
                     "fix them (or give TESSERA_VECTORS the vectors of this checkout) before measuring mutants")
        self.timeout = max(120.0, 3 * total)
        return total

    def undo(self, mutant):
        """After a web mutant, its file's module is written again from the restored source: the
        quick rebuild replaces one module, so a mutated module left behind would ride along with
        every later mutant of another file (two mutations at once)."""
        if self.language == "ts":
            passed, _, output = run(["node", "scripts/mutation-web-module.mjs", mutant.path], self.tree, timeout=600, env=self.env)
            if not passed:
                fail(f"could not rebuild {mutant.path} unmutated:\n{output}")

    def verdict(self, mutant):
        """killed / survived / stillborn, and what killed it."""
        for name, command, compiles in self.steps(mutant):
            # A build's time unmutated (nothing to do) says nothing of a mutant's.
            timeout = self.timeout if compiles or name not in self.step_seconds else max(120.0, 2 * self.step_seconds[name])
            passed, _, output = run(command, self.tree, timeout=timeout, env=self.env)
            if passed is None:
                return "killed", f"{name}: past {timeout:.0f} s"
            if not passed:
                if compiles:
                    return "stillborn", name
                return "killed", f"{name}: {first_failure(output)}"
        return "survived", ""


def swift_filter(suites):
    """A `swift test --filter` that matches these suites whole: `ReorderTests` alone must not
    run `ItemReorderTests` too (a test's name is Module.Suite/test())."""
    return "\\.(" + "|".join(suites) + ")/"


def first_failure(output):
    """The line of a check's output that says what failed first (JUnit's FAILED, node's `not ok`,
    Swift Testing's ✘, diff's `differ`), else its last line."""
    lines = output.strip().splitlines()
    for line in lines:
        if any(mark in line for mark in ("FAILED", "not ok", "✘", "differ", "error:")):
            return line.strip()[:200]
    return (lines[-1].strip() if lines else "")[:200]


class Mutation:
    """The mutant's line in place in the tree for the `with` block, the file put back whatever happens."""

    def __init__(self, tree, mutant):
        self.path = os.path.join(tree, mutant.path)
        self.mutant = mutant
        self.original = None

    def restore(self, *_):
        if self.original is not None:
            with open(self.path, "wb") as file:
                file.write(self.original)
            self.original = None

    def __enter__(self):
        with open(self.path, "rb") as file:
            self.original = file.read()
        lines = self.original.decode("utf-8").split("\n")
        if lines[self.mutant.line - 1] != self.mutant.before:
            raise RuntimeError(f"{self.mutant.path}:{self.mutant.line} changed since the mutants were listed")
        lines[self.mutant.line - 1] = self.mutant.after
        self.previous = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}

        def interrupted(number, _frame):
            self.restore()
            for process in RUNNING:
                os.killpg(process.pid, signal.SIGKILL)
            print(f"mutation-score.py: interrupted; {self.mutant.path} is as it was", file=sys.stderr)
            sys.exit(128 + number)
        for sig in self.previous:
            signal.signal(sig, interrupted)
        with open(self.path, "wb") as file:
            file.write("\n".join(lines).encode("utf-8"))
        return self

    def __exit__(self, *_):
        self.restore()
        for sig, handler in self.previous.items():
            signal.signal(sig, handler)
        return False


EQUIVALENTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "mutation-equivalents.json")


def equivalence_key(entry):
    """A survivor as the equivalents list names it: its file, the line before and after (stripped)."""
    before, after = entry["describe"].split(": ", 2)[2].split("` → `", 1)
    return entry["id"].split(":")[0], before.strip("`"), after.strip("`")


def load_equivalents():
    """Mutants shown to change nothing any check could see, each with why (scripts/mutation-equivalents.json).
    An entry with a "line" is that line's alone: the same change elsewhere in the file (a dropped
    `this.pass();`) is another mutant."""
    with open(EQUIVALENTS, encoding="utf-8") as file:
        listed = json.load(file)
    return {(item["file"], item["before"], item["after"], item.get("line")): item["why"] for item in listed}


def check_equivalents():
    """Every listed equivalent must still name a line of its file: an entry whose line moved or
    changed would let the same mutant, back at another line, count as a survivor, or keep a
    reason for code that is gone."""
    with open(EQUIVALENTS, encoding="utf-8") as file:
        listed = json.load(file)
    stale = []
    for item in listed:
        path = os.path.join(ROOT, item["file"])
        if not os.path.isfile(path):
            stale.append(f"{item['file']} does not exist: remove the entry or give the file's new path")
            continue
        with open(path, encoding="utf-8") as source:
            lines = [line.strip() for line in source]
        line = item.get("line")
        found = [str(number) for number, text in enumerate(lines, 1) if text == item["before"]]
        if not found:
            stale.append(f"no line of {item['file']} reads `{item['before']}`: remove the entry, or give the line it became")
        elif line is not None and str(line) not in found:
            stale.append(f"{item['file']}:{line} does not read `{item['before']}`; line {' or '.join(found)} does: give that line")
    if stale:
        fail(f"{len(stale)} entries of {EQUIVALENTS} name no line of today's code:\n  " + "\n  ".join(stale))


def equivalence_reason(entry, equivalents):
    """Why `entry` (a survivor) is an equivalent mutant, or None."""
    file, before, after = equivalence_key(entry)
    line = int(entry["id"].split(":")[1])
    return equivalents.get((file, before, after, line)) or equivalents.get((file, before, after, None))


def load_log(path):
    done = {}
    if path and os.path.exists(path):
        with open(path, encoding="utf-8") as file:
            for line in file:
                if line.strip():
                    entry = json.loads(line)
                    done[(entry["id"], entry["after"])] = entry
    return done


def score(core, args):
    mutants, available = chosen_mutants(core, args.seed, args.limit)
    print(f"== {core}: {len(mutants)} mutants of {available} (seed {args.seed})", flush=True)
    if args.dry_run:
        for mutant in mutants:
            print("  " + mutant.describe())
        return None
    done = load_log(args.log)
    equivalents = load_equivalents()
    checks = None
    results = []
    order = list(enumerate(mutants, start=1))
    for index, mutant in reversed(order) if args.from_end else order:
        if args.from_end:  # another run may be working from the start on the same log
            done = load_log(args.log)
        entry = done.get((mutant.ident, mutant.after))
        logged = entry is not None
        if entry is not None and entry["verdict"] == "survived" and args.rerun_survivors and not equivalence_reason(entry, equivalents):
            entry = None  # run again against the checks as they are now (a test added since); not one shown equivalent
        if not logged and args.logged_only:
            continue  # with --rerun-survivors too: only the logged survivors run again
        if entry is None:
            if checks is None:  # the baseline only when a mutant is still to run
                checks = Checks(core, args.vectors, args.suites.split(",") if args.suites else None,
                                "tree-from-end" if args.from_end else "tree")
                checks.prepare()
                seconds = checks.baseline()
                print(f"   checks pass unmutated in {seconds:.0f} s; a mutant gets {checks.timeout:.0f} s", flush=True)
            with Mutation(checks.tree, mutant):
                verdict, reason = checks.verdict(mutant)
            checks.undo(mutant)
            entry = {"core": core, "id": mutant.ident, "after": mutant.after, "describe": mutant.describe(),
                     "verdict": verdict, "reason": reason, "seed": args.seed}
            if args.log:
                os.makedirs(os.path.dirname(os.path.abspath(args.log)), exist_ok=True)
                with open(args.log, "a", encoding="utf-8") as file:
                    file.write(json.dumps(entry, ensure_ascii=False) + "\n")
        results.append(entry)
        print(f"   [{index}/{len(mutants)}] {entry['verdict']:9} {entry['describe']}  {entry['reason']}", flush=True)
    results = [dict(entry, verdict="equivalent", reason=reason)
               if entry["verdict"] == "survived" and (reason := equivalence_reason(entry, equivalents)) else entry
               for entry in results]
    equivalent = [entry for entry in results if entry["verdict"] == "equivalent"]
    killed = sum(entry["verdict"] == "killed" for entry in results)
    survived = [entry for entry in results if entry["verdict"] == "survived"]
    stillborn = sum(entry["verdict"] == "stillborn" for entry in results)
    counted = killed + len(survived)
    percent = 100.0 * killed / counted if counted else 0.0
    unrun = f", {len(mutants) - len(results)} not run yet" if len(results) < len(mutants) else ""
    print(f"== {core}: {killed} killed of {counted} ({percent:.1f} %), {len(equivalent)} equivalent "
          f"(scripts/mutation-equivalents.json), {stillborn} stillborn (did not compile){unrun}")
    for entry in survived:
        print("   survivor: " + entry["describe"])
    for entry in equivalent:
        print(f"   equivalent: {entry['describe']}: {entry['reason']}")
    return killed, counted


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--core", action="append", choices=sorted(CORES), help="a core to measure (repeatable; default all)")
    parser.add_argument("--seed", type=int, default=1, help="which mutants are drawn (default 1)")
    parser.add_argument("--limit", type=int, default=60, help="mutants per core (default 60; 0: every one)")
    parser.add_argument("--dry-run", action="store_true", help="list the mutants, run nothing")
    parser.add_argument("--log", help="a JSON-lines file of results, appended to and reused")
    parser.add_argument("--rerun-survivors", action="store_true", help="run the survivors --log holds again (after a test was added), "
                        "but those scripts/mutation-equivalents.json lists")
    parser.add_argument("--suites", help="comma-separated suites to run in place of the core's (node test names, Java packages, "
                        "Swift suites): with --rerun-survivors, the tests added since, as the core's others passed already")
    parser.add_argument("--logged-only", action="store_true", help="report what --log holds of the chosen mutants, run nothing "
                        "(with --rerun-survivors: run its survivors again, no mutant it lacks)")
    parser.add_argument("--vectors", default=os.environ.get("TESSERA_VECTORS", os.path.join(ROOT, ".build", "vectors")),
                        help="the vectors the TypeScript and Java checks replay (default TESSERA_VECTORS or .build/vectors)")
    parser.add_argument("--from-end", action="store_true", help="run the mutants last first, in a tree of its own, reading --log "
                        "again before each: a second run beside one from the start (TypeScript and Java cores)")
    args = parser.parse_args()
    if args.from_end and (not args.log or any(CORES[core][0] == "swift" for core in (args.core or sorted(CORES)))):
        fail("--from-end shares a --log with a run from the start, and a Swift core changes the checkout in place: give --log and no Swift core")
    if args.logged_only and not args.log:
        fail("--logged-only reports from a log: give it --log FILE")
    if args.limit < 0:
        fail("--limit must be 0 (every mutant) or more")
    check_equivalents()
    cores = args.core or sorted(CORES)
    if not args.dry_run and not args.logged_only and any(CORES[core][0] != "swift" for core in cores) and not os.path.isdir(args.vectors):
        fail(f"no vectors at {args.vectors}: run `swift run tessera-vectors -o .build/vectors ...` (CONTRIBUTING.md) or pass --vectors")
    totals = [score(core, args) for core in cores]
    if args.dry_run:
        return
    for core, (killed, counted) in zip(cores, totals):
        print(f"{core}: {killed}/{counted}")


if __name__ == "__main__":
    main()
