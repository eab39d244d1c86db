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

# The compiled format's schema: every golden compiled file is valid, and files broken in the
# ways a writer must not break them are not.
compiled_schema = json.loads((root / "Schema" / "tessera-compiled.schema.json").read_text())
jsonschema.Draft202012Validator.check_schema(compiled_schema)
compiled_validator = jsonschema.Draft202012Validator(compiled_schema)
goldens = sorted((root / "Tests" / "GoldenCompiled").glob("*.json"))
compiled_failures = 0
for path in goldens:
    errors = list(compiled_validator.iter_errors(json.loads(path.read_text())))
    if errors:
        compiled_failures += 1
        print(f"{path.relative_to(root)}: the compiled schema rejects a file tessera wrote: {errors[0].message}")
mosaic = json.loads((root / "Tests" / "GoldenCompiled" / "mosaic.json").read_text())
broken = {
    "a newer version": {**mosaic, "version": 99},
    "another format": {**mosaic, "format": "something-else"},
    "no formulas": {key: value for key, value in mosaic.items() if key != "formulas"},
    "an unknown kind": {**mosaic, "layout": {**mosaic["layout"], "base": {**mosaic["layout"]["base"], "defaultSection": {
        **mosaic["layout"]["base"]["defaultSection"], "arrangement": {"hexagons": {}}}}}},
    "a formula that is not an index": {**mosaic, "layout": {**mosaic["layout"], "base": {**mosaic["layout"]["base"], "defaultSection": {
        **mosaic["layout"]["base"]["defaultSection"], "insets": {"top": "width", "left": 0, "bottom": 0, "right": 0}}}}},
}
for name, document in broken.items():
    if compiled_validator.is_valid(document):
        compiled_failures += 1
        print(f"the compiled schema accepts a file with {name}")
print(f"compiled schema: {len(goldens)} compiled files and {len(broken)} broken ones checked, {compiled_failures} disagreements")
sys.exit(1 if failures or compiled_failures else 0)
