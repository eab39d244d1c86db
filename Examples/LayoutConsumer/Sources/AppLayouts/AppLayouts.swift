import TesseraRuntime

/// The layouts this app ships compiled; the build plugin generates `TesseraLayouts.Mosaic` and
/// `TesseraLayouts.Circle` from `Layouts/`.
public enum AppLayouts {
    public static let all: [any TesseraLayout] = [TesseraLayouts.Mosaic(), TesseraLayouts.Circle()]
}
