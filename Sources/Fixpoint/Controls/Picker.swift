import Foundation

/// A control for selecting from a set of mutually exclusive values, drawn in the style of the
/// environment's `pickerStyle` (iOS metrics, approximated: see the README's fidelity notes).
///
/// A composite view whose body depends on the style: `.segmented` is a 32-pt-high row of equal
/// segments with a thumb behind the selected one; `.menu` and `.automatic` show the selected
/// option and an up-down chevron in the accent colour; `.wheel` and `.inline` (outside a list,
/// as on iOS) are 216 pt high with the selected option centred on a 34-pt band. The label is not
/// drawn (iOS hides it outside forms). An option's tag is its `tag(_:)`, else its `ForEach` id.
/// `ViewHost.select(_:inPickerAt:)` chooses an option in tests.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyleKind) private var style

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The options of the content, flattened, with their tags.
    var options: [PickerOption] { PickerOption.options(of: content) }

    /// The picker in its style.
    public var body: some View {
        let options = self.options
        let selected = options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) }
        switch style {
        case .segmented:
            SegmentedPickerLayout(selectedIndex: selected) {
                RoundedRectangle(cornerRadius: SegmentedPickerLayout.thumbRadius).fill(Color(.systemBackground))
                content
            }
            .background(RoundedRectangle(cornerRadius: SegmentedPickerLayout.radius).fill(Color(.tertiarySystemFill)))
        case .automatic, .menu:
            HStack(spacing: PickerMetrics.menuSpacing) {
                if let selected { AnyView(options[selected].view) }
                Image(systemName: "chevron.up.chevron.down")
            }
            .foregroundColor(.accentColor)
        case .wheel, .inline:
            ZStack {
                RoundedRectangle(cornerRadius: PickerMetrics.wheelBandRadius).fill(Color(.tertiarySystemFill))
                    .frame(height: PickerMetrics.wheelRowHeight)
                if let selected { AnyView(options[selected].view) }
            }
            .frame(height: PickerMetrics.wheelHeight)
        }
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The fixed metrics of the picker styles (iOS 15–18, approximated).
enum PickerMetrics {
    /// Space between a menu picker's value and its chevron.
    static let menuSpacing: CGFloat = 6
    /// A wheel's height (UIPickerView's default).
    static let wheelHeight: CGFloat = 216
    /// The height of a wheel's selection band.
    static let wheelRowHeight: CGFloat = 34
    /// The corner radius of a wheel's selection band.
    static let wheelBandRadius: CGFloat = 8
}

/// One option of a picker: its view and its tag (its `tag(_:)`, else the `ForEach` id it came
/// from, if any).
struct PickerOption {
    let tag: AnyHashable?
    let view: any View

    /// The options of `content`: its list items flattened through tuples, groups and `ForEach`.
    static func options(of content: any View) -> [PickerOption] {
        var result: [PickerOption] = []
        func visit(_ view: any View, tag: AnyHashable?) {
            guard let list = view as? any ListView else {
                // An explicit `tag(_:)` wins over the `ForEach` id (SwiftUI's implicit tag).
                result.append(PickerOption(tag: (view as? any TagCarrying)?.carriedTag?.value ?? tag, view: view))
                return
            }
            for item in list.listItems() {
                if let id = item.key.dataID {
                    visit(item.view, tag: id)
                } else {
                    visit(item.view, tag: tag)
                }
            }
        }
        visit(content, tag: nil)
        return result
    }
}

/// The layout of a segmented picker: the first subview is the selection thumb, the others are
/// the segments, all of equal width, 32 pt high.
struct SegmentedPickerLayout: Layout {
    let selectedIndex: Int?

    /// The control's height.
    static let height: CGFloat = 32
    /// Horizontal padding inside a segment, on each side of its label.
    static let segmentPadding: CGFloat = 12
    /// The inset of the thumb inside its segment.
    static let thumbInset: CGFloat = 2
    /// The corner radii of the control and of its thumb.
    static let radius: CGFloat = 9
    static let thumbRadius: CGFloat = 7

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let segments = subviews.dropFirst()
        guard !segments.isEmpty else { return CGSize(width: proposal.width ?? 0, height: Self.height) }
        if let width = proposal.width { return CGSize(width: width, height: Self.height) }
        let widest = segments.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * (widest + 2 * Self.segmentPadding), height: Self.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let segments = Array(subviews.dropFirst())
        let count = max(segments.count, 1)
        let width = bounds.width / CGFloat(count)
        for (index, segment) in segments.enumerated() {
            let centre = CGPoint(x: bounds.minX + width * (CGFloat(index) + 0.5), y: bounds.midY)
            segment.place(at: centre, anchor: .center,
                          proposal: ProposedViewSize(width: max(width - 2 * Self.segmentPadding, 0), height: Self.height))
        }
        guard let thumb = subviews.first else { return }
        if let selectedIndex, selectedIndex < segments.count {
            let inset = Self.thumbInset
            thumb.place(at: CGPoint(x: bounds.minX + width * CGFloat(selectedIndex) + inset, y: bounds.minY + inset),
                        proposal: ProposedViewSize(width: max(width - 2 * inset, 0), height: max(bounds.height - 2 * inset, 0)))
        } else {
            thumb.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(width: 0, height: 0))
        }
    }
}

/// A picker, whatever its types, for the interaction API.
protocol PickerControl {
    /// Selects `value`; returns an error message when it is not an option of this picker.
    func select(_ value: AnyHashable) -> String?
}

extension Picker: PickerControl {
    func select(_ value: AnyHashable) -> String? {
        guard let typed = value.base as? SelectionValue else {
            return "\(value.base) is not a \(SelectionValue.self), the picker's selection type"
        }
        let tags = options.compactMap(\.tag)
        if !tags.isEmpty, !tags.contains(value) {
            return "no option tagged \(value.base); options: " + tags.map { "\($0.base)" }.joined(separator: ", ")
        }
        selection.wrappedValue = typed
        return nil
    }
}

extension ViewHost {
    /// Chooses the option tagged `value` in the picker at `path` (writing its selection), then
    /// runs the resulting update; throws, writing nothing, when no picker is there or `value` is
    /// not one of its options.
    @discardableResult
    public func select<V: Hashable>(_ value: V, inPickerAt path: String) throws -> UpdateReport {
        let node = try controlNode(at: path, kind: "picker") { $0 is any PickerControl }
        if let problem = (node.view as! any PickerControl).select(AnyHashable(value)) {
            throw InteractionError(message: problem, available: [])
        }
        return run()
    }
}
