import Fixpoint
import Foundation

extension FuzzTree {
    /// The tree as a view: nested `AnyView`s of the real primitives and modifiers, so the engine
    /// sees the same nodes a hand-written view would give it.
    public func makeView() -> AnyView {
        switch self {
        case .text(let string): return AnyView(Text(string))
        case .color: return AnyView(Color.red)
        case .rectangle: return AnyView(Rectangle())
        case .spacer(let minLength): return AnyView(Spacer(minLength: minLength))
        case .empty: return AnyView(EmptyView())
        case let .arc(radius, start, end, clockwise):
            var path = Path()
            path.addArc(center: CGPoint(x: radius, y: radius), radius: radius, startAngle: .radians(start),
                        endAngle: .radians(end), clockwise: clockwise)
            return AnyView(path)
        case let .geometryReader(scale, content):
            let view = content.makeView()
            return AnyView(GeometryReader { proxy in view.frame(width: proxy.size.width * scale) })
        case let .hStack(alignment, spacing, children):
            let views = children.map { $0.makeView() }
            return AnyView(HStack(alignment: alignment.value, spacing: spacing) { ForEach(views.indices, id: \.self) { views[$0] } })
        case let .vStack(alignment, spacing, children):
            let views = children.map { $0.makeView() }
            return AnyView(VStack(alignment: alignment.value, spacing: spacing) { ForEach(views.indices, id: \.self) { views[$0] } })
        case .zStack(let children):
            let views = children.map { $0.makeView() }
            return AnyView(ZStack { ForEach(views.indices, id: \.self) { views[$0] } })
        case .viewThatFits(let children):
            let views = children.map { $0.makeView() }
            return AnyView(ViewThatFits { ForEach(views.indices, id: \.self) { views[$0] } })
        case let .forEach(ids, content):
            let view = content.makeView()
            return AnyView(ForEach(ids, id: \.self) { _ in view })
        case let .layout(misbehaviour, children):
            let views = children.map { $0.makeView() }
            return AnyView(MisbehavingLayout(misbehaviour: misbehaviour) { ForEach(views.indices, id: \.self) { views[$0] } })
        case let .feedback(mode, content):
            return AnyView(FuzzFeedbackView(mode: mode, content: content.makeView()))
        case let .modified(modifier, content):
            return modifier.apply(to: content.makeView())
        }
    }
}

extension FuzzModifier {
    /// `view` with this modifier applied.
    func apply(to view: AnyView) -> AnyView {
        switch self {
        case let .frame(width, height): return AnyView(view.frame(width: width, height: height))
        case let .flexibleFrame(minWidth, maxWidth, minHeight, maxHeight):
            return AnyView(view.frame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight))
        case let .idealFrame(width, height): return AnyView(view.frame(idealWidth: width, idealHeight: height))
        case .padding(let length): return AnyView(view.padding(length))
        case let .fixedSize(horizontal, vertical): return AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
        case let .offset(x, y): return AnyView(view.offset(x: x, y: y))
        case .layoutPriority(let value): return AnyView(view.layoutPriority(value))
        case .alignmentGuide(let value): return AnyView(view.alignmentGuide(.leading) { _ in value })
        case .hidden: return AnyView(view.hidden())
        case .id(let id): return AnyView(view.id(id))
        case .background(let tree): return AnyView(view.background { tree.makeView() })
        case .overlay(let tree): return AnyView(view.overlay { tree.makeView() })
        case .preference(let value): return AnyView(view.preference(key: FuzzSumKey.self, value: value))
        case .fontSize(let size): return AnyView(view.font(.system(size: size)))
        case .dynamicType(let index): return AnyView(view.dynamicTypeSize(DynamicTypeSize.allCases[index]))
        case .lineLimit(let limit): return AnyView(view.lineLimit(limit))
        case let .aspectRatio(ratio, fit): return AnyView(view.aspectRatio(ratio, contentMode: fit ? .fit : .fill))
        case let .drawing(opacity, cornerRadius, border, shadow):
            return AnyView(view.opacity(opacity).cornerRadius(cornerRadius).border(Color.blue, width: border).shadow(radius: shadow))
        case .clipped: return AnyView(view.clipped())
        case .transformPreference(let value): return AnyView(view.transformPreference(FuzzSumKey.self) { $0 += value })
        }
    }
}

extension FuzzVerticalAlignment {
    var value: VerticalAlignment {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        }
    }
}

extension FuzzHorizontalAlignment {
    var value: HorizontalAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

/// The fuzzer's preference: the sum of the values written below.
public struct FuzzSumKey: PreferenceKey {
    /// 0: nothing written.
    public static let defaultValue: CGFloat = 0
    /// Adds the next value.
    public static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// The fuzzer's measuring preference: the widths measured by feedback views (last one wins).
struct FuzzWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// A view that measures its content with a GeometryReader, reads the width back through
/// `onPreferenceChange` and stores a function of it in `@State`, which sizes the content: the
/// measure → state → re-render loop of the articles, made to converge, oscillate or grow.
struct FuzzFeedbackView: View {
    let mode: FuzzTree.FeedbackMode
    let content: AnyView
    @State private var width: CGFloat = 40

    var body: some View {
        content
            .frame(width: width)
            .background(GeometryReader { proxy in Color.clear.preference(key: FuzzWidthKey.self, value: proxy.size.width) })
            .onPreferenceChange(FuzzWidthKey.self) { measured in
                switch mode {
                case .converging: width = max(0, (measured / 2).rounded(.down))
                case .oscillating: width = width == 10 ? 20 : 10
                case .growing: width = measured + 1
                }
            }
    }
}

/// A custom `Layout` that misbehaves as told: NaN, negative or infinite sizes and placements,
/// subviews placed twice or never; honest, it stacks its subviews vertically.
struct MisbehavingLayout: Layout {
    let misbehaviour: FuzzTree.Misbehaviour

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let honest = CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
        switch misbehaviour {
        case .nanSize: return CGSize(width: .nan, height: honest.height)
        case .negativeSize: return CGSize(width: -honest.width - 1, height: -5)
        case .infiniteSize: return CGSize(width: CGFloat.infinity, height: CGFloat.infinity)
        default: return honest
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(proposal)
            switch misbehaviour {
            case .nanPlacement: subview.place(at: CGPoint(x: .nan, y: y), proposal: proposal)
            case .infinitePlacement: subview.place(at: CGPoint(x: bounds.minX, y: CGFloat.infinity), proposal: ProposedViewSize.infinity)
            case .placeTwice:
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: proposal)
                subview.place(at: CGPoint(x: bounds.maxX, y: y), proposal: ProposedViewSize(width: .nan, height: -1))
            case .placeNever where index % 2 == 0: break
            default: subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: proposal)
            }
            y += size.height
        }
    }
}
