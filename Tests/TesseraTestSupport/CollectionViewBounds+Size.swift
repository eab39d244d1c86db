@_spi(Adapters) import TesseraRuntime

extension CollectionViewBounds {
    /// A view of `size` at content offset `offset`, with no insets.
    package init(size: Size, offset: Point) {
        self.init(Rect(x: offset.x, y: offset.y, width: size.width, height: size.height))
    }
}

/// `value`, asked as a plain expression: `#require` and `#expect` expand a member call into a closure
/// over an immutable copy of its base, so a mutating question of the core (which records what
/// fails) is asked through this instead.
package func asked<T>(_ value: T?) -> T? { value }
