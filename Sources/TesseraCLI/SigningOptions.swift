import ArgumentParser
import Foundation
import TesseraCommands
import TesseraSigning

/// `compile --sign`: the key, and the serial and expiry the signature binds to the layout.
struct SigningOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Sign each compiled file with this private key (from `tessera keygen`).", valueName: "KEYFILE"))
    var sign: String?

    @Option(name: .long, help: ArgumentHelp("With --sign: the release's serial for the layout's name, greater than every earlier one (0 to 2^53-1).", valueName: "N"))
    var serial: UInt64?

    @Option(name: .long, help: ArgumentHelp("With --sign: when the file stops loading, YYYY-MM-DD (midnight UTC) or YYYY-MM-DDTHH:MM:SSZ.", valueName: "DATE"))
    var expires: String?

    @Option(name: .long, help: ArgumentHelp("With --sign and one layout: the name the serial counts for (default: the file's name without .yaml).", valueName: "NAME"))
    var name: String?

    func validate() throws {
        guard sign != nil else {
            if serial != nil || expires != nil || name != nil { throw ValidationError("--serial, --expires and --name go with --sign KEYFILE.") }
            return
        }
        guard let serial else { throw ValidationError("--sign needs --serial N: the release's number for the layout, greater than the last one's.") }
        guard serial <= SignedEnvelope.maximumSerial else { throw ValidationError("--serial must be at most 2^53-1 (\(SignedEnvelope.maximumSerial)).") }
        guard let expires else { throw ValidationError("--sign needs --expires DATE: when the signed file stops loading (YYYY-MM-DD).") }
        guard let seconds = Self.seconds(expires) else { throw ValidationError("--expires '\(expires)' is not a date YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ from 1970 on.") }
        guard seconds > Int64(Date().timeIntervalSince1970) else { throw ValidationError("--expires \(expires) has passed; a file signed so would never load.") }
        if let name, !SignedEnvelope.isValidName(name) { throw ValidationError("--name '\(name)' must be 1 to 128 of A-Z, a-z, 0-9, '.', '_', '-'.") }
    }

    static func seconds(_ text: String) -> Int64? {
        EnvelopeDate.seconds(text.count == 10 ? text + "T00:00:00Z" : text)
    }

    /// Signs a compiled file's bytes for a name, giving the signed file's text; nil without --sign.
    func signer() throws -> ((Data, String) throws -> String)? {
        guard let sign, let serial, let expires, let seconds = Self.seconds(expires) else { return nil }
        let key = try readSigningKey(sign)
        return { payload, name in try key.sign(payload: payload, name: name, serial: serial, expires: seconds).text }
    }
}
