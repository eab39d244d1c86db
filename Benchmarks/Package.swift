// swift-tools-version: 6.1
// Tessera's benchmarks, kept out of the main package so that its build stays lean.
// Run them all with `bash Benchmarks/run-all.sh` (see RESULTS.md).
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, whatever the clone is called.
let tessera = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TesseraBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Interpreted layouts, the build plugin's generated types and hand-written ports of the
        // seeds' algorithms, side by side.
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraRuntime", package: tessera),
                .product(name: "TesseraCompiler", package: tessera),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
                .plugin(name: "TesseraBuildPlugin", package: tessera),
            ]
        ),
        .executableTarget(
            name: "CompilerBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraCompiler", package: tessera),
            ],
            path: "Benchmarks/CompilerBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
