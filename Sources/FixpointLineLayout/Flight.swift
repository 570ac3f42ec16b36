import Foundation

// Seed 002 (Swift Talk, "Building a Responsive Layout"): the article's flight screen, as its final
// code has it. Differences from the article: `public`, `Flight.article` instead of a global
// `flight`, and a deterministic formatter (en_US_POSIX, UTC, "h:mm a") instead of the user's
// locale with `.short` times. In UTC the origin reads "7:00 AM", the destination "9:00 AM" and
// boarding "6:30 AM"; the article's "8:00 AM" was its author's Central European time.

/// An airport on a flight: its city, its IATA code and the local time of the flight there.
///
/// The building phase reads it in `layout(title:)`; a plain value.
public struct Airport: Hashable, Sendable {
    /// The city's name.
    public var city: String
    /// The three-letter airport code, shown in the large title style.
    public var code: String
    /// The departure or arrival time.
    public var time: Date

    /// Creates an airport, as the article's memberwise initializer does.
    ///
    /// Called in the building phase; no validation.
    public init(city: String, code: String, time: Date) {
        self.city = city
        self.code = code
        self.time = time
    }
}

/// A flight: origin and destination airports, flight name, terminal, gate and boarding time.
///
/// The building phase turns it into the article's screen with `layout`; a plain value.
public struct Flight: Hashable, Sendable {
    /// Where the flight leaves from.
    public var origin: Airport
    /// Where the flight arrives.
    public var destination: Airport
    /// The flight's name ("AF123").
    public var name: String
    /// The departure terminal.
    public var terminal: String
    /// The departure gate.
    public var gate: String
    /// The boarding time.
    public var boarding: Date

    /// Creates a flight, as the article's memberwise initializer does.
    ///
    /// Called in the building phase; no validation.
    public init(origin: Airport, destination: Airport, name: String, terminal: String, gate: String,
                boarding: Date) {
        self.origin = origin
        self.destination = destination
        self.name = name
        self.terminal = terminal
        self.gate = gate
        self.boarding = boarding
    }

    /// The article's example: AF123 from Berlin TXL at 07:00 UTC to Paris CDG at 09:00 UTC,
    /// terminal 1, gate 14, boarding 06:30 UTC (1 January 1970).
    ///
    /// Read in the building phase by `FlightLines`; constant.
    public static let article: Flight = {
        let start: TimeInterval = 3600 * 7
        return Flight(origin: Airport(city: "Berlin", code: "TXL", time: Date(timeIntervalSince1970: start)),
                      destination: Airport(city: "Paris", code: "CDG", time: Date(timeIntervalSince1970: start + 2 * 3600)),
                      name: "AF123", terminal: "1", gate: "14", boarding: Date(timeIntervalSince1970: start - 1800))
    }()
}

/// The article's time formatter, made deterministic: en_US_POSIX, UTC, "h:mm a" ("7:00 AM").
let formatter: DateFormatter = {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(secondsFromGMT: 0)
    f.dateFormat = "h:mm a"
    return f
}()

extension Flight {
    /// The four key–value pairs of the red metadata card: flight, terminal, gate, boarding time.
    ///
    /// Read in the building phase by `layout`; always four pairs, in this order.
    public var metaData: [(String, String)] {
        return [("FLIGHT", name), ("TERMINAL", terminal), ("GATE", gate), ("BOARDING", formatter.string(from: boarding))]
    }
}

extension Airport {
    /// The airport's card: the title, the code and the time on three centred lines, in a box.
    ///
    /// Called in the building phase by `Flight.layout`; the box keeps the three lines together
    /// as one element, as wide as the widest label.
    public func layout(title: String) -> Layout {
        let l = UILabel(text: title, size: .body, textColor: .white).layout.centered
        let c = UILabel(text: code, size: .largeTitle, textColor: .white).layout.centered
        let t = UILabel(text: formatter.string(from: time), size: .body, textColor: .white).layout.centered
        return [l, c, t].vertical().box()
    }
}

extension Flight {
    /// The article's final screen: the grey airports card (side by side, or stacked and centred)
    /// above the red metadata card (1×4, 2×2 or 4×1), 20 points apart.
    ///
    /// Called in the building phase; both cards are flexible boxes of minimum width 0, so they
    /// span the container, and each holds one `.or` chain.
    public var layout: Layout {
        let orig = origin.layout(title: "From")
        let dest = destination.layout(title: "To")
        let flightBg = UIView(backgroundColor: .gray, cornerRadius: 10)
        let flight = [orig, dest].horizontal(space: .flexible(min: 20))
            .or([orig.centered, dest.centered].vertical(space: 10))
            .box(wrapper: flightBg, width: .flexible(min: 0))
        let metaItems = metaData.map { (key, value) in
            [
                UILabel(text: key, size: .caption1, textColor: .white).layout,
                UILabel(text: value, size: .body, textColor: .white).layout
            ].vertical(space: 0).box()
        }
        let meta = metaItems.horizontal(space: .flexible(min: 20)).or(
            [
                metaItems[0...1].horizontal(space: .flexible(min: 20)),
                metaItems[2...3].horizontal(space: .flexible(min: 20))
            ].vertical(space: 10)
        ).or(metaItems.vertical(space: 10))
        let metaLayout = meta.box(wrapper: UIView(backgroundColor: .red, cornerRadius: 10), width: .flexible(min: 0))
        return [flight, metaLayout].vertical(space: 20)
    }
}
