#!/usr/bin/env bash
# Compiles Tessera's Apple-facing code for iOS and macOS with this (Linux) Swift toolchain,
# against real Apple SDKs: the runtime, the CoreGraphics conversions, the UIKit, AppKit and
# SwiftUI adapters, the generated Swift of every layout in Layouts/ and the test fixtures, the
# example apps in Examples/, and the Swift blocks of the README and docs. Swift 6 mode; a
# warning fails the check as an error does. Each SDK is checked at the deployment target that
# Package.swift declares and at the SDK's own version.
#
#   scripts/check-apple-platforms.sh
#   scripts/check-apple-platforms.sh --app FOLDER [--platform ios|macos [--deployment-target VERSION]]
#
# With --app, it compiles an app's own code instead of Tessera's examples and docs: every Swift
# file under FOLDER (its Package.swift and .build folders aside) as one module, with the generated
# Swift of every layout (.yaml, .yml) under FOLDER, as the build plugin would make it, against
# Tessera's runtime and adapters; for both platforms, or the one --platform names, at the app's
# deployment target (--deployment-target; default Tessera's) and at each SDK's own. The code may
# import the SDKs' modules and Tessera's, no other package. docs/APPS.md says more.
#
# Environment:
#   IOS_SDK, MACOS_SDK  an iPhoneOS*.sdk and a MacOSX*.sdk folder; several, separated by ':'.
#                       Default: every such folder in $APPLE_SDKS (default ~/apple-sdks).
#   TESSERA_APPLE_CACHE the SDKs' module caches, kept between runs so that a later run does not
#                       build them again (default ~/.cache/tessera-apple-check).
# Tessera needs Swift 6.1 tools, so Xcode 16.3 or later, whose SDKs are iOS 18.4 and macOS 15.4 or
# newer: an older SDK is refused (no supported Xcode builds against it). CONTRIBUTING.md says where
# SDKs come from (CI checks iPhoneOS 18.6 and 26.2 and MacOSX 15.5). With none, the script says so
# and exits 0.
set -uo pipefail
usage() { echo "usage: $0 [--app FOLDER [--platform ios|macos [--deployment-target VERSION]]]" >&2; exit 2; }
app_dir="" platforms="ios macos" app_minimum=""
while [ $# -gt 0 ]; do
    case $1 in
        --app) [ $# -ge 2 ] || usage; app_dir=$(cd "$2" 2>/dev/null && pwd) || { echo "error: --app $2 is not a folder" >&2; exit 2; }; shift 2;;
        --platform) [ $# -ge 2 ] || usage
            case $2 in ios|macos) platforms=$2;; *) echo "error: --platform takes ios or macos, not '$2'" >&2; exit 2;; esac; shift 2;;
        --deployment-target) [ $# -ge 2 ] || usage
            [[ $2 =~ ^[0-9]+(\.[0-9]+){0,2}$ ]] || { echo "error: --deployment-target takes a version such as 17.0, not '$2'" >&2; exit 2; }
            app_minimum=$2; shift 2;;
        *) usage;;
    esac
done
if [ -z "$app_dir" ] && [ "$platforms" != "ios macos" ]; then echo "error: --platform goes with --app" >&2; exit 2; fi
if [ -n "$app_minimum" ] && [ "$platforms" = "ios macos" ]; then echo "error: --deployment-target goes with --platform" >&2; exit 2; fi
cd "$(dirname "$0")/.."
repo=$(pwd)

sdk_root=${APPLE_SDKS:-$HOME/apple-sdks}
discover() { # pattern -> the matching SDK folders, ':'-separated
    local found=() d
    for d in "$sdk_root"/$1; do [ -d "$d" ] && found+=("$d"); done
    (IFS=:; echo "${found[*]:-}")
}
ios_sdks=${IOS_SDK:-$(discover 'iPhoneOS*.sdk')}
macos_sdks=${MACOS_SDK:-$(discover 'MacOSX*.sdk')}
case " $platforms " in *" ios "*) ;; *) ios_sdks="";; esac
case " $platforms " in *" macos "*) ;; *) macos_sdks="";; esac
if [ -z "$ios_sdks$macos_sdks" ]; then
    echo "apple platforms: no Apple SDK found (set IOS_SDK and MACOS_SDK, or put SDKs in $sdk_root);"
    echo "apple platforms: nothing was compiled for iOS or macOS on this machine."
    exit 0
