/// Tessera's version: what `tessera --version` prints and generated files name in their header.
/// CHANGELOG.md says what each version changed.
package enum TesseraVersion {
    package static let current = "0.6.0"
}
