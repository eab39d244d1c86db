"""The library as an Android developer takes one: an AAR, with the POM and the Gradle Module
Metadata (`.module`) a Maven repository serves beside it.

The AAR holds classes.jar (the runtime and the LayoutManager), AndroidManifest.xml (the package
and the minimum API), proguard.txt (the consumer rules R8 applies to an app that shrinks) and an
empty R.txt (the library has no resources). Entries carry a fixed date, so the same classes make
the same bytes and the same checksums.
"""
import json
import os
import zipfile

from maven_repository import digests

GROUP = "dev.tessera"
ARTIFACT = "tessera-android"
NAMESPACE = "dev.tessera.android"
# RecyclerView 1.4's own minimum, and the JDK members the runtime uses are Android's since this
# level (jdk-api.txt).
MIN_SDK = 21
RECYCLERVIEW = ("androidx.recyclerview", "recyclerview", "1.4.0")
FIXED_DATE = (1980, 2, 1, 0, 0, 0)


def add_entry(archive, name, data):
    entry = zipfile.ZipInfo(name, FIXED_DATE)
    entry.compress_type = zipfile.ZIP_DEFLATED
    entry.external_attr = 0o644 << 16
    archive.writestr(entry, data)


def write_classes_jar(path, class_folders, prefix=""):
    """A jar of the .class files of `class_folders` (each a package root, or the folder of the
    package `prefix` names), in a fixed order with fixed dates."""
    entries = {}
    for folder in class_folders:
        for directory, _, names in os.walk(folder):
            for name in names:
                if name.endswith(".class"):
                    full = os.path.join(directory, name)
                    entries[prefix + os.path.relpath(full, folder).replace(os.sep, "/")] = full
    if not entries:
        raise ValueError(f"no .class files in {', '.join(class_folders)}")
    with zipfile.ZipFile(path, "w") as archive:
        add_entry(archive, "META-INF/MANIFEST.MF", "Manifest-Version: 1.0\r\nCreated-By: Tessera build.py\r\n\r\n")
        for name in sorted(entries):
            with open(entries[name], "rb") as handle:
                add_entry(archive, name, handle.read())


def manifest():
    return ('<?xml version="1.0" encoding="utf-8"?>\n'
            f'<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="{NAMESPACE}">\n'
            f'    <uses-sdk android:minSdkVersion="{MIN_SDK}" />\n'
            '</manifest>\n')


def write_aar(path, classes_jar, consumer_rules):
    with open(classes_jar, "rb") as handle:
        classes = handle.read()
    with open(consumer_rules, encoding="utf-8") as handle:
        rules = handle.read()
    with zipfile.ZipFile(path, "w") as archive:
        add_entry(archive, "AndroidManifest.xml", manifest())
        add_entry(archive, "classes.jar", classes)
        add_entry(archive, "proguard.txt", rules)
        add_entry(archive, "R.txt", "")


def pom(version, dependency=RECYCLERVIEW):
    group, artifact, dependency_version = dependency
    # The marker comment tells Gradle (6 and later) that a .module sits beside this POM and is
    # the richer description; Maven reads the rest.
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <!-- do_not_remove: published-with-gradle-metadata -->
  <modelVersion>4.0.0</modelVersion>
  <groupId>{GROUP}</groupId>
  <artifactId>{ARTIFACT}</artifactId>
  <version>{version}</version>
  <packaging>aar</packaging>
  <name>Tessera for Android</name>
  <description>Compiled Tessera layouts on Android: the runtime and a RecyclerView LayoutManager (minimum API {MIN_SDK}).</description>
  <licenses>
    <license>
      <name>Apache-2.0</name>
      <url>https://www.apache.org/licenses/LICENSE-2.0</url>
    </license>
  </licenses>
  <dependencies>
    <!-- compile: the LayoutManager's public API extends and takes RecyclerView's types. -->
    <dependency>
      <groupId>{group}</groupId>
      <artifactId>{artifact}</artifactId>
      <version>{dependency_version}</version>
      <scope>compile</scope>
    </dependency>
  </dependencies>
</project>
"""


def module(version, aar_path, dependency=RECYCLERVIEW):
    """Gradle Module Metadata 1.1: an API and a runtime variant, both the AAR, both needing
    RecyclerView (the Android Gradle plugin matches `org.gradle.libraryelements: aar`)."""
    group, artifact, dependency_version = dependency
    name = os.path.basename(aar_path)
    file_entry = {"name": name, "url": name, "size": os.path.getsize(aar_path)}
    file_entry.update(digests(aar_path))

    def variant(variant_name, usage):
        return {
            "name": variant_name,
            "attributes": {
                "org.gradle.category": "library",
                "org.gradle.dependency.bundling": "external",
                "org.gradle.libraryelements": "aar",
                "org.gradle.usage": usage,
            },
            "dependencies": [{"group": group, "module": artifact, "version": {"requires": dependency_version}}],
            "files": [file_entry],
        }

    document = {
        "formatVersion": "1.1",
        "component": {"group": GROUP, "module": ARTIFACT, "version": version, "attributes": {"org.gradle.status": "release"}},
        "variants": [variant("releaseApiElements", "java-api"), variant("releaseRuntimeElements", "java-runtime")],
    }
    return json.dumps(document, indent=2) + "\n"
