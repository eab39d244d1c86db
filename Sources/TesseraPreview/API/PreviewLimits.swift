import TesseraRuntime

/// The most work one request may ask of the preview's server, and the most it keeps between
/// requests: what a preview needs, so that no request holds the server for long or takes its
/// memory. A request past one is answered 413 with the limit and what to do instead. The page
/// runs layouts itself (any count the runtime takes); the server's own runs are for other
/// tools, a layout's error and the sizes of data-sized layouts. Figures: docs/PREVIEW.md.
enum PreviewLimits {
    /// Items a request may lay out on the server (frames, snap, hit, move, update). A waterfall
    /// of a million items prepares in about half a second and holds about 70 MB.
    static let maxItems = 1_000_000
    /// Items of a data-sized layout given sizes by the server (random or uploaded) or uploaded
    /// in one `POST /api/sizes`: each size is a JSON object in the answer, about 30 bytes.
    static let maxSizedItems = 200_000
    /// Scroll drivers kept between requests, and the items they hold in all: a new one past
    /// either drops the least recently used.
    static let maxDrivers = 8
    static let maxKeptItems = 2_000_000
    /// Sizes files kept (`POST /api/sizes`), the oldest dropped first (never `--sizes`'s).
    static let maxUploads = 8
    /// More elements than a screen can show: a request for more is a mistake, not a picture.
    static let maxElements = 20_000
    static let maxUpdates = 10_000
    static let maxViewport = 100_000.0
    /// Requests that lay out a layout afresh (no kept driver fits) run one at a time beside the
    /// rest, and at most this many wait; more are answered 503.
    static let maxWaitingPreparations = 8
    /// Uploads (`POST /api/sizes`) are read one at a time, in a lane of their own; at most this
    /// many wait, and more are answered 503. Each waiting holds its body (8 MB at most).
    static let maxWaitingUploads = 4

    static func tooManyItems(_ count: Int, limit: Int, what: String) -> APIError {
        APIError(status: 413, message: "\(count) items is more than the preview's server lays out \(what) (\(limit)); "
            + "the page runs any count itself, and `tessera frames` takes up to \(Limits.maxItems)")
    }
}
