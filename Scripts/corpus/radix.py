#!/usr/bin/env python3
"""Radix Colors (github.com/radix-ui/colors, MIT) → Corpus/radix.

Input: the repository's src/light.ts and src/dark.ts (the hand-made light and dark scales,
12 steps per hue, sRGB hex). Only the solid sRGB scales are converted (not the alpha or P3
ones). Primitives are per theme (radix.<hue>.<1-12>); the semantic tokens restate the use
Radix documents for each step ("Understanding the scale": 1 app background, 2 subtle
background, 3-5 component backgrounds normal / hover / pressed, 6 subtle borders, 7 borders,
8 hovered borders, 9 solid backgrounds, 10 hovered solids, 11 low-contrast text, 12
high-contrast text; text on step 9 is white, dark on the bright hues sky, mint, lime, yellow,
amber). Pairs are that documented use: text and low-contrast text on steps 1-3 (text), the
foreground of solids on 9 and 10 (text), the border of hovered components (8) on step 1
(non-text).

Run: python3 Scripts/corpus/radix.py /path/to/radix-ui/colors   (writes the corpus folder)
"""
import os
import re
import sys

from corpus import hex_value, write_system

ROLES = [("bg", 1), ("bg-subtle", 2), ("component-bg", 3), ("component-bg-hover", 4), ("component-bg-active", 5),
         ("border-subtle", 6), ("border", 7), ("border-hover", 8), ("solid", 9), ("solid-hover", 10),
         ("text", 11), ("text-contrast", 12)]
BRIGHT = {"sky", "mint", "lime", "yellow", "amber"}


def scales(path):
    text = open(path).read()
    result = {}
    for hue, body in re.findall(r"export const (\w+) = \{(.*?)\};", text, re.S):
        hue = hue[:-4] if hue.endswith("Dark") else hue
        if hue.endswith("A") or "P3" in hue:
            continue
        result[hue] = dict((int(step), value) for step, value in re.findall(hue + r"(\d+): \"(#[0-9a-fA-F]+)\"", body))
    return result


def theme(scale, dark):
    tokens = {"radix.white": hex_value("#ffffff")}
    for hue, steps in scale.items():
        for step in range(1, 13):
            tokens["radix.%s.%d" % (hue, step)] = hex_value(steps[step])
    for hue in scale:
        for role, step in ROLES:
            tokens["color.%s.%s" % (hue, role)] = "radix.%s.%d" % (hue, step)
        tokens["color.%s.on-solid" % hue] = ("radix.gray.12" if hue in BRIGHT else "radix.white")
    return tokens


def main(repo):
    light = scales(os.path.join(repo, "src", "light.ts"))
    dark = scales(os.path.join(repo, "src", "dark.ts"))
    pairs = []
    for hue in light:
        for text in ("text", "text-contrast"):
            for bg in ("bg", "bg-subtle", "component-bg"):
                pairs.append({"foreground": "color.%s.%s" % (hue, text), "background": "color.%s.%s" % (hue, bg),
                              "minimum": "text"})
        for solid in ("solid", "solid-hover"):
            pairs.append({"foreground": "color.%s.on-solid" % hue, "background": "color.%s.%s" % (hue, solid),
                          "minimum": "text"})
        pairs.append({"foreground": "color.%s.border-hover" % hue, "background": "color.%s.bg" % hue,
                      "minimum": "non-text"})
    print(write_system("radix", theme(light, False), theme(dark, True), pairs), len(pairs), "pairs")


if __name__ == "__main__":
    main(sys.argv[1])
