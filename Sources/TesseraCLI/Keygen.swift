import ArgumentParser
import Foundation
import TesseraCommands
import TesseraSigning

package struct Keygen: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        abstract: "Write a new Ed25519 key pair for signing compiled layouts (compile --sign).",
        discussion: """
            NAME.private.json holds the private key (readable by its owner only: keep it out of \
            the repository, in the release machine's secrets); NAME.public.json holds the public \
            key and its key id, which the app ships among its trusted keys. Existing files are \
            never overwritten. See docs/APPS.md, "Layouts from a server".
            """)

    @Option(name: .long, help: ArgumentHelp("Write NAME.private.json and NAME.public.json.", valueName: "NAME"))
    var out: String

    package func run() throws {
        let privatePath = out + ".private.json", publicPath = out + ".public.json"
        for path in [privatePath, publicPath] where FileManager.default.fileExists(atPath: path) {
            printError("\(path): error: the file exists; keygen never overwrites a key, choose another --out NAME")
            throw CommandFailure()
        }
        let key = LayoutSigningKey()
        let keyId = key.publicKey.keyId
        let privateText = #"{"tessera-private-key":1,"algorithm":"Ed25519","keyId":"\#(keyId)","seed":"\#(key.seed.base64EncodedString())"}"# + "\n"
        let publicText = #"{"tessera-public-key":1,"algorithm":"Ed25519","keyId":"\#(keyId)","publicKey":"\#(key.publicKey.rawRepresentation.base64EncodedString())"}"# + "\n"
        // The private key is created readable by its owner alone, never briefly readable by others.
        guard FileManager.default.createFile(atPath: privatePath, contents: Data(privateText.utf8), attributes: [.posixPermissions: 0o600]) else {
            printError("\(privatePath): error: cannot write the file; check the directory exists and is writable")
            throw CommandFailure()
        }
        guard FileManager.default.createFile(atPath: publicPath, contents: Data(publicText.utf8)) else {
            try? FileManager.default.removeItem(atPath: privatePath)
            printError("\(publicPath): error: cannot write the file; check the directory exists and is writable")
            throw CommandFailure()
        }
        print("key \(keyId): private key in \(privatePath) (keep it secret), public key in \(publicPath) (ship it in the app)")
    }
}

/// Reads a private key file as `keygen` writes it, with an error that says what is wrong.
func readSigningKey(_ path: String) throws -> LayoutSigningKey {
    func fail(_ message: String) -> CommandFailure {
        printError("\(path): error: \(message)")
        return CommandFailure()
    }
    guard let data = FileManager.default.contents(atPath: path) else { throw fail("cannot read the key file; check the path") }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw fail("the key file is not JSON; give the NAME.private.json that `tessera keygen` wrote")
    }
    if object["tessera-public-key"] != nil { throw fail("this is a public key; --sign takes the NAME.private.json beside it") }
    guard object["tessera-private-key"] as? Int == 1, object["algorithm"] as? String == "Ed25519",
          let seedText = object["seed"] as? String, let seed = Data(base64Encoded: seedText), let key = LayoutSigningKey(seed: seed)
    else { throw fail("not a private key file of `tessera keygen` (version 1, Ed25519, a 32-byte seed)") }
    if let keyId = object["keyId"] as? String, keyId != key.publicKey.keyId {
        throw fail("its keyId \(keyId) is not the key's own (\(key.publicKey.keyId)); the file was edited, use the one keygen wrote")
    }
    return key
}
