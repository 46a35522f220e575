#!/usr/bin/env python3
"""GitHub Primer primitives (github.com/primer/primitives, MIT) → Corpus/primer, the held-out system.

Input (JSON5, read with the json5 package: pip install json5): the per-theme base scales
src/tokens/base/color/light/light.json5 and src/tokens/base/color/dark/dark.json5, and the
functional colors src/tokens/functional/color/fgColor.json5, bgColor.json5, borderColor.json5.
Only those color tokens are converted (fg, bg, border).

Primer's files say a token's light value in `$value` and a theme's own value in
`$extensions["org.primer.overrides"][<theme>]`: a string replaces `$value`, an object
replaces `$value` (and `alpha`, where it has one). `alpha` beside `$value` (on the token or in
the override) sets the color's opacity. So a token's value in theme T (light | dark) is its T
override if it has one, else `$value`; the other themes (dimmed, high contrast, colorblind)
are left out. A reference without alpha stays a reference; a literal stays a literal (a hex
string, or an object with colorSpace/components/hex, of which the hex is written, in sRGB); a
reference with alpha is written as the color it resolves to in that theme at that alpha (DTCG
has no alias with an alpha). Names are Primer's own (base.color.blue.5, fgColor.default,
bgColor.accent.muted, borderColor.muted). The base scales are per theme: both go to
theme/light and theme/dark, with the names both themes define (a step only one theme has is
left out and counted).

Primer publishes no contrast pairs as data, so they come from the names, by the rule shared
by the corpus (corpus.named_pairs, CamelCase split into words): every text-named token
(fgColor.*) without a state word and not meant for elsewhere (onEmphasis, onInverse) on each
page background (bgColor.default, bgColor.muted, bgColor.inset), every border-named one on the
first.

Run: python3 Scripts/corpus/primer.py /path/to/primitives   (a checkout, or a folder holding
those five files at the same paths)
"""
import colorsys
import os
import re
import sys

import json5

from corpus import hex_value, named_pairs, write_system

THEMES = ("light", "dark")
FILES = {
    "base-light": "src/tokens/base/color/light/light.json5",
    "base-dark": "src/tokens/base/color/dark/dark.json5",
    "fgColor": "src/tokens/functional/color/fgColor.json5",
    "bgColor": "src/tokens/functional/color/bgColor.json5",
    "borderColor": "src/tokens/functional/color/borderColor.json5",
}


def leaves(node, parts=()):
    """(dotted name, token) for every token under node, in file order."""
    if isinstance(node, dict) and "$value" in node:
        yield ".".join(parts), node
        return
    if isinstance(node, dict):
        for key, child in node.items():
            if not key.startswith("$"):
                yield from leaves(child, parts + (key,))


def entry(token, theme):
    """(value, alpha or None) of a token in a theme, Primer's override rule."""
    override = token.get("$extensions", {}).get("org.primer.overrides", {}).get(theme)
    alpha = token.get("alpha")
    if override is None:
        return token["$value"], alpha
    if isinstance(override, dict):
        return override["$value"], override.get("alpha", alpha)
    return override, alpha


def literal(value):
    """A DTCG color value from a hex string or a {colorSpace, components, hex} object."""
    if isinstance(value, dict):
        return hex_value(value["hex"])
    return hex_value(value)


def hsl_deviation(value):
    """Largest channel difference (0-255) between an hsl object's components and its hex."""
    if not (isinstance(value, dict) and value.get("colorSpace") == "hsl"):
        return 0
    h, s, l = value["components"]
    rgb = colorsys.hls_to_rgb(h / 360, l / 100, s / 100)
    hx = value["hex"].lstrip("#")
    return max(abs(c * 255 - int(hx[i:i + 2], 16)) for c, i in zip(rgb, (0, 2, 4)))


def main(repo):
    raw = {key: json5.load(open(os.path.join(repo, path))) for key, path in FILES.items()}
    base = {theme: dict(leaves(raw["base-" + theme])) for theme in THEMES}
    functional = {}
    for key in ("fgColor", "bgColor", "borderColor"):
        functional.update(leaves(raw[key]))
    shared = [name for name in base["light"] if name in base["dark"]]
    dropped = [name for theme in THEMES for name in base[theme] if name not in shared]
    worst = max(hsl_deviation(t["$value"]) for theme in THEMES for t in base[theme].values())

    out = {}
    for theme in THEMES:
        tokens = {name: base[theme][name] for name in shared}
        tokens.update(functional)

        def resolve(name, seen=()):
            assert name not in seen, "reference cycle at " + name
            value, alpha = entry(tokens[name], theme)
            color = resolve(value.strip("{}"), seen + (name,)) if is_ref(value) else literal(value)
            if alpha is not None:
                color = with_alpha(color, alpha)
            return color

        table = {}
        for name in tokens:
            value, alpha = entry(tokens[name], theme)
            if is_ref(value):
                target = value.strip("{}")
                assert target in tokens, "%s (%s) refers to unknown %s" % (name, theme, target)
                table[name] = target if alpha is None else with_alpha(resolve(target), alpha)
            else:
                table[name] = literal(value) if alpha is None else with_alpha(literal(value), alpha)
        out[theme] = table

    semantic = list(functional)
    pages = ["bgColor.default", "bgColor.muted", "bgColor.inset"]
    pairs = named_pairs(semantic, pages)
    folder = write_system("primer", out["light"], out["dark"], pairs)
    print(folder, len(shared), "base colors per theme,", len(semantic), "functional colors,", len(pairs), "pairs;",
          len(dropped), "base steps only one theme has, left out:", ", ".join(dropped) or "none",
          "; largest hsl-vs-hex channel difference %.2f" % worst)


def is_ref(value):
    return isinstance(value, str) and re.fullmatch(r"\{[^{}]+\}", value) is not None


def with_alpha(color, alpha):
    color = dict(color)
    color.pop("alpha", None)
    hexpart = color.pop("hex")
    if alpha < 1:
        color["alpha"] = round(alpha, 4)
    color["hex"] = hexpart
    return color


if __name__ == "__main__":
    main(sys.argv[1])
