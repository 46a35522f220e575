#!/usr/bin/env python3
"""Vaadin Lumo (github.com/vaadin/web-components, packages/vaadin-lumo-styles, Apache-2.0) → Corpus/lumo, a held-out system.

Input: the two files of @vaadin/vaadin-lumo-styles that hold Lumo's colors, both imported by
lumo.css (through src/props/index.css and src/global/index.css):
  - src/props/color.css: one rule `:where(:root), :where(:host)` declaring every color property,
    most as light-dark(<light>, <dark>) (CSS Color 5: the first value under color-scheme light,
    the second under dark), a few as one value for both;
  - src/global/color-scheme.css: the rule `:host([theme~='dark']), [theme~='dark']` — Lumo's dark
    theme, `theme="dark"` on the document — which sets color-scheme: dark and declares the dark
    value of every color property again, as a plain value ("dark fallbacks").
Light theme: the root rule, light-dark() taking its first value. Dark theme: the element
<html theme="dark">, by the cascade: the [theme~='dark'] rule (specificity 0,1,0) wins over the
:where() rule (0,0,0) for what it declares; the rest comes from the root rule, light-dark()
taking its second value (the element's color-scheme is dark). The converter checks that the
dark rule and the dark values of light-dark() agree wherever both give one.

Values: hsl()/hsla() (legacy comma syntax) are converted to sRGB by the CSS Color 4 algorithm,
exactly (fractions), #rgb/#rrggbb as written; a value that is exactly var(--x) stays a reference
to x. No color in these files is written with calc(); any value of another form stops the
converter.

Names: --lumo-<name> → lumo.<name>, --vaadin-<name> → vaadin.<name> (`--lumo-contrast-10pct` →
lumo.contrast-10pct, `--vaadin-text-color` → vaadin.text-color), in the order of color.css. All
go to the theme files (Lumo has no palette shared by both themes: the tint and shade ramps are
themselves per theme, and the dark rule declares again even the properties whose value is the
same in both, e.g. --lumo-success-color, --lumo-primary-contrast-color). Left out: the seven
collaboration user colors (--vaadin-user-color-0…6): a categorical palette for telling users
apart, whose dark colors are not the light ones' hues (2: #097faa blue → #8aff66 green); the
forced-colors @media block (a system color, GrayText); everything that is not a color.

Pairs: Lumo publishes no pair list, so they come from the names by the corpus rule
(corpus.named_pairs), on the one page background its color documentation names ("The base color
is used as the main background color for the system", --lumo-base-color), with two readings of
that documentation (vaadin/docs, articles/styling/themes/lumo/lumo-style-properties/color.adoc):
  - Tertiary Text: "Contrast above 3:1. Use only for non-essential text. Suitable for graphical
    elements, such as icons." — paired at the non-text minimum (3:1) on the page;
  - the contrast colors are the text on their color: "Primary Contrast — Primary button text" on
    "Primary 100% — Primary button background" (the same for error and success), "Warning
    Contrast — Contrast color for use on top of background colors" on "Warning 100% — Strong
    warning background color": lumo.<X>-contrast-color on lumo.<X>-color, minimum text.

Run: python3 Scripts/corpus/lumo.py /path/to/web-components   (a checkout, or a folder holding
packages/vaadin-lumo-styles from one)
"""
import os
import re
import sys
from fractions import Fraction

from corpus import hex_value, named_pairs, pair_counts, srgb_value, write_system

PACKAGE = os.path.join("packages", "vaadin-lumo-styles")
COLOR = os.path.join(PACKAGE, "src", "props", "color.css")
SCHEME = os.path.join(PACKAGE, "src", "global", "color-scheme.css")
ROOT = ":where(:root), :where(:host)"
DARK = ":host([theme~='dark']), [theme~='dark']"
LIGHT_DARK = ":host([theme~='light-dark']), [theme~='light-dark']"
LEFT_OUT = re.compile(r"--vaadin-user-color-\d+")
PAGE = "lumo.base-color"
DECLARATION = re.compile(r"([A-Za-z-][A-Za-z0-9-]*)\s*:\s*([^;]*);")
VAR = re.compile(r"var\((--[A-Za-z0-9-]+)\)")
NUMBER = r"(-?\d+(?:\.\d+)?)"
HSL = re.compile(r"hsla?\(\s*%s(?:deg)?\s*,\s*%s%%\s*,\s*%s%%\s*(?:,\s*%s\s*)?\)" % ((NUMBER,) * 4))


def strip(text):
    return re.sub(r"/\*.*?\*/", "", text, flags=re.S)


def rules(text):
    """{selector: [(property, value)]} of the top-level rules of a stylesheet, selectors with
    their whitespace normalised; at-rule blocks (@media) are skipped whole."""
    out, depth, start, selector = {}, 0, 0, ""
    for i, c in enumerate(text):
        if c == "{":
            if depth == 0:
                selector, start = " ".join(text[start:i].split()), i + 1
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                if not selector.startswith("@"):
                    assert selector not in out, "two rules for " + selector
                    out[selector] = [(n, " ".join(v.split())) for n, v in DECLARATION.findall(text[start:i])]
                start = i + 1
    assert depth == 0, "unbalanced braces"
    return out


