/// The version generated files name in their header. 0.5.0: generated code imports the runtime's
/// `@_spi(Generated)` API (version protocol 4), and the public API was renamed (issue 32).
package enum TesseraVersion {
    package static let current = "0.5.0"
}
