import Fixpoint
import Foundation

/// The flight of seed 002: Berlin TXL 7:00 AM to Paris CDG 9:00 AM, AF123, terminal 1, gate 14,
/// boarding 6:30 AM (times in UTC, as the article's `Date(timeIntervalSince1970:)` values).
public struct FlightInfo: Sendable {
    /// An airport with its departure or arrival time.
    public struct Airport: Sendable {
        /// The city.
        public var city: String
        /// The IATA code.
        public var code: String
        /// The time, formatted.
        public var time: String
    }

    /// Where the flight leaves from.
    public var origin: Airport
    /// Where it arrives.
    public var destination: Airport
    /// The metadata pairs shown in the red card.
    public var metaData: [(String, String)]

    /// The article's flight.
    public static let article = FlightInfo(
        origin: Airport(city: "Berlin", code: "TXL", time: "7:00 AM"),
        destination: Airport(city: "Paris", code: "CDG", time: "9:00 AM"),
        metaData: [("FLIGHT", "AF123"), ("TERMINAL", "1"), ("GATE", "14"), ("BOARDING", "6:30 AM")])
}

/// One airport as in the article: its title, its code in the large title style and its time,
/// centred, in white.
public struct AirportView: View {
    let title: String
    let airport: FlightInfo.Airport

    /// Creates the view.
    public init(title: String, airport: FlightInfo.Airport) {
        self.title = title
        self.airport = airport
    }

    /// The three centred labels.
    public var body: some View {
        VStack(spacing: 0) {
            Text(title).font(.body)
            Text(airport.code).font(.largeTitle)
            Text(airport.time).font(.body)
        }
        .foregroundColor(.white)
    }
}

/// One metadata item: its key in the caption style above its value, leading-aligned.
public struct MetaItemView: View {
    let key: String
    let value: String

    /// Creates the item.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// The key above the value, leading-aligned (the article's labels are not centred).
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(key).font(.caption)
            Text(value).font(.body)
        }
        .foregroundColor(.white)
    }
}

/// Seed 002's flight screen in SwiftUI form: the airports side by side or stacked, the metadata
/// as 1×4, 2×2 or 4×1, each chosen by `ViewThatFits` in one pass (no state).
///
/// It mirrors the article's line layout so the two can be compared frame for frame: each card
/// insets its content by 8 points (UIKit's default `layoutMargins`, which the article's wrapper
/// views keep), the airports are centred, the metadata is leading-aligned, the cards are 20
/// points apart and span the width offered.
public struct FlightCard: View {
    let flight: FlightInfo

    /// Creates the card for `flight`.
    public init(flight: FlightInfo = .article) {
        self.flight = flight
    }

    private var origin: AirportView { AirportView(title: "From", airport: flight.origin) }
    private var destination: AirportView { AirportView(title: "To", airport: flight.destination) }

    private func item(_ index: Int) -> MetaItemView {
        MetaItemView(key: flight.metaData[index].0, value: flight.metaData[index].1)
    }

    /// The two cards.
    public var body: some View {
        VStack(spacing: 20) {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 0) {
                    origin
                    Spacer(minLength: 20)
                    destination
                }
                VStack(spacing: 10) {
                    origin
                    destination
                }
            }
            .padding(8)
            .frame(maxWidth: .infinity)
            .background(Color.gray.cornerRadius(10))
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 0) {
                    item(0)
                    Spacer(minLength: 20)
                    item(1)
                    Spacer(minLength: 20)
                    item(2)
                    Spacer(minLength: 20)
                    item(3)
                }
                VStack(spacing: 10) {
                    HStack(spacing: 0) { item(0); Spacer(minLength: 20); item(1) }
                    HStack(spacing: 0) { item(2); Spacer(minLength: 20); item(3) }
                }
                VStack(alignment: .leading, spacing: 10) {
                    item(0)
                    item(1)
                    item(2)
                    item(3)
                }
            }
            .padding(8)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.red.cornerRadius(10))
        }
    }
}
