/// The preview's switcher: one `<select>` per switchable modifier, setting that modifier's
/// `data-` attribute on the root element, and remembered in `localStorage`.
///
/// The appearance select offers `system` (no attribute: `prefers-color-scheme` decides) when
/// the export has a system rule for it, then every context (light, dark and any other theme);
/// the contrast select likewise offers `system` (`prefers-contrast`) when there is a high
/// contrast. Other modifiers list their contexts, the default selected.
struct PreviewSwitcher {
    struct Choice {
        /// The root element's attribute (`data-theme`).
        let attribute: String
        let modifier: String
        /// `(value, label)`; the value `""` removes the attribute (system).
        let options: [(value: String, label: String)]
        let selected: String
    }

    let choices: [Choice]

    /// The `localStorage` key prefix; the attribute name follows it.
    static let storageKey = "livery-preview:"

    init(_ matrix: ExportMatrix) {
        var choices: [Choice] = []
        for axis in matrix.axes {
            let system: Bool
            if axis.modifier == matrix.appearance?.modifier {
                system = CSSRule.systemScheme(matrix) != nil
            } else if axis.modifier == matrix.contrast?.modifier {
                system = matrix.highContrast != nil
            } else {
                system = false
            }
            let contexts = axis.contexts.map { (value: $0, label: $0) }
            choices.append(
                Choice(
                    attribute: CSSRule.attributeName(axis.modifier), modifier: axis.modifier,
                    options: (system ? [(value: "", label: "system")] : []) + contexts,
                    selected: system ? "" : axis.defaultContext))
        }
        self.choices = choices
    }

    var html: String {
        guard !choices.isEmpty else { return "" }
        var out = "<form class=\"lv-switcher\" aria-label=\"Theme switcher\">"
        for choice in choices {
            out += "<label><span>\(HTMLText.escaped(choice.modifier))</span>"
            out += "<select data-lv-attribute=\"\(HTMLText.escaped(choice.attribute))\">"
            for option in choice.options {
                let selected = option.value == choice.selected ? " selected" : ""
                out += "<option value=\"\(HTMLText.escaped(option.value))\"\(selected)>"
                out += "\(HTMLText.escaped(option.label))</option>"
            }
            out += "</select></label>"
        }
        return out + "</form>"
    }

    /// Runs in `<head>`, before anything is painted: puts the remembered attributes on the root
    /// element so a reader who chose dark never sees a light flash. ``script`` then checks them
    /// against the selects' options.
    static let earlyScript = """
        (function () {
          "use strict";
          var prefix = "\(storageKey)";
          try {
            for (var i = 0; i < window.localStorage.length; i++) {
              var key = window.localStorage.key(i);
              if (key === null || key.indexOf(prefix) !== 0) { continue; }
              var name = key.slice(prefix.length), value = window.localStorage.getItem(key);
              if (!/^data-[a-z0-9-]+$/.test(name) || value === null) { continue; }
              if (value === "") { document.documentElement.removeAttribute(name); }
              else { document.documentElement.setAttribute(name, value); }
            }
          } catch (e) {}
        })();
        """

    /// Restores each select from `localStorage` (when the stored value is still one of its
    /// options), applies it to the root element, and saves and applies every change.
    static let script = """
        (function () {
          "use strict";
          var root = document.documentElement;
          var prefix = "\(storageKey)";
          function load(name) { try { return window.localStorage.getItem(prefix + name); } catch (e) { return null; } }
          function save(name, value) { try { window.localStorage.setItem(prefix + name, value); } catch (e) {} }
          function apply(name, value) { if (value === "") { root.removeAttribute(name); } else { root.setAttribute(name, value); } }
          var selects = document.querySelectorAll("select[data-lv-attribute]");
          Array.prototype.forEach.call(selects, function (select) {
            var name = select.getAttribute("data-lv-attribute");
            var stored = load(name);
            var known = Array.prototype.some.call(select.options, function (o) { return o.value === stored; });
            if (stored !== null && known) { select.value = stored; }
            apply(name, select.value);
            select.addEventListener("change", function () { apply(name, select.value); save(name, select.value); });
          });
        })();
        """
}
