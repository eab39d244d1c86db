"""The test build of Android (tests/platform) may not drift from the real API: each public class of
it under android/ or androidx/ must be in the stub jar (made from the real signatures), declared
the same way (class or interface, abstract or not, what it extends and implements), and each of
its public or protected members must be there with the same types. The stubs do not know
visibility, `final` or which members are protected, so those are not compared. One test-only
class, android.view.TestWindow (the window and frame clock a test drives), is let through by name."""
import os
import re
import subprocess

TEST_ONLY = {"android.view.TestWindow"}
IGNORED_WORDS = {"public", "protected", "final", "synchronized", "native", "transient", "volatile", "strictfp"}


def normalize(line):
    line = line.strip().rstrip(";").rstrip("{").strip()
    return " ".join(word for word in line.split() if word not in IGNORED_WORDS)


def members(classes_dir, names):
    """{class name: (header, set of member lines)} of `names` (dotted), read by javap -protected."""
    files = [os.path.join(classes_dir, *name.split(".")) + ".class" for name in names]
    listing = subprocess.run(["javap", "-protected"] + files, check=True, capture_output=True, text=True).stdout
    found = {}
    current = None
    for line in listing.splitlines():
        if line.startswith("Compiled from") or not line.strip() or line.strip() == "}":
            continue
        if not line.startswith(" "):
            header = normalize(line)
            name = re.search(r"(?:class|interface) ([\w.$]+)", header).group(1)
            current = found.setdefault(name, (header, set()))
        else:
            current[1].add(normalize(line).replace(" static {}", ""))
    return found


def class_names(classes_dir):
    names = []
    for directory, _, files in os.walk(classes_dir):
        for file in files:
            if file.endswith(".class"):
                relative = os.path.relpath(os.path.join(directory, file), classes_dir)[: -len(".class")]
                names.append(relative.replace(os.sep, "."))
    return sorted(names)


def public_classes(classes_dir):
    names = [name for name in class_names(classes_dir) if name.startswith(("android.", "androidx."))]
    if not names:
        return []
    listing = subprocess.run(["javap", "-public"] + [os.path.join(classes_dir, *n.split(".")) + ".class" for n in names],
                             check=True, capture_output=True, text=True).stdout
    return sorted(set(re.findall(r"^(?:public )[\w ]*?(?:class|interface) ([\w.$]+)", listing, re.M)))


def check(platform_dir, stubs_dir):
    """The differences, as messages; empty when the test build keeps to the real signatures."""
    problems = []
    names = [name for name in public_classes(platform_dir) if name not in TEST_ONLY]
    stub_names = set(class_names(stubs_dir))
    missing = [name for name in names if name not in stub_names]
    problems += [f"{name}: a public class of the test build that the real API does not have" for name in missing]
    names = [name for name in names if name in stub_names]
    ours = members(platform_dir, names)
    real = members(stubs_dir, names)
    for name in names:
        header, lines = ours[name]
        real_header, real_lines = real[name]
        if header.replace(" abstract", "") != real_header.replace(" abstract", "") or ("abstract" in header) != ("abstract" in real_header):
            problems.append(f"{name}: declared `{header}`, the real API declares `{real_header}`")
        for line in sorted(lines - real_lines):
            problems.append(f"{name}: `{line}` is not in the real API (a member added, or its types differ)")
    return problems, len(names)