def arguments(value, function):
    """The top-level comma-separated arguments of `function(…)`, or None if `value` is not one."""
    if not (value.startswith(function + "(") and value.endswith(")")):
        return None
    inner, parts, depth, start = value[len(function) + 1:-1], [], 0, 0
    for i, c in enumerate(inner):
        depth += {"(": 1, ")": -1}.get(c, 0)
        if c == "," and depth == 0:
            parts.append(inner[start:i].strip())
            start = i + 1
    parts.append(inner[start:].strip())
    return parts


def hsl_to_srgb(hue, saturation, lightness):
    """CSS Color 4 hslToRgb, exactly: hue in degrees, saturation and lightness in percent → r, g, b
    in 0…1, as fractions."""
    hue = Fraction(hue) % 360
    s, l = Fraction(saturation) / 100, Fraction(lightness) / 100

    def f(n):
        k = (n + hue / 30) % 12
        a = s * min(l, 1 - l)
        return l - a * max(-1, min(k - 3, 9 - k, 1))

    return f(0), f(8), f(4)


def color(value):
    """The DTCG color of a literal (hsl(), hsla(), #hex), or an error."""
    if re.fullmatch(r"#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}", value):
        return hex_value(value)
    m = HSL.fullmatch(value)
    assert m, "not a color this converter reads: " + value
    h, s, l, a = m.groups()
    assert value.startswith("hsla(") == (a is not None), "hsl/hsla arity: " + value
    r, g, b = (c * 255 for c in hsl_to_srgb(Fraction(h), Fraction(s), Fraction(l)))
    alpha = Fraction(a) if a is not None else Fraction(1)
    out = srgb_value(float(r), float(g), float(b), float(alpha))
    # The hex as CSS serializes the color (a half rounds up), not by Python's round-half-even.
    out["hex"] = "#%02x%02x%02x" % tuple(int(c + Fraction(1, 2)) for c in (r, g, b))
    return out


def dtcg_name(css):
    m = re.fullmatch(r"--(lumo|vaadin)-([a-z0-9-]+)", css)
    assert m, "unexpected name " + css
    return "%s.%s" % m.groups()


def main(repo):
    color_rules = rules(strip(open(os.path.join(repo, COLOR)).read()))
    scheme_rules = rules(strip(open(os.path.join(repo, SCHEME)).read()))
    assert list(color_rules) == [ROOT], "color.css: unexpected rules " + repr(list(color_rules))
    assert set(scheme_rules) == {ROOT, DARK, LIGHT_DARK}, "color-scheme.css: unexpected rules " + repr(list(scheme_rules))
    root = dict(color_rules[ROOT])
    assert len(root) == len(color_rules[ROOT]), "a property declared twice in color.css"
    assert not [n for n, _ in scheme_rules[ROOT] if n.startswith("--")], "color-scheme.css sets custom properties on the root"
    dark_rule = dict(scheme_rules[DARK])
    assert set(dark_rule) - {"color", "background-color", "color-scheme"} <= set(root), "the dark rule declares a property color.css does not"
    assert dark_rule["color-scheme"] == "dark"
    for name, value in scheme_rules[LIGHT_DARK]:
        assert not name.startswith("--") or value == root[name], "the light-dark rule changes " + name

    themes = {"light": {}, "dark": {}}
    for name, value in color_rules[ROOT]:
        if LEFT_OUT.fullmatch(name):
            continue
        branches = arguments(value, "light-dark") or [value, value]
        assert len(branches) == 2, name + ": light-dark() takes two values"
        values = {"light": branches[0], "dark": dark_rule.get(name, branches[1])}
        # The dark rule restates the dark value of light-dark() ("dark fallbacks"): check it.
        assert values["dark"] == branches[1], name + ": the dark rule and light-dark() disagree"
        for theme, text in values.items():
            m = VAR.fullmatch(text)
            themes[theme][dtcg_name(name)] = dtcg_name(m.group(1)) if m else color(text)
    light, dark = themes["light"], themes["dark"]
    for theme in (light, dark):
        for name, value in theme.items():
            assert not isinstance(value, str) or value in theme, name + " refers to " + value

    names = list(light)
    contrast = [n for n in names if re.fullmatch(r"lumo\.[a-z]+-contrast-color", n)]
    tertiary = ["lumo.tertiary-text-color"]
    pairs = named_pairs([n for n in names if n not in tertiary], [PAGE])
    pairs += [{"foreground": n, "background": PAGE, "minimum": "non-text"} for n in tertiary]
    for name in contrast:
        background = name.replace("-contrast-color", "-color")
        assert background in light, name + ": no " + background
        pairs.append({"foreground": name, "background": background, "minimum": "text"})

    folder = write_system("lumo", light, dark, pairs)
    def resolved(theme, name):
        value = theme[name]
        return resolved(theme, value) if isinstance(value, str) else value

    differ = sum(light[n] != dark[n] for n in names)
    resolved_differ = sum(resolved(light, n) != resolved(dark, n) for n in names)
    print(folder, "—", len(names), "tokens per theme (", differ, "written differently,", resolved_differ,
          "resolve differently );", pair_counts(pairs))


if __name__ == "__main__":
    main(sys.argv[1])
