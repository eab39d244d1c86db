"""The folder Maven repository and the AAR's files, as Maven and Gradle read them:
python3 -B -m unittest discover -s Runtimes/android -p 'test_*.py' (run by .ci/run)."""
import hashlib
import json
import os
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree
import zipfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import aar  # noqa: E402
import maven_repository  # noqa: E402

POM_NS = "{http://maven.apache.org/POM/4.0.0}"


def snapshot(folder):
    found = {}
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            with open(path, "rb") as handle:
                found[os.path.relpath(path, folder)] = handle.read()
    return found


class RepositoryTests(unittest.TestCase):
    def setUp(self):
        self.repository = tempfile.mkdtemp(prefix="tessera-repository-")

    def publish(self, version, jar=b"classes"):
        return maven_repository.publish(self.repository, "dev.tessera", "lib", version, {
            f"lib-{version}.pom": b"<project/>", f"lib-{version}.jar": jar})

    def test_every_file_has_its_four_checksums(self):
        folder = self.publish("1.0.0", jar=b"the jar")
        self.assertEqual(sorted(os.listdir(folder)), sorted(
            [f"lib-1.0.0.{ext}" + suffix for ext in ["jar", "pom"] for suffix in ["", ".md5", ".sha1", ".sha256", ".sha512"]]))
        for algorithm in maven_repository.CHECKSUMS:
            with open(os.path.join(folder, "lib-1.0.0.jar." + algorithm), encoding="ascii") as handle:
                self.assertEqual(handle.read(), hashlib.new(algorithm, b"the jar").hexdigest())
        metadata = os.path.join(os.path.dirname(folder), "maven-metadata.xml")
        for algorithm in maven_repository.CHECKSUMS:
            self.assertTrue(os.path.isfile(metadata + "." + algorithm))

    def test_the_metadata_keeps_every_version_in_numeric_order(self):
        for version in ["0.9.0", "0.10.0", "0.9.1"]:
            self.publish(version)
        root = ElementTree.parse(os.path.join(self.repository, "dev", "tessera", "lib", "maven-metadata.xml")).getroot()
        self.assertEqual([element.text for element in root.iter("version")], ["0.9.0", "0.9.1", "0.10.0"])
        self.assertEqual(root.find("versioning/latest").text, "0.10.0")
        self.assertEqual(root.find("versioning/release").text, "0.10.0")

    def test_republishing_replaces_the_version_whole(self):
        self.publish("1.0.0", jar=b"old")
        maven_repository.publish(self.repository, "dev.tessera", "lib", "1.0.0", {"lib-1.0.0.pom": b"<project/>"})
        folder = maven_repository.version_folder(self.repository, "dev.tessera", "lib", "1.0.0")
        self.assertFalse(os.path.exists(os.path.join(folder, "lib-1.0.0.jar")))
        self.assertEqual([name for name in os.listdir(os.path.dirname(folder)) if name.startswith(".")], [])

    def test_a_failed_publication_leaves_the_repository_as_it_was(self):
        self.publish("1.0.0")
        metadata = os.path.join(self.repository, "dev", "tessera", "lib", "maven-metadata.xml")
        with open(metadata, "w", encoding="utf-8") as handle:
            handle.write("<metadata")
        before = snapshot(self.repository)
        with self.assertRaisesRegex(ValueError, "maven-metadata.xml: not XML"):
            self.publish("1.1.0")
        self.assertEqual(snapshot(self.repository), before)

    def test_files_must_be_the_artifacts_own(self):
        with self.assertRaisesRegex(ValueError, "other-1.0.0.jar is not a file of dev.tessera:lib:1.0.0"):
            maven_repository.publish(self.repository, "dev.tessera", "lib", "1.0.0", {"lib-1.0.0.pom": b"", "other-1.0.0.jar": b""})
        with self.assertRaisesRegex(ValueError, "has no POM"):
            maven_repository.publish(self.repository, "dev.tessera", "lib", "1.0.0", {"lib-1.0.0.jar": b""})
        self.assertEqual(snapshot(self.repository), {})


