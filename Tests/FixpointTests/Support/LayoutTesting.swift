import Fixpoint
import Foundation
import Testing

/// Width of `text` at `size` points with the Helvetica-metric model.
func textWidth(_ text: String, size: CGFloat = 17) -> CGFloat {
    text.reduce(0) { $0 + SansTextMeasurer().advance(of: $1, pointSize: size) }
}

/// Line height at `size` points with the Helvetica-metric model.
func lineHeight(_ size: CGFloat = 17) -> CGFloat {
    SansTextMeasurer().lineHeight(pointSize: size)
}