fi

# A folder named that is not there is a mistake, said before anything is built.
IFS=: read -r -a named <<<"$ios_sdks:$macos_sdks"
for sdk in "${named[@]}"; do
    [ -z "$sdk" ] || [ -d "$sdk" ] || { echo "error: $sdk (from IOS_SDK, MACOS_SDK or $sdk_root) is not a folder" >&2; exit 1; }
done

swift_bin=$(dirname "$(readlink -f "$(command -v swiftc)")")
cache=${TESSERA_APPLE_CACHE:-$HOME/.cache/tessera-apple-check}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/tessera-apple.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$cache"

# The deployment targets Package.swift declares, so that the check follows it.
declared() { # platform (iOS or macOS) -> e.g. 13.0 or 10.15
    local v
    v=$(grep -oE "\.$1\(\.v[0-9_]+\)" Package.swift | head -1 | sed -E 's/.*\.v([0-9_]+)\)/\1/; s/_/./g')
    [ -n "$v" ] || { echo "Package.swift declares no .$1 platform" >&2; exit 1; }
    case $v in *.*) echo "$v";; *) echo "$v.0";; esac
}
ios_min=$(declared iOS)
macos_min=$(declared macOS)
if [ -n "$app_minimum" ]; then
    case $app_minimum in *.*) ;; *) app_minimum=$app_minimum.0;; esac
    if [ "$platforms" = ios ]; then ios_min=$app_minimum; else macos_min=$app_minimum; fi
fi

# ---- what every SDK compiles: generated layouts, examples' layouts, the docs' Swift blocks ----
echo "apple platforms: building the generator"
swift build --product tessera >"$scratch/build.log" 2>&1 || { cat "$scratch/build.log"; exit 1; }
tessera=$(swift build --product tessera --show-bin-path)/tessera

