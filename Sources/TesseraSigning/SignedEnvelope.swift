import Foundation

/// A signed compiled file as it is written: the compiled layout (`payload`) and what the signature
/// binds to it. The text form is exactly one canonical JSON object and a line feed
/// (docs/COMPILED-FORMAT.md, "Signed files"); a reader accepts nothing else, so that every byte
/// of a file either is covered by the signature or makes the file refused.
public struct SignedEnvelope: Hashable, Sendable {
    public var keyId: String
    public var name: String
    public var serial: UInt64
    /// Seconds since 1970 (UTC), a whole number; written as `YYYY-MM-DDTHH:MM:SSZ`.
    public var expires: Int64
    public var payload: Data
    public var signature: Data?

    public init(keyId: String, name: String, serial: UInt64, expires: Int64, payload: Data, signature: Data?) {
        self.keyId = keyId
        self.name = name
        self.serial = serial
        self.expires = expires
        self.payload = payload
        self.signature = signature
    }

    /// The largest serial: every runtime reads it exactly (JavaScript's numbers hold integers to 2^53).
    public static let maximumSerial: UInt64 = (1 << 53) - 1
    /// The most bytes a signed file may have: a 16 MiB compiled file in base64, and the fields.
    public static let maximumBytes = 23 * 1024 * 1024

    /// The bytes the signature is over: a fixed header, each field on a line of its own (none can
    /// hold a line feed), and the payload's length before the payload, so no two envelopes share them.
    public var signedBytes: Data {
        var bytes = Data("tessera-signed 1\nkeyId \(keyId)\nname \(name)\nserial \(serial)\nexpires \(EnvelopeDate.text(expires))\npayload \(payload.count)\n".utf8)
        bytes.append(payload)
        return bytes
    }

    /// The file's text: the canonical form, which is the only one a reader accepts.
    public var text: String {
        var text = #"{"tessera-signed":1,"keyId":"\#(keyId)","name":"\#(name)","serial":\#(serial),"expires":"\#(EnvelopeDate.text(expires))","payload":"\#(payload.base64EncodedString())""#
        if let signature { text += #","signature":"\#(signature.base64EncodedString())""# }
        return text + "}\n"
    }

    /// A name the envelope can carry: 1 to 128 of A–Z, a–z, 0–9, `.`, `_`, `-`.
    public static func isValidName(_ name: String) -> Bool {
        (1...128).contains(name.utf8.count) && name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2E || byte == 0x5F || byte == 0x2D
        }
    }
}

/// Expiry dates as the envelope writes them, computed by hand so that every runtime (Android
/// below API 26 has no java.time) reads the same dates the same way.
public enum EnvelopeDate {
    /// `YYYY-MM-DDTHH:MM:SSZ` for seconds since 1970, years 1970 to 9999.
    public static func text(_ seconds: Int64) -> String {
        let days = seconds / 86_400, rest = seconds % 86_400
        let (year, month, day) = civil(fromDays: days)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))Z"
    }

    /// Seconds since 1970 for a date in exactly that form, or nil for anything else (a day that
    /// its month lacks, a year before 1970, a time past 23:59:59).
    public static func seconds(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for index in range {
                guard bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
                value = value * 10 + Int64(bytes[index] - 0x30)
            }
            return value
        }
        guard bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A, bytes[16] == 0x3A, bytes[19] == 0x5A,
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              year >= 1970, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
              hour < 24, minute < 60, second < 60
        else { return nil }
        return days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
    }

    static func daysIn(month: Int64, year: Int64) -> Int64 {
        if month == 2 { return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28 }
        return [4, 6, 9, 11].contains(month) ? 30 : 31
    }

    // Howard Hinnant's days-from-civil, for years from 1970.
    static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = y / 400, yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = z / 146_097, dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
