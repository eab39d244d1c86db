#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TesseraRuntime

/// Whether apps whose runtime reads compiled format version `old` can load a newer file or every
/// file of a newer version, and why not: `tessera compat`'s answer, from the compatibility
/// contract of the model's description (`CompiledLayoutFile.laterMembers`; docs/COMPILED-FORMAT.md,
/// "Compatibility").
package enum FormatCompatibility {
    /// One reason readers of the old version refuse: a member they do not understand and may not
    /// ignore, where the file uses it (nil when asked about a version rather than a file).
    package struct Refusal: Hashable, Sendable {
        package var member: String
        package var path: String?
        /// The version that brought it; nil for a member newer than this `tessera` knows.
        package var version: Int?
        package var feature: String?
    }

    package struct Answer: Hashable, Sendable {
        package var readerVersion: Int
        package var version: Int
        /// Empty: readers of `readerVersion` load it.
        package var refusals: [Refusal]
        /// Why a reader refuses by version alone: it came before the contract and refuses every
        /// newer version.
        package var beforeContract: Bool

        package var readable: Bool { refusals.isEmpty && !beforeContract }
    }

    /// The version from which readers apply the contract (read `mustUnderstand`) instead of
    /// refusing every newer version.
    package static var contractVersion: Int {
        CompiledLayoutFile.laterMembers.first { $0.member == "file.mustUnderstand" }!.version
    }

    /// Readers of `old` and a file: the file's version and must-understand members (its own list,
    /// or for a file written before the list, the members its layout uses).
    package static func answer(readerVersion old: Int, file json: Data) throws(CompiledLayout.LoadError) -> Answer {
        guard case .object(let members)? = try? JSONDocument.parse(Array(json)),
              case .number(let number)? = members.first(where: { $0.key == "version" })?.value, number == number.rounded(), number >= 1, number < 1e9 else {
            _ = try CompiledLayoutFile.read(json)  // its own refusal says what is wrong
            throw CompiledLayout.LoadError(place: "version", "the file has no version of the compiled format")
        }
        let version = Int(number)
        let uses: [MemberUse]
        if let listed = members.first(where: { $0.key == "mustUnderstand" })?.value {
            guard case .array(let entries) = listed else { throw CompiledLayout.LoadError(place: "mustUnderstand", "this value must be a list") }
            uses = try entries.enumerated().map { (number, entry) throws(CompiledLayout.LoadError) in
                guard case .object(let fields) = entry,
                      case .string(let member)? = fields.first(where: { $0.key == "member" })?.value,
                      case .string(let path)? = fields.first(where: { $0.key == "path" })?.value else {
                    throw CompiledLayout.LoadError(place: "mustUnderstand[\(number)]", "an entry is an object with a 'member' and a 'path', both strings")
                }
                return MemberUse(member: member, path: path)
            }
        } else {
            // Written before the list: every member it uses is one this tessera knows.
            let file = try CompiledLayoutFile.read(json)
            uses = CompiledLayoutFile.mustUnderstandUses(of: file.layout, formulas: file.formulas)
        }
        guard version > old else { return Answer(readerVersion: old, version: version, refusals: [], beforeContract: false) }
        let refusals = uses.compactMap { use -> Refusal? in
            let known = CompiledLayoutFile.laterMembers.first { $0.member == use.member }
            guard let known else { return Refusal(member: use.member, path: use.path) }
            return known.version > old ? Refusal(member: use.member, path: use.path, version: known.version, feature: known.feature) : nil
        }
        return Answer(readerVersion: old, version: version, refusals: refusals, beforeContract: old < contractVersion)
    }

    /// Readers of `old` and every file of `new`: the must-understand members that came after `old`
    /// up to `new`, any of which a file of `new` may use.
    package static func answer(readerVersion old: Int, version new: Int) -> Answer {
        let refusals = CompiledLayoutFile.laterMembers.filter { $0.mustUnderstand && $0.version > old && $0.version <= new }
            .map { Refusal(member: $0.member, version: $0.version, feature: $0.feature) }
        return Answer(readerVersion: old, version: new, refusals: refusals, beforeContract: new > old && old < contractVersion)
    }

    /// The answer in words, one line a reason.
    package static func report(_ answer: Answer, newName: String) -> String {
        let verdict = answer.readable
            ? "yes: apps that read compiled format version \(answer.readerVersion) can read \(newName) (version \(answer.version))"
            : "no: apps that read compiled format version \(answer.readerVersion) refuse \(newName) (version \(answer.version))"
        var lines = [verdict]
        if answer.beforeContract {
            lines.append("  readers of versions before \(contractVersion) refuse every newer version, whatever it uses")
        }
        for refusal in answer.refusals {
            let place = refusal.path.map { " at \($0)" } ?? ""
            let what = refusal.version.map { "came in version \($0) (\(refusal.feature ?? refusal.member)), must be understood" }
                ?? "is newer than this tessera knows (versions 1 to \(CompiledLayoutFile.formatVersion)), must be understood"
            lines.append("  \(refusal.member)\(place): \(what)")
        }
        return lines.joined(separator: "\n")
    }
}
