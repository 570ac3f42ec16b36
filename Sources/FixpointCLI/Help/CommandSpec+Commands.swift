extension CommandSpec {
    /// Every command, in the order the overview lists them.
    static let all: [CommandSpec] = [layout, run, sweep, check, report, list, help]

    /// The command named `name`.
    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    static let exampleHelp = "A catalogue example ('PROGRAM list' lists them)."

    /// `--width`, `--height`, `--environment`, `--dynamic-type`, `--layout-direction`,
    /// `--size-class`: how an example is proposed and in which environment.
    static let proposalOptions: [Option] = [
        Option(name: "--width", value: "W", help: "Proposed width in points (default: the example's)."),
        heightOption,
        environmentOption,
        dynamicTypeOption,
        layoutDirectionOption,
        sizeClassOption,
    ]

    static let heightOption = Option(name: "--height", value: "H",
                                     help: "Proposed height in points (default: nil, the ideal height).")
    static let environmentOption = Option(name: "--environment", value: "iOS|macOS",
                                          help: "Text styles of the platform (default: the example's;\nany case: ios, MACOS).")
    static let dynamicTypeOption = Option(name: "--dynamic-type", value: "SIZE", help: """
        xSmall, small, medium, large, xLarge, xxLarge, xxxLarge,
        accessibility1 … accessibility5, in any case (default: large).
        """)

    static let layoutDirectionOption = Option(name: "--layout-direction", value: "ltr|rtl", help: """
        Layout direction of the root's environment; rtl mirrors every
        container's children (default: ltr).
        """)
    static let sizeClassOption = Option(name: "--size-class", value: "compact|regular", help: """
        Horizontal size class of the root's environment (default: compact
        on iOS, none on macOS).
        """)

    /// `--format`, `--scale`, `--background`: what `layout` and `run` print.
    static let pictureOptions: [Option] = [
        Option(name: "--format", value: "tree|ascii|svg|json", help: """
            Output format (default: tree). svg prints the SVG document
            only (the summary goes to standard error); json prints the
            result as one JSON object (schema in the README).
            """),
        Option(name: "--scale", value: "S", help: "With --format svg: points to pixels, e.g. 2 (default: 1)."),
        Option(name: "--background", value: "COLOR", help: """
            With --format svg: an opaque background, a name (white, black,
            …) or #RRGGBB (default: transparent).
            """),
    ]

    static let layout = CommandSpec(
        name: "layout", argument: "<example>", argumentHelp: exampleHelp,
        abstract: "Lay out a catalogue example and print it.",
        discussion: "Runs the example to its fixed point and prints the frames as a tree, an ASCII\nor SVG picture, or JSON, then (tree, ascii) the pass and frame counts.",
        options: proposalOptions + pictureOptions)

    static let run = CommandSpec(
        name: "run", argument: "<example>", argumentHelp: exampleHelp,
        abstract: "Run a catalogue example's update loop and print what happened.",
        discussion: """
            Prints the layout, the pass and frame counts, the diagnostics, the variant and,
            with --trace, the trace; --why explains a pass; --json and --chrome-trace write
            the whole trace to files.
            """,
        options: proposalOptions + pictureOptions + [
            Option(name: "--trace", value: nil, help: """
                Print the trace, one event a line, with its id and its cause
                (`← #id`); sizing and placement are left out and counted.
                """),
            Option(name: "--only", value: "preferences|state|layout|bodies", help: """
                With --trace: print only that phase's events, with the frame
                and pass boundaries, and count what is left out. --only
                narrows the printed log only: --json and --chrome-trace always
                export the whole trace, every sizing and placement included.
                """),
            Option(name: "--why", value: "PASS", help: """
                Print why pass PASS ran: each chain of causes from the first
                (a GeometryReader's preference write) to the state it changed.
                """),
            Option(name: "--json", value: "FILE", help: "Write the whole trace to FILE as JSON Lines, one event a line."),
            Option(name: "--chrome-trace", value: "FILE", help: """
                Write the whole trace to FILE in the trace-event format, for
                Perfetto's UI (https://ui.perfetto.dev): a track per phase,
                causes as flow arrows, layout as nested slices; time is a
                logical clock (1 µs per event), not wall time.
                """),
        ])

    static let sweep = CommandSpec(
        name: "sweep", argument: "<example>", argumentHelp: exampleHelp,
        abstract: "Run an example over a range of widths; print its variants and switches.",
        discussion: """
            Prints width → variant and passes at each sampled width, then every switch,
            located within 0.01 pt by bisection between samples (a midpoint between two
            samples that agree is checked too), with the variants on both sides. Warns when
            a variant spans less than the step: a narrower one could hide between samples.
            On a terminal, a long sweep shows its progress on standard error.
            """,
        options: [
            Option(name: "--width", value: "A...B", help: "The range of widths (required)."),
            Option(name: "--step", value: "S", help: "The sampling step in points (default 5)."),
            heightOption, environmentOption, dynamicTypeOption, layoutDirectionOption, sizeClassOption,
            Option(name: "--format", value: "table|json", help: "Output format (default: table); json: one JSON object."),
            Option(name: "--svg", value: "FILE", help: "Write the layouts side by side and a chart of passes to FILE."),
        ])

    static let check = CommandSpec(
        name: "check", argument: "<example>", argumentHelp: exampleHelp,
        abstract: "Look for layouts that do not settle, settle late or remember their history.",
        discussion: """
            Runs the example over widths (every --step, then bisection within 0.01 pt at
            every change of passes, frames, convergence or per-frame limit), heights,
            Dynamic Type sizes and both environments; walks one host up and down the
            widths (and along each --path) to find hysteresis; runs --interact steps.
            Prints the bands of equal outcome per context, then each finding (non-
            convergence, flicker, hysteresis, per-frame limit; notes: pass-count bands,
            wasted work) with its cause, a command and a Swift test that reproduce it.
            """,
        options: [
            Option(name: "--width", value: "A...B|W", help: """
                A...B: the widths explored (default: half the example's
                narrowest width to 1.25 × its widest). W: where --interact
                scripts start (default: the example's width).
                """),
            Option(name: "--step", value: "S", help: """
                Sample every multiple of S points before bisecting (default
                5, coarser when the range would need more than 64 samples).
                """),
            Option(name: "--height", value: "H", help: "A proposed height; repeat for several (default: nil, the ideal height)."),
            Option(name: "--environment", value: "iOS|macOS|both", help: "The environments; repeat or say both (default: both)."),
            Option(name: "--dynamic-type", value: "SIZE|all", help: """
                A Dynamic Type size (any case); repeat for several, or all
                (default: all twelve).
                """),
            Option(name: "--path", value: "W,W,…", help: """
                A resize path: one host proposed these widths in turn,
                compared with a fresh host at each; repeat for several.
                """),
            Option(name: "--interact", value: "STEP", help: """
                A scripted step, in order: tap:LABEL, slider:PATH=VALUE,
                toggle:PATH=on|off, resize:W or resize:WxH.
                """),
            Option(name: "--max-frames", value: "N", help: "Frames a run may take before it counts as not converging (default 12)."),
            Option(name: "--format", value: "text|json", help: "Output format (default: text); json: one JSON object."),
            Option(name: "--svg", value: "FILE", help: "Write the chart of passes and outcomes over width × Dynamic Type size."),
            Option(name: "--brief", value: nil, help: "Leave out the shown frames and the reproduction tests."),
        ])

    static let report = CommandSpec(
        name: "report", argument: "<example>", argumentHelp: exampleHelp,
        abstract: "Write one self-contained HTML page about runs of an example.",
        discussion: """
            The page shows the layout after each pass, why each pass ran, the preference
            flow, the trace, frames, diagnostics and a sweep's switches.
            """,
        options: [
            Option(name: "--output", value: "FILE", help: "The HTML file to write (required)."),
            Option(name: "--width", value: "W|A...B", help: """
                W: a run at width W; repeat for several runs (and a sweep
                of them). A...B: a sweep over the widths (with --step S,
                default 5) and, without a single width, a run at the first
                width of each variant.
                """),
            Option(name: "--step", value: "S", help: "The sampling step of a width range (default 5)."),
            heightOption, environmentOption, dynamicTypeOption, layoutDirectionOption, sizeClassOption,
            Option(name: "--check", value: nil, help: """
                Add the convergence check's chart and findings (as 'check'
                prints them) over the range, or the example's default widths.
                """),
        ])

    static let list = CommandSpec(
        name: "list", argument: nil, abstract: "List the catalogue examples.",
        discussion: "Prints each example's name and summary, one a line.", options: [])

    static let help = CommandSpec(
        name: "help", argument: "[<command>]", argumentHelp: "The command to explain; without one, the overview.",
        abstract: "Show the overview, or a command's help (also <command> --help).",
        discussion: "", options: [])
}
