import Foundation

// The Playgrounds: each article retold step by step. `swift run Playgrounds [chapter]`.
let arguments = Array(CommandLine.arguments.dropFirst())
let printer = ChapterPrinter()
let usage = "USAGE: Playgrounds [\(Chapters.all.map(\.name).joined(separator: "|"))]\n"
if arguments.isEmpty {
    FileHandle.standardOutput.write(Data(Chapters.all.map(printer.render).joined(separator: "\n").utf8))
} else if arguments.count == 1, let chapter = Chapters.all.first(where: { $0.name == arguments[0] }) {
    FileHandle.standardOutput.write(Data(printer.render(chapter).utf8))
} else {
    FileHandle.standardError.write(Data("error: unknown chapter '\(arguments.joined(separator: " "))'\n\n\(usage)".utf8))
    exit(2)
}
