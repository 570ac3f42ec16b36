import FixpointRender
import Fixpoint

/// A colour given on the command line (`--background white`, `--background "#1c1c1e"`): a name
/// or six hexadecimal digits after `#`, in any case.
///
/// Parsed with the other options, before anything runs; anything else is a usage error.
enum NamedColor {
    /// The names accepted, with their components (SwiftUI's light-mode values).
    static let names: [(String, RGBAColor)] = [
        ("white", RGBAColor(name: "white", red: 1, green: 1, blue: 1)),
        ("black", RGBAColor(name: "black", red: 0, green: 0, blue: 0)),
        ("gray", RGBAColor(name: "gray", red: 142 / 255, green: 142 / 255, blue: 147 / 255)),
        ("systemBackground", RGBAColor(name: "systemBackground", red: 1, green: 1, blue: 1)),
        ("secondarySystemBackground", RGBAColor(name: "secondarySystemBackground", red: 242 / 255, green: 242 / 255, blue: 247 / 255)),
    ]

    /// What `--background` says it takes.
    static let expectation = "white, black, gray, systemBackground, secondarySystemBackground or #RRGGBB"

    /// `text` as a colour, or nil.
    static func parse(_ text: String) -> RGBAColor? {
        if let named = names.first(where: { $0.0.lowercased() == text.lowercased() }) { return named.1 }
        guard text.hasPrefix("#"), text.count == 7 else { return nil }
        let digits = text.dropFirst()
        guard digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        func component(_ shift: Int) -> Double { Double((value >> shift) & 0xFF) / 255 }
        return RGBAColor(red: component(16), green: component(8), blue: component(0))
    }
}
