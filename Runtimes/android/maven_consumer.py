"""Proves the published AAR resolves as a library does: Debian's Maven, offline, builds the project
in maven-consumer/ against the folder repository, RecyclerView coming through the AAR's POM from
a second folder repository that holds the RecyclerView stubs. Then the same build must fail on a
repository whose POM names a dependency that does not exist, on one whose AAR is not the file its
checksums describe, and on one whose AAR has no classes.jar.

Maven runs with a settings file and a local repository of its own under build/maven (nothing of
~/.m2 is read), offline (`-o`), with Debian's /usr/share/maven-repo standing in for Maven Central
as the source of its plugins. Offline, Maven reaches no repository but those on the local disk
(`aether.offline.protocols=file`): the folder repositories and Debian's.
"""
import os
import re
import shutil
import subprocess
import sys
import zipfile

import aar
import maven_repository

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
INSTALL_DOC = "docs/ANDROID.md"
DEBIAN_REPOSITORY = "/usr/share/maven-repo"
# The Debian package the consumer's plugin comes from, by the folder it installs.
PLUGINS = {
    "libmaven-antrun-plugin-java": "org/apache/maven/plugins/maven-antrun-plugin/3.1.0",
}


class ConsumerFailure(Exception):
    pass


def missing_packages():
    """The Debian packages the offline build needs and this machine lacks (mvn, the plugins)."""
    missing = [] if shutil.which("mvn") else ["maven"]
    missing += [package for package, folder in PLUGINS.items() if not os.path.isdir(os.path.join(DEBIAN_REPOSITORY, folder))]
    return missing


def split_stubs(stub_classes, folder):
    """The stub classes as two jars: AndroidX's (published as RecyclerView, with the one androidx.core
    class its API names) and Android's platform classes (what the SDK's android.jar is to an app)."""
    os.makedirs(folder, exist_ok=True)
    androidx = os.path.join(folder, "recyclerview-stubs.jar")
    platform = os.path.join(folder, "android-platform-stubs.jar")
    aar.write_classes_jar(androidx, [os.path.join(stub_classes, "androidx")], prefix="androidx/")
    aar.write_classes_jar(platform, [os.path.join(stub_classes, "android")], prefix="android/")
    return androidx, platform


def recyclerview_pom():
    group, artifact, version = aar.RECYCLERVIEW
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <!-- Compile-only stubs of RecyclerView's API (and the androidx.core class it names), made by
       Tessera's build.py from PyPI's type stubs; the real artifact is an AAR on Google's Maven. -->
  <modelVersion>4.0.0</modelVersion>
  <groupId>{group}</groupId>
  <artifactId>{artifact}</artifactId>
  <version>{version}</version>
  <packaging>jar</packaging>
</project>
"""


def publish_recyclerview_stubs(repository, stub_jar):
    group, artifact, version = aar.RECYCLERVIEW
    maven_repository.publish(repository, group, artifact, version, {
        f"{artifact}-{version}.jar": stub_jar,
        f"{artifact}-{version}.pom": recyclerview_pom().encode(),
    })


def settings_text(local_repository):
    # Debian's repository stands in for Maven Central. It has no checksum files (apt checked the
    # packages), so its checksums are ignored; the folder repositories' are checked (the
    # consumer's POM: checksumPolicy fail).
    debian = f"""<id>central</id>
          <name>Debian's Maven packages, in place of Maven Central</name>
          <url>file://{DEBIAN_REPOSITORY}</url>
          <releases><checksumPolicy>ignore</checksumPolicy></releases>
          <snapshots><enabled>false</enabled></snapshots>"""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0">
  <localRepository>{local_repository}</localRepository>
  <offline>true</offline>
  <profiles>
    <profile>
      <id>debian</id>
      <repositories>
        <repository>
          {debian}
        </repository>
      </repositories>
      <pluginRepositories>
        <pluginRepository>
          {debian}
        </pluginRepository>
      </pluginRepositories>
    </profile>
  </profiles>
  <activeProfiles>
    <activeProfile>debian</activeProfile>
  </activeProfiles>
</settings>
"""


def build_consumer(work, version, tessera_repository, androidx_repository, platform_jar):
    """Builds a fresh copy of maven-consumer/ in `work` with a fresh local repository; returns
    (succeeded, Maven's output)."""
    shutil.rmtree(work, ignore_errors=True)
    project = os.path.join(work, "project")
    shutil.copytree(os.path.join(HERE, "maven-consumer"), project)
    local_repository = os.path.join(work, "local-repository")
    settings = os.path.join(work, "settings.xml")
    with open(settings, "w", encoding="utf-8") as handle:
        handle.write(settings_text(local_repository))
    command = ["mvn", "-o", "-B", "-Dstyle.color=never", "-s", settings, "-f", os.path.join(project, "pom.xml"),
               "-Daether.offline.protocols=file",
               "-Dtessera.version=" + version,
               "-Dtessera.repository=file://" + tessera_repository,
               "-Dandroidx.repository=file://" + androidx_repository,
               "-Dandroid.platform.jar=" + platform_jar,
               "compile"]
    # Nothing of the user's: no ~/.mavenrc, and a home of its own for anything Maven looks up there.
    environment = dict(os.environ, MAVEN_SKIP_RC="1", MAVEN_OPTS=os.environ.get("MAVEN_OPTS", "") + " -Duser.home=" + work)
    result = subprocess.run(command, capture_output=True, text=True, env=environment)
    # Every file fetched is a line of its own; what went wrong is in the others.
    plain = re.sub(r"\x1b\[[0-9;]*m", "", result.stdout + result.stderr)
    output = "".join(line for line in plain.splitlines(keepends=True)
                     if not re.match(r"\[INFO\] Download(ing|ed) from ", line))
    return result.returncode == 0, output, project, local_repository


