import Foundation

@testable import LiveryTools

/// The scripts a browser test adds to a preview page, and what they report.
///
/// At the end of `<head>` one notes the root element's attributes. At the end of the body the
/// other reads, with `getComputedStyle`: each context column's attributes, chip colors and
/// specimen colors; the switcher's selects, the root element's attributes and the sample
/// screens' colors as the page loaded; then, for each requested switcher state, sets the
/// selects as a reader would (value + `change` event) and reads the same again.
struct PreviewProbe {
    /// `(selector, CSS property, role)`; the selector `""` is the scope element itself.
    struct Check: Encodable {
        let selector: String
        let property: String
        let role: String
        var key: String { "\(selector) \(property)" }
    }

    /// A switcher state: select values by attribute name (`""` is system).
    let states: [[String: String]]

    /// The sample screens' checks: the page's own role table.
    static let screenChecks = PreviewStyle.roleClasses.map {
        Check(selector: $0.selector, property: $0.property, role: $0.role.id)
    }

    /// A column's checks: the column itself, and its specimen.
    static let columnChecks =
        [
            Check(selector: "", property: "background-color", role: "background"),
            Check(selector: "", property: "color", role: "text"),
        ] + screenChecks.filter { $0.selector != ".lv-screen" && $0.selector != ".lv-link" }
        + [Check(selector: ".lv-specimen", property: "font-size", role: "bodyFont")]

    struct State: Decodable {
        let selects: [String: String]
        let attributes: [String: String]
        let samples: [String: String]
    }

    struct Column: Decodable {
        let attributes: [String: String]
        let chips: [String: String]
        let samples: [String: String]
    }

    struct Result: Decodable {
        /// The root element's `data-` attributes at the end of `<head>`, before the body exists.
        let headAttributes: [String: String]
        let columns: [Column]
        let initial: State
        let states: [State]
    }

    private struct Config: Encodable {
        let states: [[String: String]]
        let screenChecks: [Check]
        let columnChecks: [Check]
    }

    /// The page with the probe appended at the end of its body (after the switcher's script).
    func instrument(_ page: String) throws -> String {
        let config = try ProbeOutput.literal(
            Config(states: states, screenChecks: Self.screenChecks, columnChecks: Self.columnChecks))
        let script = """
            <script>
            \(ProbeOutput.writerScript)
            (function () {
              var config = \(config);
              function read(el, property) { return getComputedStyle(el).getPropertyValue(property).trim(); }
              function samples(scope, checks) {
                var result = {};
                checks.forEach(function (c) {
                  var el = c.selector === "" ? scope : scope.querySelector(c.selector);
                  if (el) { result[c.selector + " " + c.property] = read(el, c.property); }
                });
                return result;
              }
              function selects() { return Array.prototype.slice.call(document.querySelectorAll("select[data-lv-attribute]")); }
              function state() {
                var s = { selects: {}, attributes: {}, samples: samples(document.querySelector(".lv-screens"), config.screenChecks) };
                selects().forEach(function (select) {
                  var name = select.getAttribute("data-lv-attribute");
                  s.selects[name] = select.value;
                  if (document.documentElement.hasAttribute(name)) { s.attributes[name] = document.documentElement.getAttribute(name); }
                });
                return s;
              }
              var columns = Array.prototype.map.call(document.querySelectorAll(".lv-context"), function (column) {
                var c = { attributes: {}, chips: {}, samples: samples(column, config.columnChecks) };
                Array.prototype.forEach.call(column.attributes, function (a) {
                  if (a.name.indexOf("data-") === 0 && a.name !== "data-lv-context") { c.attributes[a.name] = a.value; }
                });
                Array.prototype.forEach.call(column.querySelectorAll(".lv-chip"), function (chip) {
                  c.chips[chip.getAttribute("data-token")] = read(chip, "background-color");
                });
                return c;
              });
              var initial = state();
              var states = config.states.map(function (wanted) {
                selects().forEach(function (select) {
                  var name = select.getAttribute("data-lv-attribute");
                  if (Object.prototype.hasOwnProperty.call(wanted, name)) {
                    select.value = wanted[name];
                    select.dispatchEvent(new Event("change", { bubbles: true }));
                  }
                });
                return state();
              });
              livery_probe({ headAttributes: window.livery_head_attributes, columns: columns, initial: initial, states: states });
            })();
            </script>
            """
        let head = """
            <script>
            window.livery_head_attributes = {};
            Array.prototype.forEach.call(document.documentElement.attributes, function (a) {
              if (a.name.indexOf("data-") === 0) { window.livery_head_attributes[a.name] = a.value; }
            });
            </script>
            </head>
            """
        guard let headEnd = page.range(of: "</head>"), let end = page.range(of: "</body>", options: .backwards) else {
            throw BrowserError.badProbe("the preview has no </head> or </body>")
        }
        var page = page
        page.replaceSubrange(end, with: script + "\n</body>")
        page.replaceSubrange(headEnd, with: head)
        return page
    }
}
