#!/usr/bin/env python3
"""Cloudscape Design System, visual-refresh theme (github.com/cloudscape-design/components,
Apache-2.0) → Corpus/cloudscape.

Input: style-dictionary/ of the components repository — the design tokens as TypeScript
objects that @cloudscape-design/theming-build turns into CSS. The visual-refresh theme
(style-dictionary/visual-refresh/index.ts, the current default) adds, in this order, the color
categories color-palette.ts (its referenceTokens, then its tokens), color-charts.ts,
color-severity.ts and colors.ts, in the color mode (light, and `.awsui-dark-mode` for dark). A
token's value is a string (the same in both modes) or { light, dark }; a string is `{name}` (a
reference to another token), a CSS color literal, or something else (gradients, currentColor);
some values are TypeScript expressions naming the core palette (`brand.colorBlue50`,
`paletteTokens.colorOrange700!`), which the build inlines.

Converted:
  - base/palette: the core palette, style-dictionary/core/palette-values.ts (`colorGrey50` …
    `colorWhite`), literals, by their own names. The visual-refresh color-palette.ts `tokens`
    (deprecated) are a pick of exactly these names and values, so they are these base tokens.
  - theme/light and theme/dark, the same names in the same order:
      the reference tokens of visual-refresh/color-palette.ts (color.primary.50 …, which the
      components reference as {colorPrimary50}: named so), each a reference to the core palette
      color it is written as (`brand.colorBlue50` → {colorBlue50});
      color-charts.ts: the status, threshold, line and error-bar tokens, and those steps of the
      chart hue scales (colorChartsRed300 …) that they reference;
      color-severity.ts and colors.ts: every token whose value is a color in both modes.
    A `{name}` or palette expression stays a reference, a literal is written as its color.
Left out: the 50 categorical chart tokens (colorChartsPaletteCategorical1…50) and the unreferenced
steps of the ten-step chart hue scales they are drawn from (a categorical palette repeated over 8
hues); tokens whose value is no color (the two gen-AI gradients, the two currentColor link
decorations); the contexts (component-scoped overrides: top navigation, header, flashbar, alert,
compact table, app-layout toolbar); the classic, visual-refresh-secondary and one-theme themes;
density (compact), motion and every non-color category.

Pairs: Cloudscape publishes no pair list; corpus.named_pairs over the semantic tokens
(color-charts.ts, color-severity.ts, colors.ts), on colorBackgroundLayoutMain and
colorBackgroundContainerContent, with readings of Cloudscape's documented CTI naming (Category >
Type > Item > State): a `background`-typed token is never a foreground; a colorText<X> beside a
colorBackground<X> is paired on that background (the status texts on both it and the pages); a
few on-color foregrounds go on the backgrounds their descriptions or components name (PLACED). A
token fully transparent in both modes is not paired. See SOURCE.md.

Run: python3 Scripts/corpus/cloudscape.py /path/to/components   (a checkout, or a folder holding
style-dictionary/ from one)
"""
import os
import re
import sys

from corpus import css_color, named_pairs, pair_counts, words, write_system

