// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tessera",
    // The lowest versions the code compiles for, checked against real SDKs by
    // scripts/check-apple-platforms.sh: iOS 13 and macOS 10.15 bring opaque result types and
    // JSONEncoder's `withoutEscapingSlashes`, which the runtime uses. TesseraSwiftUI needs iOS 16 /
    // macOS 13 (SwiftUI's `Layout`) and says so with `@available`. Linux is not affected.
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [
        // What apps link: geometry, the layout API and the layout engines. No dependencies.
        .library(name: "TesseraRuntime", targets: ["TesseraRuntime"]),
        // YAML → spec → IR, diagnostics, and the interpreter (layouts loaded at run time). Apps see
        // only the loader and its errors; the stages are `package` API for Tessera's own targets.
        .library(name: "TesseraCompiler", targets: ["TesseraCompiler"]),
        // Collection view layouts and a SwiftUI Layout over the runtime. Compiled on Apple
        // platforms only (each is empty elsewhere); their decisions are the runtime's, tested here.
        .library(name: "TesseraUIKit", targets: ["TesseraUIKit"]),
        .library(name: "TesseraAppKit", targets: ["TesseraAppKit"]),
        .library(name: "TesseraSwiftUI", targets: ["TesseraSwiftUI"]),
        // Live layouts from `tessera preview` in a running app: a debug-time library of its own,
        // so that a release build carries none of its networking.
        .library(name: "TesseraLive", targets: ["TesseraLive"]),
        // Signed compiled files (docs/COMPILED-FORMAT.md): verified against the app's public keys
        // before the runtime sees them. A library of its own so that an app that loads no file
        // from a server links no cryptography.
        .library(name: "TesseraSigning", targets: ["TesseraSigning"]),
        // Apply to a target to compile its .yaml layouts into Swift types. Its tool is
        // `tessera-generate`, the `generate` command alone, without the preview server.
        .plugin(name: "TesseraBuildPlugin", targets: ["TesseraBuildPlugin"]),
        // No executable product, on purpose: `tessera` and `tessera-generate` are products only of
        // this package built as the root (SwiftPM makes one for each executable target there, so
        // `swift run tessera` works in a checkout), and a plugin's tool is built for it whatever
        // its package. A declared product would be part of every app's build: after `swift run`
        // in an app's package, SwiftPM counts every product of its dependencies as reachable and
        // builds them all, the preview's web server (FlyingSocks) included.
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The preview server's sockets (FlyingSocks): pure Swift over BSD sockets, no dependencies of its own.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Ed25519 for signed layouts on Linux; Apple platforms use CryptoKit (the same API), so
        // the target depends on it for Linux only (see TesseraSigning below).
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "TesseraRuntime"),
        // CGRect and friends from and to the runtime's geometry, for the adapters.
        .target(name: "TesseraCoreGraphics", dependencies: ["TesseraRuntime"]),
        // What both ask of a layout alike is written once (CodeGeneration/AppleShells) and
        // generated into each one's Generated/ folder.
        .target(name: "TesseraUIKit", dependencies: ["TesseraRuntime", "TesseraCoreGraphics"]),
        .target(name: "TesseraAppKit", dependencies: ["TesseraRuntime", "TesseraCoreGraphics"]),
        .target(name: "TesseraSwiftUI", dependencies: ["TesseraRuntime", "TesseraCoreGraphics"]),
        .target(name: "TesseraLive", dependencies: ["TesseraRuntime"]),
        .target(name: "TesseraSigning", dependencies: [
            "TesseraRuntime",
            .product(name: "Crypto", package: "swift-crypto", condition: .when(platforms: [.linux])),
        ]),
        .target(
            name: "TesseraCompiler",
            dependencies: ["CYAML", "TesseraRuntime"]
        ),
        // Asks a layout everything an app asks and says whether each fault names its place: the
        // fuzzers' and the mutation tests' harness, on the runtime alone (as the compiled-file
        // fuzzer links it), kept out of the runtime that apps link.
        .target(name: "TesseraExercise", dependencies: ["TesseraRuntime"]),
        // Random layout files made from the language's description, every key, word and shape of
        // it, and what of the description a set of files covers: for the shared vectors and the
        // tests that compare the ways a layout runs.
        .target(name: "TesseraRandomLayouts", dependencies: ["TesseraCompiler", "TesseraExercise", "TesseraRuntime"]),
        // What the tools show of a layout, kept off an app's path: the SVG and HTML renderers,
        // the reports `frames`, `snap` and `hit` print, `validate`'s run on typical screens, and
        // the YAML fuzzer's pipeline.
        .target(
            name: "TesseraTooling", dependencies: ["TesseraCompiler", "TesseraExercise", "TesseraRuntime"],
            // The web runtime, built from Runtimes/web, for the pages that run layouts themselves.
            resources: [.copy("WebRuntime")]
        ),
        // The commands both executables share; files and flags live here, not in the compiler.
        .target(
            name: "TesseraCommands",
            dependencies: [
                "TesseraCompiler",
                "TesseraRuntime",
                "TesseraTooling",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `tessera preview`: a local web server, its JSON API and the page (plain HTML/CSS/JS).
        .target(
            name: "TesseraPreview",
            dependencies: ["TesseraCompiler", "TesseraRuntime", "TesseraTooling", .product(name: "FlyingSocks", package: "FlyingFox")],
            resources: [.copy("Page")]
        ),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraCommands",
                "TesseraCompiler",
                "TesseraPreview",
                "TesseraRuntime",
                // `compile --sign` and `keygen` live in the `tessera` executable alone, so that the
                // build plugin's tool (tessera-generate, built for the host) never builds swift-crypto.
                "TesseraSigning",
                "TesseraTooling",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/TesseraCLI"
        ),
        .executableTarget(
            name: "tessera-generate",
            dependencies: ["TesseraCommands"],
            path: "Sources/TesseraGenerateTool"
        ),
        // Writes the shared test vectors that the web runtime's tests answer (Runtimes/web).
        .executableTarget(
            name: "tessera-vectors",
            dependencies: [
                "TesseraCompiler",
                "TesseraExercise",
                "TesseraRandomLayouts",
                "TesseraRuntime",
                "TesseraSigning",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/TesseraVectors"
        ),
        .plugin(
            name: "TesseraBuildPlugin",
            capability: .buildTool(),
            dependencies: ["tessera-generate"]
        ),
        // What the tests share: the repository's layouts and fixtures, and a simulated collection view.
        .target(name: "TesseraTestSupport", dependencies: ["TesseraCompiler", "TesseraExercise", "TesseraRuntime"], path: "Tests/TesseraTestSupport"),
        // The runtime: engines, queries, the scroll driver and the adapters' core (layouts loaded
        // from the repository's YAML through the compiler).
        .testTarget(name: "TesseraRuntimeTests", dependencies: [
            "TesseraRuntime", "TesseraCompiler", "TesseraExercise", "TesseraRandomLayouts", "TesseraCoreGraphics", "TesseraTestSupport",
        ]),
        .testTarget(name: "TesseraCompilerTests", dependencies: [
            "TesseraCompiler", "TesseraExercise", "TesseraRandomLayouts", "TesseraRuntime", "TesseraTooling", "TesseraTestSupport",
        ]),
        // Signed files: the envelope, each refusal, and a tamper fuzzer over the verifier.
        // swift-crypto's SHA-256 is what the runtime's ContentHash is held to.
        .testTarget(name: "TesseraSigningTests", dependencies: [
            "TesseraSigning", "TesseraRuntime", "TesseraTestSupport",
            .product(name: "Crypto", package: "swift-crypto", condition: .when(platforms: [.linux])),
        ]),
        .testTarget(name: "TesseraToolingTests", dependencies: ["TesseraTooling", "TesseraCompiler", "TesseraRuntime", "TesseraTestSupport"]),
        // The server's HTTP tests talk to it through real sockets (FlyingSocks), as a client does.
        .testTarget(name: "TesseraPreviewTests", dependencies: [
            "TesseraCompiler", "TesseraPreview", "TesseraRuntime", "TesseraTooling", .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
        // The live client against the real preview server, over HTTP on loopback.
        .testTarget(name: "TesseraLiveTests", dependencies: [
            "TesseraLive", "TesseraPreview", "TesseraRuntime", "TesseraCompiler",
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
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

// DocC (`swift package generate-documentation`) only when asked for, so that apps depending on
// Tessera do not fetch the documentation plugin: `TESSERA_DOCS=1 swift package ...`.
if Context.environment["TESSERA_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}
