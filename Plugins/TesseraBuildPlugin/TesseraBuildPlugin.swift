import Foundation
import PackagePlugin

/// Generates a Swift type for every layout file (`.yaml`, `.yml`) of the target it is applied to.
///
/// One build command runs `tessera-generate` (the `tessera generate` command alone, without the
/// preview server) on all of them, so layouts with the same type name are reported together; its
/// inputs are the layout files and the tool itself (a new Tessera regenerates), its outputs the
/// files `GeneratedFileName` names, one per layout.
@main
struct TesseraBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let layouts = sourceTarget.sourceFiles
            .map(\.url)
            .filter { ["yaml", "yml"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        guard !layouts.isEmpty else { return [] }
        let tessera = try context.tool(named: "tessera-generate").url
        let outputDirectory = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedLayouts")
        let base = target.directoryURL.standardizedFileURL.path
        let outputs = layouts.map { layout in
            let path = layout.standardizedFileURL.path
            let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : layout.lastPathComponent
            return outputDirectory.appendingPathComponent(GeneratedFileName.forLayout(atRelativePath: relative))
        }
        return [
            .buildCommand(
                displayName: "Generating Swift for \(layouts.count) Tessera layout(s) in \(target.name)",
                executable: tessera,
                arguments: ["--output", outputDirectory.path, "--relative-to", base] + layouts.map(\.path),
                inputFiles: layouts + [tessera],
                outputFiles: outputs),
        ]
    }
}
