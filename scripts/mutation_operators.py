"""The mutations scripts/mutation-score.py makes: each a small change to one source line that a
check covering the line should notice. Line-based on purpose: the three languages share the
operators, and a mutant that does not compile is counted apart ("stillborn"), never as killed.

Every operator looks only at code: comments and string literals are masked out first, so a
mutant is never a change to prose or to a message."""
import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Mutant:
    path: str      # relative to the repository
    line: int      # 1-based
    column: int    # 1-based, where the change starts
    operator: str  # comparison, drop-assignment, drop-call, literal, min-max, negate
    before: str    # the line as it is
    after: str     # the line as the mutant has it

    @property
    def ident(self):
        return f"{self.path}:{self.line}:{self.column}:{self.operator}"

    def describe(self):
        return f"{self.path}:{self.line}: {self.operator}: `{self.before.strip()}` → `{self.after.strip()}`"


def code_mask(line, in_block_comment):
    """Which characters of `line` are code (True), with whether a /* comment continues after it.
    Strings ("…", '…' and `…` alike) and comments are not code."""
    mask = [False] * len(line)
    index = 0
    quote = None
    while index < len(line):
        char = line[index]
        pair = line[index:index + 2]
        if in_block_comment:
            if pair == "*/":
                in_block_comment = False
                index += 2
                continue
            index += 1
            continue
        if quote:
            if char == "\\":
                index += 2
                continue
            if char == quote:
                quote = None
            index += 1
            continue
        if pair == "//":
            break
        if pair == "/*":
            in_block_comment = True
            index += 2
            continue
        if char in "\"'`":
            quote = char
            index += 1
            continue
        mask[index] = True
        index += 1
    return mask, in_block_comment


def all_code(mask, start, end):
    return end <= len(mask) and all(mask[start:end])


# A comparison with a space either side: generics (`Array<Int>`), arrows and shifts never match.
COMPARISON = re.compile(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)")
FLIPPED = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
# A number on its own: not part of a name (`x2`), a hex literal or an exponent's digits.
LITERAL = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])")
MIN_MAX = re.compile(r"\b(min|max)(?=\s*\()")
# A whole-line condition: `if cond {` (Swift), `if (cond) {` / `while (cond)` (TypeScript, Java).
SWIFT_CONDITION = re.compile(r"^(\s*(?:\}\s*else\s+)?(?:if|while|guard)\s+)(.+?)(\s*(?:\{|else\s*\{)\s*)$")
C_CONDITION = re.compile(r"^(\s*(?:\}\s*else\s+)?(?:if|while)\s*\()(.+)(\)\s*\{?\s*)$")
# `target = value` or `target += value` as a statement: no declaration keyword before it.
ASSIGNMENT = re.compile(r"^\s*[\w.\[\]()]+\s*(?:[-+*/]?=)\s*[^=]")
DECLARATION = re.compile(r"^\s*(?:let|var|const|final|private|public|static|return|case|@|[A-Z][\w<>\[\], ]*\s+\w+\s*=)")
CALL = re.compile(r"^\s*(?:try\s+)?(?:self\.|this\.)?[\w.]+\([^;{}]*\)\s*;?\s*$")
# Statements whose removal or change is not a behaviour anyone can check (they only stop a bad run).
SKIPPED = re.compile(r"\b(?:precondition|assert|assertionFailure|fatalError|preconditionFailure|throw|import|package|console\.|Objects\.requireNonNull)\b")


def mutants_of_line(path, number, line, mask, language):
    if SKIPPED.search(line):
        return []
    found = []
    stripped = line.strip()

    def add(operator, column, after):
        if after != line:
            found.append(Mutant(path, number, column + 1, operator, line, after))

    for match in COMPARISON.finditer(line):
        if all_code(mask, match.start(), match.end()):
            add("comparison", match.start(), line[:match.start()] + FLIPPED[match.group(1)] + line[match.end():])
    for match in LITERAL.finditer(line):
        if not all_code(mask, match.start(), match.end()):
            continue
        text = match.group(1)
        if "." in text:
            value = f"{float(text) + 1:g}"
            if "." not in value:
                value += ".0"
        else:
            value = str(int(text) + 1) if int(text) == 0 else str(int(text) - 1)
        add("literal", match.start(), line[:match.start()] + value + line[match.end():])
    for match in MIN_MAX.finditer(line):
        if all_code(mask, match.start(), match.end()):
            other = "max" if match.group(1) == "min" else "min"
            add("min-max", match.start(), line[:match.start()] + other + line[match.end():])
    condition = (SWIFT_CONDITION if language == "swift" else C_CONDITION).match(line)
    if condition:
        head, body, tail = condition.groups()
        balanced = body.count("(") == body.count(")")
        binding = re.match(r"(?:let|var|case)\b", body) or " let " in body or ", " in body and language == "swift"
        if balanced and not binding and all_code(mask, len(head), len(head) + len(body)):
            add("negate", len(head), head + "!(" + body + ")" + tail)
    if ASSIGNMENT.match(line) and not DECLARATION.match(line) and all(mask[len(line) - len(line.lstrip()):len(line.rstrip())]):
        if language == "swift" or stripped.endswith(";"):
            add("drop-assignment", len(line) - len(line.lstrip()), line[:len(line) - len(line.lstrip())] + ("_ = 0" if language == "swift" else ";"))
    elif CALL.match(line) and all(mask[len(line) - len(line.lstrip()):len(line.rstrip())]) and (language == "swift" or stripped.endswith(";")):
        if not re.match(r"\s*(?:return|super|this\(|self\.init)", line):
            add("drop-call", len(line) - len(line.lstrip()), line[:len(line) - len(line.lstrip())] + ("_ = 0" if language == "swift" else ";"))
    return found


def mutants_of_file(path, text, language):
    found = []
    in_block_comment = False
    for number, line in enumerate(text.split("\n"), start=1):
        mask, in_block_comment = code_mask(line, in_block_comment)
        found += mutants_of_line(path, number, line, mask, language)
    return found
