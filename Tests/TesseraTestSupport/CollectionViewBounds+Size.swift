@_spi(Adapters) import TesseraRuntime

extension CollectionViewBounds {
    /// A view of `size` at content offset `offset`, with no insets.
    package init(size: Size, offset: Point) {
        self.init(Rect(x: offset.x, y: offset.y, width: size.width, height: size.height))
    }
}
