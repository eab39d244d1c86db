import Foundation
import Testing
import TesseraTestSupport

/// The UIKit, AppKit and SwiftUI adapters are compiled against Apple's real SDKs by
/// scripts/check-apple-platforms.sh. What is left here is the build plugin's Xcode conformance:
/// Xcode's XcodeProjectPlugin module ships with Xcode, in no SDK, so its declarations are written
/// here (Tests/XcodeStubs/XcodeProjectPlugin.swift), from Xcode's documentation.
@Suite struct XcodePluginConformanceTests {
    /// The build plugin's `XcodeBuildToolPlugin` conformance, against PackagePlugin as SwiftPM
    /// compiles plugins and declarations of Xcode's XcodeProjectPlugin.
    @Test func theBuildPluginsXcodeConformanceTypeChecks() throws {
        let pluginAPI = try #require(try Self.pluginAPIDirectory(), "no PackagePlugin module next to swiftc")
        let stub = repositoryRoot.appendingPathComponent("Tests/XcodeStubs/XcodeProjectPlugin.swift")
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
}
