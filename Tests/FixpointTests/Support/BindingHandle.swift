import Fixpoint
import Foundation

/// Keeps a view's `@State` binding where a test can reach it, as a test keeps a binding it was
/// handed: the view stores its binding in the handle each time its body runs.
final class BindingHandle {
    var value: Binding<Int>?
}

/// A counter that hands its `$count` to `handle` each time its body runs and shows
/// "count=N".
struct HandedCounter: View {
    let handle: BindingHandle
    @State private var count = 0

    var body: some View {
        let _ = handle.value = $count
        Text("count=\(count)")
    }
}

/// A grid cell whose side a test changes through its handle: flexible across its row, as tall
/// as its side.
struct GrowingCell: View {
    let handle: BindingHandle?
    @State private var side = 10

    var body: some View {
        let _ = handle?.value = $side
        Rectangle().frame(minWidth: CGFloat(side), maxWidth: .infinity, minHeight: CGFloat(side), maxHeight: CGFloat(side))
    }
}

/// Sums one value per leaf.
struct LeafSumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A leaf that writes its weight into `LeafSumKey`; a test changes the weight through its
/// handle.
struct WeightedLeaf: View {
    let handle: BindingHandle?
    @State private var weight = 1

    var body: some View {
        let _ = handle?.value = $weight
        Text("leaf").preference(key: LeafSumKey.self, value: weight)
    }
}
