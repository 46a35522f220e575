#!/usr/bin/env python3
"""Microsoft Fluent UI tokens (github.com/microsoft/fluentui-token-pipeline, MIT) → Corpus/fluent.

Input: src/demo/w3c/global.tokens.json (the shared Fluent palette: brand ramp, grey ramp,
shared colors with their shades and tints) and src/demo/w3c/light.tokens.json /
dark.tokens.json (Fluent's light and dark semantic colors, aliasing the palette), already in
the W3C format. The palette goes to base/palette, the two themes to theme/; only color
tokens, values and references unchanged; spaces in names become "-" (Brand Shadow Ambient →
Brand-Shadow-Ambient).

Fluent publishes no contrast pairs as data, so they come from the names, by the rule shared
by the corpus (corpus.named_pairs, CamelCase split into words): every text-named token
(…Foreground…) in its Rest state on each page background (NeutralBackground1 and 2, Rest),
every stroke-named one on the first.

Run: python3 Scripts/corpus/fluent.py /path/to/fluentui-token-pipeline
"""
import json
import os
import sys

from corpus import hex_value, named_pairs, write_system


def flat(path):
    out = {}

    def walk(node, parts):
        if isinstance(node, dict) and "$value" in node:
            if node.get("$type") == "color":
                v = node["$value"]
                out[".".join(parts).replace(" ", "-")] = (v.strip("{}").replace(" ", "-") if v.startswith("{")
                                                          else hex_value(v))
            return
        if isinstance(node, dict):
            for k, v in node.items():
                if not k.startswith("$"):
                    walk(v, parts + [k])

    walk(json.load(open(path)), [])
    return out


def main(repo):
    w3c = os.path.join(repo, "src", "demo", "w3c")
    base, light, dark = (flat(os.path.join(w3c, f + ".tokens.json")) for f in ("global", "light", "dark"))
    pages = ["NeutralBackground1.Fill.Color.Rest", "NeutralBackground2.Fill.Color.Rest"]
    pairs = named_pairs([n for n in light if n.endswith(".Rest")], pages)
    print(write_system("fluent", light, dark, pairs, base=base), len(light), "per theme,", len(base), "shared,",
          len(pairs), "pairs")


if __name__ == "__main__":
    main(sys.argv[1])
