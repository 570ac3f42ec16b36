import SwiftUI

/// One row of a form: a label and its value.
public struct Field: Identifiable, Sendable {
    public var label: String
    public var value: String
    public var id: String { label }

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
