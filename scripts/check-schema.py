#!/usr/bin/env python3
"""Checks Schema/tessera.schema.json against the layout files, as an editor would use it.

Every file of Layouts/ and Tests/Fixtures/Layouts/ must be valid, and every file of
Tests/Fixtures/Invalid/ (each rejected by the checker for a structural reason: an unknown key,
a wrong type, a missing key) must be rejected by the schema too. Uses Python's jsonschema and
PyYAML (pip install jsonschema pyyaml)."""
import json
import pathlib
import sys

import jsonschema
import yaml

root = pathlib.Path(__file__).resolve().parent.parent
schema = json.loads((root / "Schema" / "tessera.schema.json").read_text())
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

failures = 0
valid = sorted((root / "Layouts").glob("*.yaml")) + sorted((root / "Tests" / "Fixtures" / "Layouts").glob("*.yaml"))
for path in valid:
    errors = list(validator.iter_errors(yaml.safe_load(path.read_text())))
    if errors:
        failures += 1
        print(f"{path.relative_to(root)}: the schema rejects a valid layout: {errors[0].message}")
invalid = sorted((root / "Tests" / "Fixtures" / "Invalid").glob("*.yaml"))
for path in invalid:
    if validator.is_valid(yaml.safe_load(path.read_text())):
        failures += 1
        print(f"{path.relative_to(root)}: the schema accepts a layout the checker rejects")
print(f"schema: {len(valid)} valid and {len(invalid)} invalid layouts checked, {failures} disagreements")
sys.exit(1 if failures else 0)
