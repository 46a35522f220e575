#!/usr/bin/env python3
"""HPE Design System, the Grommet theme grommet-theme-hpe (github.com/grommet/grommet-theme-hpe,
Apache-2.0) with the tokens it is built from, hpe-design-tokens (github.com/grommet/hpe-design-system,
packages/hpe-design-tokens, Apache-2.0) → Corpus/hpe, a held-out system.

Input: a folder holding
  grommet-theme-hpe/               the theme (src/js/themes/colors.js, package.json, and the
                                   snapshot test src/js/__tests__/integration/__snapshots__/
                                   hpe.snapshots.test.js.snap, used as a check)
  hpe-design-system/packages/hpe-design-tokens/
                                   the token package at the version the theme locks
                                   (tokens/primitive/primitives.default.json,
                                   tokens/semantic/color.light.json, color.dark.json,
                                   tokens/component/component.default.json)
(full checkouts work the same way).

What Grommet reads is the theme's `global.colors`, built by `buildColors` (colors.js): every
color of the package's light and dark files under a flat Grommet name (`color.background.back`
→ `background-back`, `color.text.onPrimaryStrong` → `text-onPrimaryStrong`), each
`{ light, dark }`, then the theme's own keys (`background`, `text`, `brand`, `status-critical`,
`selected-text`, …): `{ light, dark }` pairs naming a token of each mode, names of other colors
(`'active-text': 'text-strong'`), a primitive (`'blue!'`) and literals (`'purple!': '#7630EA'`).
The package's grommet build writes each mode's colors resolved (style-dictionary, `color/css`:
opaque → #rrggbb, translucent → rgba() with two decimals of alpha); its sources write each
semantic color as a reference to a primitive (`{base.color.grey.800}`) or to another semantic
color (`{color.text.default.REST}`), or a literal.

Converted, keeping that structure one step at a time:
  - base/palette: the primitives (`base.color.<family>.<step>`, the package's own paths; the
    deprecated ones, which the package does not build, left out), as the build writes them;
  - theme/light, theme/dark: every key of global.colors that is a color, Grommet's names, its
    order (the package's colors in the order the build flattens them, then the theme's keys),
    each mode's value: a primitive reference stays `{base.color…}`, a reference to another
    semantic color is a reference to that color's Grommet name, a theme key naming a token is a
    reference to the token's Grommet name (`status-critical` → `{icon-critical}`), a name is a
    reference, a literal a literal.
Left out: `undefined` keys, the theme's DEPRECATED block (`graph-0`…`graph-7`,
`status-disabled`, `disabled-text`, `background-cta-alternate`, all listed by deprecations.js),
the categorical data-visualization palette (`dataVis-categorical-10`…`80`, eight hues for
charts), shadows (not colors), and `selected-background`, whose value names no color
(`background-selected-strong-enabled` is no key of global.colors in this version).

One reading: colors.js swaps the light and dark values of `text-onPrimaryStrong`,
`text-onSelectedPrimaryStrong`, `icon-onPrimaryStrong`, `icon-onSelectedPrimaryStrong`
("Override specific colors to swap light and dark values. See
https://github.com/grommet/grommet/issues/7818"): Grommet picks a color's `dark` value on a
background it judges dark, and these colors are read on the strong green, judged dark in the
light mode and light in the dark one. What shows in each mode is the package's own value for
that mode, which is what is written here (the swap undone); the check against the snapshot
expects these four swapped.

Pairs: HPE's documented ones (the docs' "Color pairing" page, apps/docs/src/pages/foundation/
color-pairing.mdx, and the examples it renders): the standard text and icon colors on the five
standard backgrounds, the onStrong colors on the strong background, and the "Specialty color
pairings" table. See SOURCE.md.

Run: python3 Scripts/corpus/hpe.py /path/to/folder
"""
import json
import os
import re
import sys

from corpus import pair_counts, srgb_value, write_system

