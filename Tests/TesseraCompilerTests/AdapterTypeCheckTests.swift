import Foundation
import Testing

/// The UIKit, AppKit and SwiftUI adapters are compiled on Apple platforms only, so on Linux each
/// is type-checked by swiftc against a module of the same name that declares the part of the
/// platform's API it uses (Tests/AdapterStubs): `canImport(UIKit)` is then true, and a wrong
/// call, a wrong override or a type mistake in the adapter fails here.
@Suite struct AdapterTypeCheckTests {
    @Test(arguments: [("UIKit", "TesseraUIKit"), ("AppKit", "TesseraAppKit"), ("SwiftUI", "TesseraSwiftUI")])
    func theAdapterTypeChecksAgainstItsPlatformsAPI(platform: String, adapter: String) throws {
        let build = try BuildProducts.locate()
        let stub = repositoryRoot.appendingPathComponent("Tests/AdapterStubs/\(platform).swift")
        let sources = try FileManager.default.contentsOfDirectory(
            at: repositoryRoot.appendingPathComponent("Sources/\(adapter)"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }
        #expect(!sources.isEmpty)
        try withTemporaryDirectory(named: "tessera-\(adapter)") { directory in
            let stubModule = try GeneratedProgram.run("/usr/bin/env", [
                "swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", platform,
                "-emit-module-path", directory.appendingPathComponent("\(platform).swiftmodule").path, stub.path,
            ])
            try #require(stubModule.status == 0, "the \(platform) declarations do not compile: \(stubModule.output)")
            let result = try GeneratedProgram.run("/usr/bin/env", [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", adapter,
                "-I", directory.path, "-I", build.modules.path,
            ] + sources.map(\.path))
            #expect(result.status == 0, "\(result.output)")
        }
    }

    /// The build plugin's `XcodeBuildToolPlugin` conformance, against PackagePlugin as SwiftPM
    /// compiles plugins and declarations of Xcode's XcodeProjectPlugin.
    @Test func theBuildPluginsXcodeConformanceTypeChecks() throws {
        let pluginAPI = try #require(try Self.pluginAPIDirectory(), "no PackagePlugin module next to swiftc")
        let stub = repositoryRoot.appendingPathComponent("Tests/AdapterStubs/XcodeProjectPlugin.swift")
        let sources = try FileManager.default.contentsOfDirectory(
            at: repositoryRoot.appendingPathComponent("Plugins/TesseraBuildPlugin"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }
        try withTemporaryDirectory(named: "tessera-xcode-plugin") { directory in
            let stubModule = try GeneratedProgram.run("/usr/bin/env", [
                "swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "XcodeProjectPlugin",
                "-I", pluginAPI.path, "-emit-module-path", directory.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path, stub.path,
            ])
            try #require(stubModule.status == 0, "the XcodeProjectPlugin declarations do not compile: \(stubModule.output)")
            let result = try GeneratedProgram.run("/usr/bin/env", [
                "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-package-description-version", "6.1", "-module-name", "TesseraBuildPlugin", "-I", pluginAPI.path, "-I", directory.path,
            ] + sources.map(\.path))
            #expect(result.status == 0, "\(result.output)")
        }
    }

    /// SwiftPM's plugin API module, in the toolchain beside swiftc (`usr/lib/swift/pm/PluginAPI`).
    static func pluginAPIDirectory() throws -> URL? {
        let which = try GeneratedProgram.run("/usr/bin/env", ["sh", "-c", "command -v swiftc"])
        let swiftc = URL(fileURLWithPath: which.output.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath()
        let directory = swiftc.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI")
        return FileManager.default.fileExists(atPath: directory.appendingPathComponent("PackagePlugin.swiftmodule").path) ? directory : nil
    }

    /// The check can fail: an adapter that overrides a method its platform does not have is refused.
    @Test func aWrongOverrideIsRefused() throws {
        let build = try BuildProducts.locate()
        let stub = repositoryRoot.appendingPathComponent("Tests/AdapterStubs/UIKit.swift")
        try withTemporaryDirectory(named: "tessera-wrong-adapter") { directory in
            _ = try GeneratedProgram.run("/usr/bin/env", [
                "swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "UIKit",
                "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path, stub.path,
            ])
            let wrong = directory.appendingPathComponent("Wrong.swift")
            try """
                #if canImport(UIKit)
                import UIKit
                final class Wrong: UICollectionViewLayout {
                    override func layoutAttributesForElements(in rect: CGRect, at offset: CGPoint) -> [UICollectionViewLayoutAttributes]? { nil }
                }
                #endif
                """.write(to: wrong, atomically: true, encoding: .utf8)
            let result = try GeneratedProgram.run("/usr/bin/env", [
                "swiftc", "-typecheck", "-swift-version", "6", "-I", directory.path, "-I", build.modules.path, wrong.path,
            ])
            #expect(result.status != 0)
            #expect(result.output.contains("does not override"), "\(result.output)")
        }
    }
}
