/// The JSON answers of `tessera preview`'s API (docs/PREVIEW.md), described once. From it come
/// the Swift types the server builds its own answers with, the TypeScript types the preview page
/// reads every answer with, and the shapes the server's tests hold every real answer to (those
/// made by the reports `tessera frames` shares, and the diagnostics, included).
enum APIDescription {
    indirect enum Value: Sendable {
        case integer, number, string, bool
        /// A string, one of these words.
        case words([String])
        case message(String)
        case list(Value)
        /// Present, and null when there is none.
        case nullable(Value)
        /// One of these (a size is a length or a width and a height).
        case either([Value])
    }

    struct Member: Sendable {
        let name: String
        let value: Value
        /// Absent when there is none (rather than null).
        var optional = false
        let doc: String
    }

    /// Who makes a message's JSON on the Swift side.
    enum Maker: Sendable {
        /// The API itself: a Swift struct is generated for it, and the API builds its answer with it.
        case api
        /// A report `tessera frames` or `validate` shares (`ElementReport`, `Diagnostic`): the
        /// server's JSON is held to the description by the tests.
        case report
    }

    struct Message: Sendable {
        let name: String
        let doc: String
        let maker: Maker
        let members: [Member]
    }

    static func member(_ name: String, _ value: Value, optional: Bool = false, _ doc: String) -> Member {
        Member(name: name, value: value, optional: optional, doc: doc)
    }

    static let kinds = ["header", "cell", "footer", "background", "separator"]

