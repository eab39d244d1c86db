// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tessera",
    products: [
        // What apps link: geometry, the layout API and the layout engines. No dependencies.
        .library(name: "TesseraRuntime", targets: ["TesseraRuntime"]),
        // YAML → spec → IR, diagnostics, and the interpreter (layouts loaded at run time).
        .library(name: "TesseraCompiler", targets: ["TesseraCompiler"]),
        .executable(name: "tessera", targets: ["tessera"]),
        // Apply to a target to compile its .yaml layouts into Swift types.
        .plugin(name: "TesseraBuildPlugin", targets: ["TesseraBuildPlugin"]),
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
        .plugin(
            name: "TesseraBuildPlugin",
            capability: .buildTool(),
            dependencies: ["tessera"]
        ),
        .testTarget(name: "TesseraRuntimeTests", dependencies: ["TesseraRuntime"]),
        .testTarget(name: "TesseraCompilerTests", dependencies: ["TesseraCompiler"]),
        // Runs the built executable, which `swift test` builds with every other product. (Depending
        // on it would link its objects twice, since the build plugin uses it as a tool too.)
        .testTarget(name: "TesseraCLITests"),
        // Its layouts (links to Layouts/ and the fixtures) are compiled by the build plugin; the
        // tests compare the generated types with the interpreter.
        .testTarget(
            name: "GeneratedLayoutTests",
            dependencies: ["TesseraRuntime", "TesseraCompiler"],
            plugins: ["TesseraBuildPlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
