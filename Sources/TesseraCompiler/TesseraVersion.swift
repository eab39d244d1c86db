/// The version generated files name in their header.
package enum TesseraVersion {
    package static let current = "0.4.0"
}
