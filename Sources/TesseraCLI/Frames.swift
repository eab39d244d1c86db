import ArgumentParser
struct Frames: ParsableCommand { func run() throws {} }
