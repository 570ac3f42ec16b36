import Fixpoint
import Foundation

// Seed 000: the episode's final AirplaneView, verbatim but for the import and `public`.

/// The flight view: the airplane is centred unless a label would not fit beside it, in which
/// case it moves off-centre; decided by measuring the labels, the icon and the proposed width
/// (measure, then re-render: two passes).
public struct AirplaneView: View {
    let from = Text("Berlin")
    let to = Text("San Francisco")
    let airplaneIcon = Text("✈️")

    @State var proposedWidth: CGFloat = 0
    @State var fromWidth: CGFloat = 0
    @State var airplaneWidth: CGFloat = 0
    @State var toWidth: CGFloat = 0

    /// Creates the view.
    public init() {}

    var shouldDrawOffCenter: Bool {
        let labelWidth = (proposedWidth - airplaneWidth) / 2
        return fromWidth > labelWidth || toWidth > labelWidth
    }

    /// The measured switch between the centred and the off-centre layout.
    public var body: some View {
        HStack(spacing: 0) {
            if shouldDrawOffCenter {
                from
                Spacer()
                airplaneIcon
                Spacer()
                to
            } else {
                from
                    .frame(maxWidth: .infinity, alignment: .leading)
                airplaneIcon
                to
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
        .measureWidth { self.proposedWidth = $0 }
        .background(HStack {
            from.fixedSize().measureWidth { self.fromWidth = $0 }
            airplaneIcon.fixedSize().measureWidth { self.airplaneWidth = $0 }
            to.fixedSize().measureWidth { self.toWidth = $0 }
        }.hidden())
        .lineLimit(1)
    }
}

/// The episode's previews: six AirplaneViews framed 250 … 100 points wide.
public struct ContentView_Previews: PreviewProvider {
    /// The six previews in a VStack.
    public static var previews: some View {
        VStack(spacing: 20) {
            AirplaneView().frame(width: 250)
            AirplaneView().frame(width: 200)
            AirplaneView().frame(width: 175)
            AirplaneView().frame(width: 150)
            AirplaneView().frame(width: 125)
            AirplaneView().frame(width: 100)
        }
    }
}
