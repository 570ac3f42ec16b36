import FixpointCLI
import Foundation

// The `fixpoint` executable: runs the command line and exits with its code.
let result = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
if result.exitCode == 0 {
    FileHandle.standardOutput.write(Data(result.output.utf8))
} else {
    FileHandle.standardError.write(Data(result.output.utf8))
}
exit(result.exitCode)
