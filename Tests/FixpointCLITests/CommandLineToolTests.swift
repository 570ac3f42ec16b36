import FixpointCLI
import Testing

@Suite("fixpoint command line")
struct CommandLineToolTests {
    @Test("help and no arguments print the usage and succeed", arguments: [[], ["--help"], ["-h"], ["help"]])
    func help(arguments: [String]) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("USAGE: fixpoint"))
    }

    @Test("typos print a one-line error, the usage, and exit 2", arguments: [
        ["lyout"], ["layout"], ["layout", "nope"], ["layout", "stack", "--width"], ["layout", "stack", "--width", "wide"],
        ["layout", "stack", "--environment", "android"], ["layout", "stack", "--format", "png"],
        ["layout", "stack", "--dynamic-type", "huge"], ["layout", "stack", "--colour"], ["list", "extra"],
    ])
    func usageErrors(arguments: [String]) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("error: ") == true)
        #expect(result.output.contains("USAGE: fixpoint"))
    }

    @Test("layout prints the tree with frames, then passes")
    func layoutTree() {
        let result = CommandLineTool.run(["layout", "stack", "--width", "300"])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("Rectangle [x:100 y:0 w:100 h:100]"))
        #expect(result.output.contains("passes: 1, frames: 1, converged: true"))
    }

    @Test("every catalogue example lays out in every format, deterministically", arguments: ["tree", "ascii", "svg"])
    func everyExample(format: String) {
        let names = CommandLineTool.run(["list"]).output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(names.count >= 8)
        for name in names {
            let first = CommandLineTool.run(["layout", name, "--format", format])
            let second = CommandLineTool.run(["layout", name, "--format", format])
            #expect(first.exitCode == 0)
            #expect(first == second)
            #expect(!first.output.isEmpty)
        }
    }

    @Test("environment and Dynamic Type change text sizes")
    func textSizes() {
        let macOS = CommandLineTool.run(["layout", "airplane-frames", "--width", "250", "--environment", "macOS"]).output
        #expect(macOS.contains("Text [x:0 y:0 w:33.228 h:14.949] \"Berlin\""))
        let large = CommandLineTool.run(["layout", "airplane-frames", "--width", "250", "--environment", "iOS",
                                         "--dynamic-type", "accessibility5"]).output
        // Body at accessibility5 is 53 pt: one line is 53 × 1.1499 = 60.945 high.
        #expect(large.contains("HStack [x:0 y:0 w:250 h:60.945]"))
        #expect(!large.contains("w:33.228"))
    }
}
