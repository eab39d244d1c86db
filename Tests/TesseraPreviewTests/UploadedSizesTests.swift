import Testing
import TesseraRuntime
@testable import TesseraPreview

/// The one-pass reader of `POST /api/sizes`: the sizes `--sizes` takes, and each fault with its
/// line and column.
@Suite struct UploadedSizesTests {
    static func read(_ text: String, maxCount: Int = 100) -> Result<[ItemSize], UploadedSizes.Fault> {
        UploadedSizes.read(Array(text.utf8), maxCount: maxCount)
    }

    @Test func numbersAndObjectsAreRead() throws {
        let sizes = try Self.read(" [120, 8.5e1,\n {\"height\": 60, \"width\": 40}, 0 ] \n").get()
        #expect(sizes == [.length(120), .length(85), .size(Size(width: 40, height: 60)), .length(0)])
        #expect(try Self.read("[]").get().isEmpty)
    }

    @Test(arguments: [
        ("{}", 1, 1, "must be a JSON array"),
        ("[1,\n {\"width\": 3}]", 2, 2, "needs both 'width' and 'height'"),
        ("[1, {\"w\": 3, \"height\": 4}]", 1, 6, "unknown key 'w'"),
        ("[1, -2]", 1, 5, "must not be negative (-2)"),
        ("[1, NaN]", 1, 5, "a size must be a finite number, not 'NaN'"),
        ("[1, 1e999]", 1, 5, "finite number, not '1e999'"),
        ("[1, [2, 3]]", 1, 5, "not a list"),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        ("[1, 2", 1, 6, "(the body ends here)"),
        ("[1] x", 1, 5, "unexpected text after"),
        ("[{\"width\": 1, \"width\": 2, \"height\": 3}]", 1, 15, "'width' is given twice"),
    ])
    func faultsSayWhere(text: String, line: Int, column: Int, message: String) {
        guard case .failure(let fault) = Self.read(text) else {
            Issue.record("\(text) was read")
            return
        }
        #expect(fault.line == line && fault.column == column, "\(fault.description)")
        #expect(fault.message.contains(message), "\(fault.description)")
        #expect(!fault.tooMany)
    }

    @Test func pastTheMostItStops() {
        guard case .failure(let fault) = Self.read("[1, 2, 3, 4]", maxCount: 3) else {
            Issue.record("four sizes were read past three")
            return
        }
        #expect(fault.tooMany && fault.message.contains("more than 3 sizes"), "\(fault.description)")
    }
}
