#!/usr/bin/env python3
"""Pinterest Gestalt design tokens, classic theme (github.com/pinterest/gestalt, Apache-2.0) → Corpus/gestalt.

Input: packages/gestalt-design-tokens/tokens/classic/ of gestalt-design-tokens — the classic
theme, the one Gestalt's DesignTokensProvider applies unless a visual-refresh experiment is on
(packages/gestalt/src/contexts/DesignTokensProvider.tsx: isClassic = forceTheme === CLASSIC ||
!(isVR || isCalico01)). The files are Style Dictionary JSON ({"value": …}, references written
{path.value}) in two color layers, as src/getSources.js lists them for the classic theme:
  - base-color.json, the palette, the same in both modes: color.<hue>.<name>.<step> hex
    literals (color.red.pushpin.450), color.white.mochimalist.0, color.black.cosmicore.900,
    color.transparent;
  - sema-color-light.json / sema-color-dark.json, the semantic colors (color.text.*,
    color.icon.*, color.background.*, color.border.*): each a reference to a palette color or an
    rgba() literal, the same names in the same order in both files.

Converted: every palette color to base/palette as a literal, under its own name; every semantic
color to theme/light and theme/dark under its own name, a reference staying a reference to the
palette color it names ({color.gray.roboflow.500.value} → {color.gray.roboflow.500}), a literal
written as its color. Left out: the data-visualization colors (base-color-dataviz-*: twelve
numbered chart series colors per mode; sema-color-dataviz-*: five tokens over them), the web
component tokens (comp-web-color-*: 248 names in light, 217 in dark, so no common set of names),
and every token that is no color (elevation shadows, opacity, fonts, rounding, space). The
visual-refresh themes (tokens/vr-theme, vr-theme-web-mapping: experiments) are not converted.

Pairs: Gestalt publishes no pair list, so they come from the names by the corpus rule
(corpus.named_pairs) over the semantic colors, on the page background color.background.default
(the color of the docs' page body and of the frame of its light / dark color examples: Box
color="default"). Two readings of Gestalt's documentation change the rule's result:
  - "Most colors change in dark mode, but `light` and `dark` are available when no switch is
    desired" (docs/pages/web/text.tsx): color.text.light / .dark and color.icon.light / .dark
    (marked "_darkMode": "Unsupported color" in sema-color-dark.json) are static colors, meant
    for surfaces that do not switch, and are not paired with the page;
  - "`brandPrimary` should only be used to represent the Pinterest logo, as it is not
    accessible" (docs/pages/web/icon.tsx): color.icon.brand.primary is not paired.

Run: python3 Scripts/corpus/gestalt.py /path/to/gestalt   (a checkout, or a folder holding
packages/gestalt-design-tokens/tokens/classic from one)
"""
import json
import os
import re
import sys

from corpus import css_color, named_pairs, pair_counts, write_system

TOKENS = os.path.join("packages", "gestalt-design-tokens", "tokens", "classic")
PAGES = ["color.background.default"]
STATIC = ["color.text.light", "color.text.dark", "color.icon.light", "color.icon.dark"]
LOGO = ["color.icon.brand.primary"]
REFERENCE = re.compile(r"\{([A-Za-z0-9.-]+)\.value\}")


def flatten(node, path=()):
    """{"color": {"text": {"default": {"value": …}}}} → {"color.text.default": {"value": …}}, in
    file order."""
    out = {}
    for key, child in node.items():
        assert isinstance(child, dict), "unexpected entry " + ".".join(path + (key,))
        if "value" in child:
            assert set(child) <= {"value", "_darkMode"}, "unexpected keys at " + ".".join(path + (key,))
            out[".".join(path + (key,))] = child
        else:
            out.update(flatten(child, path + (key,)))
    return out


def load(repo, name):
    with open(os.path.join(repo, TOKENS, name)) as f:
        return flatten(json.load(f))


def main(repo):
    palette = load(repo, "base-color.json")
    base = {}
    for name, entry in palette.items():
        value = entry["value"]
        color = css_color(value)
        assert color is not None, name + ": not a color literal: " + value
        base[name] = color

    themes = {}
    for mode in ("light", "dark"):
        theme = {}
        for name, entry in load(repo, "sema-color-%s.json" % mode).items():
            value = entry["value"]
            m = REFERENCE.fullmatch(value)
            if m:
                assert m.group(1) in base, name + " refers to " + m.group(1)
                theme[name] = m.group(1)
            else:
                color = css_color(value)
                assert color is not None, name + ": not a color: " + value
                theme[name] = color
        themes[mode] = theme
    light, dark = themes["light"], themes["dark"]
    assert list(light) == list(dark), "the modes define different names"
    assert not set(light) & set(base), "a semantic name is also a palette name"

    pairs = named_pairs([n for n in light if n not in STATIC + LOGO], PAGES)
    folder = write_system("gestalt", light, dark, pairs, base=base)
    differ = sum(light[n] != dark[n] for n in light)
    print(folder, "—", len(base), "palette colors;", len(light), "semantic colors per theme (", differ,
          "differ between the modes );", pair_counts(pairs))


if __name__ == "__main__":
    main(sys.argv[1])
