import Foundation
import Testing

/// `tessera keygen` and `tessera compile --sign`: a key pair with the private half kept to its
/// owner, and a signed envelope around exactly the bytes `compile` writes.
@Suite struct SigningCommandTests {
    let cli = CommandLineTests()

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-sign-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private func object(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test func keygenWritesAPairAndNeverOverwritesIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = directory.appendingPathComponent("release").path
        let result = try cli.run(["keygen", "--out", name])
        #expect(result.status == 0, "\(result.errors)")
        let privateKey = try object(URL(fileURLWithPath: name + ".private.json"))
        let publicKey = try object(URL(fileURLWithPath: name + ".public.json"))
        #expect(privateKey["keyId"] as? String == publicKey["keyId"] as? String)
        #expect((publicKey["keyId"] as? String)?.count == 32)
        #expect(Data(base64Encoded: publicKey["publicKey"] as? String ?? "")?.count == 32)
        let permissions = try FileManager.default.attributesOfItem(atPath: name + ".private.json")[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        let before = try Data(contentsOf: URL(fileURLWithPath: name + ".private.json"))
        let again = try cli.run(["keygen", "--out", name])
        #expect(again.status == 1 && again.errors.contains("never overwrites"), "\(again.errors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: name + ".private.json")) == before)
    }

    @Test func compileSignWrapsTheCompiledBytes() throws {
        let key = "Tests/Fixtures/Signing/test-only-1.private.json"
        let signed = try cli.run(["compile", "--sign", key, "--serial", "12", "--expires", "2099-06-30", "Layouts/mosaic.yaml", "-o", "-"])
        #expect(signed.status == 0, "\(signed.errors)")
        let plain = try cli.run(["compile", "Layouts/mosaic.yaml", "-o", "-"])
        #expect(signed.output.hasPrefix(#"{"tessera-signed":1,"keyId":"96b2103eb5b5f330b24e89933971af84","name":"mosaic","serial":12,"expires":"2099-06-30T00:00:00Z","payload":""#))
        #expect(signed.output.hasSuffix("\"}\n"))
        let envelope = try #require(try JSONSerialization.jsonObject(with: Data(signed.output.utf8)) as? [String: Any])
        #expect(Data(base64Encoded: envelope["payload"] as? String ?? "") == Data(plain.output.utf8))
        #expect(Data(base64Encoded: envelope["signature"] as? String ?? "")?.count == 64)
    }

    @Test func signingFaultsSayWhatToGiveAndWriteNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("mosaic.json").path
        let layout = "Layouts/mosaic.yaml"
        let publicKey = try cli.run(["compile", "--sign", "Tests/Fixtures/Signing/test-only-1.public.json", "--serial", "1", "--expires", "2099-01-01", layout, "-o", target])
        #expect(publicKey.status == 1 && publicKey.errors.contains("this is a public key"), "\(publicKey.errors)")
        let missing = try cli.run(["compile", "--sign", directory.appendingPathComponent("none.json").path, "--serial", "1", "--expires", "2099-01-01", layout, "-o", target])
        #expect(missing.status == 1 && missing.errors.contains("cannot read the key file"), "\(missing.errors)")
        let past = try cli.run(["compile", "--sign", "Tests/Fixtures/Signing/test-only-1.private.json", "--serial", "1", "--expires", "2001-01-01", layout, "-o", target])
        #expect(past.status == 2 && past.errors.contains("has passed"), "\(past.errors)")
        let noSerial = try cli.run(["compile", "--sign", "Tests/Fixtures/Signing/test-only-1.private.json", "--expires", "2099-01-01", layout, "-o", target])
        #expect(noSerial.status == 2 && noSerial.errors.contains("--serial"), "\(noSerial.errors)")
        let badDate = try cli.run(["compile", "--sign", "Tests/Fixtures/Signing/test-only-1.private.json", "--serial", "1", "--expires", "2099-02-30", layout, "-o", target])
        #expect(badDate.status == 2 && badDate.errors.contains("is not a date"), "\(badDate.errors)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }
}
