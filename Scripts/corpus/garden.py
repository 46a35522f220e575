#!/usr/bin/env python3
"""Zendesk Garden, default theme (github.com/zendeskgarden/react-components, Apache-2.0) → Corpus/garden.

Input: @zendeskgarden/react-theming's default theme as the package is built, the ES modules
packages/theming/dist/esm/elements/palette/index.js (PALETTE), .../elements/theme/index.js
(DEFAULT_THEME) and .../utils/getColor.js (getColor, read for the record: its variable
lookup is restated below, not parsed), each a one-to-one compile of the src/ file of the same
name. Colors only:
  - PALETTE, less its `product` group, which DEFAULT_THEME deletes ("Exclude product palette
    from the theme"): black, white and 16 hues of twelve steps (100 … 1200), the same in both
    modes → base/palette as literals (`grey: { 700: '#5c6970' }` → palette.grey.700,
    `white: '#fff'` → palette.white);
  - DEFAULT_THEME.colors.variables.light and .dark, the semantic color variables
    (`background.default`, `foreground.subtle`, `border.primaryEmphasis`, `shadow.small`, …)
    → theme/light and theme/dark under the same names, each resolved the way getColor resolves
    `getColor({ theme, variable })` with that theme's `colors.base`:
      'neutralHue.700' → the theme's hue for that key (colors.neutralHue = 'grey') at that step,
        written as a reference to the palette step, {palette.grey.700};
      'palette.white' → the palette entry, {palette.white};
      'rgba(<property>, <n>)' → the color of <property> as above (a bare palette key such as
        `white` is that entry), with getColor's transparency n: an alpha of
        DEFAULT_THEME.opacity[n] when n > 1, n itself otherwise, applied by polished's
        rgba(color, alpha) (the color's channels unchanged, the alpha set). That color is no
        palette step, so it is written as a literal: channels and alpha exactly as rgba() gives.
    No variable carries a shade offset (offsets are passed by components at their call sites,
    e.g. hover states, not stored in the variables), so getColor's offset and in-between-shade
    adjustment (polished darken/lighten) never apply here; the converter checks that every
    step it reads exists.

Pairs: Garden publishes no pair list, so they come from the names by the corpus rule
(corpus.named_pairs) on the four surfaces of Garden's elevation table (design/color.mdx),
background.default, .raised, .recessed, .subtle ("Foreground is used for text and icons",
so foreground is text); plus one documented reading: foreground.onEmphasis, "Text placed on
`emphasis`", is paired with the emphasis backgrounds (background.emphasis and the four
background.<x>Emphasis) instead of the pages.

Run: python3 Scripts/corpus/garden.py /path/to/folder   (holding packages/theming/dist/esm
from the build — see Corpus/garden/SOURCE.md)
"""
import os
import re
import sys

from corpus import hex_value, named_pairs, pair_counts, srgb_value, write_system

ESM = os.path.join("packages", "theming", "dist", "esm")
THEMES = ("light", "dark")
# The elevation surfaces of Garden's color guidelines, in DEFAULT_THEME's key order; the first,
# "Main background surfaces", is the page for non-text pairs.
PAGES = ["background.default", "background.raised", "background.recessed", "background.subtle"]
ON_EMPHASIS = "foreground.onEmphasis"
EMPHASIS_BACKGROUNDS = ["background.emphasis", "background.primaryEmphasis", "background.successEmphasis",
                        "background.warningEmphasis", "background.dangerEmphasis"]
TOKEN = re.compile(r"\s*(?:(\{|\}|,|:)|'([^'\\]*)'|([0-9]+(?:\.[0-9]+)?)|([A-Za-z_$][A-Za-z0-9_$]*))")
# getColor's fromRgba pattern (utils/getColor.js).
RGBA = re.compile(r"rgba\s*\(\s*(?P<property>[#\w.]+)\s*,\s*(?P<alpha>[\w.]+)\s*\)")


def literal(text, name):
    """The object literal assigned by `const <name> = {…};` in a module, as a dict of dicts and
    strings/numbers, keys in source order. Only what these modules use is accepted: bare or
    numeric keys, single-quoted strings, numbers."""
    m = re.search(r"\bconst %s = \{" % re.escape(name), text)
    assert m, "no const " + name
    value, end = parse(text, m.end() - 1)
    assert text[end:].lstrip().startswith(";"), name + " is not a plain literal"
    return value


