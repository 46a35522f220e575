#!/usr/bin/env python3
"""Mantine default theme colors (github.com/mantinedev/mantine, MIT) → Corpus/mantine, a held-out system.

Input: packages/@mantine/core/src/core/MantineProvider/default-css-variables.css of @mantine/core,
the stylesheet Mantine generates from its CSS variables resolver
(MantineCssVariables/default-css-variables-resolver.ts with get-css-color-variables.ts) applied to
DEFAULT_THEME (default-theme.ts, default-colors.ts) and ships as the default variables
(MantineProvider.tsx imports it). Three rules:
  - `:root, :host`: the variables that do not depend on the color scheme, among them the palette:
    `--mantine-color-white`, `--mantine-color-black` and the ten shades `--mantine-color-<c>-<0..9>`
    of the 14 default colors, as hex literals;
  - `:root[data-mantine-color-scheme='light'], …` and `…='dark'`: the resolver's `light` and `dark`
    sections: the semantic colors (`--mantine-color-body`, `-text`, `-dimmed`, `-default*`,
    `-disabled*`, …, `--mantine-primary-color-contrast`) and, for each default color, the variant
    colors `--mantine-color-<c>-{text,filled,filled-hover,light,light-hover,light-color,outline,
    outline-hover}`, each a var() of a palette shade or of another variant color, or a literal
    the resolver computed (alpha(…) and darken(…) of a palette shade, theme.white, theme.black).

Converted: the palette to base/palette as literals (`--mantine-color-gray-0` → mantine.gray.0,
`--mantine-color-white` → mantine.white); every color of the light and dark rules to theme/light and
theme/dark (`--mantine-color-body` → color.body, `--mantine-color-blue-light-color` →
color.blue.light-color, `--mantine-primary-color-contrast` → primary-color.contrast), a var() kept
as a reference to the token it names, a literal written as its color. Left out: `--mantine-color-scheme`
(not a color), every non-color variable, and the scheme-independent aliases
`--mantine-primary-color-{0..9,filled,filled-hover,light,light-hover,light-color}` (each only a
var() of the blue palette shade or of blue's variant color of the same name).

Every computed literal is checked against the formula get-css-color-variables.ts gives it
(primaryShade light 6, dark 8): light `-outline-hover` = alpha(shade 6, 0.05); dark `-light` =
darken(shade 9, 0.5), `-light-hover` = darken(shade 9, 0.3), `-outline-hover` = alpha(shade 4, 0.05);
and every var() of the variant colors against its step.

Pairs: Mantine publishes no pair list, so they come from the names by the corpus rule
(corpus.named_pairs) on the page color.body, plus the pairs Mantine's CSS variables documentation
(apps/mantine.dev/src/pages/styles/css-variables.mdx) states:
  - the text colors of "Other color variables" whose names carry no text word: color.dimmed
    ("Color used for dimmed text"), color.bright ("Color used for bright text"), color.anchor
    ("Color used for links"), color.error ("Color used for error messages and states"), on
    color.body (minimum text);
  - color.default-color ("Text color of default variant") on color.default ("Background color of
    default variant");
  - color.<c>.light-color ("Text color of light variant") on color.<c>.light ("Background color of
    light variant");
  - mantine.white on color.<c>.filled: a filled Button's "Text color will be
    `var(--mantine-color-white)`" on "`var(--mantine-color-<c>-filled)`".

Run: python3 Scripts/corpus/mantine.py /path/to/mantine   (a checkout, or a folder holding that
file at its path)
"""
import math
import os
import re
import sys

from corpus import css_color, named_pairs, pair_counts, write_system

CSS = os.path.join("packages", "@mantine", "core", "src", "core", "MantineProvider", "default-css-variables.css")
SCHEMES = ("light", "dark")
PAGES = ["color.body"]
VARIANTS = ["text", "filled", "filled-hover", "light", "light-hover", "light-color", "outline", "outline-hover"]
PRIMARY_SHADE = {"light": 6, "dark": 8}  # default-theme.ts: primaryShade: { light: 6, dark: 8 }
DECLARATION = re.compile(r"(--[A-Za-z0-9-]+)\s*:\s*([^;]*);")
VAR = re.compile(r"var\((--[A-Za-z0-9-]+)\)")
# css-variables.mdx, "Other color variables": colors its description gives as text colors.
DOCUMENTED_TEXT = ["color.dimmed", "color.bright", "color.anchor", "color.error"]


def rules(text):
    """{selector list: body} of a stylesheet of flat rules."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    out = {}
    for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", text):
        out[" ".join(selector.split())] = [(n, " ".join(v.split())) for n, v in DECLARATION.findall(body)]
    return out


def js_round(x):
    """JavaScript's Math.round (halves up)."""
    return math.floor(x + 0.5)


def hex_rgb(text):
    h = text.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def alpha(color, a):
    """color-functions/rgba: rgba(r, g, b, a) of a hex color."""
    return "rgba(%d, %d, %d, %s)" % (*hex_rgb(color), repr(a))


def darken(color, amount):
    """color-functions/darken: each channel times 1 - amount, Math.round, alpha kept (1)."""
    f = 1 - amount
    return "rgba(%d, %d, %d, 1)" % tuple(js_round(c * f) for c in hex_rgb(color))


