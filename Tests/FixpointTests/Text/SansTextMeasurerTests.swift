import Foundation
import Testing
import Fixpoint

/// One row of text-metrics.md §2: a string, its summed `adv_1000` and its widths at 13 and 17 pt.
struct WidthRow: Sendable, CustomTestStringConvertible {
    let text: String
    let units: Int
    let at13: CGFloat
    let at17: CGFloat
    var testDescription: String { text }
}

@Suite("SansTextMeasurer")
struct SansTextMeasurerTests {
    static let table: [WidthRow] = [
        WidthRow(text: "Berlin", units: 2556, at13: 33.228, at17: 43.452),
        WidthRow(text: "San Francisco", units: 6391, at13: 83.083, at17: 108.647),
        WidthRow(text: "Leading Label", units: 6282, at13: 81.666, at17: 106.794),
        WidthRow(text: "Trailing Label", units: 6002, at13: 78.026, at17: 102.034),
        WidthRow(text: "TXL", units: 1834, at13: 23.842, at17: 31.178),
        WidthRow(text: "CDG", units: 2222, at13: 28.886, at17: 37.774),
        WidthRow(text: "From", units: 2333, at13: 30.329, at17: 39.661),
        WidthRow(text: "To", units: 1167, at13: 15.171, at17: 19.839),
        WidthRow(text: "FLIGHT", units: 3556, at13: 46.228, at17: 60.452),
        WidthRow(text: "AF123", units: 2946, at13: 38.298, at17: 50.082),
        WidthRow(text: "TERMINAL", units: 5056, at13: 65.728, at17: 85.952),
        WidthRow(text: "GATE", units: 2723, at13: 35.399, at17: 46.291),
        WidthRow(text: "BOARDING", units: 5334, at13: 69.342, at17: 90.678),
        WidthRow(text: "8:00 AM", units: 3724, at13: 48.412, at17: 63.308),
        WidthRow(text: "Video call available", units: 8559, at13: 111.267, at17: 145.503),
        WidthRow(text: "Files are attached", units: 7948, at13: 103.324, at17: 135.116),
        WidthRow(text: "Invites enabled, 5 people maximum", units: 15729, at13: 204.477, at17: 267.393),
        WidthRow(text: "\u{2026}", units: 1000, at13: 13, at17: 17),
    ]

    @Test("§2 width table at 13 and 17 pt", arguments: table)
    func widthTable(row: WidthRow) {
        let units = row.text.reduce(0) { $0 + SansTextMeasurer.advance1000(of: $1) }
        #expect(units == row.units)
        #expect(approx(TextTestSupport.sansWidth(row.text, 13), row.at13))
        #expect(approx(TextTestSupport.sansWidth(row.text, 17), row.at17))
    }

    @Test func helloWorldAt17() {
        // The brief quotes ≈ 88.808 (adv_exact); with adv_1000 (5223 units) it is 88.791.
        #expect(approx(TextTestSupport.sansWidth("Hello, world", 17), 88.791))
        #expect(approx(TextTestSupport.sansWidth("Hello,", 17), 43.452))
    }

    @Test func lineHeight() {
        let sans = SansTextMeasurer()
        #expect(approx(sans.lineHeight(pointSize: 13), 14.948726, 1e-9))
        #expect(approx(sans.lineHeight(pointSize: 17), 19.548334, 1e-9))
        #expect(approx(sans.lineHeight(pointSize: 1000), 1149.902, 1e-9))
    }

    @Test func advancesScaleWithPointSize() {
        let sans = SansTextMeasurer()
        #expect(sans.advance(of: "a", pointSize: 1000) == 556)
        #expect(sans.advance(of: " ", pointSize: 1000) == 278)
        #expect(sans.advance(of: "W", pointSize: 10) == 9.44)
        #expect(sans.advance(of: "é", pointSize: 1000) == 556)
        #expect(sans.advance(of: "—", pointSize: 1000) == 1000)
    }

    @Test("Emoji are one em", arguments: ["✈️", "😀", "👍🏽", "👨‍👩‍👧", "🇫🇷", "#️⃣", "1️⃣", "❤️"] as [Character])
    func emojiAreOneEm(character: Character) {
        #expect(SansTextMeasurer().advance(of: character, pointSize: 13) == 13)
    }

