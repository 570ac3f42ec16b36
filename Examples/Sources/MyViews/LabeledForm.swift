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

    public init(fields: [Field]) {
        self.fields = fields
    }

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

public struct LabeledForm_Previews: PreviewProvider {
    public static var previews: some View {
        LabeledForm(fields: .sample)
            .padding()
    }
}
