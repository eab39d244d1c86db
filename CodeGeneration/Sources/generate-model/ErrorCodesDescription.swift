/// The stable codes of every refusal and failure an app can meet, described once:
/// `generate-model` writes Swift's `ErrorCode`, the web runtime's `errorCodes`, Android's
/// `ErrorCodes` and docs/ERRORS.md from it, so that a team counting codes from millions of devices
/// counts the same thing on each platform. A code, once shipped, is never renamed or reused.
enum ErrorCodesDescription {
    enum Stage: String {
        case load = "loading a compiled file"
        case signing = "checking a signed file"
        case run = "computing a layout"
        case yaml = "reading a YAML layout"
    }

    struct Code {
        /// The code as every runtime gives it, `stage.name`.
        let code: String
        let stage: Stage
        /// When it is given.
        let when: String
        /// What to do.
        let fix: String

        /// Swift's and TypeScript's name: `load.tooLarge` as `loadTooLarge`, `expired` as `expired`.
        var name: String {
            let parts = code.split(separator: ".").map(String.init)
            return parts[0] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
    }

    static let codes: [Code] = [
        Code(code: "load.unreadable", stage: .load, when: "the file could not be read or fetched, or was given as something other than bytes or text",
             fix: "check the path, the URL and the server's answer"),
        Code(code: "load.tooLarge", stage: .load, when: "the file is larger than 16 MiB", fix: "serve the file `tessera compile` wrote"),
        Code(code: "load.notJson", stage: .load, when: "the text is not JSON as the format allows it (the place is a line and column)",
             fix: "serve the file `tessera compile` wrote; a proxy or CDN may have changed it"),
        Code(code: "load.notCompiledLayout", stage: .load, when: "the JSON is not an object, or its `format` is missing or not `tessera-compiled-layout`",
             fix: "serve a compiled layout, not the YAML or another file"),
        Code(code: "load.versionUnsupported", stage: .load,
             when: "`version` is missing or not a whole number of 1 or more, or is newer than the runtime reads and the file has no `mustUnderstand` list",
             fix: "update the app's Tessera runtime, or serve this app a file its version reads (`tessera compat`)"),
        Code(code: "load.memberNotUnderstood", stage: .load,
             when: "the file's `mustUnderstand` list names a member this runtime does not know (the message names it and its path)",
             fix: "update the app's Tessera runtime, or serve this app a layout without that member (`tessera compat`)"),
        Code(code: "load.formulaInvalid", stage: .load, when: "a formula or its program is malformed (the place is `formulas[i]…`)",
             fix: "compile the layout again with `tessera compile`"),
        Code(code: "load.fieldInvalid", stage: .load,
             when: "a field is missing, of the wrong type or word, names no formula, or is past a limit (the place is its JSON path)",
             fix: "compile the layout again with `tessera compile`"),
        Code(code: "load.versionUnderstated", stage: .load, when: "the file uses something its `version` does not have",
             fix: "compile the layout again with `tessera compile`"),
        Code(code: "load.sourceFailed", stage: .load,
             when: "a fallback chain's source threw an error of the app's own, not a Tessera refusal (its download failed, say)",
             fix: "see the message; the chain went on to its next source"),
        // The signed loader's codes (docs/COMPILED-FORMAT.md, "What a signed loader checks"): each
        // runtime's signed-file error takes its code from the generated list of these.
        Code(code: "envelope.malformed", stage: .signing, when: "the file starts as a signed envelope but is not exactly one",
             fix: "serve the file `tessera compile --sign` wrote, byte for byte"),
        Code(code: "signature.missing", stage: .signing, when: "the file is not signed and the app does not allow unsigned files, or an envelope has no signature",
             fix: "sign the file with `tessera compile --sign`"),
        Code(code: "signature.bad", stage: .signing, when: "the signature does not verify: the file was changed after it was signed",
             fix: "serve the file as it was signed; look for what changed it"),
        Code(code: "key.unknown", stage: .signing, when: "the file names a key that is not among the app's trusted keys",
             fix: "sign with a key the app trusts, or ship the new public key in the app first"),
        Code(code: "name.mismatch", stage: .signing, when: "the file is for another layout than the app asked for", fix: "serve the layout the app asked for"),
        Code(code: "expired", stage: .signing, when: "the file's expiry has passed (by the clock the app gives)", fix: "sign the layout again with a later expiry"),
        Code(code: "rollback", stage: .signing, when: "the file's serial is lower than the last one the app accepted for its name",
             fix: "serve the newest release; sign a fix with a higher serial"),
        Code(code: "layout.invalid", stage: .signing, when: "the signed payload is not a compiled layout the runtime loads (the loader's own code and place come with it)",
             fix: "see the compiled loader's code that comes with it"),
        Code(code: "run.layoutFailed", stage: .run,
             when: "a layout that loaded fails for an input: a formula gives a value it may not (a negative size, a count past the limits) for this viewport or these counts",
             fix: "fix the formula at the file:line:col the report gives; meanwhile fall back to another layout"),
        // The compiler's front end (`InterpretedLayout.LoadError`, `tessera validate`/`compile`):
        // every error diagnostic has one of these, with the file:line:col it points at.
        Code(code: "yaml.unreadable", stage: .yaml, when: "the layout file could not be read (no such file, no permission, not a file URL)",
             fix: "check the path"),
        Code(code: "yaml.notUtf8", stage: .yaml, when: "the file is not UTF-8 text (the place is the first byte that is not)",
             fix: "save the file as UTF-8"),
        Code(code: "yaml.syntax", stage: .yaml, when: "the text is not YAML the reader accepts (a bad indent, an unclosed quote, an alias with no anchor)",
             fix: "fix the YAML at the place given"),
        Code(code: "yaml.layoutInvalid", stage: .yaml,
             when: "the YAML breaks a rule of the layout language (an unknown key, a wrong type, an expression that does not check)",
             fix: "fix the description at the place given; `tessera validate` lists every such error"),
    ]