THEME = "grommet-theme-hpe"
TOKENS = os.path.join("hpe-design-system", "packages", "hpe-design-tokens")
EXCLUDED_NAME_PARTS = ("DEFAULT", "REST")  # src/utils.ts excludedNameParts
# Keys colors.js swaps between light and dark (see the docstring): written with the package's
# value for each mode.
SWAPPED = "swapped"
LEFT_OUT = re.compile(r"dataVis-categorical-\d+$")


class Leaf:
    """A token of the package: `file` (light, dark, component, primitive) and its JSON path."""

    def __init__(self, file, path):
        self.file, self.path = file, tuple(path)


def load(path):
    with open(path) as f:
        return json.load(f)


def minify(tree, file, path=(), keep=lambda path, token: True):
    """The token tree with each token replaced by its Leaf (style-dictionary's minifyDictionary,
    after the build's filter `keep`)."""
    out = {}
    for key, value in tree.items():
        if key.startswith("$") or not isinstance(value, dict):
            continue
        if "$value" in value:
            if keep(path + (key,), value):
                out[key] = Leaf(file, path + (key,))
        else:
            inner = minify(value, file, path + (key,), keep)
            if inner:
                out[key] = inner
    return out


def nested_value(token, key_path=()):
    """formats/utils/jsonToNestedValue.ts: below hpe.color.<category>, a token's path is
    flattened to one name without DEFAULT and REST; focus gets its two keys."""
    if not isinstance(token, dict):
        return token
    out = {}
    for key, value in token.items():
        path = key_path + (key,)
        if len(key_path) > 2 and "color" in key_path:
            if isinstance(value, dict):
                result = nested_value(value, path)
                if not isinstance(result, dict):
                    out["-".join(path)] = result
                else:
                    out.update(result)
            else:
                out["-".join(p for p in path[3:] if p not in EXCLUDED_NAME_PARTS)] = value
        else:
            out[key] = nested_value(value, path)
    if "color" in key_path and "focus" in token:
        out["focus"] = token["focus"]["DEFAULT"]["REST"]
        out["focus-support"] = token["focus"]["support"]
    return out


def flatten(obj, prefix=""):
    """colors.js flattenObject(obj, '-'): `hpe` and `color` add nothing to the name."""
    acc = {}
    for key, value in obj.items():
        pre = prefix + "-" if prefix else ""
        if isinstance(value, dict) and value:
            acc.update(flatten(value, pre + key if key not in ("hpe", "color") else ""))
        else:
            acc[pre + key] = value
    return acc


def access(obj, parts):
    for part in parts:
        obj = obj[part]
    return obj


def accessor(text):
    """`light.hpe.color.dataVis['categorical-10']` → ['light', 'hpe', 'color', 'dataVis',
    'categorical-10']."""
    parts = re.findall(r"\.?([A-Za-z_$][\w$]*)|\[\s*'([^']*)'\s*\]", text)
    assert "".join(m.group(0) for m in re.finditer(r"\.?[A-Za-z_$][\w$]*|\[\s*'[^']*'\s*\]", text)) == text, \
        "unexpected accessor " + text
    return [a or b for a, b in parts]


def js_entries(body):
    """The top-level entries of an object literal's body, each (text, deprecated): split at the
    commas outside brackets and strings; comments dropped, except that the DEPRECATED markers
    of colors.js mark the entries between them."""
    entries, depth, current, deprecated, i = [], 0, "", False, 0
    while i < len(body):
        c = body[i]
        if body.startswith("//", i):
            end = body.find("\n", i)
            comment = body[i:end]
            if "---- DEPRECATED ----" in comment:
                deprecated = True
            elif re.fullmatch(r"//\s*-+\s*//", comment.strip()):
                deprecated = False
            i = end
            continue
        if c in "'\"":
            end = body.index(c, i + 1)
            current += body[i:end + 1]
            i = end + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if c == "," and depth == 0:
            if current.strip():
                entries.append((" ".join(current.split()), deprecated))
            current = ""
        else:
            current += c
        i += 1
    if current.strip():
        entries.append((" ".join(current.split()), deprecated))
    return entries


