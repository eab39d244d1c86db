#!/usr/bin/env bash
# Builds the `tessera` command as one archive that runs on Linux x86-64 without a Swift toolchain:
# tessera-<version>-linux-x86_64.tar.gz, holding the binary, the resource bundles it reads at run
# time (the preview's page, the web runtime), LICENSE and a short README.
#
# Swift's standard library and Foundation are linked statically (--static-swift-stdlib), and so
# are libyaml, libstdc++ and libgcc, so that the binary needs only glibc: the version of the
# machine it is built on or later (2.36 on Debian 12), which its README states.
# scripts/check-cli-archive.sh checks all of that.
#
# Usage: scripts/build-cli-archive.sh [--output DIR]   (default DIR: .build-static/archive)
# Builds in .build-static (its own scratch path, so the normal .build is left as it is).
set -euo pipefail
cd "$(dirname "$0")/.."

output=.build-static/archive
while [ $# -gt 0 ]; do
    case "$1" in
        --output) [ $# -ge 2 ] || { echo "error: --output needs a folder" >&2; exit 2; }; output="$2"; shift 2 ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown argument '$1' (usage: scripts/build-cli-archive.sh [--output DIR])" >&2; exit 2 ;;
    esac
done

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "error: this script builds the Linux x86-64 archive and runs on Linux x86-64 only;" >&2
    echo "       on a Mac, build with 'swift build -c release --product tessera' (docs/CLI.md)" >&2
    exit 1
fi

scratch=.build-static
# The CYAML target links libyaml as pkg-config's yaml-0.1 says (`-L/usr/lib/... -lyaml`), and
# Swift's static stdlib links `-lstdc++`: the linker takes the shared library when a folder has
# both. So this build gets a folder holding only the static archives, and its own copy of
# yaml-0.1.pc whose Libs name that folder (PKG_CONFIG_PATH, for this command alone); the linker
# searches the folder for libstdc++ too. The normal build and its .build are left as they are.
static_libs="$PWD/$scratch/static-libs"
mkdir -p "$static_libs" "$scratch/pkgconfig"
for library in libyaml.a libstdc++.a; do
    found="$(cc -print-file-name="$library")"
    if [ "$found" = "$library" ] || [ ! -f "$found" ]; then
        echo "error: $library not found (install libyaml-dev and g++: apt-get install libyaml-dev g++)" >&2
        exit 1
    fi
    ln -sf "$found" "$static_libs/$library"
done
system_pc="$(pkg-config --variable=pcfiledir yaml-0.1 2>/dev/null)/yaml-0.1.pc" \
    || { echo "error: pkg-config does not know yaml-0.1 (apt-get install libyaml-dev pkg-config)" >&2; exit 1; }
sed "s|^Libs:.*|Libs: -L$static_libs -lyaml|" "$system_pc" > "$scratch/pkgconfig/yaml-0.1.pc"
export PKG_CONFIG_PATH="$PWD/$scratch/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

# Only the `tessera` product, in release: what users run. -static-libgcc keeps libgcc_s (the
# unwinder that the static libstdc++ would otherwise load) out too.
swift build -c release --product tessera --scratch-path "$scratch" \
    --static-swift-stdlib \
    -Xlinker -L"$static_libs" \
    -Xswiftc -Xclang-linker -Xswiftc -static-libgcc

bin="$(swift build -c release --product tessera --scratch-path "$scratch" --static-swift-stdlib --show-bin-path)"
version="$("$bin/tessera" --version)"
name="tessera-$version-linux-x86_64"

staging="$scratch/staging/$name"
rm -rf "$scratch/staging"
mkdir -p "$staging"
cp "$bin/tessera" "$staging/tessera"
strip "$staging/tessera"
# The resource bundles the binary looks for beside itself (BundledResource).
for bundle in Tessera_TesseraPreview.resources Tessera_TesseraTooling.resources; do
    cp -R "$bin/$bundle" "$staging/$bundle"
done
cp LICENSE "$staging/LICENSE"
# The newest glibc symbol version the binary asks for: the oldest glibc it runs with.
glibc="$(objdump -T "$staging/tessera" | grep -o 'GLIBC_[0-9][0-9.]*' | sort -uV | tail -1 | sed 's/GLIBC_//')"
cat > "$staging/README.md" <<EOF
# tessera $version for Linux x86-64

The Tessera layout compiler, self-contained: it needs no Swift toolchain and no libyaml, only
glibc $glibc or later (the C library it was built with; musl systems such as Alpine lack it).
Unpacked beside a project's Layouts/ folder:

    $name/tessera validate Layouts
    $name/tessera compile Layouts/*.yaml --output build/layouts

Keep the Tessera_*.resources folders beside the binary: \`tessera preview\` and
\`tessera render\` read their page and the web runtime from there. Put this folder on PATH, call
the binary by its path, or link to it; all three find them.

More: docs/CLI.md in the Tessera repository, section "Without Swift".
EOF

# Reproducible enough: sorted names, one fixed time, no owner names, gzip without a timestamp.
mkdir -p "$output"
archive="$output/$name.tar.gz"
epoch="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}"
tar --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner \
    --mode='u+rwX,go+rX,go-w' -C "$scratch/staging" -cf - "$name" | gzip -9n > "$archive.partial"
mv "$archive.partial" "$archive"
echo "$archive"
