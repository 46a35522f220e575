#!/usr/bin/env python3
"""Chakra UI v3 color tokens (github.com/chakra-ui/chakra-ui, MIT) → Corpus/chakra, a held-out system.

Input, from a checkout (or the two files and LICENSE at their paths):
packages/react/src/theme/tokens/colors.ts (the palette: `black`, `white`, the alpha scales and
ten hue scales 50…950) and packages/react/src/theme/semantic-tokens/colors.ts (the semantic
colors, each `{ value: { _light: …, _dark: … } }`, hand-picked per theme by Chakra's designers).

The palette is shared (base/palette, chakra.<hue>.<step>; `transparent` and `currentColor`,
which are not colors, are left out). A semantic token `<group>.<key>` becomes
color.<group>.<key> (`DEFAULT`, Chakra's name for the group's own value, kept) in theme/light
and theme/dark: a `{colors.x.y}` value is a reference to chakra.x.y, and the CSS keywords
`white` and `black` Chakra writes for some `contrast` tokens are the CSS colors #ffffff and
#000000 (not the palette's `black`, #09090b).

Pairs: Chakra publishes no pair file, so they come from the names by the corpus's
system-independent rule (corpus.named_pairs): text-named tokens (fg…) on the two page
backgrounds, `bg.DEFAULT` and `bg.panel`; border-named ones on the first. Chakra documents
`<palette>.contrast` as the text color on `<palette>.solid`, so each is paired with its solid
(minimum text), as carbon.py pairs Carbon's documented on-interactive text.

Run: python3 Scripts/corpus/chakra.py /path/to/chakra-ui
"""
import json
import os
import re
import sys

from corpus import hex_value, named_pairs, srgb_value, write_system

CSS_KEYWORDS = {"white": "#ffffff", "black": "#000000"}


def ts_object(text):
    """The object literal passed to `define…(…)` in a TypeScript file, as a Python dict."""
    body = text[text.index("({") + 1:text.rindex("})") + 1]
    body = re.sub(r"//[^\n]*", "", body)
    body = re.sub(r"([{,]\s*)([A-Za-z_$][\w$]*|\d+)\s*:", r'\1"\2":', body)
    body = re.sub(r",(\s*[}\]])", r"\1", body)
    return json.loads(body)


def color(text):
    """A palette value (#hex or rgba(r, g, b, a)) as a DTCG color value; None when not a color."""
    if text.startswith("#"):
        return hex_value(text)
    m = re.fullmatch(r"rgba\(\s*([\d.]+),\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)\s*\)", text)
    if m:
        r, g, b, a = (float(x) for x in m.groups())
        return srgb_value(r, g, b, a)
    return None


def main(repo):
    theme = os.path.join(repo, "packages", "react", "src", "theme")
    palette = ts_object(open(os.path.join(theme, "tokens", "colors.ts")).read())
    base = {}
    for name, entry in palette.items():
        if "value" in entry:
            value = color(entry["value"])
            if value:
                base["chakra." + name] = value
        else:
            for step, leaf in entry.items():
                value = color(leaf["value"])
                assert value, "unreadable palette color %s.%s" % (name, step)
                base["chakra.%s.%s" % (name, step)] = value
    semantic = ts_object(open(os.path.join(theme, "semantic-tokens", "colors.ts")).read())
    light, dark = {}, {}

    def resolve(text):
        m = re.fullmatch(r"\{colors\.([\w.]+)\}", text)
        if m:
            assert "chakra." + m.group(1) in base, "unknown palette reference " + text
            return "chakra." + m.group(1)
        assert text in CSS_KEYWORDS, "unreadable semantic value " + text
        return hex_value(CSS_KEYWORDS[text])

    for group, keys in semantic.items():
        for key, entry in keys.items():
            name = "color.%s.%s" % (group, key)
            light[name] = resolve(entry["value"]["_light"])
            dark[name] = resolve(entry["value"]["_dark"])
    pages = ["color.bg.DEFAULT", "color.bg.panel"]
    pairs = named_pairs(list(light), pages)
    for group in semantic:
        if "contrast" in semantic[group] and "solid" in semantic[group]:
            pairs.append({"foreground": "color.%s.contrast" % group, "background": "color.%s.solid" % group,
                          "minimum": "text"})
    folder = write_system("chakra", light, dark, pairs, base=base)
    print("%s: %d palette colors, %d semantic colors, %d pairs" % (folder, len(base), len(light), len(pairs)))


if __name__ == "__main__":
    main(sys.argv[1])
