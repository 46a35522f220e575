#!/usr/bin/env python3
"""Twilio Paste design tokens (github.com/twilio-labs/paste, MIT) → Corpus/paste, a held-out system.

Input: the Theo (YAML) sources of packages/paste-design-tokens — the default theme
tokens/tokens.yml and the dark theme tokens/themes/dark/tokens.yml with every file they import
(read with PyYAML) — and the package's own test snapshot
__tests__/__snapshots__/index.test.tsx.snap (what Theo builds from those sources), which the
conversion is checked against.

Theo's rule, as the files use it: a file's props are those of its imports, in order, then its
own (a prop of the same name replaces the imported one); its aliases likewise; `{!name}` in a
value is the alias `name`. The dark files import the default ones and restate the props and
aliases they change. Only color props are converted (`type: color`: background-color,
border-color, text-color, data-visualization, and the `color-gray-*` palette props); every one
is a reference to an alias, kept as a reference, so Paste's token names are unchanged
(`color-text-weak` → `palette.gray.60`); the aliases are placed in DTCG groups by their own
naming (`palette-gray-60` → palette.gray.60: see `group_path`), so the palette's ramps are groups, as
in every other corpus system. The aliases are Paste's palette
(aliases/color.yml, aliases/color-palette.yml, themes/dark/aliases/color-palette.yml):
those both themes define with the same value go to base/palette, those they define with
different values to both theme files, those only one theme defines are left out and counted.
A hex alias is written as its hex, `rgba(r, g, b, a)` as that color at that alpha.

Pairs are Paste's own: a color prop's `text_contrast_pairing` lists the backgrounds it must pass
on as text (WCAG AA, 4.5:1) and `uicontrol_contrast_pairing` those it must pass on as a UI
control or icon (3:1), minimum "text" and "non-text". As in Paste's own checker
(packages/paste-color-contrast-utils), the pairings are read from the default theme and
checked in every theme. `data_visualization_contrast_pairing` (data-visualization colors
against their neighbours, not against a background) is left out.

Run: python3 Scripts/corpus/paste.py /path/to/paste   (a checkout, or a folder holding
packages/paste-design-tokens from one)
"""
import json
import os
import re
import sys

import yaml

from corpus import hex_value, srgb_value, write_system

PACKAGE = os.path.join("packages", "paste-design-tokens")
THEMES = {"light": "tokens/tokens.yml", "dark": "tokens/themes/dark/tokens.yml"}
SNAPSHOT_TITLES = {"light": "Global", "dark": "Dark"}
ALIAS_FILES = ["tokens/aliases/color.yml", "tokens/aliases/color-palette.yml",
               "tokens/themes/dark/aliases/color-palette.yml"]
PAIRINGS = (("text_contrast_pairing", "text"), ("uicontrol_contrast_pairing", "non-text"))


def load(path):
    """(aliases, props) of a Theo file with its imports: imports first, in order, then its own;
    each prop carries its file's `global` fields (type, category) unless it sets them."""
    document = yaml.safe_load(open(path)) or {}
    aliases, props = {}, {}
    for include in document.get("imports") or []:
        more_aliases, more_props = load(os.path.normpath(os.path.join(os.path.dirname(path), include)))
        aliases.update(more_aliases)
        props.update(more_props)
    aliases.update(document.get("aliases") or {})
    shared = document.get("global") or {}
    for name, prop in (document.get("props") or {}).items():
        props[name] = {**shared, **prop}
    return aliases, props


def color(text):
    """A DTCG color value from a hex or rgba() alias value."""
    text = str(text).strip()
    m = re.fullmatch(r"rgba?\(\s*([0-9.]+)\s*,\s*([0-9.]+)\s*,\s*([0-9.]+)\s*(?:,\s*([0-9.]+)\s*)?\)", text)
    if m:
        r, g, b = (float(x) for x in m.groups()[:3])
        return srgb_value(r, g, b, float(m.group(4)) if m.group(4) else 1.0)
    assert re.fullmatch(r"#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?", text), "not a color: " + text
    return hex_value(text)


def channels(value):
    """0-255 channels and alpha of a DTCG color value."""
    return [c * 255 for c in value["components"]] + [value.get("alpha", 1.0)]


