import Foundation
import TesseraCompiler
import TesseraTooling
@_spi(Generated) import TesseraRuntime

/// Live layouts: what an app running on a device asks for, to show a layout as it is saved
/// (`TesseraLive`). An app names a layout as its code does, by its `layout:` name (the generated
/// type's), and gets the compiled file, or the diagnostics while the file has errors.
extension PreviewAPI {
    /// How long a device stays in the page's list after its last request.
    static let deviceListSeconds = 60.0
    static let maxDevices = 32

    /// `GET /api/live?layout=NAME[&device=NAME]`: the layout's version and its compiled file (or
    /// its diagnostics). The version is nil when there is no such layout; the server's long poll
    /// (`since=`) waits for a version above the one the app has.
    func live(_ request: APIRequest) throws(APIError) -> (version: Int?, response: APIResponse) {
        let name = try request.required("layout")
        if let device = request.query.last(where: { $0.name == "device" })?.value, !device.isEmpty {
            note(device: String(device.prefix(64)), layout: name)
        }
        guard let entry = liveEntry(named: name) else {
            let known = library.entries.compactMap { $0.ir?.name }.sorted()
            throw APIError(status: 404, message: "no layout named '\(name)' in this preview; it has \(known.isEmpty ? "none" : known.joined(separator: ", "))")
        }
        let version = liveVersionBase + entry.version
        var answer = LiveAnswer(layout: name, file: entry.id, version: version)
        if let compiled = compiledFile(entry) {
            answer.compiled = compiled
        } else {
            answer.diagnostics = entry.diagnostics.map { APIJSON.diagnostic($0, entry: entry) }
        }
        return (version, APIResponse(json: answer.json))
    }

    /// `live`, with an error as its answer (and no version), and the files' version it was made at.
    func liveAnswer(_ request: APIRequest) -> (version: Int?, response: APIResponse, filesVersion: Int) {
        do throws(APIError) {
            let (version, response) = try live(request)
            return (version, response, library.version)
        } catch {
            return (nil, error.response, library.version)
        }
    }

    /// Waits until the files' version is above `version`, or `seconds` have passed, or the
    /// waiting task is cancelled. Costs nothing while it waits: the watcher wakes it.
    package nonisolated func waitForChange(after version: Int, seconds: Double) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.waitForChange(after: version) }
            group.addTask { try? await Task.sleep(for: .seconds(seconds)) }
            await group.next()
            group.cancelAll()
        }
    }

    private func waitForChange(after version: Int) async {
        guard library.version <= version else { return }
        let id = waiters.ticket()
        await withTaskCancellationHandler {
            await withCheckedContinuation { waiters.store($0, for: id) }
        } onCancel: {
            Task { await self.endWait(id) }
        }
    }

    private func endWait(_ id: Int) {
        waiters.end(id)
    }

    /// Long polls waiting now: for tests and the load script's count.
    var waitingPolls: Int { waiters.count }

    /// The file whose `layout:` is `name`; while a file has errors, the one whose last valid
    /// text (or whose `layout:` line, or whose file name) says `name`, so that an app following
    /// it sees its diagnostics.
    private func liveEntry(named name: String) -> LayoutLibrary.Entry? {
        library.entries.first { $0.ir?.name == name }
            ?? library.entries.first { $0.ir == nil && $0.declaredName == name }
            ?? library.entries.first { entry in
                entry.ir == nil && URL(fileURLWithPath: entry.path).deletingPathExtension().lastPathComponent.lowercased() == name.lowercased()
            }
    }

    private func note(device: String, layout: String) {
        let now = Date()
        devices = devices.filter { now.timeIntervalSince($0.value.seen) < Self.deviceListSeconds }
        guard devices[device] != nil || devices.count < Self.maxDevices else { return }
        devices[device] = (layout, now)
    }

    /// The preview serves devices at `address` with `code`: the page shows both.
    package func serveDevices(address: String, code: String) {
        deviceAccess = (address, code)
    }

    /// The devices seen in the last minute, by name: for the page's list.
    func liveDevices() -> DevicesListing? {
        guard let deviceAccess else { return nil }
        let now = Date()
        let connected = devices.filter { now.timeIntervalSince($0.value.seen) < Self.deviceListSeconds }
            .sorted { $0.key < $1.key }
            .map { DeviceListing(name: $0.key, layout: $0.value.layout) }
        return DevicesListing(address: deviceAccess.address, code: deviceAccess.code, connected: connected)
    }
}
