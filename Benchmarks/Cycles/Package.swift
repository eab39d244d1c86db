// swift-tools-version: 6.1
// QueryCycles: one query in a loop, for `perf stat` (see ../cycles.sh). A package of its own, not
// a target of the benchmarks' package, whose plugin runs every executable there as a benchmark.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, whatever the clone is called.
let tessera = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "QueryCycles",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "QueryCycles",
            dependencies: [
                .product(name: "TesseraRuntime", package: tessera),
                .product(name: "TesseraCompiler", package: tessera),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