generate() { # output folder, layout files...
    local out=$1; shift
    mkdir -p "$out"
    # The screens are validate's business (some fixtures warn on purpose); this compiles Swift.
    "$tessera" generate --viewport none --output "$out" "$@" || { echo "error: tessera generate failed for $*"; exit 1; }
}
# An app's own code: its Swift files and its layouts' generated Swift, nothing of Tessera's examples.
app_sources=() app_layouts=()
if [ -n "$app_dir" ]; then
    while IFS= read -r -d '' f; do app_sources+=("$f"); done < <(find "$app_dir" -name '.build*' -prune -o -name '*.swift' ! -name Package.swift -print0 | sort -z)
    while IFS= read -r -d '' f; do app_layouts+=("$f"); done < <(find "$app_dir" -name '.build*' -prune -o \( -name '*.yaml' -o -name '*.yml' \) -print0 | sort -z)
    [ ${#app_sources[@]} -gt 0 ] || { echo "error: $app_dir holds no Swift file" >&2; exit 1; }
    mkdir -p "$scratch/generated/app"
    [ ${#app_layouts[@]} -eq 0 ] || generate "$scratch/generated/app" "${app_layouts[@]}"
    echo "apple platforms: the app in $app_dir: ${#app_sources[@]} Swift file(s), ${#app_layouts[@]} layout(s)"
fi
[ -n "$app_dir" ] || {
generate "$scratch/generated/Layouts" Layouts/*.yaml
generate "$scratch/generated/Fixtures" Tests/Fixtures/Layouts/*.yaml
for app in Examples/*App; do
    [ -d "$app/Layouts" ] || continue
    generate "$scratch/generated/$(basename "$app")" "$app"/Layouts/*.yaml
    # The compiled layouts the app loads at run time, as its build would make them.
    for yaml in "$app"/Layouts/*.yaml; do
        "$tessera" compile "$yaml" -o "$scratch/$(basename "$yaml" .yaml).json" >/dev/null ||
            { echo "error: tessera compile failed for $yaml"; exit 1; }
    done
done
python3 scripts/swift-blocks.py --output "$scratch/blocks" README.md CONTRIBUTING.md docs/*.md || exit 1
}

# ---- one SDK at one deployment target ---------------------------------------------------------
failures=0
summary=()

# The Linux toolchain's own resource folder has Linux module maps (Dispatch, CoreFoundation) that
# clash with the SDK's, so each SDK gets a folder of its own: the toolchain's clang headers, the
# SDK's shims, and a root module map pointing at them (iOS 18 / macOS 15 SDKs make clang look for
# module maps in no subfolder).
resource_dir() { # sdk -> folder
    local sdk=$1 rd m
    rd="$cache/$(basename "$sdk")/resources"
    mkdir -p "$rd"
    ln -sfn "$swift_bin/../lib/swift/clang" "$rd/clang"
    ln -sfn "$sdk/usr/lib/swift/shims" "$rd/shims"
    : >"$rd/module.modulemap"
    for m in $(grep -oE '^module [A-Za-z_]+' "$sdk/usr/lib/swift/shims/module.modulemap" | awk '{print $2}'); do
        echo "extern module $m \"shims/module.modulemap\"" >>"$rd/module.modulemap"
    done
    echo "$rd"
}

sdk_version() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Version"])' "$1/SDKSettings.json"; }

# Runs one compiler call; prints its diagnostics (without the source excerpts) and counts them.
errors=0; warnings=0
compile() { # label, swiftc arguments...
    local label=$1; shift
    local out e w
    out=$(nice -n 10 "$swift_bin/swiftc" "$@" 2>&1)
    local status=$?
    e=$(grep -cE '^[^ |].*: error:' <<<"$out")
    w=$(grep -cE '^[^ |].*: warning:' <<<"$out")
    if [ "$status" -ne 0 ] && [ "$e" -eq 0 ]; then e=1; fi   # a crash or a driver error
    errors=$((errors + e)); warnings=$((warnings + w))
    if [ "$e" -gt 0 ] || [ "$w" -gt 0 ]; then
        echo "  $label: $e error(s), $w warning(s)"
        grep -E '(error|warning):' <<<"$out" | grep -vE '^ *[|`]' | sed "s|$repo/||; s|$scratch/||; s/^/    /" | head -40
    else
        echo "  $label: clean"
    fi
}

check() { # platform (ios or macos), sdk, deployment version
    local platform=$1 sdk=$2 version=$3
    local vendor_os target rd work mc
    [ "$platform" = ios ] && vendor_os=ios || vendor_os=macos
    target="arm64-apple-$vendor_os$version"
    rd=$(resource_dir "$sdk")
    # This run's modules and objects are its own (two checkouts may check at once); the SDKs'
    # module caches, which clang and swiftc share safely, are kept between runs.
    work="$scratch/$(basename "$sdk")/$version"
    mc="$cache/$(basename "$sdk")/module-cache"
    mkdir -p "$work/modules" "$work/objects" "$mc"
    errors=0; warnings=0

    local common=(-target "$target" -sdk "$sdk" -resource-dir "$rd" -module-cache-path "$mc"
                  -swift-version 6 -package-name tessera -I "$work/modules")
    echo "=== $(basename "$sdk") at $target"

    library() { # module, sources...
        local module=$1; shift
        compile "$module" "${common[@]}" -parse-as-library -module-name "$module" -wmo -c \
            -emit-module -emit-module-path "$work/modules/$module.swiftmodule" -o "$work/objects/$module.o" "$@"
    }
    sources() { find "$@" -name '*.swift' | sort; }

    library TesseraRuntime $(sources Sources/TesseraRuntime)
    library TesseraCoreGraphics $(sources Sources/TesseraCoreGraphics)
    if [ "$platform" = ios ]; then
        library TesseraUIKit $(sources Sources/TesseraUIKit)
    else
        library TesseraAppKit $(sources Sources/TesseraAppKit)
    fi
    library TesseraSwiftUI $(sources Sources/TesseraSwiftUI)
    library TesseraLive $(sources Sources/TesseraLive)
    # Signed layouts verify with CryptoKit on Apple platforms (swift-crypto only on Linux).
    library TesseraSigning $(sources Sources/TesseraSigning)
    if [ -n "$app_dir" ]; then
        # A main.swift is top-level code; otherwise the app's entry point is an @main type.
        local entry=(-parse-as-library) f
        for f in "${app_sources[@]}"; do [ "$(basename "$f")" = main.swift ] && entry=(); done
        local app_module=App generated_app
        generated_app=$(sources "$scratch/generated/app")
        compile "the app" "${common[@]}" "${entry[@]}" -module-name "$app_module" -wmo -c -o "$work/objects/$app_module.o" \
            "${app_sources[@]}" $generated_app
        compile "the app (DEBUG)" "${common[@]}" "${entry[@]}" -module-name "$app_module" -D DEBUG -typecheck \
            "${app_sources[@]}" $generated_app
        [ $((errors + warnings)) -gt 0 ] && failures=$((failures + 1))
        summary+=("$(basename "$sdk") at $target: $errors error(s), $warnings warning(s)")
        return
    fi
    library LayoutsGenerated $(sources "$scratch/generated/Layouts")
    library FixturesGenerated $(sources "$scratch/generated/Fixtures")

    local app=Examples/iOSApp
    [ "$platform" = macos ] && app=Examples/macOSApp
    if [ -d "$app" ]; then
        library "$(basename "$app")" $(sources "$app/Sources" Examples/Shared "$scratch/generated/$(basename "$app")")
        # A debug build also follows the preview live (TesseraLive), behind `#if DEBUG`.
        compile "$(basename "$app") (DEBUG)" "${common[@]}" -parse-as-library -module-name "$(basename "$app")" -D DEBUG \
            -typecheck $(sources "$app/Sources" Examples/Shared "$scratch/generated/$(basename "$app")")
    fi

    # The docs' blocks, each a program of its own with the bundled layouts' generated types.
    local block
    for block in "$scratch"/blocks/*/main.swift; do
        [ -f "$block" ] || continue
        if grep -q '^import TesseraUIKit' "$block" && [ "$platform" != ios ]; then continue; fi
        if grep -q '^import TesseraAppKit' "$block" && [ "$platform" != macos ]; then continue; fi
        compile "$(cat "$(dirname "$block")/origin")" "${common[@]}" -module-name Block -typecheck \
            "$block" $(sources "$scratch/generated/Layouts")
    done

    [ $((errors + warnings)) -gt 0 ] && failures=$((failures + 1))
    summary+=("$(basename "$sdk") at $target: $errors error(s), $warnings warning(s)")
}

IFS=: read -r -a ios_list <<<"$ios_sdks"
IFS=: read -r -a macos_list <<<"$macos_sdks"
# The oldest SDKs of Xcode 16.3, the first Xcode with the Swift 6.1 tools Package.swift needs.
supported() { # sdk, oldest version -> fails for an older SDK
    python3 -c 'import sys; v=lambda s: tuple(int(p) for p in s.split("."));
sys.exit(v(sys.argv[1]) < v(sys.argv[2]))' "$(sdk_version "$1")" "$2"
}
for sdk in "${ios_list[@]}"; do
    [ -z "$sdk" ] || supported "$sdk" 18.4 || { echo "error: $(basename "$sdk") is older than iOS 18.4, the SDK of Xcode 16.3, the oldest Xcode with Swift 6.1 tools: check against a newer one (CONTRIBUTING.md says where to get one)" >&2; exit 1; }
done
for sdk in "${macos_list[@]}"; do
    [ -z "$sdk" ] || supported "$sdk" 15.4 || { echo "error: $(basename "$sdk") is older than macOS 15.4, the SDK of Xcode 16.3, the oldest Xcode with Swift 6.1 tools: check against a newer one (CONTRIBUTING.md says where to get one)" >&2; exit 1; }
done
check_all() { # platform, declared version, sdks...
    local platform=$1 minimum=$2 sdk own; shift 2
    for sdk in "$@"; do
        [ -n "$sdk" ] || continue
        check "$platform" "$sdk" "$minimum"
        own=$(sdk_version "$sdk"); [ "$own" != "$minimum" ] && check "$platform" "$sdk" "$own"
    done
}
check_all ios "$ios_min" "${ios_list[@]}"
check_all macos "$macos_min" "${macos_list[@]}"

echo "apple platforms: SDKs used: $(for s in "${ios_list[@]}" "${macos_list[@]}"; do [ -n "$s" ] && printf '%s ' "$(basename "$s") ($(sdk_version "$s"))"; done)"
for line in "${summary[@]}"; do echo "apple platforms: $line"; done
if [ "$failures" -gt 0 ]; then
    echo "apple platforms: FAILED ($failures SDK and target pair(s) with errors or warnings)"
    exit 1
fi
if [ -n "$app_dir" ]; then
    echo "apple platforms: the app in $app_dir compiled clean, with Tessera's runtime and adapters"
else
    echo "apple platforms: every module, generated layout, example and doc block compiled clean"
fi
