// swift-tools-version: 6.1
// An app-side package that uses Tessera as an app would: the build plugin compiles the layouts of
// `AppLayouts`, and `layout-demo` asks them for frames, scrolls them, and loads layouts at run
// time. `.ci/run` builds and runs it, so the README's snippets stay true.
import PackageDescription

let package = Package(
    name: "LayoutConsumer",
    products: [.executable(name: "layout-demo", targets: ["LayoutDemo"])],
    dependencies: [
        // A path dependency's identity is its folder's name, whatever the folder holds; `name:`
        // fixes it, so `package: "Tessera"` below works in any checkout.
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        // The plugin runs only for a target that has a Swift file: `AppLayouts.swift` is one.
        .target(
            name: "AppLayouts",
            dependencies: [.product(name: "TesseraRuntime", package: "Tessera")],
            plugins: [.plugin(name: "TesseraBuildPlugin", package: "Tessera")]
        ),
        .executableTarget(
            name: "LayoutDemo",
            dependencies: [
                "AppLayouts",
                .product(name: "TesseraRuntime", package: "Tessera"),
                .product(name: "TesseraCompiler", package: "Tessera"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
