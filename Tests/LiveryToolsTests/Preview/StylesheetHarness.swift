import Foundation
import LiveryCore

@testable import LiveryTools

/// A bare page for checking exported stylesheets in a browser: it links each stylesheet,
/// paints one element per color token with `color: var(--token)`, and for each stylesheet in
/// turn (the others disabled) and each requested set of root attributes, reads every
/// element's computed color. The elements opt out of forced colors (`forced-color-adjust:
/// none`), so a browser forced into high contrast still paints the tokens.
struct StylesheetHarness {
    /// Stylesheet file names, linked in this order.
    let stylesheets: [String]
    /// Root attributes per state; an attribute not listed is removed.
    let states: [[String: String]]
    /// Every attribute a state may set (the others are removed before each read).
    let attributes: [String]

    /// Per stylesheet, per state: token name → computed color.
    typealias Result = [[[String: String]]]

    private struct Config: Encodable {
        let states: [[String: String]]
        let attributes: [String]
    }

    func page(colorTokens: [String], properties: [String: String]) throws -> String {
        let links = stylesheets.map { "<link rel=\"stylesheet\" href=\"\(HTMLText.escaped($0))\">" }.joined(
            separator: "\n")
        let spans = colorTokens.map { name in
            "<span data-token=\"\(HTMLText.escaped(name))\" style=\"forced-color-adjust: none; color: var(\(properties[name] ?? "--" + name))\">\(HTMLText.escaped(name))</span>"
        }.joined(separator: "\n")
        let config = try ProbeOutput.literal(Config(states: states, attributes: attributes))
        return """
            <!DOCTYPE html>
            <html>
            <head>
            <meta charset="utf-8">
            \(links)
            </head>
            <body>
            \(spans)
            <script>
            \(ProbeOutput.writerScript)
            (function () {
              var config = \(config);
              var root = document.documentElement;
              var sheets = Array.prototype.slice.call(document.querySelectorAll("link[rel=stylesheet]"));
              var spans = Array.prototype.slice.call(document.querySelectorAll("span[data-token]"));
              livery_probe(sheets.map(function (sheet) {
                sheets.forEach(function (other) { other.disabled = other !== sheet; });
                return config.states.map(function (state) {
                  config.attributes.forEach(function (name) {
                    if (Object.prototype.hasOwnProperty.call(state, name)) { root.setAttribute(name, state[name]); }
                    else { root.removeAttribute(name); }
                  });
                  var colors = {};
                  spans.forEach(function (span) { colors[span.getAttribute("data-token")] = getComputedStyle(span).color; });
                  return colors;
                });
              }));
            })();
            </script>
            </body>
            </html>
            """
    }
}
