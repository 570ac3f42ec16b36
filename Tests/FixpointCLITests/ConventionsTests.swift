import FixpointCLI
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The command line follows swift-argument-parser's conventions (issue 11 §4): help per command,
/// `--version`, `--opt=value`, options in any order, case-insensitive values, "did you mean",
/// one-line errors with a pointer to the command's help.
@Suite("command-line conventions")
struct ConventionsTests {
    static let commands = ["layout", "run", "sweep", "check", "report", "list", "help"]

    @Test("help <command>, <command> --help and <command> -h print the command's help and exit 0", arguments: commands)
    func commandHelp(command: String) {
        let help = CommandLineTool.run(["help", command])
        #expect(help.exitCode == 0)
        #expect(help.output.hasPrefix("OVERVIEW: "))
        #expect(help.output.contains("USAGE: fixpoint \(command)"))
        #expect(help.output.contains("-h, --help"))
        #expect(CommandLineTool.run([command, "--help"]) == help)
        #expect(CommandLineTool.run([command, "-h"]) == help)
    }

    @Test("--help wins wherever it stands, even after a typo's worth of options")
    func helpAnywhere() {
        let help = CommandLineTool.run(["help", "run"])
        #expect(CommandLineTool.run(["run", "airplane", "--width", "175", "--help"]) == help)
        #expect(CommandLineTool.run(["run", "--help", "nope"]) == help)
    }

    @Test("each command's help lists every option the command accepts")
    func helpListsOptions() {
        let sweep = CommandLineTool.run(["help", "sweep"]).output
        for option in ["--width A...B", "--step S", "--height H", "--environment iOS|macOS", "--dynamic-type SIZE",
                       "--format table|json", "--svg FILE"] {
            #expect(sweep.contains(option), "\(option)")
        }
        let layout = CommandLineTool.run(["help", "layout"]).output
        for option in ["--format tree|ascii|svg|json", "--scale S", "--background COLOR"] {
            #expect(layout.contains(option), "\(option)")
        }
    }

