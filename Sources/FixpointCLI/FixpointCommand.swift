import Fixpoint
import FixpointGallery
import Foundation

/// The command line as a library: a user's executable runs every command (`layout`, `run`,
/// `sweep`, `list`, …) on its own views.
///
/// ```swift
/// // Sources/my-previews/main.swift
/// import FixpointCLI
/// import MyViews
///
/// FixpointCommand.main(examples: [
///     Example("TagLine", width: 320) { TagLine(tags: ["Swift", "Linux"]) },
/// ])
/// // swift run my-previews run TagLine --width 320 --trace
/// ```
///
/// `main` reads the process arguments, prints the result (standard output on success, standard
/// error on a usage error) and exits with the command's code; `CommandLineTool.run(_:catalogue:)`
/// is the same as a pure function for tests.
public enum FixpointCommand {
    /// Runs the command line on `examples` and exits; the usage names the executable.
    public static func main(examples: [Example]) -> Never {
        main(CommandLineTool.Catalogue(programName: programName, examples: examples))
    }

    /// Runs the command line on the previews of `providers` (one example each, named after the
    /// provider without its `_Previews` suffix) and exits.
    ///
    /// ```swift
    /// FixpointCommand.main(previews: TagLine_Previews.self, LabeledForm_Previews.self)
    /// ```
    public static func main<each Provider: PreviewProvider & SendableMetatype>(previews providers: repeat (each Provider).Type) -> Never {
        main(examples: examples(previews: repeat each providers))
    }

    /// One example per preview provider, in order.
    public static func examples<each Provider: PreviewProvider & SendableMetatype>(previews providers: repeat (each Provider).Type) -> [Example] {
        var examples: [Example] = []
        for provider in repeat each providers { examples.append(Example(preview: provider)) }
        return examples
    }

    /// Runs the command line on `catalogue` with the process arguments and exits with its code.
    ///
    /// Standard output gets the result (standard error on a usage error); standard error gets
    /// what accompanies it (warnings, the summary beside an SVG) and, when standard error is a
    /// terminal, a long sweep's progress on one line that is cleared when the sweep ends.
    public static func main(_ catalogue: CommandLineTool.Catalogue) -> Never {
        let standardError = FileHandle.standardError
        let progress: CommandLineTool.Progress? = isatty(STDERR_FILENO) != 0 ? { completed, total in
            let line = completed < total ? "\r\(catalogue.programName) sweep: \(completed)/\(total) widths" : "\r\u{1B}[K"
            standardError.write(Data(line.utf8))
        } : nil
        let result = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), catalogue: catalogue, progress: progress)
        let stream = result.exitCode == 0 ? FileHandle.standardOutput : standardError
        stream.write(Data(result.output.utf8))
        if !result.errorOutput.isEmpty { standardError.write(Data(result.errorOutput.utf8)) }
        exit(result.exitCode)
    }

    /// The executable's file name, as the usage prints it.
    static var programName: String {
        CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "previews"
    }
}