    static let messages: [Message] = [
        Message(name: "LayoutsAnswer", doc: "`GET /api/layouts`: the layouts, the sizes files and the devices.", maker: .api, members: [
            member("version", .integer, "Bumped whenever a layout file is added, removed or changed."),
            member("layouts", .list(.message("LayoutListing")), "Every layout file, in the order found."),
            member("sizes", .list(.message("SizesListing")), "The sizes files: `--sizes` (`file`) and those uploaded."),
            member("devices", .nullable(.message("DevicesListing")), "With `--devices`: where apps connect, the code and who did; else null."),
            member("skipped", .nullable(.string), "Past the most layout files the preview serves: which it left out and what to do; else null."),
        ]),
        Message(name: "LayoutListing", doc: "A layout file as the list shows it.", maker: .api, members: [
            member("file", .string, "What the API calls it (the `file` parameter)."),
            member("label", .string, "The path below the folder given, or the file's name."),
            member("valid", .bool, "False while the file has errors."),
            member("name", .string, optional: true, "Its `layout:` name (valid files)."),
            member("axis", .words(["vertical", "horizontal"]), optional: true, "The scroll axis (valid files)."),
            member("takesSizesFromData", .bool, optional: true, "Whether it is sized by data (valid files)."),
            member("suggestedCounts", .list(.integer), optional: true, "Counts that show every section it describes (valid files)."),
            member("diagnostics", .list(.message("Diagnostic")), "Its errors, or what `tessera validate` warns of."),
        ]),
        Message(name: "SizesListing", doc: "A sizes file the preview holds.", maker: .api, members: [
            member("id", .string, "`file` for `--sizes`, else the id `POST /api/sizes` gave."),
            member("count", .integer, "How many sizes it lists."),
        ]),
        Message(name: "DevicesListing", doc: "What `--devices` serves.", maker: .api, members: [
            member("address", .string, "The address apps connect to."),
            member("code", .string, "The pairing code."),
            member("connected", .list(.message("DeviceListing")), "Devices that asked for a live layout in the last minute."),
        ]),
        Message(name: "DeviceListing", doc: "A device following a live layout.", maker: .api, members: [
            member("name", .string, "The name the app gave (`device=`)."),
            member("layout", .string, "The layout it follows."),
        ]),
        Message(name: "CompiledAnswer", doc: "`GET /api/compiled`: the layout compiled, for the page's own runtime.", maker: .api, members: [
            member("file", .string, "The layout's file."),
            member("version", .integer, "The file's version."),
            member("compiled", .string, "The compiled layout, as `tessera compile` writes it."),
            member("itemSizes", .nullable(.list(.list(.either([.number, .message("Size")])))), "Each item's size by section, for layouts sized by data; else null."),
        ]),
        Message(name: "SizesAnswer", doc: "`POST /api/sizes`: the sizes kept.", maker: .api, members: [
            member("id", .string, "What `sizes=` names them by."),
            member("count", .integer, "How many sizes they are."),
        ]),
        Message(name: "ChangesAnswer", doc: "`GET /api/changes`: a file changed, or the wait ended.", maker: .api, members: [
            member("version", .integer, "The files' version now."),
        ]),
        Message(name: "LiveAnswer", doc: "`GET /api/live`: a live layout for an app (`TesseraLive`).", maker: .api, members: [
            member("layout", .string, "The name asked for."),
            member("file", .string, "The file that holds it."),
            member("version", .integer, "The layout's live version, above those of an earlier run."),
            member("compiled", .string, optional: true, "The compiled layout, when the file is valid."),
            member("diagnostics", .list(.message("Diagnostic")), optional: true, "Its diagnostics, while the file has errors."),
        ]),
        Message(name: "Refusal", doc: "Any answer with a status of 400 or more.", maker: .api, members: [
            member("error", .string, "What was refused, and what to send instead."),
            member("diagnostics", .list(.either([.message("Diagnostic"), .string])), optional: true,
                   "Where the fault is: in the layout file (objects) or in uploaded sizes (formatted text)."),
        ]),
        Message(name: "Diagnostic", doc: "A diagnostic as `tessera validate --format json` prints it, with its text.", maker: .report, members: [
            member("file", .string, "The layout's file."),
            member("line", .integer, "From 1."),
            member("column", .integer, "From 1."),
            member("severity", .words(["error", "warning", "note"]), "How bad."),
            member("message", .string, "What is wrong, and what to do."),
            member("code", .string, optional: true, "An error's stable code (docs/ERRORS.md: `yaml.syntax`, `yaml.layoutInvalid`, …); absent for warnings."),
            member("notes", .list(.message("DiagnosticNote")), "More, each at its own place when it has one."),
            member("text", .string, "The diagnostic as the command line prints it: the place, the message, the line and a caret."),
            member("sourceLine", .string, optional: true, "The line of the file it points at (absent when the line is blank or beyond the file)."),
        ]),
        Message(name: "DiagnosticNote", doc: "A note of a diagnostic.", maker: .report, members: [
            member("message", .string, "The note."),
            member("line", .integer, optional: true, "Its line, when it has a place."),
            member("column", .integer, optional: true, "Its column, when it has a place."),
        ]),
        Message(name: "FramesAnswer", doc: "`GET /api/frames`: `tessera frames`'s JSON for the kept rect, and the driver's work.", maker: .report, members: [
            member("layout", .string, "The layout's name."),
            member("viewport", .message("Size"), "The viewport."),
            member("offset", .message("Point"), "The scroll offset."),
            member("contentSize", .message("Size"), "The content's size."),
            member("bands", .list(.message("Band")), optional: true, "For a layout with orthogonal sections: each one's band."),
            member("rect", .message("Rect"), "The viewport at the offset, grown by the margin along the scroll axis."),
            member("maximumOffset", .message("Point"), "The largest offset."),
            member("work", .message("DriverWork"), "What the server's driver did so far."),
            member("elements", .list(.message("Element")), "The elements in `rect`, in element order."),
        ]),
        Message(name: "Element", doc: "An element's attributes, as `tessera frames` prints them.", maker: .report, members: [
            member("kind", .words(kinds), "What it is."),
            member("section", .integer, "Its section."),
            member("item", .integer, "Its item (0 for a header, footer or background)."),
            member("frame", .message("Rect"), "Its frame, untransformed."),
            member("scale", .number, "Its scale about the frame's centre."),
            member("alpha", .number, "Its opacity."),
            member("zIndex", .integer, "Its order: higher in front."),
            member("cornerRadius", .number, optional: true, "A section's background: its corners' radius."),
            member("transform", .message("Transform"), optional: true, "A moved, rotated or turned element: how."),
        ]),
        Message(name: "Transform", doc: "How an element is moved, rotated or turned.", maker: .report, members: [
            member("translateX", .number, "Right of its frame, in points."),
            member("translateY", .number, "Below its frame, in points."),
            member("rotation", .number, "Radians, clockwise."),
            member("turn", .number, "Radians about `turnAxis`, in 3D."),
            member("turnAxis", .words(["vertical", "horizontal"]), "The axis of the turn."),
            member("perspective", .number, "The viewer's distance for the turn; 0 for none."),
            member("bounds", .nullable(.message("Rect")), "The rect around it as drawn; null when part of it is behind the viewer."),
        ]),
        Message(name: "Band", doc: "An orthogonal section's band.", maker: .report, members: [
            member("section", .integer, "The section."),
            member("band", .message("Rect"), "Where it lies in the content."),
            member("contentLength", .number, "Its content's length sideways."),
            member("maximumOffset", .number, "Its largest sideways offset."),
            member("offset", .number, "Its sideways offset now."),
        ]),
        Message(name: "DriverWork", doc: "A scroll driver's counts.", maker: .report, members: [
            member("prepares", .integer, "Layouts computed."),
            member("extends", .integer, "Layouts continued after an append."),
            member("adoptedSizes", .integer, "Viewport changes taken without computing."),
            member("frames", .integer, "Frames made."),
        ]),
        Message(name: "SectionRest", doc: "`GET /api/snap?section=N`: where an orthogonal section comes to rest.", maker: .report, members: [
            member("section", .integer, "The section."),
            member("offset", .number, "Its resting sideways offset."),
        ]),
        Message(name: "HitAnswer", doc: "`GET /api/hit`: the element drawn at a point.", maker: .report, members: [
            member("element", .nullable(.message("Element")), "Frontmost first; null when none."),
        ]),
        Message(name: "MoveAnswer", doc: "`GET /api/move`: the cell a dragged cell would replace.", maker: .report, members: [
            member("target", .nullable(.message("ElementName")), "Null over no other cell."),
        ]),
        Message(name: "ElementName", doc: "Which element.", maker: .report, members: [
            member("kind", .words(kinds), "What it is."),
            member("section", .integer, "Its section."),
            member("item", .integer, "Its item."),
        ]),
        Message(name: "UpdateAnswer", doc: "`POST /api/update`: each element before and after a batch update.", maker: .report, members: [
            member("sectionCounts", .list(.integer), "The counts after the update."),
            member("contentSize", .message("Size"), "The content's size after it."),
            member("elements", .list(.message("UpdatedElement")), "Each element shown before or after it."),
        ]),
        Message(name: "UpdatedElement", doc: "An element across a batch update.", maker: .report, members: [
            member("change", .words(["stays", "moves", "inserted", "deleted"]), "What happened to it."),
            member("start", .message("Element"), "Its attributes before."),
            member("end", .message("Element"), "Its attributes after."),
        ]),
        Message(name: "Point", doc: "A point.", maker: .report, members: [
            member("x", .number, "Rightwards."), member("y", .number, "Downwards."),
        ]),
        Message(name: "Size", doc: "A size.", maker: .report, members: [
            member("width", .number, "Its width."), member("height", .number, "Its height."),
        ]),
        Message(name: "Rect", doc: "A rect.", maker: .report, members: [
            member("x", .number, "Its left."), member("y", .number, "Its top."),
            member("width", .number, "Its width."), member("height", .number, "Its height."),
        ]),
    ]

    /// Each endpoint and its answer (2xx); every other answer is a `Refusal`.
    static let endpoints: [(path: String, answer: Value)] = [
        ("/api/layouts", .message("LayoutsAnswer")),
        ("/api/compiled", .message("CompiledAnswer")),
        ("/api/frames", .message("FramesAnswer")),
        ("/api/snap", .either([.message("Point"), .message("SectionRest")])),
        ("/api/hit", .message("HitAnswer")),
        ("/api/move", .message("MoveAnswer")),
        ("/api/update", .message("UpdateAnswer")),
        ("/api/sizes", .message("SizesAnswer")),
        ("/api/changes", .message("ChangesAnswer")),
        ("/api/live", .message("LiveAnswer")),
    ]

    static func message(_ name: String) -> Message {
        guard let message = messages.first(where: { $0.name == name }) else { fatalError("APIDescription: no message \(name)") }
        return message
    }
}
