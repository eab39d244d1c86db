import Foundation
import PackagePlugin

/// Generates a Swift type for every layout file (`.yaml`, `.yml`) of the target it is applied to,
/// in a Swift package or (through `XcodeBuildToolPlugin`) an Xcode project.
///
/// One build command runs `tessera-generate` (the `tessera generate` command alone, without the
/// preview server) on all of them, so layouts with the same type name are reported together; its
/// inputs are the layout files and the tool itself (a new Tessera regenerates), its outputs the
/// files `GeneratedFileName` names, one per layout.
@main
struct TesseraBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        return Self.commands(
            files: sourceTarget.sourceFiles.map(\.url), base: target.directoryURL, targetName: target.name,
            tool: try context.tool(named: "tessera-generate").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The command for a target's files: layouts are named relative to `base`, so that two
    /// layouts with the same file name in different folders get different output files.
    static func commands(files: [URL], base: URL, targetName: String, tool: URL, workDirectory: URL) -> [Command] {
        let layouts = files.filter { ["yaml", "yml"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        guard !layouts.isEmpty else { return [] }
        let outputDirectory = workDirectory.appendingPathComponent("GeneratedLayouts")
        let basePath = base.standardizedFileURL.path
        let outputs = layouts.map { layout in
            let path = layout.standardizedFileURL.path
            let relative = path.hasPrefix(basePath + "/") ? String(path.dropFirst(basePath.count + 1)) : layout.lastPathComponent
            return outputDirectory.appendingPathComponent(GeneratedFileName.forLayout(atRelativePath: relative))
        }
        return [
            .buildCommand(
                displayName: "Generating Swift for \(layouts.count) Tessera layout(s) in \(targetName)",
                executable: tool,
                arguments: ["--output", outputDirectory.path, "--relative-to", basePath] + layouts.map(\.path),
                inputFiles: layouts + [tool],
                outputFiles: outputs),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// Xcode app projects apply the same plugin to a target (Build Phases › Run Build Tool Plug-ins):
/// layouts are the target's `.yaml` files, named relative to the project's folder.
extension TesseraBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        Self.commands(
            files: target.inputFiles.map(\.url), base: context.xcodeProject.directoryURL, targetName: target.displayName,
            tool: try context.tool(named: "tessera-generate").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
