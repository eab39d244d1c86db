import ArgumentParser
import Foundation
import TesseraCommands
import TesseraCompiler
import TesseraPreview
import TesseraTooling
import TesseraRuntime

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Scroll layouts in a browser, reloading them as they are saved.",
        discussion: """
            Starts a local web server and prints its URL. The page lists the layouts, shows them in \
            a device frame you can resize, scrolls them natively (snapping, pinned headers and \
            effects as an app shows them) and updates within a second when a file is saved. Its \
            JSON API is described in docs/PREVIEW.md. Stop it with Ctrl-C.
            """)

    @Argument(help: "Layout files, or directories searched for .yaml files (default: the current directory).")
    var paths: [String] = []

    @Option(help: "The port; 0 (the default) picks a free one.")
    var port: Int = 0

    @Option(help: "The address to answer on. The default answers this machine only (the network with --devices); 0.0.0.0 answers the network.")
    var host: String?

    @Flag(help: "Also serve devices on the local network (live layouts in a running app), behind a pairing code printed at start.")
    var devices = false

    @Option(help: ArgumentHelp("Item sizes for data-sized layouts, as `frames --sizes` takes them (JSON array).", valueName: "FILE"))
    var sizes: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port).") }
    }

    func run() throws {
        let roots = paths.isEmpty ? ["."] : paths
        for path in roots where !FileManager.default.fileExists(atPath: path) {
            printError("\(path): error: no such file or directory; name layout files or directories that hold them")
            throw CommandFailure()
        }
        var itemSizes: [ItemSize]?
        if let sizes {
            let bag = DiagnosticBag()
            let bytes = readFile(sizes, diagnostics: bag)
            let text = bytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
            let count = (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any])?.count ?? 0
            if bytes != nil { itemSizes = ItemSizesReader.read(text, sectionCounts: [count], diagnostics: bag)?.first }
            printDiagnostics(bag.diagnostics, path: sizes, bytes: bytes)
            if bag.hasErrors || itemSizes == nil { throw CommandFailure() }
        }
        // Ctrl-C stops the server at once, whatever it is doing: a process started in the
        // background by a non-interactive shell inherits SIGINT ignored, and would otherwise run
        // on until SIGTERM. (The default action ends the process; nothing needs flushing.)
        signal(SIGINT, SIG_DFL)
        let api = PreviewAPI(roots: roots, sizes: itemSizes)
        let host = self.host ?? (devices ? "0.0.0.0" : "127.0.0.1")
        let code = devices ? PairingCode.random() : nil
        let server = PreviewServer(host: host, port: UInt16(port), api: api, pairingCode: code)
        Task {
            let count = await api.layoutCount
            do {
                try await server.run { url in
                    var text = "Tessera preview: \(url)\(code.map { "?code=\($0)" } ?? "")  (\(count) layout file\(count == 1 ? "" : "s"); Ctrl-C to stop)\n"
                    if let code {
                        let port = url.split(separator: ":").last?.trimmingCharacters(in: CharacterSet(charactersIn: "/")) ?? ""
                        let address = PreviewServer.deviceAddress(host: host).map { "http://\($0):\(port)/" }
                        let loopback = ["localhost", "::1"].contains(host) || host.hasPrefix("127.")
                        text += Self.devicesBanner(address: address ?? url, code: code, loopbackOnly: loopback)
                        Task { await api.serveDevices(address: address ?? url, code: code.value) }
                    } else if !["127.0.0.1", "localhost", "::1"].contains(host) {
                        text += "warning: answering on \(host): other machines on the network can read these layouts\n"
                    }
                    FileHandle.standardOutput.write(Data(text.utf8))
                }
            } catch let stopped as PreviewServer.Stopped {
                printError("error: \(stopped)")
                exitProcess(1)
            } catch {
                printError("error: the preview server could not start: \(Self.explain(error))")
                exitProcess(1)
            }
            exitProcess(0)
        }
        dispatchMain()
    }

    /// What a developer types into the app (or its launch arguments): the address and the code,
    /// the code large enough to read across a desk; and the page's address for a browser on
    /// another machine. Answering this machine only, it says so: only a simulator can connect.
    static func devicesBanner(address: String, code: PairingCode, loopbackOnly: Bool) -> String {
        let spaced = code.value.map(String.init).joined(separator: " ")
        let reach = loopbackOnly
            ? "(this machine only, as --host asks: a simulator connects, a phone cannot; drop --host to answer the network)"
            : "(every request must carry the code; it changes each time the preview starts; no TLS: use a network you trust)"
        let page = loopbackOnly ? "" : "  page     \(address)?code=\(code.value)   (in a browser on another machine)\n"
        return """
            Devices\(loopbackOnly ? " on this machine" : " on this network") connect with:
              address  \(address)
              code     \(spaced)
            \(page)\(reach)

            """
    }

    private static func explain(_ error: any Error) -> String {
        if let start = error as? PreviewServer.StartError { return start.description }
        return String(describing: error)
    }
}