def snapshot(folder, title):
    """The resolved theme Theo wrote into the package's jest snapshot: name → CSS value."""
    text = open(os.path.join(folder, "__tests__", "__snapshots__", "index.test.tsx.snap")).read()
    start = text.index("matches the %s theme 1`] = `" % title)
    body = text[start:].split("`", 2)[2].split("`;")[0].strip()
    return json.loads(body.strip('"').replace('\\\\"', '"'))


def group_path(alias):
    """A palette alias's place as a DTCG group path, read from Paste's own naming (as carbon.py reads
    `blue60` as carbon.blue.60): `palette-blue-60` → palette.blue.60 (a step of the blue ramp),
    `palette-blue-60-transparent-10` → palette.blue-60-transparent.10 (an alpha step of one color),
    `palette-black-transparent-10` → palette.black-transparent.10; any other alias (`black`,
    `amaranth`, `ink-accent`) a loose color of the group palette. Names stay Paste's otherwise."""
    m = re.fullmatch(r"palette-([a-z]+)-(\d+)", alias)
    if m:
        return "palette.%s.%s" % m.groups()
    m = re.fullmatch(r"palette-([a-z]+(?:-\d+)?-transparent)-(\d+)", alias)
    if m:
        return "palette.%s.%s" % m.groups()
    return "palette." + alias


def main(repo):
    folder = os.path.join(repo, PACKAGE) if os.path.isdir(os.path.join(repo, PACKAGE)) else repo
    color_aliases = set()
    for path in ALIAS_FILES:
        color_aliases.update((yaml.safe_load(open(os.path.join(folder, path))) or {}).get("aliases") or {})
    aliases, props = {}, {}
    for theme, path in THEMES.items():
        aliases[theme], props[theme] = load(os.path.join(folder, path))
    names = [n for n, p in props["light"].items() if p.get("type") == "color"]
    assert names and sorted(names) == sorted(n for n, p in props["dark"].items() if p.get("type") == "color"), \
        "the two themes must have the same color props"

    palette = {theme: {n: color(v) for n, v in aliases[theme].items() if n in color_aliases} for theme in THEMES}
    both = [n for n in palette["light"] if n in palette["dark"]]
    dropped = sorted(n for theme in THEMES for n in palette[theme] if n not in both)
    per_theme = [n for n in both if palette["light"][n] != palette["dark"][n]]
    base = {n: palette["light"][n] for n in both if n not in per_theme}

    out = {}
    for theme in THEMES:
        table = {n: palette[theme][n] for n in per_theme}
        expected = snapshot(folder, SNAPSHOT_TITLES[theme])
        for name in names:
            value = str(props[theme][name]["value"])
            m = re.fullmatch(r"\{!([^{}]+)\}", value)
            if m:
                assert m.group(1) in both, "%s (%s) refers to %s, not a palette alias of both themes" % (
                    name, theme, m.group(1))
                table[name] = m.group(1)
                resolved = palette[theme][m.group(1)]
            else:
                table[name] = resolved = color(value)
            built = color(expected[name])
            assert all(abs(a - b) <= 0.5 for a, b in zip(channels(resolved), channels(built))), \
                "%s (%s) is %s here, %s in Theo's build" % (name, theme, resolved["hex"], expected[name])
        out[theme] = table

    pairs, seen, unknown = [], set(), []
    for name in names:
        for key, minimum in PAIRINGS:
            for background in props["light"][name].get(key) or []:
                if background not in props["light"] or props["light"][background].get("type") != "color":
                    unknown.append("%s on %s" % (name, background))
                    continue
                if (name, background, minimum) in seen:
                    continue
                seen.add((name, background, minimum))
                pairs.append({"foreground": name, "background": background, "minimum": minimum})
    text = sum(1 for p in pairs if p["minimum"] == "text")
    # Palette aliases at their group paths, the references to them with them.
    def placed(table):
        return {(group_path(n) if n in palette["light"] or n in palette["dark"] else n):
                (group_path(v) if isinstance(v, str) else v) for n, v in table.items()}
    written = write_system("paste", placed(out["light"]), placed(out["dark"]), pairs, base=placed(base))
    print(written, len(names), "color tokens per theme (every one matches Theo's build in both themes),",
          len(base), "shared palette aliases,", len(per_theme), "per-theme:", ", ".join(per_theme) or "none", ";",
          len(dropped), "aliases only one theme has, left out;", len(pairs), "pairs (%d text, %d non-text);" % (
              text, len(pairs) - text), len(unknown), "pairings naming no color token:", ", ".join(unknown) or "none")


if __name__ == "__main__":
    main(sys.argv[1])