def expected_variant(color, variant, scheme, shades):
    """The value get-css-color-variables.ts gives --mantine-color-<color>-<variant> in a scheme."""
    s = PRIMARY_SHADE[scheme]
    step = lambda n: "var(--mantine-color-%s-%d)" % (color, n)
    if scheme == "light":
        return {"text": "var(--mantine-color-%s-filled)" % color, "filled": step(s),
                "filled-hover": step(8 if s == 9 else s + 1), "light": step(1), "light-hover": step(2),
                "light-color": step(9), "outline": step(s), "outline-hover": alpha(shades[s], 0.05)}[variant]
    return {"text": step(4), "filled": step(s), "filled-hover": step(8 if s == 9 else s + 1),
            "light": darken(shades[9], 0.5), "light-hover": darken(shades[9], 0.3),
            "light-color": step(max(s - 5, 0)), "outline": step(max(s - 4, 0)),
            "outline-hover": alpha(shades[max(s - 4, 0)], 0.05)}[variant]


def main(repo):
    sheet = rules(open(os.path.join(repo, CSS)).read())
    root = sheet[":root, :host"]
    scheme_rules = {s: sheet[":root[data-mantine-color-scheme='%s'], :host([data-mantine-color-scheme='%s'])" % (s, s)]
                    for s in SCHEMES}

    # The palette: white, black and the ten shades of each default color, in the file's order.
    base, css_names, colors = {}, {}, []
    for name, value in root:
        m = re.fullmatch(r"--mantine-color-(white|black)", name) or re.fullmatch(r"--mantine-color-([a-z]+)-(\d)", name)
        if not m:
            continue
        assert css_color(value) and value.startswith("#"), "a palette color is not a hex literal: " + name
        dtcg = "mantine." + ".".join(m.groups())
        base[dtcg] = css_color(value)
        css_names[name] = dtcg
        if len(m.groups()) == 2 and m.group(1) not in colors:
            colors.append(m.group(1))
    shades = {c: [dict(root)["--mantine-color-%s-%d" % (c, i)] for i in range(10)] for c in colors}
    # The aliases of the primary color, left out, are var()s only.
    for name, value in root:
        if name.startswith("--mantine-primary-color-"):
            assert VAR.fullmatch(value), name

    def dtcg_name(css):
        """--mantine-color-<c>-<variant> → color.<c>.<variant>; --mantine-color-<x> → color.<x>;
        --mantine-primary-color-contrast → primary-color.contrast."""
        if css in css_names:
            return css_names[css]
        m = re.fullmatch(r"--mantine-color-([a-z]+)-([a-z-]+)", css)
        if m and m.group(1) in colors:
            assert m.group(2) in VARIANTS, "unknown variant " + css
            return "color.%s.%s" % m.groups()
        for prefix, group in (("--mantine-color-", "color."), ("--mantine-primary-color-", "primary-color.")):
            if css.startswith(prefix):
                return group + css[len(prefix):]
        raise ValueError("unexpected name " + css)

    themes, order = {}, []
    for scheme in SCHEMES:
        theme = {}
        for name, value in scheme_rules[scheme]:
            if name == "--mantine-color-scheme":
                assert value == scheme
                continue
            m = re.fullmatch(r"--mantine-color-([a-z]+)-([a-z-]+)", name)
            if m and m.group(1) in colors:
                assert value == expected_variant(m.group(1), m.group(2), scheme, shades[m.group(1)]), \
                    "%s %s: %s is not what get-css-color-variables.ts computes" % (scheme, name, value)
            ref = VAR.fullmatch(value)
            theme[dtcg_name(name)] = dtcg_name(ref.group(1)) if ref else css_color(value)
            assert theme[dtcg_name(name)] is not None, "not a color: %s: %s" % (name, value)
        themes[scheme] = theme
    light, dark = themes["light"], themes["dark"]
    assert list(light) == list(dark), "the schemes declare different names or orders"
    assert len(light) == 15 + 8 * len(colors)
    for theme in (light, dark):
        for name, value in theme.items():
            assert not isinstance(value, str) or value in base or value in theme, name + " refers to " + value

    pairs = named_pairs(list(light), PAGES)
    for name in DOCUMENTED_TEXT:
        assert not named_pairs([name], PAGES)
        pairs.append({"foreground": name, "background": PAGES[0], "minimum": "text"})
    pairs.append({"foreground": "color.default-color", "background": "color.default", "minimum": "text"})
    for c in colors:
        pairs.append({"foreground": "color.%s.light-color" % c, "background": "color.%s.light" % c, "minimum": "text"})
    for c in colors:
        pairs.append({"foreground": "mantine.white", "background": "color.%s.filled" % c, "minimum": "text"})

    folder = write_system("mantine", light, dark, pairs, base=base)
    differ = sum(light[n] != dark[n] for n in light)
    print(folder, "—", len(base), "palette colors (", len(colors), "colors × 10 + white, black );", len(light),
          "tokens per theme,", differ, "written differently in the two;", pair_counts(pairs))


if __name__ == "__main__":
    main(sys.argv[1])