    @Test("the overview lists every command and points at the per-command help")
    func overview() {
        let usage = CommandLineTool.run(["help"]).output
        for command in Self.commands { #expect(usage.contains("\n  \(command)"), "\(command)") }
        #expect(usage.contains("--version"))
        #expect(usage.contains("See 'fixpoint help <command>'"))
        #expect(CommandLineTool.run(["--help"]) == CommandLineTool.run(["help"]))
    }

    @Test("--version prints the one version string")
    func version() {
        #expect(CommandLineTool.run(["--version"]) == .init(output: "fixpoint \(FixpointVersion.current)\n", exitCode: 0))
        #expect(FixpointVersion.current.split(separator: ".").count == 3)
    }

    @Test("--opt=value is --opt value, and options may come before the example", arguments: [
        (["layout", "stack", "--width", "300"], ["layout", "stack", "--width=300"]),
        (["layout", "stack", "--width", "300"], ["layout", "--width=300", "stack"]),
        (["run", "airplane", "--width", "175", "--trace"], ["run", "--trace", "--width", "175", "airplane"]),
        (["sweep", "airplane", "--width", "150...200", "--step", "25"], ["sweep", "--step=25", "--width=150...200", "airplane"]),
    ])
    func optionForms(expected: [String], variant: [String]) {
        let result = CommandLineTool.run(variant)
        #expect(result.exitCode == 0)
        #expect(result == CommandLineTool.run(expected))
    }

    @Test("enumerated values are case-insensitive", arguments: [
        (["--environment", "iOS"], ["--environment", "ios"]),
        (["--environment", "macOS"], ["--environment", "MACOS"]),
        (["--dynamic-type", "xxLarge"], ["--dynamic-type", "XXLARGE"]),
        (["--dynamic-type", "accessibility2"], ["--dynamic-type", "Accessibility2"]),
        (["--format", "ascii"], ["--format", "ASCII"]),
    ])
    func caseInsensitive(canonical: [String], other: [String]) {
        let expected = CommandLineTool.run(["layout", "airplane"] + canonical)
        #expect(expected.exitCode == 0)
        #expect(CommandLineTool.run(["layout", "airplane"] + other) == expected)
        #expect(CommandLineTool.run(["run", "bar", "--trace", "--only", "STATE"]) == CommandLineTool.run(["run", "bar", "--trace", "--only", "state"]))
    }

    @Test("typos of commands, options and examples suggest the nearest name", arguments: [
        (["rnu", "airplane"], "error: unknown command 'rnu'; did you mean 'run'?\nsee 'fixpoint help'\n"),
        (["lyout"], "error: unknown command 'lyout'; did you mean 'layout'?\nsee 'fixpoint help'\n"),
        (["help", "swep"], "error: unknown command 'swep'; did you mean 'sweep'?\nsee 'fixpoint help'\n"),
        (["run", "airplane", "--widht", "3"], "error: unknown option '--widht' for 'run'; did you mean '--width'?\nsee 'fixpoint help run'\n"),
        (["sweep", "airplane", "--stpe=5"], "error: unknown option '--stpe' for 'sweep'; did you mean '--step'?\nsee 'fixpoint help sweep'\n"),
        (["run", "airplan"], "error: unknown example 'airplan'; did you mean 'airplane'? ('fixpoint list' lists them)\nsee 'fixpoint help run'\n"),
        (["layout", "Airplane"], "error: unknown example 'Airplane'; did you mean 'airplane'? ('fixpoint list' lists them)\nsee 'fixpoint help layout'\n"),
        (["--verison"], "error: unknown option '--verison'; did you mean '--version'?\nsee 'fixpoint help'\n"),
    ])
    func didYouMean(arguments: [String], expected: String) {
        #expect(CommandLineTool.run(arguments) == .init(output: expected, exitCode: 2))
    }

    @Test("names far from every candidate get no suggestion", arguments: [["zzzzzz"], ["run", "qqqqqqq"], ["run", "bar", "--xyzzy"]])
    func noSuggestion(arguments: [String]) {
        let result = CommandLineTool.run(arguments)
        #expect(result.exitCode == 2)
        #expect(!result.output.contains("did you mean"))
    }

    @Test("malformed arguments are one-line errors with a pointer", arguments: [
        (["run", "bar", "--trace=yes"], "error: --trace takes no value, not '--trace=yes'\nsee 'fixpoint help run'\n"),
        (["run", "bar", "extra"], "error: unexpected argument 'extra' ('run' takes one example)\nsee 'fixpoint help run'\n"),
        (["help", "run", "sweep"], "error: 'help' takes one command, not 'run sweep'\nsee 'fixpoint help help'\n"),
        (["list", "--width", "3"], "error: 'list' takes no options, not '--width'\nsee 'fixpoint help list'\n"),
        (["layout", "bar", "--scale", "2"], "error: --scale and --background apply to --format svg\nsee 'fixpoint help layout'\n"),
        (["layout", "bar", "--format", "svg", "--scale", "0"], "error: --scale takes a number greater than 0 and at most 16, not '0'\nsee 'fixpoint help layout'\n"),
    ])
    func malformed(arguments: [String], expected: String) {
        #expect(CommandLineTool.run(arguments) == .init(output: expected, exitCode: 2))
    }

    @Test("--background takes names and #RRGGBB, in any case", arguments: ["white", "WHITE", "#ffffff", "#FFFFFF"])
    func background(text: String) {
        let result = CommandLineTool.run(["layout", "bar", "--format", "svg", "--background", text])
        #expect(result.exitCode == 0)
        #expect(result.output.split(separator: "\n")[1].hasPrefix("  <rect x=\"0\" y=\"0\" ") == true)
        #expect(result.output.split(separator: "\n")[1].hasSuffix(" fill=\"#ffffff\"/>") == true)
        #expect(CommandLineTool.run(["layout", "bar", "--format", "svg", "--background", "#fff"]).exitCode == 2)
    }

    @Test("--scale multiplies the document's size, not its view box")
    func scale() {
        let one = CommandLineTool.run(["layout", "stack", "--width", "300", "--format", "svg"]).output
        let two = CommandLineTool.run(["layout", "stack", "--width", "300", "--format", "svg", "--scale", "2"]).output
        #expect(one.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"100\" viewBox=\"0 0 300 100\""))
        #expect(two.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"600\" height=\"200\" viewBox=\"0 0 300 100\""))
    }

    @Test("every option a command's help lists is one its parser knows", arguments: ["layout", "run", "sweep", "report"])
    func helpMatchesParser(command: String) {
        let help = CommandLineTool.run(["help", command]).output
        let options = help.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
        #expect(options.count >= 5)
        for option in options {
            // A value no option accepts and no file can be written to: only "unknown option" matters.
            let result = CommandLineTool.run([command, "airplane", option, "/nonexistent-folder/x"])
            #expect(!result.output.contains("unknown option"), "\(command) \(option): \(result.output)")
        }
    }

    @Test("after --, every word is positional; an empty --opt= value is still a value")
    func separatorAndEmptyValue() {
        #expect(CommandLineTool.run(["layout", "--width=300", "--", "stack"]) == CommandLineTool.run(["layout", "stack", "--width", "300"]))
        let empty = CommandLineTool.run(["layout", "stack", "--width="])
        #expect(empty.exitCode == 2 && empty.output.hasPrefix("error: --width takes a number of points"))
    }
}
