#!/usr/bin/env python3
"""Every call an app or the platform can make on an adapter is described, and sent by a session
(docs/SESSIONS.md, "Every call, sent").

docs/entry-points.json maps each adapter's entry points (read from the shells' sources by
scripts/entry_points.py) to the session *features* that model them. This check fails, naming the
entry point, when
- a shell has an entry point the description lacks, or the description names one the shell no
  longer has;
- an entry point's feature is one no session sends: the sessions are the session vectors
  (DIR/sessions.json, written by tessera-vectors, replayed by the Swift, TypeScript and Java
  session models), read here event by event, and the adapter's random session drivers
  ("drivers" in the description), each of which logs what it sent when its tests run
  (LOGS/DRIVER.json: Swift's CollectionSession and LazyCollectionSession, Android's
  RecyclerSessionsTest); a feature listed under "unsent" (no event of the vectors can send it)
  is a known gap for the entry points its "waiting" list names one by one, which are printed;
  the check fails once the vectors send it, or an entry point it names is sent (so that the lists
  only shrink);
- a driver's log is missing (its tests have not run);
- the event kinds the random sessions draw from (`SessionEvent.kinds`) are not the description's.

Usage: python3 scripts/check-entry-points.py VECTORS_DIR [LOGS_DIR]   (LOGS_DIR: .build/sent-features)
"""
import json
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(root, "scripts"))
import entry_points  # noqa: E402

DESCRIPTION = "docs/entry-points.json"


def right_to_left(vectors, layout):
    """Whether the vectors' layout `layout` reads right to left (its compiled body says so)."""
    try:
        compiled = json.load(open(os.path.join(vectors, "layouts", layout + ".json"), encoding="utf-8"))["compiled"]
        return json.loads(compiled)["layout"].get("direction") == "rtl"
    except (OSError, KeyError, ValueError, AttributeError):
        return False


def sent_features(sessions, vectors):
    """The features the sessions send, each with the first session that sends it."""
    sent = {}

    def note(feature, session):
        sent.setdefault(feature, session)

    for session in sessions:
        name = session["name"]
        if right_to_left(vectors, session["layout"]):
            note("open:rightToLeft", name)
        counts, dragging, reported = [], False, {}
        for event, outcome in zip(session["events"], session["outcomes"]):
            kind = event["event"]
            note(kind, name)
            if dragging and kind not in ("scroll", "dragEnd"):
                note("dragging:otherEvent", name)
            if kind == "dragBegin":
                dragging = True
            elif kind == "dragEnd":
                dragging = False
                if any(event["velocity"]):
                    note("dragEnd:fling", name)
            elif kind == "update":
                entries = event["entries"]
                if len(entries) > 1:
                    note("update:several", name)
                if any(entry["action"] == "move" for entry in entries):
                    note("update:move", name)
                if any(len(entry.get("before") or entry.get("after") or [0, 0]) == 1 for entry in entries):
                    note("update:section", name)
                if not event["invalidatesCounts"]:
                    note("update:withoutCountInvalidation", name)
            elif kind == "itemsChanged":
                if any(entry["action"] == "move" for entry in event["entries"]):
                    note("itemsChanged:move", name)
            elif kind == "switch":
                note("switch:prepared" if event["prepared"] else "switch:fresh", name)
            elif kind == "appSizes":
                note("appSizes:items" if event["items"] else "appSizes:all", name)
            elif kind == "report":
                item = tuple(event["item"])
                if item in reported and reported[item] != event["size"] and outcome["reported"] > 0:
                    note("report:again", name)
                reported[item] = event["size"]
            elif kind == "scrollTo":
                section, item = event["item"]
                if section >= len(counts) or item >= counts[section]:
                    note("scrollTo:pending", name)
            elif kind == "reloadData" and not any(event["counts"]):
                note("reloadData:empty", name)
            elif kind == "textScale" and outcome["failed"]:
                note("textScale:failing", name)
            if kind in ("reloadData", "update", "itemsChanged", "open", "moveEnd"):
                counts = event["counts"]
            if kind in ("reloadData", "update", "itemsChanged"):
                reported = {}
            if outcome["elements"]:
                note("outcome:elements", name)
            if any(outcome["contentSize"]):
                note("outcome:contentSize", name)
            if outcome["anchor"] is not None:
                note("outcome:anchor", name)
            if outcome["errors"]:
                note("outcome:errors", name)
    return sent


