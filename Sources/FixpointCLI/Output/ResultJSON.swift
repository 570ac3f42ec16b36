import Fixpoint
import FixpointGallery
import FixpointRender

/// The `--format json` document of `layout` and `run`: one object, schema `fixpoint.result/1`
/// (documented in the README's "JSON output").
///
/// Members, in this order: `schema`, `command`, `example`, `proposal` (`width`, `height`, null
/// when unspecified), `environment` (`platform`, `dynamicType`), `variant`, `passes`, `frames`,
/// `converged`, `bodyEvaluations`, `diagnostics` (strings), `views` (each visible or hidden
/// view in pre-order: `path`, `type`, `x`, `y`, `width`, `height` in root coordinates, `text`
/// or null, `hidden`). Built after the run from its report and snapshot only.
enum ResultJSON {
    /// The schema's name and version; a change to the members changes the version.
    static let schema = "fixpoint.result/1"

    /// The document of a run of `example`.
    static func render(command: String, example: Example, options: LayoutOptions, report: UpdateReport,
                       snapshot: LayoutSnapshot) -> String {
        let views: [JSONOutput] = snapshot.nodes.map { node in
            .object([
                ("path", .string(node.path)), ("type", .string(node.typeName)),
                ("x", .optional(node.frame.minX)), ("y", .optional(node.frame.minY)),
                ("width", .optional(node.frame.width)), ("height", .optional(node.frame.height)),
                ("text", .optional(node.text)), ("hidden", .bool(node.isHidden)),
            ])
        }
        return JSONOutput.object([
            ("schema", .string(schema)),
            ("command", .string(command)),
            ("example", .string(example.name)),
            ("proposal", .object([("width", .optional(options.proposal.width)), ("height", .optional(options.proposal.height))])),
            ("environment", environment(options.environment)),
            ("variant", .string(example.variant(snapshot))),
            ("passes", .int(report.passes)),
            ("frames", .int(report.frames)),
            ("converged", .bool(report.converged)),
            ("bodyEvaluations", .int(report.totalBodyEvaluations)),
            ("diagnostics", .array(report.diagnostics.map { .string("\($0)") })),
            ("views", .array(views)),
        ]).document
    }

    /// `{"platform": "macOS", "dynamicType": "large"}`.
    static func environment(_ environment: EnvironmentValues) -> JSONOutput {
        .object([("platform", .string(environment.platform.rawValue)), ("dynamicType", .string("\(environment.dynamicTypeSize)"))])
    }
}