class LibraryFileTests(unittest.TestCase):
    def setUp(self):
        folder = tempfile.mkdtemp(prefix="tessera-aar-")
        classes = os.path.join(folder, "classes", "dev", "tessera")
        os.makedirs(classes)
        with open(os.path.join(classes, "A.class"), "wb") as handle:
            handle.write(b"\xca\xfe\xba\xbe")
        rules = os.path.join(folder, "rules.pro")
        with open(rules, "w", encoding="utf-8") as handle:
            handle.write("-keep class A\n")
        self.classes_jar = os.path.join(folder, "classes.jar")
        aar.write_classes_jar(self.classes_jar, [os.path.join(folder, "classes")])
        self.aar = os.path.join(folder, "lib.aar")
        aar.write_aar(self.aar, self.classes_jar, rules)

    def test_the_aar_holds_what_the_android_gradle_plugin_reads(self):
        with zipfile.ZipFile(self.aar) as archive:
            self.assertEqual(sorted(archive.namelist()), ["AndroidManifest.xml", "R.txt", "classes.jar", "proguard.txt"])
            manifest = ElementTree.fromstring(archive.read("AndroidManifest.xml"))
            self.assertEqual(manifest.get("package"), aar.NAMESPACE)
            self.assertEqual(manifest.find("uses-sdk").get("{http://schemas.android.com/apk/res/android}minSdkVersion"), str(aar.MIN_SDK))
            self.assertEqual(archive.read("proguard.txt"), b"-keep class A\n")
        with zipfile.ZipFile(self.classes_jar) as archive:
            self.assertIn("dev/tessera/A.class", archive.namelist())

    def test_the_same_classes_make_the_same_bytes(self):
        first = open(self.aar, "rb").read()
        aar.write_aar(self.aar + ".again", self.classes_jar, os.path.join(os.path.dirname(self.aar), "rules.pro"))
        self.assertEqual(open(self.aar + ".again", "rb").read(), first)

    def test_the_pom_declares_recyclerview_and_points_gradle_at_the_module(self):
        text = aar.pom("1.2.3")
        self.assertIn("<!-- do_not_remove: published-with-gradle-metadata -->", text)
        root = ElementTree.fromstring(text)
        self.assertEqual(root.find(POM_NS + "packaging").text, "aar")
        self.assertEqual(root.find(POM_NS + "version").text, "1.2.3")
        dependency = root.find(f"{POM_NS}dependencies/{POM_NS}dependency")
        self.assertEqual([dependency.find(POM_NS + key).text for key in ["groupId", "artifactId", "version", "scope"]],
                         ["androidx.recyclerview", "recyclerview", "1.4.0", "compile"])

    def test_the_module_describes_the_aar_as_published(self):
        document = json.loads(aar.module("1.2.3", self.aar))
        self.assertEqual(document["formatVersion"], "1.1")
        self.assertEqual(document["component"], {"group": "dev.tessera", "module": "tessera-android", "version": "1.2.3",
                                                 "attributes": {"org.gradle.status": "release"}})
        self.assertEqual([variant["attributes"]["org.gradle.usage"] for variant in document["variants"]], ["java-api", "java-runtime"])
        data = open(self.aar, "rb").read()
        for variant in document["variants"]:
            self.assertEqual(variant["attributes"]["org.gradle.libraryelements"], "aar")
            self.assertEqual(variant["dependencies"], [{"group": "androidx.recyclerview", "module": "recyclerview", "version": {"requires": "1.4.0"}}])
            (entry,) = variant["files"]
            self.assertEqual((entry["name"], entry["url"], entry["size"]), ("lib.aar", "lib.aar", len(data)))
            for algorithm in maven_repository.CHECKSUMS:
                self.assertEqual(entry[algorithm], hashlib.new(algorithm, data).hexdigest())


if __name__ == "__main__":
    unittest.main()
