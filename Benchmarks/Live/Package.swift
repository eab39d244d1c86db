// swift-tools-version: 6.1
// From saving a layout to a running app holding it: the real `tessera preview` and the real
// live client. A package of its own, because the benchmark plugin runs every executable of the
// Benchmarks package as a benchmark. Run it with
// `swift run --package-path Benchmarks/Live -c release LiveLatency` (see Benchmarks/RESULTS.md).
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, whatever the clone is called.
let tessera = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TesseraLiveBenchmark",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "LiveLatency",
            dependencies: [
                .product(name: "TesseraLive", package: tessera),
                .product(name: "TesseraCompiler", package: tessera),
                .product(name: "TesseraRuntime", package: tessera),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
