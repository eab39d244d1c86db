// The model's shapes that fields cannot describe (choices with payloads, nested values), and
// what the model answers beyond its fields. The model's nodes themselves are generated from
// CodeGeneration/Sources/generate-model/ModelNodes.swift into Generated/.

extension MasonryModel {
    /// Masonry's and the grid's columns: a count, or as many as fit a minimum width.
    @_spi(Generated) public enum Columns: Sendable {
        case count(Int)
        case minimumWidth(F)
    }
}

extension FlowModel {
    @_spi(Generated) public enum Sizing: Sendable {
        case columns(Int, aspect: F)
        case minimumWidth(F, aspect: F)
        /// `perItem`: the size reads `index`, so each item is measured and lines are broken.
        case item(SizeModel<F>, perItem: Bool)
        case data
    }
}

extension RuleModel {
    @_spi(Generated) public struct Period: Sendable {
        public var items: Int
        public var length: F

        public init(items: Int, length: F) {
            self.items = items
            self.length = length
        }
    }
}

extension BodyModel {
    public func section(_ index: Int) -> SectionModel<F> {
        index < sectionOverrides.count ? sectionOverrides[index] : defaultSection
    }
}

extension EffectsModel {
    /// Whether the effects move, rotate or turn elements, so that rect queries must look past frames.
    public var transforms: Bool { rotation != nil || translateX != nil || translateY != nil || turn != nil }

    /// These effects without those that move cells, as Reduce Motion asks (Apple's Human Interface
    /// Guidelines name scaling, rotating and sliding): opacity and z-order stay.
    public var stilled: EffectsModel {
        EffectsModel(scale: nil, alpha: alpha, zIndex: zIndex)
    }

    /// Whether no effect is set.
    var isEmpty: Bool {
        scale == nil && alpha == nil && zIndex == nil && rotation == nil && translateX == nil && translateY == nil && turn == nil && perspective == nil
    }

    /// The effects in force: `effects`, or with Reduce Motion `reduced` when given, else `effects` stilled.
    static func inForce(_ effects: EffectsModel?, reduced: EffectsModel?, reduceMotion: Bool) -> EffectsModel? {
        reduceMotion ? reduced ?? effects?.stilled : effects
    }
}

extension BodyModel {
    /// The layout's effects for the reader's Reduce Motion setting (`EffectsModel.inForce`).
    package func effectsInForce(reduceMotion: Bool) -> EffectsModel<F>? {
        EffectsModel.inForce(effects, reduced: reducedMotionEffects, reduceMotion: reduceMotion)
    }
}

extension SectionModel {
    /// The section's own effects for the reader's Reduce Motion setting; nil: the body's. (A
    /// section that gives effects only for Reduce Motion takes the body's otherwise.)
    package func effectsInForce(reduceMotion: Bool) -> EffectsModel<F>? {
        EffectsModel.inForce(effects, reduced: reducedMotionEffects, reduceMotion: reduceMotion)
    }
}

extension BlocksModel {
    public var blockSize: Int { columns.reduce(0) { $0 + $1.count } }
}

// The shapes in compiled files (docs/COMPILED-FORMAT.md).

/// `{"count": 3}` or `{"minimumWidth": <formula>}`.
extension MasonryModel.Columns: Encodable where F: Encodable {
    private enum Keys: String, CodingKey {
        case count, minimumWidth
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .count(let count): try container.encode(count, forKey: .count)
        case .minimumWidth(let width): try container.encode(width, forKey: .minimumWidth)
        }
    }
}

/// `{"columns": {"count": 3, "aspect": 0}}`, `{"minimumWidth": {"width": 1, "aspect": 2}}`,
/// `{"item": {"size": {...}, "perItem": false}}` or `{"data": {}}`.
extension FlowModel.Sizing: Encodable where F: Encodable {
    enum ColumnsCodingKeys: String, CodingKey { case _0 = "count", aspect }
    enum MinimumWidthCodingKeys: String, CodingKey { case _0 = "width", aspect }
    enum ItemCodingKeys: String, CodingKey { case _0 = "size", perItem }
}

/// A word, or paging by item as `{"paging": "leading", "items": 1}`.
extension SnapRule: Encodable {
    private enum PagingKeys: String, CodingKey { case paging, items }

    public func encode(to encoder: any Encoder) throws {
        guard case .paging(let items, let alignment) = self else {
            var container = encoder.singleValueContainer()
            try container.encode(word)
            return
        }
        var container = encoder.container(keyedBy: PagingKeys.self)
        try container.encode(alignment.rawValue, forKey: .paging)
        try container.encode(items, forKey: .items)
    }
}

extension RuleModel.Period: Encodable where F: Encodable {
    enum CodingKeys: String, CodingKey { case items, length }
}
