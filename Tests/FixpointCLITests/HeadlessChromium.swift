import Foundation

/// Runs the local Chromium headless, for the report's browser tests: dumps a page's DOM after
/// its scripts ran, and takes screenshots.
///
/// Found at `FIXPOINT_CHROMIUM` or the usual Debian and Chrome paths; `nil` when none exists
/// (CI installs Debian's `chromium` in `.ci/run`). Each call uses a fresh profile folder and is
/// stopped after `timeout` seconds, so a stuck browser fails the test instead of hanging it.
struct HeadlessChromium {
    /// The browser binary.
    let executable: String
    /// Seconds a single browser call may take.
    var timeout: TimeInterval = 90

    /// The local Chromium, if there is one.
    static let local: HeadlessChromium? = {
        let environment = ProcessInfo.processInfo.environment["FIXPOINT_CHROMIUM"].map { [$0] } ?? []
        let candidates = environment + ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
                                        "/usr/bin/google-chrome-stable", "/snap/bin/chromium"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { HeadlessChromium(executable: $0) }
    }()

    /// The DOM of the page at `url` after it loaded and its scripts ran (`--dump-dom`).
    func dumpDOM(of url: URL) throws -> String {
        let output = try run(["--dump-dom", url.absoluteString])
        return String(decoding: output, as: UTF8.self)
    }

    /// A PNG screenshot of the page at `url` in a `width`×`height` window (`--screenshot`).
    func screenshot(of url: URL, width: Int, height: Int) throws -> Data {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("shot.png")
        _ = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file.path)", url.absoluteString])
        return try Data(contentsOf: file)
    }

    /// A failed browser call: what it printed on standard error, or that it timed out.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs the browser headless with `arguments`; returns what it wrote on standard output.
    private func run(_ arguments: [String]) throws -> Data {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdout = folder.appendingPathComponent("stdout"), stderr = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(folder.appendingPathComponent("profile").path)"] + arguments
        // Files, not pipes: a DOM larger than a pipe's buffer would block the browser.
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "\(executable) did not finish within \(Int(timeout)) s")
        }
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: stderr, encoding: .utf8)) ?? ""
            throw Failure(description: "\(executable) exited with \(process.terminationStatus): \(message.suffix(2000))")
        }
        return try Data(contentsOf: stdout)
    }

    /// A fresh temporary folder; the caller removes it.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fixpoint-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The width and height in a PNG's header, or nil when `data` is not a PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func integer(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (integer(16), integer(20))
    }
}
