import ArgumentParser
import TesseraCompiler
import TesseraTooling
import TesseraRuntime

/// The screens a layout is run on before it is accepted: `validate`, `generate` and `compile` share
/// them, so that what `validate` calls an error also fails a build, at the same place.
package struct ScreenOptions: ParsableArguments {
    package init() {}

    @Option(name: .customLong("viewport"), help: ArgumentHelp(
        "A screen to run the layouts on, in points; repeat for several. Replaces the typical screens; 'typical' adds them back, 'none' runs no screen.",
        valueName: "WxH|typical|none"))
    var viewports: [String] = []

    package func validate() throws {
        _ = try screens()
    }

    /// The screens `--viewport` names; the typical ones without it.
    func screens() throws -> [Screen] {
        guard !viewports.isEmpty else { return Screen.typical }
        var screens: [Screen] = []
        for value in viewports {
            switch value {
            case "typical": screens += Screen.typical
            case "none": continue
            default:
                let parts = value.split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                      width.isFinite, height.isFinite, width > 0, height > 0, width <= 1e6, height <= 1e6
                else {
                    throw ValidationError("--viewport '\(value)' is not a size: write it as WIDTHxHEIGHT in points, e.g. 390x844 (each above 0, at most 1000000).")
                }
                screens.append(Screen(name: "a \(describe(width))×\(describe(height)) viewport", size: Size(width: width, height: height)))
            }
        }
        return screens
    }

    /// The check these options ask for.
    package func check() throws -> ScreenCheck {
        ScreenCheck(screens: try screens())
    }
}
