import ArgumentParser
struct Snap: ParsableCommand { func run() throws {} }
