/// Where scrolling comes to rest.
public enum SnapRule: String, Hashable, Sendable {
    case none, center, leading, page
}