def check(build, version, tessera_repository, platform_jar, stub_jar):
    """The consumer built against the good repository; then each broken repository refused."""
    missing = missing_packages()
    if missing:
        raise ConsumerFailure("the offline Maven build needs Debian's " + ", ".join(missing)
                              + " (the plugin versions maven-consumer/pom.xml names, in " + DEBIAN_REPOSITORY
                              + "): apt-get install " + " ".join(missing))
    androidx_repository = os.path.join(build, "androidx-repository")
    shutil.rmtree(androidx_repository, ignore_errors=True)
    publish_recyclerview_stubs(androidx_repository, stub_jar)

    work = os.path.join(build, "consumer")
    succeeded, output, project, local_repository = build_consumer(work, version, tessera_repository, androidx_repository, platform_jar)
    if not succeeded:
        raise ConsumerFailure("the Maven consumer did not build against the published AAR:\n" + output)
    compiled = os.path.join(project, "target", "classes", "dev", "tessera", "consumer", "StoreScreen.class")
    if not os.path.isfile(compiled):
        raise ConsumerFailure(f"Maven succeeded but wrote no {compiled}:\n" + output)
    group, artifact, dependency_version = aar.RECYCLERVIEW
    transitive = os.path.join(local_repository, *group.split("."), artifact, dependency_version, f"{artifact}-{dependency_version}.jar")
    if not os.path.isfile(transitive):
        raise ConsumerFailure("the consumer built, but RecyclerView did not come through the AAR's POM (not in the local repository)")

    refused = 0
    for name, break_repository, expected in BREAKS:
        broken = os.path.join(build, "broken-" + name)
        shutil.rmtree(broken, ignore_errors=True)
        shutil.copytree(tessera_repository, broken)
        break_repository(broken, version)
        succeeded, output, _, _ = build_consumer(os.path.join(build, "consumer-" + name), version, broken, androidx_repository, platform_jar)
        if succeeded:
            raise ConsumerFailure(f"the consumer built against a repository with {name.replace('-', ' ')}; it must fail")
        if expected not in output:
            raise ConsumerFailure(f"the consumer failed against a repository with {name.replace('-', ' ')}, but Maven did not say '{expected}':\n{output}")
        refused += 1
    return refused


def version_files(repository, version):
    folder = maven_repository.version_folder(repository, aar.GROUP, aar.ARTIFACT, version)
    return folder, f"{aar.ARTIFACT}-{version}"


def wrong_dependency(repository, version):
    """The POM names RecyclerView under an artifact that no repository has (checksums made afresh, so
    only the coordinates are wrong)."""
    folder, prefix = version_files(repository, version)
    pom = os.path.join(folder, prefix + ".pom")
    with open(pom, encoding="utf-8") as handle:
        text = handle.read()
    with open(pom, "w", encoding="utf-8") as handle:
        handle.write(text.replace("<artifactId>recyclerview</artifactId>", "<artifactId>recyclerview-widget</artifactId>"))
    maven_repository.write_checksums(pom)


def tampered_aar(repository, version):
    """The AAR changed after publication: its classes.jar missing, its checksums the published ones."""
    folder, prefix = version_files(repository, version)
    with zipfile.ZipFile(os.path.join(folder, prefix + ".aar"), "w") as archive:
        archive.writestr("AndroidManifest.xml", aar.manifest())


def aar_without_classes(repository, version):
    """An AAR with no classes.jar, published with its own checksums: what is fetched is what was
    published, but it is no Android library."""
    tampered_aar(repository, version)
    folder, prefix = version_files(repository, version)
    maven_repository.write_checksums(os.path.join(folder, prefix + ".aar"))


BREAKS = [
    ("a-wrong-dependency", wrong_dependency, "androidx.recyclerview:recyclerview-widget:jar:1.4.0"),
    ("a-tampered-aar", tampered_aar, "Checksum validation failed"),
    ("an-aar-without-classes", aar_without_classes, "holds no classes.jar"),
]


def check_install_lines(version):
    """The Gradle lines docs/ANDROID.md gives (its blocks marked `checked by` this file) name the
    coordinates and the version this build publishes; returns how many blocks were checked."""
    sys.path.insert(0, os.path.join(ROOT, "scripts"))
    import doc_blocks
    script = os.path.relpath(os.path.abspath(__file__), ROOT)
    blocks = doc_blocks.checked_by(os.path.join(ROOT, INSTALL_DOC), "kotlin", script)
    if not blocks:
        raise ConsumerFailure(f"{INSTALL_DOC}: no kotlin block marked <!-- checked by: {script} --> (the Gradle lines to install the AAR)")
    wanted = f'implementation("{aar.GROUP}:{aar.ARTIFACT}:{version}")'
    for line_number, lines in blocks:
        named = [(offset, match.group(0)) for offset, line in enumerate(lines)
                 for match in re.finditer(r'implementation\("[^"]*"\)', line) if aar.GROUP in match.group(0)]
        if not named:
            raise ConsumerFailure(f"{INSTALL_DOC}:{line_number}: this block names no {aar.GROUP} dependency; write {wanted}")
        for offset, found in named:
            if found != wanted:
                raise ConsumerFailure(f"{INSTALL_DOC}:{line_number + 1 + offset}: {found} is not what build.py publishes; write {wanted}")
    return len(blocks)
