#!/usr/bin/env bash
# Builds the API documentation (DocC) of the modules apps import, with warnings as errors, so a
# broken symbol link or a doc comment that names nothing fails CI. The DocC plugin is a
# dependency only when TESSERA_DOCS is set (see Package.swift); its own scratch folder keeps
# the main build's dependency set as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build-docs
TESSERA_DOCS=1 swift package --scratch-path .build-docs generate-documentation \
    --target TesseraRuntime --target TesseraCompiler --warnings-as-errors > .build-docs/docs.log 2>&1 || {
    cat .build-docs/docs.log >&2
    exit 1
}
for module in TesseraRuntime TesseraCompiler; do
    archive=".build-docs/plugins/Swift-DocC/outputs/$module.doccarchive"
    lowered=$(echo "$module" | tr '[:upper:]' '[:lower:]')
    if [ ! -f "$archive/data/documentation/$lowered.json" ]; then
        echo "no documentation page for $module in $archive" >&2
        exit 1
    fi
done
test -f .build-docs/plugins/Swift-DocC/outputs/TesseraRuntime.doccarchive/data/documentation/tesseraruntime/scrolldriver.json
echo "documentation: TesseraRuntime and TesseraCompiler built with no warnings (.build-docs/plugins/Swift-DocC/outputs)"
