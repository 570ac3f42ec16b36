import Fixpoint
import Foundation

// Seed 004 (Swift by Sundell, "A guide to the SwiftUI layout system – Part 2"), verbatim but for
// the import and `public`: the badge in its stages.

/// Stage 1 of the badge: the icon is stretched and the badge is as wide as its text.
public struct EventInfoBadgeFirstAttempt: View {
    var iconName: String
    var text: String

    /// Creates a badge.
    public init(iconName: String, text: String) {
        self.iconName = iconName
        self.text = text
    }

    /// The icon above the text.
    public var body: some View {
        VStack {
            Image(systemName: iconName)
                .resizable()
                .frame(width: 25, height: 25)
            Text(text)
        }
    }
}

/// Stage 2 of the badge: the icon keeps its aspect ratio and the text takes all the width it can,
/// with padding, a background and rounded corners.
public struct EventInfoBadgeWithBackground: View {
    var iconName: String
    var text: String

    /// Creates a badge.
    public init(iconName: String, text: String) {
        self.iconName = iconName
        self.text = text
    }

    /// The padded badge with its own background.
    public var body: some View {
        VStack {
            Image(systemName: iconName)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 25, height: 25)
            Text(text)
                .frame(maxWidth: .infinity)
                .multilineTextAlignment(.center)
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 5)
        .background(Color.secondary)
        .cornerRadius(10)
    }
}

/// The final badge: its background moved out to `HeightSyncedRow`.
public struct EventInfoBadge: View {
    var iconName: String
    var text: String

    /// Creates a badge.
    public init(iconName: String, text: String) {
        self.iconName = iconName
        self.text = text
    }

    /// The padded icon and text.
    public var body: some View {
        VStack {
            Image(systemName: iconName)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 25, height: 25)
            Text(text)
                .frame(maxWidth: .infinity)
                .multilineTextAlignment(.center)
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 5)
    }
}

/// A stand-in for the article's `EventHeader` from part one: an icon, a title and a subtitle.
public struct EventHeader: View {
    /// Creates the header.
    public init() {}

    /// The header row.
    public var body: some View {
        HStack(spacing: 15) {
            Image(systemName: "calendar")
            VStack(alignment: .leading) {
                Text("Event").font(.title)
                Text("Location")
            }
            Spacer()
        }
    }
}
