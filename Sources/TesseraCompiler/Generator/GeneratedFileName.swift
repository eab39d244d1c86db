// This file is compiled twice: into TesseraCompiler, and (through a symbolic link) into the
// build plugin, so that the plugin declares exactly the files the generator writes. It stays internal
// (plugins have no package to share), and the generator passes it on as `SwiftGenerator.fileName`.

/// The one rule that names a generated file after its layout file's path relative to a base
/// directory (the target's directory in the build plugin): `Layouts/mosaic.yaml` becomes
/// `Layouts+mosaic.swift`, so two `mosaic.yaml` in different folders cannot collide. Folders are
/// joined with `+`; `+`, `@` and any character other than letters, digits, `_`, `-` and `.` are
/// written `@XX` (UTF-8 bytes in hex), which keeps the rule one-to-one.
enum GeneratedFileName {
    static func forLayout(atRelativePath relativePath: String) -> String {
        var components = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if var last = components.popLast() {
            for suffix in [".yaml", ".yml"] where last.hasSuffix(suffix) && last.count > suffix.count {
                last.removeLast(suffix.count)
                break
            }
            components.append(last)
        }
        return components.map(escaped).joined(separator: "+") + ".swift"
    }

    private static func escaped(_ component: String) -> String {
        var out = ""
        for byte in component.utf8 {
            let isPlain = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if isPlain {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "@" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
