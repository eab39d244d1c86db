// swift-tools-version: 6.1
import PackageDescription

// Generates the layout model's code from one description (Sources/generate-model/ModelNodes.swift):
// the Swift model types with their map, the compiled format's writer and reader, the generator's
// literal, the language's keys of the model's nodes and their readers, and the web runtime's model
// and reader; and the preview API's answers (APIDescription.swift) for the server, its tests and
// the page; and the UIKit and AppKit layouts' shared body (AppleShells/) in both adapters. A package of its own, as swift-syntax's CodeGeneration is, so the main build never
// compiles it:
//   swift run --package-path CodeGeneration generate-model        (writes the files)
//   swift run --package-path CodeGeneration generate-model --check (fails when they are stale)
let package = Package(
    name: "TesseraCodeGeneration",
    targets: [
        .executableTarget(name: "generate-model", swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "GenerateModelTests", dependencies: ["generate-model"], swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
