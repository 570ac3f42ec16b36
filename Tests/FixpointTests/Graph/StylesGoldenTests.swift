import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// A screen in the style real SwiftUI samples write: a gradient header, a progress ring
/// (trim + stroke), a dashed capsule, an inner border and the bordered button styles.
private struct StylesShowcase: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Progress")
                .font(.headline)
                .foregroundColor(.white)
                .frame(maxWidth: .infinity)
                .padding(8)
                .background(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            HStack(spacing: 16) {
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.3), lineWidth: 8)
                    Circle().trim(from: 0, to: 0.7).stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    Text("70%")
                }
                .frame(width: 80, height: 80)
                VStack(spacing: 8) {
                    Capsule().stroke(Color.orange, style: StrokeStyle(lineWidth: 2, dash: [6, 3])).frame(width: 100, height: 28)
                    RoundedRectangle(cornerRadius: 8).strokeBorder(Color.red, lineWidth: 4).frame(width: 100, height: 28)
                }
            }
            HStack {
                Button("Cancel", role: .cancel) {}.buttonStyle(.bordered)
                Button("Save") {}.buttonStyle(.borderedProminent)
            }
        }
        .padding(12)
    }
}

/// Every gradient kind as a view and as a fill, and a gradient stroke.
private struct GradientsShowcase: View {
    private let colors: [Color] = [.red, .yellow, .blue]
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                RadialGradient(colors: colors, center: .center, startRadius: 5, endRadius: 40)
                EllipticalGradient(colors: colors)
                AngularGradient(colors: colors + [.red], center: .center)
            }
            .frame(height: 60)
            HStack(spacing: 8) {
                Circle().fill(Color.green.gradient)
                Capsule().fill(.angularGradient(colors: colors, center: .center, startAngle: .degrees(0), endAngle: .degrees(180)))
                RoundedRectangle(cornerRadius: 12).stroke(LinearGradient(colors: [.pink, .indigo], startPoint: .top, endPoint: .bottom), lineWidth: 6)
            }
            .frame(height: 60)
        }
        .padding(8)
    }
}

/// `Tests/FixpointTests/Snapshots`, the folder the test target excludes from its sources.
private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots", isDirectory: true).path

/// Golden files for strokes, trim, gradients and button styles, in the three renderings.
@Suite("Golden snapshots: styles")
struct StylesGoldenTests {
    @Test("styles showcase")
    func showcase() {
        let (s, report) = layOut(StylesShowcase(), width: 320)
        #expect(report.passes == 1)
        assertSnapshot(of: s, as: .tree, named: "styles-showcase", directory: goldens)
        assertSnapshot(of: s, as: .ascii, named: "styles-showcase", directory: goldens)
        assertSnapshot(of: s, as: .svg, named: "styles-showcase", directory: goldens)
    }

    @Test("gradients showcase")
    func gradients() {
        let (s, report) = layOut(GradientsShowcase(), width: 320)
        #expect(report.passes == 1)
        assertSnapshot(of: s, as: .ascii, named: "styles-gradients", directory: goldens)
        assertSnapshot(of: s, as: .svg, named: "styles-gradients", directory: goldens)
    }
}