    @Test("Text-presentation characters are not emoji", arguments: ["0", "7", "#", "*", "©", "®"] as [Character])
    func textPresentationIsNotEmoji(character: Character) {
        let advance = SansTextMeasurer.advance1000(of: character)
        #expect(advance < 1000)
        #expect(!GlyphClassifier.isEmoji(character))
    }

    @Test func digitsAndSymbolsUseTheTable() {
        #expect(SansTextMeasurer.advance1000(of: "0") == 556)
        #expect(SansTextMeasurer.advance1000(of: "#") == 556)
        #expect(SansTextMeasurer.advance1000(of: "*") == 389)
        #expect(SansTextMeasurer.advance1000(of: "©") == 737)
    }

    @Test func airplaneEmojiAt13() {
        #expect(TextTestSupport.sansWidth("✈️", 13) == 13)
    }

    @Test func decomposedClusterMeasuresItsBase() {
        #expect(SansTextMeasurer.advance1000(of: "e\u{301}") == 556)
        #expect(SansTextMeasurer.advance1000(of: "A\u{30A}") == 667)
    }

    @Test("East Asian wide characters are one em", arguments: ["漢", "字", "あ", "カ", "한", "Ａ", "。"] as [Character])
    func wideCharacters(character: Character) {
        #expect(SansTextMeasurer.advance1000(of: character) == 1000)
    }

    @Test("Unknown characters measure like \"a\"", arguments: ["Ω", "ж", "א", "\t", "™", "✈"] as [Character])
    func unknownCharacters(character: Character) {
        #expect(SansTextMeasurer.advance1000(of: character) == 556)
    }

    @Test func widthIsTheSumOfAdvances() {
        let sans = SansTextMeasurer()
        let parts = ["San", " ", "Francisco"]
        let sum = parts.reduce(0) { $0 + sans.width(of: $1, pointSize: 13) }
        #expect(approx(sans.width(of: "San Francisco", pointSize: 13), sum, 1e-9))
        #expect(sans.width(of: "", pointSize: 13) == 0)
        #expect(approx(sans.width(of: "San Francisco".dropFirst(4), pointSize: 13), sans.width(of: "Francisco", pointSize: 13), 1e-9))
    }

    @Test func tableCoversItsRanges() {
        #expect(SansWidthTable.advance(of: " ") == 278)
        #expect(SansWidthTable.advance(of: "~") == 584)
        #expect(SansWidthTable.advance(of: "\u{00A0}") == 278)
        #expect(SansWidthTable.advance(of: "ÿ") == 500)
        #expect(SansWidthTable.advance(of: "€") == 556)
        #expect(SansWidthTable.advance(of: "\u{7F}") == nil)
        #expect(SansWidthTable.advance(of: "\u{1F}") == nil)
        #expect(SansWidthTable.advance(of: "Ā") == nil)
    }

    @Test func measurersCompareByValue() {
        let a: any TextMeasurer = SansTextMeasurer()
        let b: any TextMeasurer = SansTextMeasurer()
        let c: any TextMeasurer = MonospaceTextMeasurer()
        #expect(a.isEqual(toAny: b))
        #expect(!a.isEqual(toAny: c))
        #expect(c.isEqual(toAny: MonospaceTextMeasurer(characterWidth: 1, lineHeight: 1)))
        #expect(!c.isEqual(toAny: MonospaceTextMeasurer(characterWidth: 2)))
    }

    @Test func monospaceMeasurerIgnoresPointSize() {
        let mono = MonospaceTextMeasurer(characterWidth: 2, lineHeight: 3)
        #expect(mono.advance(of: "W", pointSize: 100) == 2)
        #expect(mono.advance(of: "✈️", pointSize: 1) == 2)
        #expect(mono.lineHeight(pointSize: 50) == 3)
        #expect(mono.width(of: "Hello", pointSize: 17) == 10)
        #expect(MonospaceTextMeasurer().width(of: "Hello world", pointSize: 13) == 11)
    }
}