    /// The codes a signed-file error (`SignedFileError`, `SignedFileException`) may have.
    static var signingCodes: [Code] { codes.filter { $0.stage == .signing } }

    static let header = """
        Generated by CodeGeneration (`swift run --package-path CodeGeneration generate-model`) from
        CodeGeneration/Sources/generate-model/ErrorCodesDescription.swift. Do not edit: change the description and run it again.
        """

    static func swift() -> String {
        SourceFile(.swift, header: header, [
            .blank,
            .doc("""
                The stable code of every refusal and failure (docs/ERRORS.md): the same strings in every
                runtime, for an app to count. A code is never renamed or reused.
                """),
            .block("public enum ErrorCode: String, Sendable, CaseIterable {", codes.map {
                .group([.doc("While \($0.stage.rawValue): \($0.when)."), .line("case \($0.name) = \"\($0.code)\"")])
            } + [
                .doc("The codes a signed file's refusal (`SignedFileError`) may have, in this list's order."),
                .line("public static let signedFileCodes: [ErrorCode] = [" + signingCodes.map { "." + $0.name }.joined(separator: ", ") + "]"),
            ]),
        ]).text
    }

    static func typeScript() -> String {
        SourceFile(.typeScript, header: header, [
            .blank,
            .line("/** The stable code of every refusal and failure (docs/ERRORS.md): the same strings in every runtime, for an app to count. */"),
            .block("export const errorCodes = {", codes.map { .group([.doc("While \($0.stage.rawValue): \($0.when)."), .line("\($0.name): \"\($0.code)\",")]) },
                   closing: "} as const;"),
            .blank,
            .line("export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];"),
            .blank,
            .line("/** The codes a signed file's refusal (`SignedFileError`) may have, in this list's order. */"),
            .line("export const signedFileCodes = [" + signingCodes.map { "errorCodes.\($0.name)" }.joined(separator: ", ") + "] as const;"),
            .blank,
            .line("export type SignedFileCode = (typeof signedFileCodes)[number];"),
        ]).text
    }

    static func java() -> String {
        SourceFile(.java, header: header, [
            .line("package dev.tessera.runtime.errors;"),
            .blank,
            .doc("The stable code of every refusal and failure (docs/ERRORS.md): the same strings in every runtime, for an app to count."),
            .block("public final class ErrorCodes {", [.members([
                .line("private ErrorCodes() {}"),
                .group(codes.map { .group([.doc("While \($0.stage.rawValue): \($0.when)."),
                                           .line("public static final String \(JavaFiles.constantName($0.name)) = \"\($0.code)\";")]) }),
                .group([.doc("Every code, in the description's order."),
                        .line("public static final String[] ALL = {" + codes.map { JavaFiles.constantName($0.name) }.joined(separator: ", ") + "};")]),
                .group([.doc("The codes a signed file's refusal ({@code SignedFileException}) may have, in this list's order."),
                        .line("public static final String[] SIGNED_FILE = {" + signingCodes.map { JavaFiles.constantName($0.name) }.joined(separator: ", ") + "};")]),
            ])]),
        ]).text
    }