def event_kinds():
    """`SessionEvent.kinds`, the list the random sessions draw their events from."""
    text = open(os.path.join(root, "Sources/TesseraExercise/Sessions/SessionEvent.swift"), encoding="utf-8").read()
    listed = re.search(r"static let kinds = \[(.*?)\]", text, re.S)
    return re.findall(r'"(\w+)"', listed.group(1)) if listed else []


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: python3 scripts/check-entry-points.py VECTORS_DIR [LOGS_DIR] (the directory tessera-vectors -o wrote; "
                 "the drivers' logs, .build/sent-features by default)")
    logs = sys.argv[2] if len(sys.argv) == 3 else os.path.join(root, ".build/sent-features")
    vectors = os.path.join(sys.argv[1], "sessions.json")
    try:
        sessions = json.load(open(vectors, encoding="utf-8"))["sessions"]
    except OSError as error:
        sys.exit(f"{vectors}: {error.strerror}: write the vectors first (swift run tessera-vectors -o {sys.argv[1]} ...)")
    try:
        description = json.load(open(os.path.join(root, DESCRIPTION), encoding="utf-8"))
    except json.JSONDecodeError as error:
        sys.exit(f"{DESCRIPTION}:{error.lineno}:{error.colno}: not JSON: {error.msg}")
    features, unsent = description["features"], description["unsent"]
    sent = sent_features(sessions, sys.argv[1])
    problems = []

    kinds = event_kinds()
    if not kinds or sorted(kinds) != sorted(name for name in features if ":" not in name):
        problems.append(f"{DESCRIPTION}: its event kinds {sorted(n for n in features if ':' not in n)} are not "
                        f"SessionEvent.kinds {sorted(kinds)}: describe each kind the random sessions draw from, and no other")
    for feature in features:
        if feature in unsent:
            problems.append(f"{DESCRIPTION}: feature {feature!r} is both described as sent and listed as unsent: keep one")
        elif feature not in sent:
            problems.append(f"feature {feature!r} ({features[feature]}) is sent by no session in {vectors}: "
                            "make a session send it (Sources/TesseraExercise/Sessions/) or move it to \"unsent\" saying why")
    for feature in unsent:
        for waiting in unsent[feature]["waiting"]:
            adapter, _, name = waiting.partition(": ")
            if name not in description["adapters"].get(adapter, {}):
                problems.append(f"{DESCRIPTION}: unsent.{feature}.waiting names {waiting}, which is no entry point: take it off the list")
        if feature in sent:
            problems.append(f"feature {feature!r} is listed as unsent but session {sent[feature]} sends it: "
                            f"move it to \"features\" in {DESCRIPTION}")

    driven = {}
    for driver in sorted({name for names in description["drivers"].values() for name in names}):
        path = os.path.join(logs, driver + ".json")
        try:
            driven[driver] = set(json.load(open(path, encoding="utf-8"))["features"])
        except OSError:
            problems.append(f"{path}: the log of what {driver} sent is missing: run its tests first "
                            "(swift test for CollectionSession and LazyCollectionSession, python3 Runtimes/android/build.py test "
                            "for RecyclerSessionsTest)")
            driven[driver] = set()
        unknown = driven[driver] - set(features) - set(unsent)
        if unknown:
            problems.append(f"{path}: {driver} logs features the description does not know: {sorted(unknown)}")

    found = entry_points.adapters(root)
    totals = []
    for adapter, entries in found.items():
        described = description["adapters"].get(adapter, {})
        counts = {"sent": 0, "gap": 0, "outside": 0}
        sent_here = set(sent).union(*(driven.get(driver, set()) for driver in description["drivers"].get(adapter, [])))
        for name, where in entries.items():
            if name not in described:
                problems.append(f"{where}: {adapter} entry point {name} is not in {DESCRIPTION}: add it under "
                                f"adapters.{adapter} with the session features that model it (or why it is no session call)")
                continue
            model = described[name]
            if isinstance(model, str):
                if not model.strip():
                    problems.append(f"{DESCRIPTION}: {adapter} {name}: say why it is no session call")
                counts["outside"] += 1
                continue
            if not model:
                problems.append(f"{DESCRIPTION}: {adapter} {name} names no feature")
            unknown = [f for f in model if f not in features and f not in unsent]
            if unknown:
                problems.append(f"{DESCRIPTION}: {adapter} {name}: unknown features {unknown}: describe them under \"features\"")
            missing = [f for f in model if f not in sent_here]
            acknowledged = [f for f in missing if f in unsent and f"{adapter}: {name}" in unsent[f]["waiting"]]
            for feature in unsent:
                if f"{adapter}: {name}" in unsent[feature]["waiting"] and feature not in missing:
                    problems.append(f"{DESCRIPTION}: unsent.{feature}.waiting names {adapter}: {name}, which a session sends "
                                    f"(or which does not need {feature}): take it off the list")
            if not missing:
                counts["sent"] += 1
            elif acknowledged == missing:
                counts["gap"] += 1
                print(f"  known gap: {adapter} {name} ({where}) waits for {', '.join(missing)}")
            else:
                drivers = description["drivers"].get(adapter, [])
                problems.append(f"{where}: {adapter} entry point {name} is sent by no session: "
                                f"{[f for f in missing if f not in acknowledged]} occur neither in {vectors} nor in the logs of {drivers or 'its drivers (none)'}")
        for name in described:
            if name not in entries:
                problems.append(f"{DESCRIPTION}: {adapter} {name} is in no shell's source any more: remove it")
        totals.append(f"{adapter}: {len(entries)} entry points: {counts['sent']} sent, {counts['gap']} known gaps, "
                      f"{counts['outside']} no session call")
    for line in totals:
        print(line)
    print(f"the session vectors send {len(sent)} of the {len(features)} features ({len(sessions)} sessions); "
          f"{len(unsent)} features no vector can send: {', '.join(unsent)}")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(f"check-entry-points: {len(problems)} problem(s), above")


if __name__ == "__main__":
    main()
