/// The description's comment in the TypeScript and Java runtimes' words: there an absent field
/// is absent (`undefined`, `null`), not Swift's nil.
func inTheirWords(_ text: String?) -> String? {
    text?.replacing(/\bnil\b/, with: "absent")
}
