#!/usr/bin/env python3
"""IBM Carbon v10 color tokens (github.com/carbon-design-system/carbon-elements, Apache-2.0) → Corpus/carbon.

Input, at the last commit before the project moved to the carbon monorepo
(cd1da47aa6b2a7adb9fbdfa242797d9ec07ffef3): packages/colors/src/colors.js (the IBM palette)
and packages/themes/src/white.js / g100.js (Carbon's light theme "White" and its darkest
hand-made theme "Gray 100"). The palette is shared (base/palette, carbon.<hue>.<step>; the
named constants such as `yellow` are references to their step); the theme tokens
(color.<token>) are per theme, each a reference to a palette step or another token, a hex
literal, or rgba(step, alpha) written as the step's color at that alpha.

Pairs: Carbon publishes no pair file, so they come from the names by the corpus's
system-independent rule (corpus.named_pairs, CamelCase split into words): text-named
tokens (text01…, link01) on each page (uiBackground, ui01, ui02), icon-named ones on the
first; the two tokens Carbon documents as "on interactive colors" (text04, icon03) are
paired with interactive01 instead (minimum text and non-text).

Run: python3 Scripts/corpus/carbon.py /path/to/carbon-elements-at-that-commit
"""
import os
import re
import sys

from corpus import hex_value, named_pairs, write_system


def main(repo):
    colors = open(os.path.join(repo, "packages", "colors", "src", "colors.js")).read()
    base = {}
    steps = {}
    for name, value in re.findall(r"export const (\w+?) = '(#[0-9a-fA-F]+)';", colors):
        m = re.fullmatch(r"([a-zA-Z]+?)(\d+)", name)
        if m:
            steps[name] = "carbon.%s.%s" % m.groups()
            base[steps[name]] = hex_value(value)
        else:
            steps[name] = "carbon." + name
            base[steps[name]] = hex_value(value)
    for name, target in re.findall(r"export const (\w+) = (\w+);", colors):
        if target in steps:
            m = re.fullmatch(r"([a-zA-Z]+?)(\d+)", name)
            if m and name not in steps:
                steps[name] = steps[target]

    def theme(file):
        js = open(os.path.join(repo, "packages", "themes", "src", file)).read()
        out = {}
        for name, expr in re.findall(r"export const (\w+) = ([^;]+);", js):
            expr = expr.strip()
            if expr in steps:
                out["color." + name] = steps[expr]
            elif "color." + expr in out:
                out["color." + name] = "color." + expr
            elif re.fullmatch(r"'#[0-9a-fA-F]+'", expr):
                out["color." + name] = hex_value(expr.strip("'"))
            else:
                m = re.fullmatch(r"rgba\((\w+), ([0-9.]+)\)", expr)
                if m and m.group(1) in steps:
                    v = dict(base[steps[m.group(1)]])
                    v["alpha"] = float(m.group(2))
                    out["color." + name] = v
        return out

    light, dark = theme("white.js"), theme("g100.js")
    names = [n for n in light if n in dark]
    light = {n: light[n] for n in names}
    dark = {n: dark[n] for n in names}
    on_interactive = ["color.text04", "color.icon03"]
    pairs = named_pairs([n for n in names if n not in on_interactive],
                        ["color.uiBackground", "color.ui01", "color.ui02"])
    pairs += [{"foreground": "color.text04", "background": "color.interactive01", "minimum": "text"},
              {"foreground": "color.icon03", "background": "color.interactive01", "minimum": "non-text"}]
    print(write_system("carbon", light, dark, pairs, base=base), len(light), "tokens per theme,", len(base),
          "palette colors,", len(pairs), "pairs")


if __name__ == "__main__":
    main(sys.argv[1])
