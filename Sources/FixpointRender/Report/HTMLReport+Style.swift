extension HTMLReport {
    /// The page's style sheet, inlined in `<style>`.
    static let style = """
    body { font: 14px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 0 24px 48px; color: #1c1c1e; background: #fff; }
    header { border-bottom: 1px solid #d1d1d6; margin-bottom: 16px; }
    h1 { font-size: 22px; margin: 16px 0 4px; }
    h2 { font-size: 18px; margin: 24px 0 4px; border-top: 2px solid #1c1c1e; padding-top: 8px; }
    h3 { font-size: 15px; margin: 20px 0 8px; }
    h4 { font-size: 14px; margin: 8px 0 4px; }
    nav a, a.ev { color: #0060df; }
    .facts, .summary { color: #3a3a3c; }
    .empty, .none { color: #8e8e93; font-style: italic; }
    .filmstrip { display: flex; gap: 16px; overflow-x: auto; align-items: flex-start; padding-bottom: 8px; }
    figure.pass { margin: 0; flex: none; }
    figure.pass svg.layout { width: 100%; height: auto; border: 1px solid #c7c7cc; background: #fff; }
    svg.layout rect.canvas { fill: #fafafa; }
    svg.layout g.changed rect { fill: #ff9500; fill-opacity: 0.12; stroke: #ff3b30; stroke-width: 1; vector-effect: non-scaling-stroke; }
    svg.layout g.previous rect { fill: none; stroke: #0060df; stroke-width: 1; stroke-dasharray: 3 2; vector-effect: non-scaling-stroke; }
    figcaption { font-size: 12px; color: #3a3a3c; margin-top: 4px; }
    details.changes { font-size: 12px; max-width: 100%; }
    details.changes code { word-break: break-all; }
    .why article { border-left: 3px solid #0060df; padding-left: 10px; margin-bottom: 12px; }
    ol.chain { margin: 4px 0 8px; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
    .flow { overflow-x: auto; }
    svg.flow-diagram { font: 10px -apple-system, Helvetica, Arial, sans-serif; }
    svg.flow-diagram text.column { font-weight: bold; fill: #3a3a3c; }
    svg.flow-diagram .node rect { fill: #f2f2f7; stroke: #8e8e93; }
    svg.flow-diagram .node.writer rect { fill: #e3f2e1; }
    svg.flow-diagram .node.combined rect { fill: #e6eefa; }
    svg.flow-diagram .node.binder rect { fill: #fff3d6; }
    svg.flow-diagram .node.action rect { fill: #fde2e1; }
    svg.flow-diagram .node.state rect { fill: #efe3f7; }
    svg.flow-diagram .node.body rect { fill: #e0f2f1; }
    svg.flow-diagram .node text.name { font-weight: bold; }
    svg.flow-diagram .node text.value { fill: #636366; }
    svg.flow-diagram .node.lit rect { stroke: #ff3b30; stroke-width: 2; }
    svg.flow-diagram path.edge { fill: none; stroke: #8e8e93; stroke-width: 1.2; }
    svg.flow-diagram path.edge.lit { stroke: #ff3b30; stroke-width: 2; }
    svg.flow-diagram marker path { fill: #8e8e93; }
    form.phases { margin-bottom: 6px; font-size: 13px; }
    table { border-collapse: collapse; font-size: 12px; }
    th, td { border-bottom: 1px solid #e5e5ea; padding: 2px 8px; text-align: left; vertical-align: top; }
    th { background: #f2f2f7; position: sticky; top: 0; }
    table.trace td:nth-child(5), table.trace td:nth-child(6) { font-family: ui-monospace, Menlo, monospace; }
    table.trace tr.chain td { background: #fff3d6; }
    table.trace tr.selected td, table.trace tr:target td { background: #ffd60a; }
    table.trace.hide-update tr[data-phase=update], table.trace.hide-state tr[data-phase=state],
    table.trace.hide-bodies tr[data-phase=bodies], table.trace.hide-layout tr[data-phase=layout],
    table.trace.hide-preferences tr[data-phase=preferences],
    table.trace.hide-diagnostics tr[data-phase=diagnostics] { display: none; }
    table.frames tr.hidden td { color: #8e8e93; }
    ul.diagnostics li strong { color: #d70015; }
    svg.sweep-chart { font: 11px -apple-system, Helvetica, Arial, sans-serif; }
    svg.sweep-chart rect.axis { fill: none; stroke: #c7c7cc; }
    svg.sweep-chart polyline.passes { fill: none; stroke: #0060df; stroke-width: 2; }
    svg.sweep-chart circle.sample { fill: #0060df; }
    svg.sweep-chart circle.diverged { fill: #ff3b30; }
    svg.sweep-chart .switch line { stroke: #1c1c1e; stroke-dasharray: 4 3; }
    svg.sweep-chart .switch text { text-anchor: middle; }
    svg.sweep-chart text.end { text-anchor: end; }
    ul.legend { list-style: none; padding: 0; display: flex; gap: 16px; flex-wrap: wrap; }
    .swatch { display: inline-block; width: 12px; height: 12px; margin-right: 4px; vertical-align: -1px; }

    """

    /// The page's script, inlined in `<script>`: phase filters for the trace tables (a link to a
    /// hidden row shows its phase), the chain of causes of a clicked row, and lit arrows around
    /// a hovered flow box; when it has run, it
    /// marks the page `data-fixpoint-ready="true"` (the browser test checks it).
    static let script = """
    document.querySelectorAll('form.phases').forEach(function (form) {
      var table = document.getElementById(form.dataset.table);
      form.addEventListener('change', function (event) {
        table.classList.toggle('hide-' + event.target.name, !event.target.checked);
      });
    });
    document.querySelectorAll('a.ev').forEach(function (link) {
      link.addEventListener('click', function () {
        var row = document.getElementById(link.getAttribute('href').slice(1));
        var table = row && row.closest('table.trace');
        if (!table || !table.classList.contains('hide-' + row.dataset.phase)) return;
        table.classList.remove('hide-' + row.dataset.phase);
        var box = document.querySelector('form.phases[data-table="' + table.id + '"] input[name="' + row.dataset.phase + '"]');
        if (box) box.checked = true;
      });
    });
    document.querySelectorAll('table.trace').forEach(function (table) {
      table.addEventListener('click', function (event) {
        var row = event.target.closest('tr[data-phase]');
        if (!row || event.target.closest('a')) return;
        table.querySelectorAll('tr.chain, tr.selected').forEach(function (r) { r.classList.remove('chain', 'selected'); });
        row.classList.add('selected');
        var next = row.dataset.cause;
        while (next) {
          var cause = document.getElementById(next);
          if (!cause || cause.classList.contains('chain')) break;
          cause.classList.add('chain');
          next = cause.dataset.cause;
        }
      });
    });
    document.querySelectorAll('svg.flow-diagram').forEach(function (svg) {
      svg.querySelectorAll('g.node').forEach(function (node) {
        var id = node.dataset.node;
        function light(on) {
          node.classList.toggle('lit', on);
          svg.querySelectorAll('path.edge').forEach(function (edge) {
            if (edge.dataset.from === id || edge.dataset.to === id) edge.classList.toggle('lit', on);
          });
        }
        node.addEventListener('mouseenter', function () { light(true); });
        node.addEventListener('mouseleave', function () { light(false); });
      });
    });
    document.documentElement.dataset.fixpointReady = 'true';

    """
}