def theme_entries(colors_js):
    """The entries of the object buildColors returns."""
    text = open(colors_js).read()
    start = text.index("{", text.index("return {", text.index("export const buildColors")))
    depth = 0
    for i in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return js_entries(text[start + 1:i])
    raise ValueError("unbalanced buildColors")


def css_literal(text):
    """A color value of a literal the package or theme writes (#rgb, #rrggbb, #rrggbbaa), as
    the build's color/css writes it: translucent colors as rgba() with two decimals of alpha."""
    h = text.lstrip("#")
    assert re.fullmatch(r"[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8}", h), "not a color literal: " + text
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    a = round(int(h[6:8], 16) / 255, 2) if len(h) == 8 else 1.0
    return srgb_value(r, g, b, a)


def css_string(value):
    """The CSS string Grommet gets for a color value (as in the snapshot)."""
    r, g, b = (int(value["hex"][i:i + 2], 16) for i in (1, 3, 5))
    if "alpha" not in value:
        return value["hex"]
    return "rgba(%d, %d, %d, %s)" % (r, g, b, ("%g" % value["alpha"]))


def snapshot_colors(path):
    """theme.global.colors as the theme's snapshot test records it: name → string, None
    (undefined) or {light, dark}."""
    text = open(path).read()
    start = text.index('"colors": {', text.index("exports[`Theme snapshot groups matches global snapshot"))
    block = text[start:text.index("\n    },", start)]
    colors = {}
    for m in re.finditer(r'^      "([^"]+)": (?:"([^"]*)"|(undefined)|\{\n        "dark": "([^"]*)",\n'
                         r'        "light": "([^"]*)",\n      \})', block, re.M):
        name, string, undefined, dark, light = m.groups()
        colors[name] = string if string is not None else None if undefined else {"light": light, "dark": dark}
    assert len(colors) == block.count('\n      "'), "unread snapshot entries"
    return colors