SD = "style-dictionary"
THEMES = ("light", "dark")
PAGES = ["colorBackgroundLayoutMain", "colorBackgroundContainerContent"]
# Foregrounds the rule pairs with the page but that Cloudscape draws on a background of their
# own, as its token descriptions (style-dictionary/visual-refresh/metadata/) or its components'
# styles say: name → (backgrounds, minimum).
SEVERITIES = ("Critical", "High", "Medium", "Low", "Neutral")
PLACED = {
    # src/badge/styles.scss: .badge-color-severity-<s> { background-color:
    # $color-background-notification-severity-<s>; color: $color-text-badge-severity-<s> }
    **{"colorTextBadgeSeverity" + s: (["colorBackgroundNotificationSeverity" + s], "text") for s in SEVERITIES},
    # "Default text color for notifications. For example: the text on badges and flashes." on
    # colorBackgroundNotification<Blue|Green|Red|Grey> ("… blue badges and info flash messages").
    "colorTextNotificationDefault": (["colorBackgroundNotification" + c for c in ("Blue", "Green", "Red", "Grey")],
                                     "text"),
    # "The color of the home header's secondary text" on colorBackgroundHomeHeader ("The
    # background color of the home header").
    "colorTextHomeHeaderSecondary": (["colorBackgroundHomeHeader"], "text"),
    # "The color used to mark enabled form controls. For example: the checkmark on checkboxes,
    # inner circle on radio buttons, and handle on toggles." on colorBackgroundControlChecked
    # ("background fill of a selected radio button, checked checkbox, and toggle that is switched
    # on"); a mark, not text.
    "colorForegroundControlDefault": (["colorBackgroundControlChecked"], "non-text"),
    # src/code-editor/styles.scss, .tab-button:hover { color:
    # $color-text-code-editor-tab-button-error; background: $color-text-status-error }
    "colorTextCodeEditorTabButtonError": (["colorTextStatusError"], "text"),
}
CATEGORICAL = re.compile(r"colorChartsPaletteCategorical\d+$")
SCALE = re.compile(r"colorCharts(Red|Orange|Yellow|Green|Teal|Blue1|Blue2|Purple|Pink)\d+$")
PALETTE_EXPR = re.compile(r"(?:brand|paletteTokens)\.(color[A-Za-z0-9]+)!?$")
REFERENCE = re.compile(r"\{(color[A-Za-z0-9]+)\}$")


def read(repo, path):
    text = open(os.path.join(repo, SD, path)).read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"(?m)^\s*//.*$|\s//[^'\n]*$", "", text)


def block(text, start):
    """The text inside the braces opened at or after `start`, and the index after its end."""
    i = j = text.index("{", start)
    depth = 0
    while j < len(text):
        c = text[j]
        if c in "'\"":
            j = text.index(c, j + 1)
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return text[i + 1:j], j + 1
        j += 1
    raise ValueError("unbalanced braces")


def entries(body):
    """(key, value) of an object literal body, in order; a value is a string (quotes removed),
    a nested dict, or an expression (text)."""
    out, i = [], 0
    key_re = re.compile(r"\s*(?:'([^']*)'|([A-Za-z0-9_]+))\s*:\s*")
    while True:
        while i < len(body) and body[i] in " \t\n,":
            i += 1
        if i >= len(body):
            return out
        if body.startswith("...", i):
            raise ValueError("spread in token object: " + body[i:i + 60])
        m = key_re.match(body, i)
        assert m, "unexpected text " + body[i:i + 60]
        key, i = m.group(1) or m.group(2), m.end()
        if body[i] in "'\"":
            end = body.index(body[i], i + 1)
            value, i = body[i + 1:end], end + 1
        elif body[i] == "{":
            inner, i = block(body, i)
            value = dict(entries(inner))
        else:
            m = re.compile(r"[^,\n]+").match(body, i)
            value, i = m.group(0).strip(), m.end()
        out.append((key, value))


def object_after(text, marker):
    return entries(block(text, text.index(marker))[0])


