/// One command of the command line as the parser and the help see it: its name, its argument,
/// what it does, and its options with the values they take.
///
/// The single source of truth for `fixpoint help <command>`, `<command> --help`, the overview's
/// command list, which options take a value, and the "did you mean" candidates for options.
struct CommandSpec: Sendable {
    /// One option of a command.
    struct Option: Sendable {
        /// The option's name with its dashes (`--width`).
        var name: String
        /// The value's placeholder (`W`, `FILE`, `iOS|macOS`), or nil for a flag (`--trace`).
        var value: String?
        /// What it does, wrapped by hand; continuation lines carry no indentation.
        var help: String

        /// `--width W`, as the help prints it.
        var synopsis: String { value.map { "\(name) \($0)" } ?? name }
    }

    /// The command's name (`run`).
    var name: String
    /// The positional argument (`<example>`), or nil when the command takes none.
    var argument: String?
    /// What the positional argument is.
    var argumentHelp: String = ""
    /// One line for the overview's command list.
    var abstract: String
    /// A paragraph for the command's own help.
    var discussion: String
    /// The options, in the order the help lists them.
    var options: [Option]

    /// The option named `name` (`--width`), if the command has it.
    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }

    /// The command's help: overview, usage line, argument and options, for `programName`.
    func help(programName: String) -> String {
        var usage = "\(programName) \(name)"
        if let argument { usage += " \(argument)" }
        if !options.isEmpty { usage += " [options]" }
        var text = "OVERVIEW: \(abstract)\n\n"
        if !discussion.isEmpty { text += discussion + "\n\n" }
        text += "USAGE: \(usage)\n\n"
        if let argument {
            text += "ARGUMENTS:\n" + Self.row(argument, argumentHelp.replacingOccurrences(of: "PROGRAM", with: programName)) + "\n"
        }
        text += "OPTIONS:\n"
        for option in options { text += Self.row(option.synopsis, option.help) }
        text += Self.row("-h, --help", "Show help for this command.")
        return text
    }

    /// A help row: the left column padded to 26 characters (or its own line when longer), the
    /// help's lines aligned after it.
    static func row(_ left: String, _ help: String) -> String {
        let column = 28
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        var text = "  " + left
        if left.count + 2 >= column - 1 {
            text += "\n" + String(repeating: " ", count: column)
        } else {
            text += String(repeating: " ", count: column - 2 - left.count)
        }
        text += lines.joined(separator: "\n" + String(repeating: " ", count: column))
        return text + "\n"
    }
}
