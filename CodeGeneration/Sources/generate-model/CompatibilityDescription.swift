/// The compiled format's members that came after version 1, named as a file's `mustUnderstand`
/// list and `tessera compat` name them, from the description's `since:` and `laterFeatures`.
struct LaterMember: Sendable {
    /// `arrangement.grid` (a kind), `tiles.extent` (a kind's field), `section.effects`,
    /// `body.gravity`, or a later feature's own name (`input.textScale`).
    let member: String
    let since: Since
    /// Where it is in a section or a body, after the section's or the body's path; nil for a
    /// later feature, whose places each runtime finds by hand.
    let place: String?
}

extension ModelDescription {
    /// Every later member, in the order the version checks make them: each later kind, each later
    /// field of a kind, a section's and a body's later fields, then the later features.
    static var laterMembers: [LaterMember] {
        var members: [LaterMember] = []
        for kind in kinds {
            if let since = kind.since { members.append(LaterMember(member: "arrangement.\(kind.kind!)", since: since, place: ".arrangement.\(kind.kind!)")) }
        }
        for kind in kinds {
            for field in kind.fields {
                if let since = field.since {
                    members.append(LaterMember(member: "\(kind.kind!).\(field.name)", since: since, place: ".arrangement.\(kind.kind!).\(field.name)"))
                }
            }
        }
        for node in ["Section", "Body"] {
            for field in self.node(node)!.fields {
                if let since = field.since { members.append(LaterMember(member: "\(node.lowercased()).\(field.name)", since: since, place: ".\(field.name)")) }
            }
        }
        return members + laterFeatures.map { LaterMember(member: $0.member, since: Since($0.version, $0.feature, $0.compatibility), place: nil) }
    }
}
