import Foundation

/// The way a view changes over time, as SwiftUI's `Animation` values are written.
///
/// Fixpoint does not interpolate: a change applies its end state at once, and the animation
/// that a transaction carried is recorded in the trace by its description (for example
/// `spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0).delay(0.2)`). Two values
/// are equal when they describe the same curve and modifiers.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve and its modifiers, as written: what the trace records.
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    private static func call(_ name: String, _ arguments: [(String, Double)]) -> Animation {
        let list = arguments.map { label, value in
            let number = NumberFormat.string(CGFloat(value))
            return label.isEmpty ? number : "\(label): \(number)"
        }
        return Animation("\(name)(\(list.joined(separator: ", ")))")
    }

    private func appending(_ name: String, _ arguments: [(String, Double)]) -> Animation {
        Animation(description + "." + Self.call(name, arguments).description)
    }

    // MARK: Curves

    /// A default animation instance (a spring on current systems).
    public static let `default` = Animation("default")
    /// A linear animation with the default duration.
    public static var linear: Animation { linear(duration: 0.35) }
    /// A linear animation with the given duration.
    public static func linear(duration: TimeInterval) -> Animation { call("linear", [("duration", duration)]) }
    /// An animation that starts slowly, with the default duration.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// An animation that starts slowly, with the given duration.
    public static func easeIn(duration: TimeInterval) -> Animation { call("easeIn", [("duration", duration)]) }
    /// An animation that ends slowly, with the default duration.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// An animation that ends slowly, with the given duration.
    public static func easeOut(duration: TimeInterval) -> Animation { call("easeOut", [("duration", duration)]) }
    /// An animation that starts and ends slowly, with the default duration.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// An animation that starts and ends slowly, with the given duration.
    public static func easeInOut(duration: TimeInterval) -> Animation { call("easeInOut", [("duration", duration)]) }
    /// An animation with a custom cubic Bézier timing curve.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        call("timingCurve", [("", p1x), ("", p1y), ("", p2x), ("", p2y), ("duration", duration)])
    }

    /// A spring with the default response and damping.
    public static var spring: Animation { spring() }
    /// A persistent spring animation, by response and damping fraction.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        call("spring", [("response", response), ("dampingFraction", dampingFraction), ("blendDuration", blendDuration)])
    }
    /// A persistent spring animation, by perceptual duration and bounce.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        call("spring", [("duration", duration), ("bounce", bounce), ("blendDuration", blendDuration)])
    }
    /// A convenience for a spring with a lower response value, used by interactive animations.
    public static var interactiveSpring: Animation { interactiveSpring() }
    /// A convenience for a spring with a lower response value.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        call("interactiveSpring", [("response", response), ("dampingFraction", dampingFraction), ("blendDuration", blendDuration)])
    }
    /// An interpolating spring by stiffness and damping.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        call("interpolatingSpring", [("mass", mass), ("stiffness", stiffness), ("damping", damping), ("initialVelocity", initialVelocity)])
    }
    /// A smooth spring with no bounce.
    public static var smooth: Animation { smooth() }
    /// A smooth spring with a given duration and extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        call("smooth", [("duration", duration), ("extraBounce", extraBounce)])
    }
    /// A spring with a small amount of bounce that feels snappy.
    public static var snappy: Animation { snappy() }
    /// A snappy spring with a given duration and extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        call("snappy", [("duration", duration), ("extraBounce", extraBounce)])
    }
    /// A spring with a higher bounce.
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring with a given duration and extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        call("bouncy", [("duration", duration), ("extraBounce", extraBounce)])
    }

    // MARK: Modifiers

    /// Delays the start of the animation by `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { appending("delay", [("", delay)]) }
    /// Changes the duration of the animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation { appending("speed", [("", speed)]) }
    /// Repeats the animation `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(description + ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }
    /// Repeats the animation for the lifespan of the view.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(description + ".repeatForever(autoreverses: \(autoreverses))")
    }
}
