import FixpointCLI
import MyViews
import SwiftUI

// `swift run my-previews` shows every example at its widths; `swift run my-previews list`,
// `run form --width 320 --trace`, `layout LabeledForm --format svg`,
// `sweep form --width 150...400` and `help` work as `fixpoint`'s commands do.
//
// Two ways to name examples: `Example(name) { view }` with a width, a variant reader and a twin
// to compare with; and the library's public `PreviewProvider`s, each named after its type
// without the `_Previews` suffix.

/// "labels aligned" when every value starts at the same x, else "labels ragged"; what `run`
/// prints as the variant and where `sweep` looks for switches.
@Sendable func alignment(_ snapshot: LayoutSnapshot) -> String {
    let values = [Field].sample.compactMap { snapshot.node(text: $0.value) }
    let starts = Set(values.map { ($0.frame.minX * 1000).rounded() })
    return starts.count == 1 ? "labels aligned" : "labels ragged"
}

FixpointCommand.main(examples: [
    Example("form", summary: "Label column measured with a preference, then re-rendered", width: 320,
            widths: [320, 200], variant: alignment, comparedWith: "form-columns") {
        LabeledForm(fields: .sample)
    },
    Example("form-columns", summary: "The one-pass twin: a custom Layout", width: 320,
            widths: [320, 200], variant: alignment, comparedWith: "form") {
        LabeledFormColumns(fields: .sample)
    },
] + FixpointCommand.examples(previews: LabeledForm_Previews.self, LabeledFormColumns_Previews.self))
