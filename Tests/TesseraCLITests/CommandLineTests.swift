import Foundation
import Testing

/// Runs the built `tessera` executable as a user would, checking output and exit status.
@Suite struct CommandLineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable sits next to the test bundle in SwiftPM's build directory.
    static var executable: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("tessera")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/tessera")
    }

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self), errors: String(decoding: errData, as: UTF8.self))
    }

    /// Each process hashes with a seed of its own: a picture drawn by iterating a set or a
    /// dictionary would differ between processes, where one process would agree with itself.
    @Test func picturesAreTheSameInEveryProcess() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-render-processes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["mosaic", "store", "explore", "coverflow"] {
            var pictures: [Data] = []
            for run in 0..<3 {
                let output = directory.appendingPathComponent("\(name)-\(run).svg")
                let result = try self.run([
                    "render", "Layouts/\(name).yaml", "--width", "375", "--height", "667", "--sections", "5,12,6", "-o", output.path,
                ])
                #expect(result.status == 0, "\(result.errors)")
                pictures.append(try Data(contentsOf: output))
            }
            #expect(Set(pictures).count == 1, "\(name) renders differently from one process to the next")
        }
    }

    @Test func framesPrintsTheDocumentedJSONShape() throws {
        let result = try run(["frames", "Layouts/mosaic.yaml", "--width", "375", "--height", "667", "--items", "2"])
        #expect(result.status == 0)
        #expect(result.output == """
            {
              "layout": "Mosaic",
              "viewport": {"width": 375, "height": 667},
              "offset": {"x": 0, "y": 0},
              "contentSize": {"width": 375, "height": 187.5},
              "elements": [
                {"kind": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 187.5, "height": 187.5}, "scale": 1, "alpha": 1, "zIndex": 0},
                {"kind": "cell", "section": 0, "item": 1, "frame": {"x": 187.5, "y": 0, "width": 187.5, "height": 93.75}, "scale": 1, "alpha": 1, "zIndex": 0}
              ]
            }

            """)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect((parsed?["elements"] as? [Any])?.count == 2)
    }

    @Test func orthogonalSectionsTakeTheirOffsetsAndSnapOnTheirOwn() throws {
        let store = ["Layouts/store.yaml", "--width", "375", "--height", "667", "--sections", "5,12,6"]
        let frames = try run(["frames"] + store + ["--section-offset", "0:347", "--section-offset", "1:5000", "--rect", "0,44,375,236"])
        #expect(frames.status == 0, "\(frames.errors)")
        let parsed = try JSONSerialization.jsonObject(with: Data(frames.output.utf8)) as? [String: Any]
        let bands = try #require(parsed?["bands"] as? [[String: Any]])
        #expect(bands.map { $0["offset"] as? Double } == [347, 481], "held within section 1's content")
        let cells = (parsed?["elements"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "cell" }
        #expect(cells.map { $0["item"] as? Int } == [0, 1, 2], "card 0 ends 8 into the viewport, card 1 at the inset, card 2 past it")
        let hit = try run(["hit"] + store + ["--section-offset", "0:347", "--point", "30,100"])
        #expect(hit.output.contains("\"item\": 1"))
        // The first shelf pages by card (347 apart): from card 2, a fling back rests on card 1.
        let snap = try run(["snap"] + store + ["--section", "0", "--section-offset", "0:694", "--proposed", "-500", "--velocity", "-3"])
        #expect(snap.output.trimmingCharacters(in: .whitespacesAndNewlines) == "{\"section\": 0, \"offset\": 347}")
        let flat = try run(["frames"] + store + ["--section-offset", "2:10"])
        #expect(flat.status == 1 && flat.errors.contains("section 2 does not scroll sideways") && flat.output.isEmpty)
        let malformed = try run(["frames"] + store + ["--section-offset", "0=10"])
        #expect(malformed.status == 2 && malformed.errors.contains("--section-offset takes a section and a finite offset"))
    }

    @Test func aRectSelectsTheIntersectingElementsAndCSVListsOneARow() throws {
        let result = try run(["frames", "Layouts/mosaic.yaml", "--width", "400", "--height", "800", "--items", "100",
                              "--rect", "0,1000,400,100", "--format", "csv"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.first == "kind,section,item,x,y,width,height,scale,alpha,zIndex,translateX,translateY,rotation,turn,perspective")
        // Block 2 (items 12-17) spans 800...1200; only slot 3 (1000-1100) and slot 5 (1000-1200)
        // reach into 1000...1100: the others end at 1000 or start at 1100, and edges do not count.
        #expect(lines.dropFirst().map { $0.split(separator: ",")[2] } == ["15", "17"])
        for line in lines.dropFirst() {
            let fields = line.split(separator: ",").map(String.init)
            let y = Double(fields[4])!, height = Double(fields[6])!
            #expect(y < 1100 && y + height > 1000)
        }
    }

    @Test func snapAndHitPrintJSON() throws {
        let snap = try run(["snap", "Layouts/carousel.yaml", "--width", "375", "--height", "667", "--items", "10", "--proposed", "130,0"])
        #expect(snap.status == 0 && snap.output == "{\"x\": 110, \"y\": 0}\n")
        let hit = try run(["hit", "Layouts/mosaic.yaml", "--width", "400", "--height", "800", "--items", "6", "--point", "300,150"])
        #expect(hit.status == 0 && hit.output == "{\"kind\": \"cell\", \"section\": 0, \"item\": 2}\n")
        let miss = try run(["hit", "Layouts/mosaic.yaml", "--width", "400", "--height", "800", "--items", "6", "--point", "300,9000"])
        #expect(miss.status == 0 && miss.output == "null\n")
    }

    @Test func sizesComeFromAJSONFileAndItsFaultsAreLocated() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.json"), bad = directory.appendingPathComponent("bad.json")
        try "[100, {\"width\": 50, \"height\": 25}]".write(to: good, atomically: true, encoding: .utf8)
        try "[100,\n -4]".write(to: bad, atomically: true, encoding: .utf8)
        let ok = try run(["frames", "Layouts/waterfall.yaml", "--width", "375", "--height", "667", "--items", "2", "--sizes", good.path, "--format", "csv"])
        #expect(ok.status == 0)
        #expect(ok.output.contains("cell,0,0,192.5,0,182.5,100,1,1,0"))
        let failed = try run(["frames", "Layouts/waterfall.yaml", "--width", "375", "--height", "667", "--items", "2", "--sizes", bad.path])
        #expect(failed.status == 1 && failed.output.isEmpty)
        #expect(failed.errors.contains("\(bad.path):2:2: error: a size must not be negative"))
        let missing = try run(["frames", "Layouts/waterfall.yaml", "--width", "375", "--height", "667", "--items", "2"])
        #expect(missing.status == 1 && missing.errors.contains("--sizes FILE"))
    }

    @Test func aSizesFileGivesTheCountAndAGivenCountMustAgree() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let three = directory.appendingPathComponent("three.json")
        try "[100, {\"width\": 50, \"height\": 25}, 40]".write(to: three, atomically: true, encoding: .utf8)
        let screen = ["--width", "375", "--height", "667", "--format", "csv"]
        // No --items: one section of the file's three items, as with --items 3.
        let fromFile = try run(["frames", "Layouts/waterfall.yaml", "--sizes", three.path] + screen)
        #expect(fromFile.status == 0, "\(fromFile.errors)")
        #expect(fromFile.output.split(separator: "\n").filter { $0.hasPrefix("cell,0,") }.count == 3, "\(fromFile.output)")
        let given = try run(["frames", "Layouts/waterfall.yaml", "--items", "3", "--sizes", three.path] + screen)
        #expect(given.status == 0 && given.output == fromFile.output)
        // Sections that add up to the file's count split it.
        let sections = try run(["frames", "Layouts/waterfall.yaml", "--sections", "2,1", "--sizes", three.path] + screen)
        #expect(sections.status == 0 && sections.output.contains("cell,1,0,"), "\(sections.errors)")
        // Counts that disagree with the file name both and say what to do.
        let disagree = try run(["frames", "Layouts/waterfall.yaml", "--items", "5", "--sizes", three.path] + screen)
        #expect(disagree.status == 1 && disagree.output.isEmpty)
        #expect(disagree.errors == "\(three.path): error: the sizes file lists 3 sizes but --items gives 5 items; leave out --items to take the count from the file, or give one size per item\n", "\(disagree.errors)")
        let disagreeing = try run(["frames", "Layouts/waterfall.yaml", "--sections", "2,2", "--sizes", three.path] + screen)
        #expect(disagreeing.status == 1 && disagreeing.errors.contains("the sizes file lists 3 sizes but --sections 2,2 gives 4 items; give one size per item, sections in order"), "\(disagreeing.errors)")
        // Neither counts nor sizes: the usage error names all three ways.
        let none = try run(["frames", "Layouts/mosaic.yaml"] + screen)
        #expect(none.status == 2 && none.errors.contains("--items N for one section, --sections N1,N2,... for several, or --sizes FILE"), "\(none.errors)")
        // The other commands that evaluate a layout take the count from the file too.
        let snap = try run(["snap", "Layouts/waterfall.yaml", "--width", "375", "--height", "667", "--sizes", three.path, "--proposed", "0,0"])
        #expect(snap.status == 0, "\(snap.errors)")
        let picture = directory.appendingPathComponent("three.svg")
        let render = try run(["render", "Layouts/waterfall.yaml", "--width", "375", "--height", "667", "--sizes", three.path, "-o", picture.path])
        #expect(render.status == 0 && FileManager.default.fileExists(atPath: picture.path), "\(render.errors)")
    }

    /// A help text is prose: a run of spaces inside it is a line continuation gone wrong ("A
    /// layout             that pages"). Only the gap between an option and its help is a run.
    @Test func helpTextsHaveNoRunsOfSpaces() throws {
        for command in ["", "validate", "frames", "snap", "hit", "generate", "compile", "render", "preview", "schema", "reference"] {
            let help = try run(command.isEmpty ? ["--help"] : [command, "--help"])
            #expect(help.status == 0)
            for line in help.output.split(separator: "\n") {
                var text = line.drop { $0 == " " }
                // An option, an argument or a subcommand, then its help after a gap.
                if text.first == "-" || text.first == "<" || command.isEmpty && text.first?.isLowercase == true,
                   let gap = text.firstRange(of: "  ") {
                    text = text[gap.upperBound...].drop { $0 == " " }
                }
                #expect(!text.contains("  "), "tessera \(command) --help: \(line)")
            }
        }
    }

    @Test func usageErrorsExitTwoAndLayoutFaultsExitOne() throws {
        let noCount = try run(["frames", "Layouts/mosaic.yaml", "--width", "375", "--height", "667"])
        #expect(noCount.status == 2 && noCount.errors.contains("--items N"))
        let tooMany = try run(["frames", "Layouts/mosaic.yaml", "--width", "375", "--height", "667", "--items", "50000001"])
        #expect(tooMany.status == 2 && tooMany.errors.contains("50000000"))
        let badRect = try run(["frames", "Layouts/mosaic.yaml", "--width", "375", "--height", "667", "--items", "3", "--rect", "1,2,3"])
        #expect(badRect.status == 2 && badRect.errors.contains("--rect takes 4 finite numbers"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("broken.yaml")
        try "layout: Broken\nline:\n  item: {width: 100 / (width - 300), height: 50}\n".write(to: broken, atomically: true, encoding: .utf8)
        let infinite = try run(["frames", broken.path, "--width", "300", "--height", "400", "--items", "2"])
        #expect(infinite.status == 1 && infinite.output.isEmpty)
        #expect(infinite.errors.hasPrefix("\(broken.path):3:21: error: the expression here evaluates to inf"))
    }
}
