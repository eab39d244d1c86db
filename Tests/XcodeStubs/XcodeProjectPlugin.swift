// The part of XcodeProjectPlugin's API that TesseraBuildPlugin uses, with Xcode's signatures and
// no behaviour, so that swiftc type-checks the plugin's Xcode conformance on Linux
// (XcodePluginConformanceTests). The real module exists only in Xcode.
import Foundation
import PackagePlugin

public struct XcodeProject {
    public var displayName: String
    public var directoryURL: URL
}

public struct XcodeTarget {
    public var displayName: String
    public var inputFiles: FileList
}

public struct XcodePluginContext {
    public var xcodeProject: XcodeProject
    public var pluginWorkDirectoryURL: URL
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("declarations only") }
}

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
