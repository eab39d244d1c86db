#!/usr/bin/env bash
# Checks the archive scripts/build-cli-archive.sh makes, as a team without Swift would use it:
#
# 1. It holds tessera, its resource bundles, LICENSE and README.md, in one folder, with sorted
#    names, one fixed time and no owner names (so that building it twice gives the same bytes).
# 2. `ldd` lists only the C library's own parts: no Swift runtime, no Foundation, no libyaml,
#    no libstdc++.
# 3. Unpacked and moved to another folder, with Swift out of reach (PATH=/usr/bin:/bin, no
#    LD_LIBRARY_PATH, and /opt/swift and this checkout hidden when the kernel lets us: then no
#    file of the build or the sources can stand in for what the archive lacks), it validates
#    Layouts/, compiles every file of it byte for byte as .build/debug/tessera does, writes an
#    HTML page with the web runtime from its bundle, and `preview` serves its page and runtime
#    from the archive's bundles, on loopback.
# 4. The GitHub Actions steps of docs/CLI.md ("Without Swift") run as written against it.
#
# Usage: scripts/check-cli-archive.sh [ARCHIVE]   (default: the one in .build-static/archive)
# Needs .build/debug/tessera (the reference); `.ci/run` runs it after the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"

archive="${1:-}"
if [ -z "$archive" ]; then
    shopt -s nullglob
    found=(.build-static/archive/tessera-*-linux-x86_64.tar.gz)
    shopt -u nullglob
    if [ ${#found[@]} -ne 1 ]; then
        echo "error: expected one archive in .build-static/archive, found ${#found[@]}; run scripts/build-cli-archive.sh or name the archive" >&2
        exit 1
    fi
    archive="${found[0]}"
fi
[ -f "$archive" ] || { echo "error: $archive: no such file; run scripts/build-cli-archive.sh first" >&2; exit 1; }
archive="$(cd "$(dirname "$archive")" && pwd)/$(basename "$archive")"
reference=.build/debug/tessera
[ -x "$reference" ] || { echo "error: $reference is missing; run 'swift build' first (it is the reference output)" >&2; exit 1; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
fail() { echo "check-cli-archive: $*" >&2; exit 1; }

name="$(basename "$archive" .tar.gz)"

# ---- 1. contents, and reproducible enough -------------------------------------------------------
python3 - "$archive" "$name" <<'EOF' || exit 1
import sys, tarfile
path, name = sys.argv[1], sys.argv[2]
with open(path, "rb") as raw:
    header = raw.read(8)
if header[4:8] != b"\0\0\0\0":
    sys.exit(f"check-cli-archive: {path}: the gzip header holds a time; compress with gzip -n")
with tarfile.open(path) as tar:
    members = tar.getmembers()
names = [m.name for m in members]
problems = []
if names != sorted(names):
    problems.append("names are not sorted (tar --sort=name)")
if len({m.mtime for m in members}) != 1:
    problems.append("entries have different times (tar --mtime)")
if any(m.uid or m.gid or m.uname not in ("", "root") or m.gname not in ("", "root") for m in members):
    problems.append("entries carry owners (tar --owner=0 --group=0 --numeric-owner)")
outside = [n for n in names if n != name and not n.startswith(name + "/")]
if outside:
    problems.append(f"entries outside the folder {name}/: {outside[:3]}")
for wanted in ["tessera", "LICENSE", "README.md",
               "Tessera_TesseraPreview.resources/Page/index.html",
               "Tessera_TesseraTooling.resources/WebRuntime/tessera.js"]:
    if f"{name}/{wanted}" not in names:
        problems.append(f"{wanted} is missing")
if problems:
    sys.exit("check-cli-archive: " + path + ":\n  " + "\n  ".join(problems))
EOF
unpacked="$scratch/unpacked"
mkdir -p "$unpacked"
tar -xzf "$archive" -C "$unpacked"
binary="$unpacked/$name/tessera"

# ---- 2. only the C library ----------------------------------------------------------------------
# Acceptable, all glibc, which every glibc Linux has, in versions that keep old symbols working:
#   linux-vdso.so.1        the kernel's own page of fast system calls, no file at all
#   ld-linux-x86-64.so.2   glibc's dynamic loader, which starts every dynamic binary
#   libc.so.6              the C library
#   libm, libpthread, libdl, librt   glibc's math, threads, dlopen and clock parts (folded into
#                          libc.so.6 since glibc 2.34, separate files before it)
# Anything else (libswiftCore, libFoundation, libyaml, libstdc++, libgcc_s) is a library the
# machine may lack.
ldd_output="$(ldd "$binary")" || fail "ldd failed on $binary: $ldd_output"
unexpected="$(echo "$ldd_output" | awk '{print $1}' | sed 's|.*/||' \
    | grep -Ev '^(linux-vdso\.so\.1|ld-linux-x86-64\.so\.2|libc\.so\.6|libm\.so\.6|libpthread\.so\.0|libdl\.so\.2|librt\.so\.1)$' || true)"
if [ -n "$unexpected" ]; then
    fail "the binary needs libraries beyond the C library's own: $(echo $unexpected); ldd says:
$ldd_output
(link them statically in scripts/build-cli-archive.sh)"
fi
# The oldest glibc it runs with is the newest symbol version it asks for, which the docs state.
glibc="$(objdump -T "$binary" | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)"
grep -q "glibc $glibc or later" docs/CLI.md || fail "the binary needs glibc $glibc or later, and docs/CLI.md does not say so (\"glibc $glibc or later\")"
grep -q "glibc $glibc or later" "$unpacked/$name/README.md" || fail "the archive's README.md does not say it needs glibc $glibc or later"
echo "cli archive: ldd lists only the C library: $(echo "$ldd_output" | awk '{print $1}' | sed 's|.*/||' | tr '\n' ' ')(glibc $glibc or later)"

# ---- 3. moved, with no Swift in reach -----------------------------------------------------------
# What the debug build gives, for comparison.
"$reference" compile Layouts/*.yaml --output "$scratch/expected" > "$scratch/reference.log" 2>&1 \
    || fail "$reference could not compile Layouts/: $(cat "$scratch/reference.log")"

# The archive's folder moved elsewhere, and reached through PATH only. A mark in its copy of the
# page and of the web runtime shows that what is served comes from there, not from the sources.
moved="$scratch/elsewhere/tools"
mkdir -p "$(dirname "$moved")"
mv "$unpacked/$name" "$moved"
mark="tessera-archive-check-$$"
echo "<!-- $mark -->" >> "$moved/Tessera_TesseraPreview.resources/Page/index.html"
echo "// $mark" >> "$moved/Tessera_TesseraTooling.resources/WebRuntime/tessera.js"
work="$scratch/work"
mkdir -p "$work"
cp -R Layouts "$work/Layouts"

cat > "$scratch/exercise.sh" <<'EOF'
# Runs inside a clean environment, in the work folder: $1 the folder with tessera, $2 the mark,
# $3 yes when /opt/swift and the checkout are hidden.
set -euo pipefail
tools="$1"; mark="$2"; hidden="$3"
fail() { echo "check-cli-archive: $*" >&2; exit 1; }
if command -v swift >/dev/null 2>&1; then fail "swift is reachable ($(command -v swift)): this run would prove nothing"; fi
[ -z "${LD_LIBRARY_PATH:-}" ] || fail "LD_LIBRARY_PATH is set"
PATH="$tools:$PATH"
# Each run's output is shown only when it fails (validate warns of the bundled layouts' cells).
quietly() { "$@" > run.log 2>&1 || fail "'$*' failed without Swift in reach (exit $?):
$(cat run.log)"; }
quietly tessera --version
quietly tessera validate Layouts
quietly tessera compile Layouts/*.yaml --output compiled
quietly tessera render Layouts/carousel.yaml --width 375 --height 667 --items 10 -o carousel.html
grep -q "$mark" carousel.html || fail "tessera render wrote its page without the web runtime of the archive's bundle"
# Through a link in another folder, as a package manager or `ln -s` installs it.
mkdir -p links && ln -s "$tools/tessera" links/tessera
PATH="$PWD/links:/usr/bin:/bin" quietly tessera render Layouts/carousel.yaml --width 375 --height 667 --items 10 -o linked.html
grep -q "$mark" linked.html || fail "tessera, called through a link, wrote its page without the archive's web runtime"

# The preview, on loopback and a free port, stopped after at most 40 s whatever happens.
: > preview.log
timeout 40 tessera preview Layouts --port 0 > preview.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
url=""
for _ in $(seq 200); do
    url="$(grep -o 'http://127\.0\.0\.1:[0-9]*/' preview.log | head -1)" || true
    [ -n "$url" ] && break
    kill -0 $server 2>/dev/null || fail "tessera preview stopped at start: $(cat preview.log)"
    sleep 0.1
done
[ -n "$url" ] || fail "tessera preview printed no URL within 20 s: $(cat preview.log)"
curl -fsS --max-time 5 "$url" -o page.html || fail "the preview page at $url did not load"
grep -q "$mark" page.html || fail "the preview served a page that is not the archive's (Tessera_TesseraPreview.resources)"
curl -fsS --max-time 5 "${url}tessera.js" -o runtime.js || fail "the preview's web runtime did not load"
grep -q "$mark" runtime.js || fail "the preview served a web runtime that is not the archive's (Tessera_TesseraTooling.resources)"

# The binary alone, without its folders: with the sources out of reach, the preview says which
# folder to keep beside it.
if [ "$hidden" = yes ]; then
    mkdir -p alone && cp "$tools/tessera" alone/tessera
    if timeout 10 alone/tessera preview Layouts --port 0 > alone.log 2>&1; then fail "tessera preview started without its page"; fi
    grep -q "Tessera_TesseraPreview.resources" alone.log \
        || fail "tessera preview, moved without its resources, does not say which folder to keep beside it: $(cat alone.log)"
fi
EOF

clean=(env -i PATH=/usr/bin:/bin HOME="$scratch" bash "$scratch/exercise.sh" "$moved" "$mark")
# With /opt/swift and this checkout hidden (a private mount namespace, when the kernel allows one),
# nothing outside the archive can stand in for a missing library or resource.
if unshare -rm true 2>/dev/null; then
    (cd "$work" && unshare -rm sh -c 'for d in $1; do if [ -d "$d" ]; then mount -t tmpfs none "$d" || exit 1; fi; done; shift; exec "$@"' \
        sh "/opt/swift $repo" "${clean[@]}" yes)
    how="with /opt/swift and the checkout hidden"
else
    (cd "$work" && "${clean[@]}" no)
    how="(no mount namespace here, so /opt/swift and the checkout stayed visible, but off PATH)"
fi
if ! diff -r "$scratch/expected" "$work/compiled" > "$scratch/compiled.diff"; then
    fail "the archive compiles Layouts/ otherwise than $reference (< the debug build, > the archive):
$(head -20 "$scratch/compiled.diff")"
fi
echo "cli archive: moved and run with PATH=/usr/bin:/bin $how: validated Layouts/, compiled $(ls "$work/compiled" | wc -l) layouts as the debug build does, rendered with its web runtime, preview served its page"

# The archive's README examples as written, unpacked beside a copy of Layouts/.
readme="$scratch/readme"
mkdir -p "$readme"
cp -R Layouts "$readme/Layouts"
tar -xzf "$archive" -C "$readme"
grep -E "^    $name/tessera " "$readme/$name/README.md" | sed 's/^    //' > "$scratch/readme.sh" || true
[ "$(wc -l < "$scratch/readme.sh")" -ge 2 ] || fail "the archive's README.md shows no '$name/tessera ...' commands"
(cd "$readme" && env -i PATH=/usr/bin:/bin bash -e "$scratch/readme.sh") > "$scratch/readme.log" 2>&1 \
    || fail "an example of the archive's README.md failed:
$(cat "$scratch/readme.sh")
it printed:
$(cat "$scratch/readme.log")"
[ "$(ls "$readme"/build/layouts/*.json 2>/dev/null | wc -l)" -eq "$(ls Layouts/*.yaml | wc -l)" ] \
    || fail "the archive's README.md examples did not compile every layout into build/layouts"
echo "cli archive: its README's examples ran as written"

# ---- 4. the CI steps of docs/CLI.md -------------------------------------------------------------
version="${name#tessera-}"; version="${version%-linux-x86_64}"
python3 - docs/CLI.md "$scratch/steps" <<'EOF' || exit 1
# The `run: |` steps of the block marked `checked by: scripts/check-cli-archive.sh`, one file each.
import os, re, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
marker = re.compile(r"^<!--\s*checked by:\s*scripts/check-cli-archive\.sh\s*-->\s*$")
start = next((i for i, line in enumerate(lines) if marker.match(line)), None)
if start is None or not lines[start + 1].startswith("```yaml"):
    sys.exit(f"check-cli-archive: {sys.argv[1]}: no ```yaml block after <!-- checked by: scripts/check-cli-archive.sh -->")
end = lines.index("```", start + 2)
block, steps, i = lines[start + 2:end], [], 0
while i < len(block):
    match = re.match(r"^(\s*)(- )?run: \|\s*$", block[i])
    i += 1
    if match:
        body = []
        while i < len(block) and (not block[i].strip() or len(block[i]) - len(block[i].lstrip()) > len(match.group(1))):
            body.append(block[i].strip()); i += 1
        steps.append("\n".join(body) + "\n")
if len(steps) < 2:
    sys.exit(f"check-cli-archive: {sys.argv[1]}:{start + 1}: expected the install step and the compile step (`run: |`), found {len(steps)}")
os.makedirs(sys.argv[2])
for n, body in enumerate(steps):
    open(os.path.join(sys.argv[2], f"{n}.sh"), "w").write("set -euo pipefail\n" + body)
EOF
ci="$scratch/ci"
mkdir -p "$ci/runner" "$ci/checkout"
cp -R Layouts "$ci/checkout/Layouts"
: > "$ci/github_path"
for step in "$scratch"/steps/*.sh; do
    ci_path="$(tac "$ci/github_path" | tr '\n' ':')/usr/bin:/bin"
    (cd "$ci/checkout" && env -i PATH="$ci_path" HOME="$ci" RUNNER_TEMP="$ci/runner" GITHUB_PATH="$ci/github_path" \
        TESSERA_VERSION="$version" TESSERA_DOWNLOADS="file://$(dirname "$archive")" bash "$step") > "$ci/step.log" 2>&1 \
        || fail "docs/CLI.md's CI step $(basename "$step" .sh) failed:
$(cat "$step")
it printed:
$(cat "$ci/step.log")"
done
compiled="$(find "$ci/checkout" -name '*.json' -not -path '*/Layouts/*' | wc -l)"
[ "$compiled" -ge "$(ls Layouts/*.yaml | wc -l)" ] || fail "docs/CLI.md's CI steps compiled $compiled layouts, not all of Layouts/"
echo "cli archive: docs/CLI.md's CI steps ran as written and compiled $compiled layouts"
