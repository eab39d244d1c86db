#!/usr/bin/env bash
# The adapters' core in many more random sessions than `swift test` runs: every bundled layout and
# SESSIONS random layouts, EVENTS events each, with the invariants of CollectionSessionTests checked
# after every event (docs/APPS.md lists them). Prints the sessions and events run and the first
# violations; exits 1 on any.
#
#   Fuzz/sessions.sh                 # 2,000 random layouts, 400 events each (about 10 minutes)
#   Fuzz/sessions.sh 200 100         # SESSIONS EVENTS
set -euo pipefail
cd "$(dirname "$0")/.."
sessions=${1:-2000}
events=${2:-400}
bundled=$(ls Layouts/*.yaml Tests/Fixtures/Layouts/*.yaml | wc -l)
log=$(mktemp)
swift build --build-tests -q >/dev/null 2>&1 || swift build --build-tests
start=$(date +%s)
if TESSERA_SESSIONS=$sessions TESSERA_SESSION_EVENTS=$events swift test --skip-build --filter CollectionSessionTests >"$log" 2>&1; then
    status=0
else
    status=1
fi
echo "sessions: $bundled bundled layouts and up to $sessions random ones (those that load), $events events each, in $(( $(date +%s) - start )) s"
if [ $status -ne 0 ]; then
    grep -E "event [0-9]+ \(" "$log" | head -20
    echo "sessions: FAILED (above: the first violations, each with the events before it)"
else
    echo "sessions: every invariant held after every event"
fi
rm -f "$log"
exit $status
