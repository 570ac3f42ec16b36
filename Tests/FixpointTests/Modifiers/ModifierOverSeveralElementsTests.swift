import Fixpoint
import FixpointRender
import Foundation
import Testing

/// Where a test reaches a scene's switch.
private final class ListSwitch {
    var shortened: Binding<Bool>?
}

/// A key no view writes, for the preference reader's case.
private struct UnwrittenKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// The modifiers that lay out their content's (or a slot's) first element only.
enum FirstElementModifier: String, CaseIterable, Sendable {
    case padding, background, overlay, safeAreaInset, preferenceReader
}

/// A modifier over an identified list of several elements: it lays out its first element only
/// (`LayoutContext.contentChild`, `firstElement(inSlot:)`). Shortening the list drops the first
/// element, so a node that was laid out second becomes the first, and back.
private struct PaddedList<Row: View>: View {
    let handle: ListSwitch?
    let modifier: FirstElementModifier
    @State var shortened: Bool
    let row: () -> Row

    var body: some View {
        let _ = handle?.shortened = $shortened
        VStack(spacing: 0) {
            Color.gray.frame(width: 10, height: 10)
            modified(ForEach(shortened ? [0, 0] : [2, 0, 0], id: \.self) { _ in row() }.id(2))
        }
    }

    @ViewBuilder
    private func modified(_ content: some View) -> some View {
        switch modifier {
        case .padding: content.padding(100)
        case .background: content.background(Color.blue)
        case .overlay: content.overlay(Color.blue.frame(width: 3, height: 3))
        case .safeAreaInset: content.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 5) }
        case .preferenceReader: content.backgroundPreferenceValue(UnwrittenKey.self) { _ in Color.blue }
        }
    }
}

/// A modifier over content of several elements lays out the first; the others are never laid
/// out, and one that was laid out before a change must show what a fresh host shows: no frame
/// and no choice left from when it came first (a fuzz seed, 0xC603_0000 + 0x5F5, found the
/// `ViewThatFits` that kept its choice and frame).
@Suite("A modifier over several elements")
struct ModifierOverSeveralElementsTests {
    private static func dump<Row: View>(shortened: Bool, _ modifier: FirstElementModifier = .padding,
                                        _ row: @escaping () -> Row) -> String {
        let host = ViewHost(PaddedList(handle: nil, modifier: modifier, shortened: shortened, row: row),
                            proposal: ProposedViewSize(width: 390, height: nil))
        #expect(host.run().converged)
        return TreeDump.render(host.snapshot)
    }

    /// Switches a host to the short list and back, comparing each state with a fresh host's.
    private static func switchesLikeFresh<Row: View>(_ modifier: FirstElementModifier = .padding, _ row: @escaping () -> Row) {
        let handle = ListSwitch()
        let host = ViewHost(PaddedList(handle: handle, modifier: modifier, shortened: false, row: row),
                            proposal: ProposedViewSize(width: 390, height: nil))
        host.run()
        let first = TreeDump.render(host.snapshot)
        #expect(first == dump(shortened: false, modifier, row))
        for shortened in [true, false, true] {
            handle.shortened?.wrappedValue = shortened
            #expect(host.run().converged)
            #expect(TreeDump.render(host.snapshot) == dump(shortened: shortened, modifier, row))
        }
    }

    @Test("a ViewThatFits that moves from first to second forgets its choice and frame")
    func viewThatFits() {
        Self.switchesLikeFresh {
            ViewThatFits {
                Color.red
                EmptyView()
            }
        }
        // What a fresh host shows: the first is laid out, the others have no frame and no choice.
        let fresh = Self.dump(shortened: false) {
            ViewThatFits {
                Color.red
                EmptyView()
            }
        }
        #expect(fresh.contains("ViewThatFits [x:100 y:110 w:190 h:10]\n      │  └─ Color [x:100 y:110 w:190 h:10]"))
        #expect(fresh.components(separatedBy: "ViewThatFits [x:0 y:10 w:0 h:0]").count == 3)
    }

    @Test("a stack that moves from first to second leaves no frame below it")
    func stackSubtree() {
        Self.switchesLikeFresh {
            VStack(spacing: 2) {
                Color.red.frame(height: 4)
                Text("row")
            }
        }
    }

    @Test("every modifier that lays out a first element only forgets the others", arguments: FirstElementModifier.allCases)
    func eachModifier(_ modifier: FirstElementModifier) {
        Self.switchesLikeFresh(modifier) {
            VStack(spacing: 2) {
                Color.red.frame(height: 4)
                ViewThatFits {
                    Color.red
                    EmptyView()
                }
            }
        }
    }
}
