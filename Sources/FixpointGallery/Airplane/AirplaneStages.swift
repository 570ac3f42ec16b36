import Fixpoint
import Foundation

// Seed 000: the episode's first two attempts, each as its own view (verbatim bodies).

/// Stage 1: spacers only. The spacers become equally wide, so the icon keeps equal distances to
/// the labels but is not centred in the view.
public struct AirplaneSpacersView: View {
    let from = Text("Berlin")
    let to = Text("San Francisco")
    let airplaneIcon = Text("✈️")

    /// Creates the view.
    public init() {}

    /// The spacer layout.
    public var body: some View {
        HStack(spacing: 0) {
            from
            Spacer()
            airplaneIcon
            Spacer()
            to
        }
        .lineLimit(1)
    }
}

/// Stage 2: flexible frames. The two label frames get equal widths, so the icon is centred —
/// until a label no longer fits its half and truncates.
public struct AirplaneFramesView: View {
    let from = Text("Berlin")
    let to = Text("San Francisco")
    let airplaneIcon = Text("✈️")

    /// Creates the view.
    public init() {}

    /// The flexible-frame layout.
    public var body: some View {
        HStack(spacing: 0) {
            from
                .frame(maxWidth: .infinity, alignment: .leading)
            airplaneIcon
            to
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .lineLimit(1)
    }
}

/// Stage 3: the HStack's width is measured and stored, but nothing reads it yet.
public struct AirplaneMeasuredView: View {
    let from = Text("Berlin")
    let to = Text("San Francisco")
    let airplaneIcon = Text("✈️")

    @State var proposedWidth: CGFloat = 0

    /// Creates the view.
    public init() {}

    /// The flexible-frame layout with its width measured.
    public var body: some View {
        HStack(spacing: 0) {
            from
                .frame(maxWidth: .infinity, alignment: .leading)
            airplaneIcon
            to
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .measureWidth { self.proposedWidth = $0 }
        .lineLimit(1)
    }
}