    /// docs/ERRORS.md, whole.
    static func markdown() -> String {
        var lines = [
            "<!-- \(header.replacingOccurrences(of: "\n", with: " ")) -->",
            "",
            "# Error codes",
            "",
            "Every refusal and failure a Tessera runtime reports carries one of these codes, the same string in",
            "Swift (`ErrorCode`), on the web (`errorCodes`) and on Android (`dev.tessera.runtime.errors.ErrorCodes`),",
            "so that an app can count them across platforms. A code is never renamed or reused; a new one is",
            "added here, in the description they are generated from",
            "([`ErrorCodesDescription.swift`](../CodeGeneration/Sources/generate-model/ErrorCodesDescription.swift)),",
            "and `generate-model --check` fails when a runtime's list or this page is not what it gives.",
            "",
            "## The report",
            "",
            "Every error carries a report (`report`: Swift's `ErrorReport`, the web's `ErrorReport`, Android's",
            "`dev.tessera.runtime.errors.ErrorReport`) with the same fields in every runtime; a field that is not",
            "known is absent (nil, `undefined`, `null`), never guessed:",
            "",
            "| field | what it is | absent when |",
            "| --- | --- | --- |",
            "| `code` | one of the codes below | never |",
            "| `message` | what is wrong and what to do, for people (its wording may change: count `code`, not this) | never |",
            "| `layoutName` | the layout's name: the signed envelope's `name`, or the loaded layout's | the file was refused before a name was read from it: a plain compiled file the loader refused, an envelope that is malformed |",
            "| `serial` | the signed envelope's serial | the file is not signed, or its envelope could not be read |",
            "| `contentHash` | SHA-256 of the file's bytes exactly as the loader was given them (the whole envelope for a signed file), 64 lowercase hex digits: `sha256sum FILE` on the server gives the same | no bytes were given: a layout built into the app, a source that threw before it had a file, a YAML error |",
            "| `loaderCode` | for `layout.invalid`: the compiled loader's own code (`load.fieldInvalid`, …) | any other code |",
            "| `jsonPath` | where in the compiled JSON: `layout.base.defaultSection`, `formulas[3]` (in the payload, for a signed file) | the fault is not at a member: the file as a whole, text that is not JSON, a YAML or run-time error |",
            "| `file` | the file as the app named it (its URL, its path); for a run-time failure, the YAML file the formula was written in | the app gave no name |",
            "| `line`, `column` | from 1: where JSON text stops being JSON (`load.notJson`), the YAML error's place, the run-time failure's formula | anything else |",
            "",
            "A fallback chain's skip (`FallbackSkip`) carries the report of the error that passed its source over",
            "(its `code` and `message` are the report's); for a layout that fails while running, the report names",
            "the failing source's layout, serial and content hash, the ones its file was loaded with.",
            "A YAML layout's load error (`InterpretedLayout.LoadError`) reports its first error's `yaml.…` code",
            "and `file`, `line` and `column`; each of its diagnostics has its own code, which",
            "`tessera validate --format json` prints as `code` (for a compiled file, the loader's code).",
            "",
            "To aggregate from many devices, send the report's fields except `message` (and `file`, when URLs",
            "carry user data) to your analytics, and count by `code`, then by `layoutName`, `serial` and",
            "`contentHash`: a spike of `signature.bad` on one content hash is a CDN or proxy changing that file; of",
            "`rollback` on one serial, an old release still being served; of `run.layoutFailed` at one `file`,",
            "`line` and `column`, one formula to fix. The shared vectors (`signed.json`) hold every runtime to the",
            "same report fields for every signed case, valid and refused, and `hostile.json` to the same code,",
            "place and message on every file of the loader corpus.",
            "",
        ]
        for stage in [Stage.load, .signing, .run, .yaml] {
            lines += ["## While \(stage.rawValue)", "", "| code | given when | what to do |", "| --- | --- | --- |"]
            lines += codes.filter { $0.stage == stage }.map { "| `\($0.code)` | \($0.when) | \($0.fix) |" }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