def parse(text, i):
    m = TOKEN.match(text, i)
    punct, string, number, ident = m.groups()
    if punct == "{":
        out, i = {}, m.end()
        while True:
            m = TOKEN.match(text, i)
            if m.group(1) == "}":
                return out, m.end()
            key = m.group(3) or m.group(4)
            assert key is not None, "unexpected key at %d" % i
            colon = TOKEN.match(text, m.end())
            assert colon.group(1) == ":", "expected ':' at %d" % m.end()
            out[key], i = parse(text, colon.end())
            m = TOKEN.match(text, i)
            if m.group(1) == ",":
                i = m.end()
            else:
                assert m.group(1) == "}", "expected ',' or '}' at %d" % i
    if string is not None:
        return string, m.end()
    if number is not None:
        return float(number) if "." in number else int(number), m.end()
    raise ValueError("unexpected value at %d: %r" % (i, text[i:i + 20]))


def rgb(color):
    """polished's parse of a hex color (#rgb or #rrggbb) to channels."""
    value = hex_value(color)
    return tuple(round(c * 255) for c in value["components"])


def main(repo):
    palette_js = open(os.path.join(repo, ESM, "elements", "palette", "index.js")).read()
    theme_js = open(os.path.join(repo, ESM, "elements", "theme", "index.js")).read()
    assert os.path.exists(os.path.join(repo, ESM, "utils", "getColor.js")), "getColor.js missing"

    palette = literal(palette_js, "PALETTE")
    # DEFAULT_THEME.palette is `{ ...PALETTE }` with `product` deleted.
    assert re.search(r"const palette = \{\s*\.\.\.PALETTE\s*\};\s*delete palette\.product;", theme_js)
    del palette["product"]
    colors = literal(theme_js, "colors")
    opacity = literal(theme_js, "opacity")
    assert re.search(r"colors: \{\s*base: 'light',\s*\.\.\.colors\s*\}", theme_js), "DEFAULT_THEME.colors changed"
    variables = colors.pop("variables")
    hues = colors  # primaryHue → 'blue', …

    base = {}
    for key, value in palette.items():
        if isinstance(value, dict):
            for step, color in value.items():
                base["palette.%s.%s" % (key, step)] = hex_value(color)
        else:
            base["palette." + key] = hex_value(value)

    def resolve(property, scheme):
        """getColor({ theme, variable }) for a variable whose value is `property`, in `scheme`:
        a palette token name, or a literal color value."""
        transparency = None
        if property.startswith("rgba"):
            m = RGBA.search(property)
            assert m, "invalid rgba value " + property
            property, transparency = m.group("property"), float(m.group("alpha"))
        key, _, value = property.partition(".")
        if key == "palette":
            name, color, shade = "palette." + value, palette[value], None
            assert isinstance(color, str), property
            hue = color  # a color string; toColor: not a theme hue key, not a palette key
        else:
            hue, shade = key, (int(value) if value else None)
        hue_name = hues.get(hue) or hue  # colors[hue] || hue
        if hue_name in palette:
            entry = palette[hue_name]
            if isinstance(entry, dict):
                # toHex: the shade as given; getColor's default shade (light 700, dark 600, or
                # 500 with a transparency) applies only to a variable without one, which no
                # hue-object variable is.
                assert shade is not None, property + ": no shade"
                assert str(shade) in entry, property + ": no step %s" % shade
                name, color = "palette.%s.%s" % (hue_name, shade), entry[str(shade)]
            else:
                assert shade is None, property + ": a shade of a single color"
                name, color = "palette." + hue_name, entry
        else:
            assert key == "palette", property + ": unknown hue"
        if transparency:
            alpha = opacity[str(int(transparency))] if transparency > 1 else transparency
            return srgb_value(*rgb(color), alpha)
        return name

    tables = {}
    for scheme in THEMES:
        tables[scheme] = {"%s.%s" % (group, key): resolve(value, scheme)
                          for group, entries in variables[scheme].items() for key, value in entries.items()}
    light, dark = tables["light"], tables["dark"]
    assert list(light) == list(dark), "the modes define different variables"
    for theme in (light, dark):
        for value in theme.values():
            assert not isinstance(value, str) or value in base, value

    pairs = named_pairs([n for n in light if n != ON_EMPHASIS], PAGES)
    for background in EMPHASIS_BACKGROUNDS:
        assert background in light, background
        pairs.append({"foreground": ON_EMPHASIS, "background": background, "minimum": "text"})

    folder = write_system("garden", light, dark, pairs, base=base)
    literals = [n for n in light if not isinstance(light[n], str) or not isinstance(dark[n], str)]
    differ = [n for n in light if light[n] != dark[n]]
    print(folder, "—", len(base), "palette colors;", len(light), "variables per theme (", len(differ),
          "differ between the modes;", len(literals), "computed literals:", ", ".join(literals), ");",
          pair_counts(pairs))


if __name__ == "__main__":
    main(sys.argv[1])