def main(root):
    tokens = os.path.join(root, TOKENS)
    primitives = load(os.path.join(tokens, "tokens", "primitive", "primitives.default.json"))
    sources = {mode: load(os.path.join(tokens, "tokens", "semantic", "color.%s.json" % mode))
               for mode in ("light", "dark")}
    components = load(os.path.join(tokens, "tokens", "component", "component.default.json"))

    def token(leaf):
        tree = {"primitive": primitives, "component": components}.get(leaf.file) or sources[leaf.file]
        return access(tree, leaf.path)

    # The grommet build (src/scripts/build-style-dictionary.js): primitives without the
    # deprecated ones; each mode's file without its Figma-only (`fig`) tokens, prefix `hpe`.
    built_primitives = nested_value({"hpe": minify(primitives, "primitive",
                                                   keep=lambda p, t: "deprecated" not in p)})
    built = {mode: nested_value({"hpe": minify(sources[mode], mode, keep=lambda p, t: "fig" not in p)})
             for mode in ("light", "dark")}

    # The primitive palette, by the package's paths.
    base = {}
    for leaf in flatten(built_primitives).values():
        value = token(leaf)
        if value.get("$type") == "color":
            base[".".join(leaf.path)] = css_literal(value["$value"])

    # buildColors' tokenColors: the light file's colors by their flat names, each mode's token.
    token_colors, grommet_name = {}, {}
    for name in flatten(built["light"]):
        if "shadow" in name:
            continue
        if name == "focus-support":
            parts = ["hpe", "color", "focus-support"]
        else:
            category, *rest = name.split("-")
            parts = ["hpe", "color", category] + (["-".join(rest)] if rest else [])
        token_colors[name] = {mode: access(built[mode], parts) for mode in ("light", "dark")}
        for mode in ("light", "dark"):
            grommet_name[(mode, token_colors[name][mode].path)] = name

    def semantic(leaf, mode):
        """A mode's value of a package color: a primitive or semantic reference, or a literal."""
        value = token(leaf)["$value"]
        m = re.fullmatch(r"\{([^}]+)\}", value)
        if not m:
            return css_literal(value)
        target = m.group(1)
        if target.startswith("base."):
            assert target in base, "unknown primitive " + target
            return target
        return grommet_name[(mode, tuple(target.split(".")))]

    colors = {name: {mode: ("leaf", leaf) for mode, leaf in value.items()} for name, value in token_colors.items()}
    left_out = {}
    for text, deprecated in theme_entries(os.path.join(root, THEME, "src", "js", "themes", "colors.js")):
        if text == "...tokenColors":
            continue
        m = re.fullmatch(r"'?([\w!-]+)'?\s*:\s*(.+)", text)
        key, value = m.groups()
        if deprecated:
            left_out[key] = "deprecated"
            colors[key] = None
            continue
        if value == "undefined":
            colors[key] = None
            left_out[key] = "undefined"
        elif value.startswith("swapped("):
            assert key in token_colors, key
            colors[key] = SWAPPED  # the package's own values stay: see the docstring
        elif value.startswith("{"):
            pairs = dict(re.findall(r"(light|dark)\s*:\s*([^,}]+?)\s*(?:,|\})", value))
            assert set(pairs) == {"light", "dark"}, text
            colors[key] = {}
            for mode, expression in pairs.items():
                parts = accessor(expression)
                assert parts[0] in ("light", "dark") and parts[1:3] == ["hpe", "color"], text
                colors[key][mode] = ("leaf", access(built[parts[0]], parts[1:]))
        elif re.fullmatch(r"'[^']*'", value):
            colors[key] = {mode: ("string", value.strip("'")) for mode in ("light", "dark")}
        elif value.startswith("components."):
            leaf = Leaf("component", accessor(value)[2:])
            colors[key] = {mode: ("component", leaf) for mode in ("light", "dark")}
        elif value.startswith("primitives."):
            colors[key] = {mode: ("leaf", access(built_primitives, accessor(value)[1:])) for mode in ("light", "dark")}
        else:
            raise ValueError("unexpected entry " + text)

    # Check against the snapshot: the same keys, and every value as Grommet gets it.
    snapshot = snapshot_colors(os.path.join(root, THEME, "src", "js", "__tests__", "integration", "__snapshots__",
                                            "hpe.snapshots.test.js.snap"))
    assert set(snapshot) == set(colors), "keys differ from the snapshot"

    themes = {"light": {}, "dark": {}}
    for name, entry in colors.items():
        if entry is None:
            continue
        if LEFT_OUT.fullmatch(name):
            left_out[name] = "categorical"
            continue
        if entry == SWAPPED:
            entry = colors[name] = {mode: ("leaf", token_colors[name][mode]) for mode in ("light", "dark")}
        values = {}
        for mode, (kind, item) in entry.items():
            if kind == "leaf":
                assert item.file in ("primitive", mode), name + ": a token of the other mode"
            if kind == "leaf" and item.file == "primitive":
                values[mode] = ".".join(item.path)
            elif kind == "leaf" and grommet_name.get((mode, item.path)) not in (None, name):
                values[mode] = grommet_name[(mode, item.path)]  # a theme key naming a token
            elif kind == "leaf":
                values[mode] = semantic(item, mode)
            elif kind == "component":
                original = token(item)["$value"]
                target = re.fullmatch(r"\{(color\.[^}]+)\}", original).group(1)
                values[mode] = grommet_name[(mode, tuple(target.split(".")))]
            elif item in colors:
                values[mode] = item
            elif re.fullmatch(r"#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}", item):
                values[mode] = css_literal(item)
            else:
                values[mode] = None
        if None in values.values():
            left_out[name] = "names no color"
            continue
        for mode in ("light", "dark"):
            themes[mode][name] = values[mode]
    for mode, theme in themes.items():
        for name, value in theme.items():
            assert not isinstance(value, str) or value in base or value in theme, name + " refers to " + value

    def resolved(mode, name):
        value = themes[mode].get(name, base.get(name))
        return resolved(mode, value) if isinstance(value, str) else value

    swapped = [text.split(":")[0].strip("'") for text, _ in
               theme_entries(os.path.join(root, THEME, "src", "js", "themes", "colors.js")) if "swapped(" in text]
    for name in themes["light"]:
        expected = snapshot[name]
        if isinstance(expected, str):
            if expected in colors:
                assert themes["light"][name] == themes["dark"][name] == expected, name
                continue
            expected = {"light": expected, "dark": expected}
        for mode in ("light", "dark"):
            shown = expected[{"light": "dark", "dark": "light"}[mode] if name in swapped else mode]
            assert css_string(resolved(mode, name)) == shown.lower(), (name, mode, shown)

    light, dark = themes["light"], themes["dark"]
    pairs = documented_pairs(themes, resolved)
    folder = write_system("hpe", light, dark, pairs, base=base)
    differ = sum(light[n] != dark[n] for n in light)
    print(folder, "—", len(base), "primitives;", len(light), "colors per theme (", differ, "differ );",
          pair_counts(pairs) + "; left out:",
          ", ".join("%s (%s)" % item for item in left_out.items()))


