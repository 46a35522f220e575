import LiveryCore

/// The preview's color-vision switch: a select that sets `data-lv-vision` on the root
/// element (remembered like the theme selects, in `localStorage`), an SVG filter per deficiency made from
/// ``LiveryCore/ColorVisionDeficiency/linearRGBMatrix``, and the rule applying it to the page.
enum PreviewVision {
    static let attribute = "data-lv-vision"

    /// A select of its own (the theme selects stay one per modifier): normal vision, then
    /// each deficiency.
    static var html: String {
        var out = "<form class=\"lv-switcher lv-vision\" aria-label=\"Color vision\"><label><span>vision</span>"
        out += "<select data-lv-vision-select><option value=\"\" selected>normal vision</option>"
        for deficiency in ColorVisionDeficiency.allCases {
            out += "<option value=\"\(deficiency.rawValue)\">\(deficiency.rawValue)</option>"
        }
        return out + "</select></label></form>"
    }

    /// Restores the remembered choice (the switcher's early script has already put it on the
    /// root element) and applies and remembers every change, under the switcher's storage key.
    static let script = """
        (function () {
          "use strict";
          var root = document.documentElement, key = "\(PreviewSwitcher.storageKey)\(attribute)";
          var select = document.querySelector("select[data-lv-vision-select]");
          if (select === null) { return; }
          var stored = null;
          try { stored = window.localStorage.getItem(key); } catch (e) {}
          if (stored !== null && Array.prototype.some.call(select.options, function (o) { return o.value === stored; })) {
            select.value = stored;
          }
          function apply() { if (select.value === "") { root.removeAttribute("\(attribute)"); } else { root.setAttribute("\(attribute)", select.value); } }
          apply();
          select.addEventListener("change", function () {
            apply();
            try { window.localStorage.setItem(key, select.value); } catch (e) {}
          });
        })();
        """

    /// Hidden SVG holding one `feColorMatrix` filter per deficiency (filters compute in
    /// linear RGB, where the matrices are defined).
    static var svg: String {
        var out =
            "<svg class=\"lv-vision-filters\" aria-hidden=\"true\" width=\"0\" height=\"0\" style=\"position:absolute\">"
        for deficiency in ColorVisionDeficiency.allCases {
            let rows = deficiency.linearRGBMatrix.map { row in
                row.map { JSONWriter.number(($0 * 100_000).rounded() / 100_000) }.joined(separator: " ") + " 0 0"
            }
            out += "<filter id=\"lv-\(deficiency.rawValue)\" color-interpolation-filters=\"linearRGB\">"
            out +=
                "<feColorMatrix type=\"matrix\" values=\"\((rows + ["0 0 0 1 0"]).joined(separator: " "))\"/></filter>"
        }
        return out + "</svg>\n"
    }

    /// The rules that filter the page as the chosen dichromat sees it.
    static var css: String {
        ColorVisionDeficiency.allCases.map {
            "html[\(attribute)=\"\($0.rawValue)\"] body { filter: url(#lv-\($0.rawValue)); }"
        }.joined(separator: "\n") + "\n"
    }
}
