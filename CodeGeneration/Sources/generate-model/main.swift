import Foundation

// Writes every file derived from the model's description, or with --check says which are stale
// and fails. Paths are from the repository's root, found from this file's place.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let faults = DescriptionCheck.faults()
guard faults.isEmpty else {
    print("generate-model: the description breaks rules the generators rely on:\n  " + faults.joined(separator: "\n  "))
    exit(1)
}
// The compiled format's document, whose list of members is generated between its markers.
let compiledFormatPath = "docs/COMPILED-FORMAT.md"
guard let compiledFormatDocument = (try? String(contentsOf: root.appendingPathComponent(compiledFormatPath), encoding: .utf8))
    .flatMap(CompiledFormatMembers.document(replacingListIn:)) else {
    print("generate-model: \(compiledFormatPath) lacks the lines \(CompiledFormatMembers.start) and \(CompiledFormatMembers.end), in that order;"
        + " put them back where the list of members goes")
    exit(1)
}
let appleShells: [(path: String, text: String)]
do { appleShells = try AppleShellFiles.files(root: root) } catch {
    print("generate-model: cannot read the Apple shells' templates in \(AppleShellFiles.templateFolder): \(error)")
    exit(1)
}
let files: [(path: String, text: String)] = appleShells + [
    ("Sources/TesseraRuntime/Model/Generated/ModelTypes.swift", SwiftModelFile.types()),
    ("Sources/TesseraRuntime/Model/Generated/ModelTypes+Map.swift", SwiftModelFile.map()),
    ("Sources/TesseraRuntime/Model/Generated/GeneratedModel+Names.swift", SwiftModelFile.names()),
    ("Sources/TesseraRuntime/CompiledLayouts/Generated/CompiledModelWriter.swift", SwiftCompiledFiles.writer()),
    ("Sources/TesseraRuntime/CompiledLayouts/Generated/CompiledModelReader+Nodes.swift", SwiftCompiledFiles.reader()),
    ("Sources/TesseraCompiler/Generator/Generated/ModelLiteral+Nodes.swift", SwiftLiteralFile.literal()),
    ("Sources/TesseraCompiler/CompiledFile/Generated/CompiledFormatSchema+Nodes.swift", SchemaFile.definitions()),
    ("Sources/TesseraRuntime/CompiledLayouts/Generated/CompiledFormatVersions.swift", VersionFiles.swift()),
    ("Sources/TesseraCompiler/Spec/Generated/LanguageSchema+Nodes.swift", LanguageFiles.schema()),
    ("Sources/TesseraCompiler/Spec/Generated/NodeReader+Nodes.swift", LanguageFiles.readers()),
    ("Runtimes/web/src/model/model.ts", TypeScriptFiles.model()),
    ("Runtimes/web/src/compiled/versions.ts", VersionFiles.typeScript()),
    ("Runtimes/web/src/compiled/nodeReader.ts", TypeScriptFiles.reader()),
    (JavaFiles.modelFolder + "Model.java", JavaFiles.model()),
    (JavaFiles.compiledFolder + "NodeReader.java", JavaFiles.reader()),
    (JavaFiles.compiledFolder + "Versions.java", JavaFiles.versions()),
    // The runtimes' bounds (LimitsDescription).
    ("Sources/TesseraRuntime/Inputs/Generated/Limits.swift", LimitsDescription.swift()),
    ("Runtimes/web/src/inputs/limits.ts", LimitsDescription.typeScript()),
    (JavaFiles.folder + "inputs/Limits.java", LimitsDescription.java()),
    // The stable error codes (ErrorCodesDescription).
    ("Sources/TesseraRuntime/Errors/Generated/ErrorCode.swift", ErrorCodesDescription.swift()),
    ("Runtimes/web/src/errors/codes.ts", ErrorCodesDescription.typeScript()),
    (JavaFiles.folder + "errors/ErrorCodes.java", ErrorCodesDescription.java()),
    ("docs/ERRORS.md", ErrorCodesDescription.markdown()),
    // The preview API's answers (APIDescription).
    ("Sources/TesseraPreview/API/Generated/APIAnswers.swift", APIFiles.swiftAnswers()),
    ("Tests/TesseraPreviewTests/Generated/APIShapes.swift", APIFiles.swiftShapes()),
    ("Runtimes/web/preview/answers.ts", APIFiles.typeScript()),
    // What is written about the description for fuzzers and readers.
    ("Fuzz/tessera.dict", FuzzDictionary.text()),
    (compiledFormatPath, compiledFormatDocument),
]
let checking = CommandLine.arguments.contains("--check")
var stale: [String] = []
for file in files {
    let url = root.appendingPathComponent(file.path)
    let current = try? String(contentsOf: url, encoding: .utf8)
    guard current != file.text else { continue }
    if checking {
        stale.append(file.path)
    } else {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.text.write(to: url, atomically: true, encoding: .utf8)
        print("wrote \(file.path)")
    }
}
// A generated shell file whose template is gone would still be compiled: it is stale too.
for stray in AppleShellFiles.strays(root: root, keeping: Set(appleShells.map(\.path))) {
    if checking {
        stale.append(stray + " (its template is gone)")
    } else {
        try FileManager.default.removeItem(at: root.appendingPathComponent(stray))
        print("removed \(stray)")
    }
}
if !stale.isEmpty {
    print("generate-model: these files are not what the model's description gives:\n  " + stale.joined(separator: "\n  ")
        + "\nrun `swift run --package-path CodeGeneration generate-model` and commit them")
    exit(1)
}
