import Foundation
import Testing
import Fixpoint

@Suite("Font and text styles")
struct FontTests {
    /// iOS sizes per Dynamic Type size (xSmall … accessibility5), from text-styles.tsv.
    static let iOSSizes: [(Font.TextStyle, [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.caption, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    static func pointSize(_ font: Font, _ platform: Platform = .iOS, _ size: DynamicTypeSize = .large) -> CGFloat {
        font.resolve(platform: platform, dynamicTypeSize: size).pointSize
    }

    @Test("iOS sizes across all 12 Dynamic Type sizes", arguments: 0..<5)
    func iOSStyleRow(index: Int) {
        let (style, sizes) = Self.iOSSizes[index]
        #expect(DynamicTypeSize.allCases.map { Self.pointSize(.system(style), .iOS, $0) } == sizes)
    }

    @Test func iOSLargeDefaults() {
        let expected: [CGFloat] = [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11]
        #expect(Font.TextStyle.allCases.map { Self.pointSize(.system($0)) } == expected)
        let statics: [Font] = [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body,
                               .callout, .footnote, .caption, .caption2]
        #expect(statics.map { Self.pointSize($0) } == expected)
    }

    @Test func iOSAccessibility5() {
        // HIG caption2 at AX5 is 40 (the iOS 13.3 simulator measured 41).
        let expected: [CGFloat] = [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 40]
        #expect(Font.TextStyle.allCases.map { Self.pointSize(.system($0), .iOS, .accessibility5) } == expected)
    }

    @Test func iOSSizesNeverShrink() {
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { Self.pointSize(.system(style), .iOS, $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
    }

    @Test func macOSStylesAreFixed() {
        let expected: [CGFloat] = [26, 22, 17, 15, 13, 11, 13, 12, 10, 10, 10]
        for size in DynamicTypeSize.allCases {
            #expect(Font.TextStyle.allCases.map { Self.pointSize(.system($0), .macOS, size) } == expected)
        }
        #expect(Self.pointSize(.body, .macOS) == 13)
    }

    @Test func styleWeights() {
        #expect(Font.headline.resolve(platform: .iOS, dynamicTypeSize: .large).weight == .semibold)
        #expect(Font.headline.resolve(platform: .macOS, dynamicTypeSize: .large).weight == .bold)
        #expect(Font.caption2.resolve(platform: .macOS, dynamicTypeSize: .large).weight == .medium)
        #expect(Font.caption2.resolve(platform: .iOS, dynamicTypeSize: .large).weight == .regular)
        #expect(Font.body.resolve(platform: .iOS, dynamicTypeSize: .xSmall).weight == .regular)
    }

    @Test func modifiers() {
        let bold = Font.body.bold().resolve(platform: .iOS, dynamicTypeSize: .large)
        #expect(bold == ResolvedFont(pointSize: 17, weight: .bold))
        let light = Font.headline.weight(.light).resolve(platform: .iOS, dynamicTypeSize: .large)
        #expect(light.weight == .light)
        let italic = Font.title.italic().resolve(platform: .iOS, dynamicTypeSize: .xxxLarge)
        #expect(italic == ResolvedFont(pointSize: 34, weight: .regular, isItalic: true))
        let styled = Font.system(.footnote, design: .rounded, weight: .heavy).resolve(platform: .iOS, dynamicTypeSize: .large)
        #expect(styled == ResolvedFont(pointSize: 13, weight: .heavy, design: .rounded))
        #expect(Font.body.monospacedDigit().resolve(platform: .iOS, dynamicTypeSize: .large).pointSize == 17)
        #expect(Font.body.weight(.black).bold().resolve(platform: .iOS, dynamicTypeSize: .large).weight == .bold)
    }

    @Test func fixedSizeIgnoresDynamicType() {
        let font = Font.system(size: 13, weight: .semibold, design: .monospaced)
        for platform in Platform.allCases {
            for size in DynamicTypeSize.allCases {
                #expect(font.resolve(platform: platform, dynamicTypeSize: size)
                    == ResolvedFont(pointSize: 13, weight: .semibold, design: .monospaced))
            }
        }
        #expect(Font.system(size: 20).resolve(platform: .iOS, dynamicTypeSize: .large).weight == .regular)
    }

    @Test func fontEquality() {
        #expect(Font.body == Font.system(.body))
        #expect(Font.system(size: 13) == Font.system(size: 13, weight: .regular, design: .default))
        #expect(Font.body != Font.body.bold())
        #expect(Font.body != Font.callout)
        #expect(Set([Font.body, .system(.body), .title]).count == 2)
    }

    @Test func weightsAreOrdered() {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights == weights.sorted())
        #expect(Set(weights).count == 9)
        #expect(Font.Weight.semibold.description == "semibold")
    }

    @Test func dynamicTypeSizes() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases == DynamicTypeSize.allCases.sorted())
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
            == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(DynamicTypeSize.xSmall < DynamicTypeSize.large)
        #expect(DynamicTypeSize.xxxLarge < DynamicTypeSize.accessibility1)
    }

    @Test func platformNames() {
        #expect(Platform.allCases.map(\.rawValue) == ["iOS", "macOS"])
        #expect(Platform.iOS.supportsDynamicType && !Platform.macOS.supportsDynamicType)
    }

    @Test func resolvedFontDescription() {
        #expect(ResolvedFont(pointSize: 17, weight: .semibold, isItalic: true).description == "17pt semibold italic")
        #expect(ResolvedFont(pointSize: 13.5, design: .serif).description == "13.5pt regular serif")
    }

    @Test func textStyleTableKeepsLeading() {
        let body = TextStyleTable.metrics(for: .body, platform: .iOS, dynamicTypeSize: .large)
        #expect(body == TextStyleMetrics(pointSize: 17, leading: 22, weight: .regular, emphasizedWeight: .semibold))
        let macHeadline = TextStyleTable.metrics(for: .headline, platform: .macOS, dynamicTypeSize: .accessibility5)
        #expect(macHeadline == TextStyleMetrics(pointSize: 13, leading: 16, weight: .bold, emphasizedWeight: .heavy))
    }
}
