/// A command's arguments split the way swift-argument-parser splits them: the positional
/// arguments, and the options in a normal form (`--opt=value` becomes `--opt value`) in the
/// order given, so options may come before or after the example name.
///
/// Made by `CommandLineTool.run` from the command's `CommandSpec` before any option is
/// interpreted: an unknown option (with "did you mean"), a missing value or a value given to a
/// flag is a usage error here; `--help` and `-h` anywhere ask for the command's help.
struct ParsedArguments: Equatable {
    /// The arguments that are not options or their values, in order.
    var positionals: [String] = []
    /// Each option, followed by its value when it takes one.
    var options: [String] = []
    /// Whether `--help` or `-h` appeared.
    var wantsHelp = false

    /// Splits `arguments` (the words after the command) by `spec`; after `--` every word is
    /// positional.
    static func parse(_ arguments: [String], spec: CommandSpec) -> Result<ParsedArguments, LayoutOptions.ParseError> {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            if argument == "--help" || argument == "-h" { parsed.wantsHelp = true; continue }
            let name: String
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            guard let option = spec.option(named: name) else {
                let message = spec.options.isEmpty
                    ? "'\(spec.name)' takes no options, not '\(name)'"
                    : "unknown option '\(name)' for '\(spec.name)'" + Suggestion.hint(for: name, among: spec.options.map(\.name))
                return .failure(.init(message: message))
            }
            parsed.options.append(name)
            if option.value == nil {
                if inlineValue != nil { return .failure(.init(message: "\(name) takes no value, not '\(argument)'")) }
                continue
            }
            if let inlineValue {
                parsed.options.append(inlineValue)
            } else if index < arguments.count {
                // The next word is the value even when it starts with '-': the command checks it
                // (`--width -3` is a bad length, `--json --trace` a bad file name).
                parsed.options.append(arguments[index])
                index += 1
            } else {
                return .failure(.init(message: "\(name) needs a value (\(option.value ?? ""))"))
            }
        }
        return .success(parsed)
    }
}
