"""Writes artifacts into a folder laid out as a Maven repository, as a repository manager serves
them: group/artifact/version folders, every file with its .md5, .sha1, .sha256 and .sha512, and
the artifact's maven-metadata.xml listing its versions (kept across publications).

A version is written whole into a folder beside its place and then moved there, so a failed
publication leaves what the repository held as it was.
"""
import datetime
import hashlib
import os
import re
import shutil
import tempfile
import xml.etree.ElementTree as ElementTree

CHECKSUMS = ["md5", "sha1", "sha256", "sha512"]


def digests(path):
    """The file's digests by algorithm name, as hex: what the checksum files hold and Gradle's .module lists."""
    hashes = {name: hashlib.new(name) for name in CHECKSUMS}
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 16), b""):
            for digest in hashes.values():
                digest.update(block)
    return {name: digest.hexdigest() for name, digest in hashes.items()}


def write_checksums(path):
    for name, value in digests(path).items():
        with open(path + "." + name, "w", encoding="ascii") as handle:
            handle.write(value)


def version_folder(repository, group, artifact, version):
    return os.path.join(repository, *group.split("."), artifact, version)


def publish(repository, group, artifact, version, files):
    """Publishes `files` (file name in the repository → path of the file to copy, or bytes) as
    `group:artifact:version` in `repository`, replacing that version if it was there. The names
    must be the artifact's own (`artifact-version.pom`, `artifact-version[-classifier].ext`)."""
    prefix = f"{artifact}-{version}"
    for name in files:
        if not (name.startswith(prefix + ".") or name.startswith(prefix + "-")):
            raise ValueError(f"{name} is not a file of {group}:{artifact}:{version} (its name must start with {prefix})")
    if f"{prefix}.pom" not in files:
        raise ValueError(f"{group}:{artifact}:{version} has no POM")
    final = version_folder(repository, group, artifact, version)
    parent = os.path.dirname(final)
    os.makedirs(parent, exist_ok=True)
    staging = tempfile.mkdtemp(prefix="." + version + "-", dir=parent)
    try:
        for name, source in sorted(files.items()):
            target = os.path.join(staging, name)
            if isinstance(source, bytes):
                with open(target, "wb") as handle:
                    handle.write(source)
            else:
                shutil.copyfile(source, target)
            write_checksums(target)
        metadata_names = ["maven-metadata.xml"] + ["maven-metadata.xml." + kind for kind in CHECKSUMS]
        metadata_staging = tempfile.mkdtemp(prefix=".metadata-", dir=parent)
        try:
            metadata = os.path.join(metadata_staging, "maven-metadata.xml")
            with open(metadata, "w", encoding="utf-8") as handle:
                handle.write(metadata_text(group, artifact, known_versions(parent) | {version}))
            write_checksums(metadata)
            # Everything is written: now the version folder (the old one set aside until the new
            # one is in place), then the metadata that names it.
            previous = final + ".previous"
            shutil.rmtree(previous, ignore_errors=True)
            if os.path.exists(final):
                os.rename(final, previous)
            os.rename(staging, final)
            for name in metadata_names:
                os.replace(os.path.join(metadata_staging, name), os.path.join(parent, name))
            shutil.rmtree(previous, ignore_errors=True)
        finally:
            shutil.rmtree(metadata_staging, ignore_errors=True)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return final


def known_versions(artifact_folder):
    """The versions the artifact's maven-metadata.xml lists (none when there is none yet)."""
    path = os.path.join(artifact_folder, "maven-metadata.xml")
    if not os.path.exists(path):
        return set()
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as error:
        raise ValueError(f"{path}: not XML ({error}); remove it to publish afresh") from None
    return {element.text.strip() for element in root.iter("version") if element.text and element.text.strip()}


def version_key(version):
    """Orders versions as numbers where they are numbers (0.10.0 after 0.9.0)."""
    return [(0, int(part), "") if part.isdigit() else (1, 0, part) for part in re.split(r"[.-]", version)]


def metadata_text(group, artifact, versions):
    ordered = sorted(versions, key=version_key)
    releases = [version for version in ordered if not version.endswith("-SNAPSHOT")]
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%d%H%M%S")
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', "<metadata>", f"  <groupId>{group}</groupId>",
             f"  <artifactId>{artifact}</artifactId>", "  <versioning>", f"    <latest>{ordered[-1]}</latest>"]
    if releases:
        lines.append(f"    <release>{releases[-1]}</release>")
    lines.append("    <versions>")
    lines += [f"      <version>{version}</version>" for version in ordered]
    lines += ["    </versions>", f"    <lastUpdated>{stamp}</lastUpdated>", "  </versioning>", "</metadata>", ""]
    return "\n".join(lines)
