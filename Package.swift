// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Tessera",
    products: [
        // What apps link: geometry, the layout API and the layout engines. No dependencies.
        .library(name: "TesseraRuntime", targets: ["TesseraRuntime"]),
        // YAML → spec → IR, diagnostics, and the interpreter (layouts loaded at run time).
        .library(name: "TesseraCompiler", targets: ["TesseraCompiler"]),
        .executable(name: "tessera", targets: ["tessera"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "TesseraRuntime"),
        .target(
            name: "TesseraCompiler",
            dependencies: ["CYAML", "TesseraRuntime"]
        ),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraCompiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/TesseraCLI"
        ),
        .testTarget(name: "TesseraRuntimeTests", dependencies: ["TesseraRuntime"]),
        .testTarget(name: "TesseraCompilerTests", dependencies: ["TesseraCompiler"]),
        // Runs the built executable; depending on it makes `swift test` build it first.
        .testTarget(name: "TesseraCLITests", dependencies: ["tessera"]),
    ],
    swiftLanguageModes: [.v6]
)
