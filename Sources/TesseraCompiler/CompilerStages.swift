@_spi(Generated) import TesseraRuntime
/// The compiler's stages as plain functions over bytes, for the compiler benchmarks: they are a
/// package of their own, which `package` access does not reach. SPI, so an app that imports
/// TesseraCompiler never sees it; only `@_spi(Benchmarks) import TesseraCompiler` does.
@_spi(Benchmarks) public enum CompilerStages {
    /// Bytes to checked IR (and nothing after it): the layout's name, or the load error.
    public static func check(_ bytes: [UInt8]) -> Result<String, InterpretedLayout.LoadError> {
        let bag = DiagnosticBag()
        guard let ir = LayoutCompiler.check(bytes: bytes, diagnostics: bag), !bag.hasErrors else {
            return .failure(InterpretedLayout.LoadError(diagnostics: bag.diagnostics))
        }
        return .success(ir.name)
    }

    /// Bytes to generated Swift (a public type named after the layout), or the load error.
    public static func generateSwift(_ bytes: [UInt8], sourcePath: String) -> Result<String, InterpretedLayout.LoadError> {
        let bag = DiagnosticBag()
        guard let ir = LayoutCompiler.check(bytes: bytes, diagnostics: bag), !bag.hasErrors else {
            return .failure(InterpretedLayout.LoadError(file: sourcePath, diagnostics: bag.diagnostics))
        }
        return .success(SwiftGenerator().generate(ir, sourcePath: sourcePath, typeName: ir.name))
    }
}
