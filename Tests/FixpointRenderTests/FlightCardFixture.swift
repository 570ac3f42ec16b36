import Foundation
import Fixpoint

/// Hand-built snapshots shared by the renderer tests.
enum Fixtures {
    /// A flight card as the engine would lay it out at 240 pt wide (iOS body 17 pt): a rounded,
    /// tinted background; a header with an image, a route, a status dot and a trailing status; a
    /// two-line truncated text; a bordered seat label beside a faded capsule; a hidden row; an
    /// unnamed-colour stripe with a corner-radius clip; and a badge offset to negative x.
    static var flightCard: LayoutSnapshot {
        snapshot(
            .container("FlightCard", 0, 0, 240, 136, [
                .container("background", 0, 0, 240, 136, [
                    .shape("RoundedRectangle", .roundedRectangle(cornerRadius: 12),
                           RGBAColor(name: "blue", red: 0, green: 0.478, blue: 1, opacity: 0.15), 0, 0, 240, 136),
                    .container("padding", 0, 0, 240, 136, [
                        .container("VStack", 12, 12, 216, 112, [
                            .container("HStack", 12, 12, 216, 19.533, [
                                .image("airplane", 12, 12.767, 20, 18),
                                .text("SFO → JFK", 40, 12, 83.083),
                                .container("Spacer", 131.083, 12, 15.917, 19.533),
                                .shape("Circle", .circle, .green, 155, 17.767, 8, 8),
                                .text("On time", 171, 12, 57, alignment: .trailing, color: .green),
                            ]),
                            .text("Departs 08:15 from gate A12, arrives 16:40 local…", 12, 39.533, 216,
                                  lines: ["Departs 08:15 from gate", "A12, arrives 16:40 local…"],
                                  fullText: "Departs 08:15 from gate A12, arrives 16:40 local time",
                                  fontSize: 15, color: .secondary),
                            .container("HStack", 12, 82.003, 216, 24, [
                                .text("Seat 14C", 12, 85.385, 100, fontSize: 15, alignment: .center,
                                      border: Drawing.Border(color: .primary, width: 1)),
                                .shape("Capsule", .capsule, .orange, 120, 82.003, 108, 24).drawing(opacity: 0.5),
                            ]),
                            .container("HStack", 12, 114.003, 216, 10, hidden: true, [
                                .text("Delayed", 12, 114.003, 60, fontSize: 8.7, color: .red),
                                .shape("Color", .rectangle, .red, 80, 114.003, 148, 10),
                            ]),
                        ]),
                    ]),
                ]),
                .shape("Color", .rectangle, .custom, 0, 132, 240, 4).drawing(cornerRadius: 2),
                .container("offset", -36, 104, 64, 19.533, [
                    .text("Gate B7", -36, 104, 64, color: .red),
                ]),
            ])
        )
    }

    /// Three coloured boxes in an HStack, small enough to check by eye in inline literals.
    static var threeBoxes: LayoutSnapshot {
        snapshot(
            .container("HStack", 0, 0, 96, 24, [
                .shape("Color", .rectangle, .red, 0, 0, 24, 24),
                .shape("Color", .rectangle, .clear, 32, 0, 24, 24),
                .shape("RoundedRectangle", .roundedRectangle(cornerRadius: 6), .blue, 64, 0, 32, 24),
            ])
        )
    }
}
