#!/usr/bin/env python3
"""Adobe Spectrum 2 tokens (github.com/adobe/spectrum-design-data, Apache-2.0) → Corpus/spectrum.

Input: packages/tokens/src/color-palette.json (primitives), semantic-color-palette.json and
color-aliases.json (semantic colors). A token with "sets" has a value per theme: its light
and dark values go to theme/light and theme/dark ("wireframe" is left out); a token without
sets is the same in every theme and goes to base/palette. Only color tokens are converted
(rgb()/rgba() literals and aliases of colors; opacities and shadows are left out). Names:
a trailing step number becomes a segment (blue-100 → spectrum.blue.100, accent-color-100 →
color.accent-color.100); primitives under spectrum., the semantic tokens under color.

Spectrum publishes no contrast pairs as data, so they come from the names, by the rule
shared by the corpus (corpus.named_pairs): every text-named token without a state word on
each page background (background-base-color, background-layer-1-color,
background-layer-2-color), every border- or visual-named one on the first.

Run: python3 Scripts/corpus/spectrum.py /path/to/spectrum-design-data
"""
import json
import os
import re
import sys

from corpus import named_pairs, srgb_value, write_system


def dotted(name, prefix):
    return prefix + "." + re.sub(r"-(\d+)$", r".\1", name)


def literal(text):
    m = re.fullmatch(r"rgba?\(([^)]*)\)", text.strip())
    if not m:
        return None
    parts = [float(x) for x in m.group(1).split(",")]
    return srgb_value(*parts[:3], parts[3] if len(parts) > 3 else 1.0)


def main(repo):
    src = os.path.join(repo, "packages", "tokens", "src")
    files = [("color-palette.json", "spectrum"), ("semantic-color-palette.json", "color"),
             ("color-aliases.json", "color")]
    raw = {}
    names = {}
    for file, prefix in files:
        for name, entry in json.load(open(os.path.join(src, file))).items():
            raw[name] = entry
            names[name] = dotted(name, prefix)

    def value(v):
        """A color value, the converted name of an alias, or None (not a color)."""
        if not isinstance(v, str):
            return None
        if v.startswith("{"):
            return names.get(v.strip("{}"))
        return literal(v)

    base, light, dark = {}, {}, {}
    for name, entry in raw.items():
        if "sets" in entry:
            sets = entry["sets"]
            if "light" not in sets or "dark" not in sets:
                continue
            a, b = value(sets["light"].get("value")), value(sets["dark"].get("value"))
            if a is not None and b is not None:
                light[names[name]], dark[names[name]] = a, b
        else:
            v = value(entry.get("value"))
            if v is not None:
                base[names[name]] = v
    # Drop aliases of non-colors (chains resolved until nothing changes).
    colors = lambda: set(base) | set(light)
    changed = True
    while changed:
        changed = False
        for table in (base, light, dark):
            for k, v in list(table.items()):
                if isinstance(v, str) and v not in colors():
                    for t in (base, light, dark):
                        t.pop(k, None)
                    changed = True
    pages = ["color.background-base-color", "color.background-layer-1-color", "color.background-layer-2-color"]
    semantic = [n for n in list(light) + list(base) if n.startswith("color.")]
    pairs = named_pairs(semantic, pages)
    print(write_system("spectrum", light, dark, pairs, base=base), len(light), "per theme,", len(base), "shared,",
          len(pairs), "pairs")


if __name__ == "__main__":
    main(sys.argv[1])
