import ArgumentParser
struct Hit: ParsableCommand { func run() throws {} }
