import SwiftUI

/// The widest label of a form, as the labels report it.
struct LabelWidthKey: SwiftUI.PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// A form whose label column is as wide as its widest label: each label measures itself with a
/// GeometryReader, the widest width comes up as a preference, and `onPreferenceChange` stores it
/// in state, so the form lays out twice: once to measure, once with the measured width.
public struct LabeledForm: View {
    var fields: [Field]
    @State private var labelWidth: CGFloat?

    /// A form of `fields`, in order.
    public init(fields: [Field]) {
        self.fields = fields
    }

    /// The rows, each label trailing-aligned in a column as wide as the widest label.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(fields) { field in
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    Text(field.label)
                        .foregroundColor(.secondary)
                        .fixedSize()
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: LabelWidthKey.self, value: proxy.size.width)
                        })
                        .frame(width: labelWidth, alignment: .trailing)
                    Text(field.value)
                }
            }
        }
        .onPreferenceChange(LabelWidthKey.self) { width in
            labelWidth = width
        }
    }
}

/// The form with the sample fields; `my-previews` lists it as `LabeledForm`.
public struct LabeledForm_Previews: PreviewProvider {
    /// The sample form, padded.
    public static var previews: some View {
        LabeledForm(fields: .sample)
            .padding()
    }
}
