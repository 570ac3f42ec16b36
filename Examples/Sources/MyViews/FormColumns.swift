import SwiftUI

/// The one-pass alternative to `LabeledForm`: a `Layout` that takes its subviews in pairs (label,
/// value), sizes the label column to the widest label's ideal width and gives the values the rest,
/// so nothing is measured into state and the form lays out in one pass.
public struct FormColumns: Layout {
    /// The gap between the label column and the values.
    public var columnSpacing: CGFloat = 12
    /// The gap between rows.
    public var rowSpacing: CGFloat = 8

    /// A two-column form layout with the given gaps.
    public init(columnSpacing: CGFloat = 12, rowSpacing: CGFloat = 8) {
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
    }

    /// The widest row by the rows' heights and gaps.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = self.rows(proposal: proposal, subviews: subviews)
        let height = rows.map(\.height).reduce(0, +) + rowSpacing * CGFloat(max(rows.count - 1, 0))
        let width = rows.map { $0.labelWidth + columnSpacing + $0.valueWidth }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    /// Each label trailing-aligned at the column's edge, each value after the gap.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = self.rows(proposal: ProposedViewSize(width: bounds.width, height: nil), subviews: subviews)
        var y = bounds.minY
        for row in rows {
            let label = subviews[row.index], value = subviews[row.index + 1]
            label.place(at: CGPoint(x: bounds.minX + row.labelColumn, y: y), anchor: .topTrailing,
                        proposal: ProposedViewSize(width: row.labelWidth, height: nil))
            value.place(at: CGPoint(x: bounds.minX + row.labelColumn + columnSpacing, y: y), anchor: .topLeading,
                        proposal: ProposedViewSize(width: row.valueWidth, height: nil))
            y += row.height + rowSpacing
        }
    }

    /// One row's measurements: where its label and value go and how tall it is.
    private struct Row {
        var index: Int
        var labelColumn: CGFloat
        var labelWidth: CGFloat
        var valueWidth: CGFloat
        var height: CGFloat
    }

    private func rows(proposal: ProposedViewSize, subviews: Subviews) -> [Row] {
        let labels = stride(from: 0, to: subviews.count - 1, by: 2).map { subviews[$0] }
        let column = labels.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let available = proposal.width.map { max($0 - column - columnSpacing, 0) }
        return stride(from: 0, to: subviews.count - 1, by: 2).map { index in
            let label = subviews[index].sizeThatFits(.unspecified)
            let value = subviews[index + 1].sizeThatFits(ProposedViewSize(width: available, height: nil))
            return Row(index: index, labelColumn: column, labelWidth: label.width, valueWidth: value.width,
                       height: max(label.height, value.height))
        }
    }
}

/// `LabeledForm`'s fields in `FormColumns`: the same picture in one pass.
public struct LabeledFormColumns: View {
    var fields: [Field]

    /// A form of `fields`, in order.
    public init(fields: [Field]) {
        self.fields = fields
    }

    /// The labels and values, in pairs, in `FormColumns`.
    public var body: some View {
        FormColumns {
            ForEach(fields) { field in
                Text(field.label)
                    .foregroundColor(.secondary)
                Text(field.value)
            }
        }
    }
}

/// The twin with the sample fields; `my-previews` lists it as `LabeledFormColumns`.
public struct LabeledFormColumns_Previews: PreviewProvider {
    /// The sample form, padded.
    public static var previews: some View {
        LabeledFormColumns(fields: .sample)
            .padding()
    }
}