def main(repo):
    palette = object_after(read(repo, "core/palette-values.ts"), "const paletteTokens")
    base = {}
    for name, value in palette:
        color = css_color(value)
        assert isinstance(value, str) and color, name
        base[name] = color

    vr = read(repo, "visual-refresh/color-palette.ts")
    # The deprecated palette tokens: a pick of the core palette by name (no values of their own).
    pick = re.findall(r"'(color[A-Za-z0-9]+)'", block(vr, vr.index("const tokens"))[0])
    assert all(n in base for n in pick), "a picked palette token is not in the core palette"
    groups = dict(object_after(vr, "const referenceTokens"))["color"]
    layers = []  # (name, {mode: value}, semantic)
    for group, steps in groups.items():
        for step, value in steps.items():
            layers.append(("color" + group[0].upper() + group[1:] + step, {m: value for m in THEMES}, False))
    for path in ("visual-refresh/color-charts.ts", "visual-refresh/color-severity.ts", "visual-refresh/colors.ts"):
        for name, value in object_after(read(repo, path), "const tokens"):
            modes = value if isinstance(value, dict) else {m: value for m in THEMES}
            assert set(modes) == set(THEMES), name
            layers.append((name, modes, True))

    def convert(value):
        """A reference name, a color value, or None (no color)."""
        for pattern in (REFERENCE, PALETTE_EXPR):
            m = pattern.match(value)
            if m:
                return m.group(1)
        return css_color(value)

    tables = {m: {} for m in THEMES}
    semantic, left_out = [], []
    for name, modes, is_semantic in layers:
        converted = {m: convert(modes[m]) for m in THEMES}
        if CATEGORICAL.match(name) or all(v is None for v in converted.values()):
            left_out.append(name)
            continue
        assert all(v is not None for v in converted.values()), "a color in one mode only: " + name
        for m in THEMES:
            tables[m][name] = converted[m]
        if is_semantic and not SCALE.match(name):
            semantic.append(name)
    # The chart hue scale steps: kept only where a kept token references them.
    referenced = {v for m in THEMES for v in tables[m].values() if isinstance(v, str)}
    for name in [n for n in tables["light"] if SCALE.match(n)]:
        if name not in referenced:
            left_out.append(name)
            for m in THEMES:
                del tables[m][name]
    light, dark = tables["light"], tables["dark"]
    for theme in (light, dark):
        for name, value in theme.items():
            assert not isinstance(value, str) or value in base or value in theme, name + " refers to " + value

    def resolved(theme, name, seen=()):
        assert name not in seen, "reference cycle at " + name
        value = theme.get(name, base.get(name))
        return resolved(theme, value, seen + (name,)) if isinstance(value, str) else value

    for theme in (light, dark):
        for name in theme:
            resolved(theme, name)
    clear = [n for n in semantic if all(resolved(t, n).get("alpha") == 0 for t in (light, dark))]
    # Cloudscape's CTI naming (Category > Type > Item > State, "color > background > input >
    # disabled"): the Type is what the token paints. A background is not paired as a foreground
    # (whatever its item: colorBackgroundLayoutPanelContent, colorBackgroundVisualAccent*), and a
    # text whose Item and State name a background (colorText<X> beside colorBackground<X>, not
    # fully transparent; a name without a State is the Default one: colorTextAvatar beside
    # colorBackgroundAvatarDefault, colorTextHomeHeaderDefault beside colorBackgroundHomeHeader)
    # is paired with that background instead of the pages — but for the status texts, which
    # Cloudscape documents on the page ("form field error text and error status indicators") as
    # well as on their status backgrounds ("error alerts"): those get both.
    backgrounds = [n for n in semantic if words(n)[1] == "background"]
    own = {}
    for name in semantic:
        if name.startswith("colorText"):
            item = name[len("colorText"):]
            for candidate in (item, item + "Default", item[:-len("Default")] if item.endswith("Default") else None):
                background = "colorBackground" + candidate if candidate else None
                if background in semantic and background not in clear:
                    own[name] = background
                    break
    for name, (backdrops, minimum) in PLACED.items():
        assert name in semantic and all(b in semantic for b in backdrops), name
    pairs = []
    for pair in named_pairs([n for n in semantic if n not in clear + backgrounds], PAGES):
        name = pair["foreground"]
        if name not in PLACED and (name not in own or name.startswith("colorTextStatus")):
            pairs.append(pair)
    placed = [(p["foreground"], own[p["foreground"]], p["minimum"]) for p in named_pairs(list(own), PAGES[:1])
              if p["foreground"] not in PLACED]
    placed += [(name, b, minimum) for name, (backdrops, minimum) in PLACED.items() for b in backdrops]
    for name, background, minimum in placed:
        pair = {"foreground": name, "background": background, "minimum": minimum}
        # A translucent background is seen over the page.
        if any(resolved(t, background).get("alpha", 1) < 1 for t in (light, dark)):
            pair["over"] = [PAGES[0]]
        pairs.append(pair)

    folder = write_system("cloudscape", light, dark, pairs, base=base)
    differ = sum(light[n] != dark[n] for n in light)
    print(folder, "—", len(base), "palette colors;", len(light), "tokens per theme (", len(light) - len(semantic),
          "reference/chart-scale,", len(semantic), "semantic ),", differ, "differ between modes;",
          pair_counts(pairs) + ";", len(left_out), "left out:",
          " ".join(n for n in left_out if not CATEGORICAL.match(n) and not SCALE.match(n)))


if __name__ == "__main__":
    main(sys.argv[1])
