#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One entry of a file's `mustUnderstand` list: a member that came after version 1 and that a
/// reader must understand to give right answers, and where the file uses it. A reader that does not
/// know the member refuses the file, naming both (docs/COMPILED-FORMAT.md, "Compatibility").
package struct MemberUse: Encodable, Hashable, Sendable {
    /// The member's name in the model's description, e.g. `body.gravity` (`laterMembers`).
    package var member: String
    /// Its place in the file, e.g. `layout.base.gravity`.
    package var path: String

    package init(member: String, path: String) {
        self.member = member
        self.path = path
    }
}

extension CompiledLayoutFile {
    /// The must-understand members `layout` and its formulas use, in the file's order: formulas
    /// first, then the layout's bodies, each body's sections before its own fields. Which members
    /// must be understood comes from the model's description (Generated/CompiledFormatVersions.swift).
    package static func mustUnderstandUses(of layout: LayoutModel<Formula>, formulas: [CompiledFormula]) -> [MemberUse] {
        var uses: [MemberUse] = []
        for (number, formula) in formulas.enumerated() where formula.program.contains(.variable(.textScale)) {
            uses.append(MemberUse(member: "input.textScale", path: "formulas[\(number)].program"))
        }
        func pagingByItem(_ rule: SnapRule?, at path: String) {
            if case .paging = rule { uses.append(MemberUse(member: "snap.pagingByItem", path: path)) }
        }
        let bodies = [(layout.base, "layout.base")] + layout.variants.enumerated().map { ($1.body, "layout.variants[\($0)].body") }
        for (body, bodyPath) in bodies {
            let sections = [(body.defaultSection, "\(bodyPath).defaultSection")]
                + body.sectionOverrides.enumerated().map { ($1, "\(bodyPath).sectionOverrides[\($0)]") }
            for (section, path) in sections {
                uses += mustUnderstand(in: section, at: path)
                pagingByItem(section.snap, at: "\(path).snap")
                pagingByItem(section.orthogonal?.snap, at: "\(path).orthogonal.snap")
            }
            uses += mustUnderstand(in: body, at: bodyPath)
            pagingByItem(body.snap, at: "\(bodyPath).snap")
        }
        return uses
    }

    /// The list a file of `version` carries: none in a version 1 file (every reader reads it),
    /// the members used otherwise, so that a reader of version 5 or later that meets a newer file
    /// knows which of its members it must understand.
    static func mustUnderstandList(version: Int, layout: LayoutModel<Formula>, formulas: [CompiledFormula]) -> [MemberUse]? {
        version > 1 ? mustUnderstandUses(of: layout, formulas: formulas) : nil
    }
}
