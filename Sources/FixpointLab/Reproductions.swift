import Fixpoint
import Foundation

/// The reproductions of findings: a command line and the Swift code of a test that fails
/// while the finding holds.
///
/// Built by `ContextExplorer` for each finding; the code uses the check's `exampleCode` to get
/// the example, so it runs in any test target that can see the catalogue.
enum Reproductions {
    /// A run at one width: `fixpoint run NAME --width W …` and a test asserting one frame, a
    /// fixed point and no per-frame limit (for wasted work: one pass fewer).
    static func run(_ kind: ConvergenceFinding.Kind, check: ConvergenceCheck, context: CheckContext, width: CGFloat,
                    frames: Int, passes: Int = 0) -> ConvergenceFinding.Reproduction {
        let command = "\(check.programName) run \(check.example.name) --width \(NumberFormat.string(width)) \(context.options)"
            + (kind == .flicker || kind == .wastedWork || kind == .passCountBand ? " --trace" : "")
        let expectation: String
        switch kind {
        case .nonConvergence: expectation = "#expect(report.converged)"
        case .flicker: expectation = "#expect(report.frames == 1)   // it takes \(frames)"
        case .frameLimit: expectation = "#expect(!report.diagnostics.contains { $0.kind == .boundPreferenceUpdatedTooOften })"
        case .passCountBand, .wastedWork: expectation = "#expect(report.passes < \(max(passes, 2)))"
        case .hysteresis: expectation = "#expect(report.converged)"
        }
        let test = """
            @Test("\(check.example.name) at \(NumberFormat.string(width)) (\(context)): \(kind.rawValue)")
            func \(functionName(check.example.name, kind))() {
                let example = \(check.exampleCode)
                let host = example.host(proposal: \(context.proposalCode(width)), environment: \(context.environmentCode))\(policyCode(check))
                let report = host.run()
                \(expectation)
            }
            """
        return ConvergenceFinding.Reproduction(command: command, test: test)
    }

    /// A resize path: `fixpoint check NAME --path A,W …` and a test comparing the resized host
    /// with a fresh one.
    static func resize(check: ConvergenceCheck, context: CheckContext, path: [CGFloat]) -> ConvergenceFinding.Reproduction {
        let list = path.map { NumberFormat.string($0) }
        let command = "\(check.programName) check \(check.example.name) --path \(list.joined(separator: ",")) \(context.options)"
        let target = path.last ?? 0
        var steps = ""
        for width in path.dropFirst() {
            steps += "\n    resized.proposal = \(context.proposalCode(width))\n    resized.run()"
        }
        let test = """
            @Test("\(check.example.name) (\(context)): resized \(list.joined(separator: " → ")) settles as a fresh host")
            func \(functionName(check.example.name, .hysteresis))() {
                let example = \(check.exampleCode)
                let fresh = example.host(proposal: \(context.proposalCode(target)), environment: \(context.environmentCode))
                fresh.run()
                let resized = example.host(proposal: \(context.proposalCode(path.first ?? 0)), environment: \(context.environmentCode))
                resized.run()\(steps)
                #expect(resized.snapshot.nodes.map(\\.frame) == fresh.snapshot.nodes.map(\\.frame))
            }
            """
        return ConvergenceFinding.Reproduction(command: command, test: test)
    }

    /// A script: `fixpoint check NAME --interact … --width W …` and a test running the steps.
    static func script(check: ConvergenceCheck, context: CheckContext, width: CGFloat, steps: [ConvergenceCheck.Step],
                       frames: Int) -> ConvergenceFinding.Reproduction {
        let options = steps.map { "--interact '\($0.description.replacingOccurrences(of: "'", with: "'\\''"))'" }.joined(separator: " ")
        let command = "\(check.programName) check \(check.example.name) --width \(NumberFormat.string(width)) \(options) \(context.options)"
        let test = """
            @Test("\(check.example.name) (\(context)): \(steps.map(\.description).joined(separator: ", "))")
            func \(functionName(check.example.name, .flicker))Script() throws {
                let example = \(check.exampleCode)
                let host = example.host(proposal: \(context.proposalCode(width)), environment: \(context.environmentCode))\(policyCode(check))
                var report = host.run()
                \(steps.map(\.code).joined(separator: "\n    "))
                #expect(report.converged && report.frames == 1)   // it takes \(frames) frame\(frames == 1 ? "" : "s")
            }
            """
        return ConvergenceFinding.Reproduction(command: command, test: test)
    }

    private static func policyCode(_ check: ConvergenceCheck) -> String {
        let policy = check.policy
        guard policy != UpdatePolicy() else { return "" }
        return "\n    host.policy = UpdatePolicy(passesPerFrame: \(policy.passesPerFrame), maxFrames: \(policy.maxFrames), "
            + "dispatchesPerFrame: \(policy.dispatchesPerFrame))"
    }

    /// `tagsOscillatingNonConvergence`: the example's name in camel case, then the kind.
    static func functionName(_ name: String, _ kind: ConvergenceFinding.Kind) -> String {
        let words = (name + " " + kind.rawValue).split { !$0.isLetter && !$0.isNumber }
        var result = ""
        for (index, word) in words.enumerated() {
            result += index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }
        if let first = result.first, first.isNumber { result = "example" + result }
        return result.isEmpty ? "reproduction" : result
    }
}