# The docs' "Color pairing" page (apps/docs/src/pages/foundation/color-pairing.mdx) and the
# examples it renders (apps/docs/src/examples/tokens/*.js), as Grommet names.
STANDARD_BACKGROUNDS = ["background-back", "background-default", "background-front", "background-contrast",
                        "background-floating"]  # StandardBackgrounds.js
STANDARD_TEXT = ["text-default", "text-strong", "text-weak", "text-primary", "text-critical", "text-warning",
                 "text-ok", "text-info", "text-unknown", "text-heading"]  # StandardForegrounds.js
STANDARD_ICONS = ["icon-default", "icon-strong", "icon-weak", "icon-primary", "icon-critical", "icon-warning",
                  "icon-ok", "icon-info", "icon-unknown"]  # StandardForegrounds.js
# Background → (text, icon or second text): StrongBackgrounds.js and the "Specialty color
# pairings" table (its `background-ok` row names onWarning, a slip: its preview, and the
# page's rule "background-critical should be paired with text-onCritical", give onOk).
SPECIFIC = [
    ("background-neutral-xstrong", ["text-onStrong"], ["icon-onStrong"]),
    ("background-critical", ["text-onCritical", "text-onCritical-strong"], []),
    ("background-warning", ["text-onWarning", "text-onWarning-strong"], []),
    ("background-ok", ["text-onOk", "text-onOk-strong"], []),
    ("background-info", ["text-onInfo", "text-onInfo-strong"], []),
    ("background-unknown", ["text-onUnknown", "text-onUnknown-strong"], []),
    ("background-primary-strong", ["text-onPrimaryStrong"], ["icon-onPrimaryStrong"]),
    ("background-primary-xstrong", ["text-onPrimaryStrong"], ["icon-onPrimaryStrong"]),
    ("background-selected-primary", ["text-onSelectedPrimary"], ["icon-onSelectedPrimary"]),
    ("background-selected-primary-strong", ["text-onSelectedPrimaryStrong"], ["icon-onSelectedPrimaryStrong"]),
]
# Translucent backgrounds are read over the opaque standard ones (background-colors-guidance.mdx:
# background-contrast over `background` in the Basic approach, within `background-front` in the
# Layered one, whose page is `background-back`).
OVER = ["background-back", "background-default", "background-front"]


def documented_pairs(themes, resolved):
    """The documented pairs; a translucent background (in either mode) is read over OVER."""
    def pair(foreground, background, minimum):
        assert foreground in themes["light"] and background in themes["light"], (foreground, background)
        out = {"foreground": foreground, "background": background, "minimum": minimum}
        if any("alpha" in resolved(mode, background) for mode in themes):
            out["over"] = OVER
        return out

    pairs = []
    for background in STANDARD_BACKGROUNDS:
        pairs += [pair(name, background, "text") for name in STANDARD_TEXT]
        pairs += [pair(name, background, "non-text") for name in STANDARD_ICONS]
    for background, texts, icons in SPECIFIC:
        pairs += [pair(name, background, "text") for name in texts]
        pairs += [pair(name, background, "non-text") for name in icons]
    return pairs


if __name__ == "__main__":
    main(sys.argv[1])
