import SwiftUI

/// One row of a form: a label and its value.
public struct Field: Identifiable, Sendable {
    /// What the row is about, shown in the label column.
    public var label: String
    /// The row's value.
    public var value: String
    /// The label: unique within a form.
    public var id: String { label }

    /// A row showing `value` under `label`.
    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}

extension [Field] {
    /// The form the previews and tests show.
    public static let sample: [Field] = [
        Field("Name", "Ada Lovelace"),
        Field("Email address", "ada@example.com"),
        Field("Role", "Analyst"),
    ]
}
