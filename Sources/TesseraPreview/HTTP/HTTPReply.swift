import Foundation

/// An answer to one request, written to the socket in one piece so that the head and the body
/// leave in the same segment (with Nagle's algorithm on, a second write waits for the client's
/// delayed acknowledgement: 40 ms on Linux).
struct HTTPReply: Sendable {
    var status: Int
    var contentType: String
    var body: Data
    /// Headers besides the type, length, cache and connection ones (a cookie).
    var headers: [(name: String, value: String)] = []

    static func json(_ response: APIResponse) -> HTTPReply {
        HTTPReply(status: response.status, contentType: "application/json; charset=utf-8",
                  body: Data(response.json.rendered(indent: nil).utf8))
    }

    static func error(_ status: Int, _ message: String) -> HTTPReply {
        json(APIError(status: status, message: message).response)
    }

    /// The bytes to send: the head always, the body unless the request was `HEAD`.
    func encoded(keepAlive: Bool, includeBody: Bool) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\n"
        head += "Cache-Control: no-store\r\n"
        for header in headers { head += "\(header.name): \(header.value)\r\n" }
        head += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        var data = Data(head.utf8)
        if includeBody { data.append(body) }
        return data
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 303: "See Other"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Internal Server Error"
        }
    }
}
