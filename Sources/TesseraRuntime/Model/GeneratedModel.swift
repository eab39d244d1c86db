/// The model's types with formulas as evaluator slots: the names generated code spells its
/// layout description with (one per node, in Generated/GeneratedModel+Names.swift).
@_spi(Generated) public enum GeneratedModel {
    public typealias Formula = TesseraRuntime.Formula
}

/// Generated code names the version of the runtime API it was generated for by conforming to
/// this protocol; a runtime with another API version has no such protocol, and the generated
/// file fails to compile with a message that names it, instead of misbehaving. Version 4 put what
/// generated code uses behind `@_spi(Generated)`: files of versions 1 to 3 import the runtime
/// without it, so they cannot compile against this runtime, and their protocols are gone.
@_spi(Generated) public protocol TesseraGeneratedCodeVersion4 {}
