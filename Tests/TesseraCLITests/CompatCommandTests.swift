import Testing

/// `tessera compat OLD NEW`: the answer a team reads before it ships a newer compiled file to apps
/// that read an older version, and the exit status a release script branches on (0 readable,
/// 1 refused, 2 a usage error or a file that is not a compiled layout).
@Suite struct CompatCommandTests {
    let cli = CommandLineTests()

    @Test func aFileOfTheReadersOwnVersionIsReadable() throws {
        let run = try cli.run(["compat", "1", "Tests/GoldenVersions/version1.json"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("yes: apps that read compiled format version 1 can read"))
    }

    @Test func readersBeforeTheContractRefuseANewerFileNamingWhatItUses() throws {
        let run = try cli.run(["compat", "1", "Tests/GoldenVersions/version4.json"])
        #expect(run.status == 1)
        #expect(run.output.contains("readers of versions before 5 refuse every newer version"))
        #expect(run.output.contains("body.gravity at layout.base.gravity"), "\(run.output)")
    }

    @Test func aNewerFileLoadsWhenAllItsUnknownMembersMayBeIgnored() throws {
        let ignorable = try cli.run(["compat", "5", "Tests/Fixtures/CompiledHostile/newer-ignorable.json"])
        #expect(ignorable.status == 0, "\(ignorable.output)")
        let mustUnderstand = try cli.run(["compat", "5", "Tests/Fixtures/CompiledHostile/newer-must-understand.json"])
        #expect(mustUnderstand.status == 1)
        #expect(mustUnderstand.output.contains("body.stretch at layout.base.stretch"), "\(mustUnderstand.output)")
        #expect(mustUnderstand.output.contains("must be understood"))
    }

    @Test func oldAndNewMayBeFilesOrVersionNumbers() throws {
        #expect(try cli.run(["compat", "Tests/GoldenVersions/version2.json", "2"]).status == 0)
        #expect(try cli.run(["compat", "4", "5"]).status == 1)
    }

    @Test func aWrongArgumentIsAUsageErrorThatSaysWhatToGive() throws {
        let zero = try cli.run(["compat", "0", "1"])
        #expect(zero.status == 2 && zero.errors.contains("OLD's version must be 1 or more"), "\(zero.errors)")
        let missing = try cli.run(["compat", "1", "Tests/GoldenVersions/none.json"])
        #expect(missing.status == 2 && missing.errors.contains("no such file, and not a version number"), "\(missing.errors)")
        let future = try cli.run(["compat", "1", "99"])
        #expect(future.status == 2 && future.errors.contains("give NEW as a file"), "\(future.errors)")
        let yaml = try cli.run(["compat", "1", "Layouts/mosaic.yaml"])
        #expect(yaml.status == 2, "\(yaml.errors)")
    }
}
