import ArgumentParser

extension ParsableCommand {
    /// Parses the arguments and runs the command with Tessera's exit codes: ArgumentParser exits
    /// 64 on usage errors; Tessera promises 0 on success, 1 when a layout has errors, 2 for a
    /// usage error, like most Unix tools.
    package static func runWithTesseraExitCodes() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            exitProcess(0)
        } catch let exit as ExitCode {
            exitProcess(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                self.exit(withError: error)  // --help, --version
            }
            if error is CommandFailure {
                exitProcess(1)
            }
            printError(fullMessage(for: error))
            exitProcess(code == .failure ? 1 : 2)
        }
    }
}
