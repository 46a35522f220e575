#!/usr/bin/env python3
"""PatternFly design tokens (github.com/patternfly/design-tokens, MIT) → Corpus/patternfly, a held-out system.

Input, from a checkout of patternfly/design-tokens (or a folder holding these paths from one):
the Style Dictionary sources of the default theme, packages/module/tokens/default/light/
(palette.color.json, base.json, semantic.json), and of the hand-made dark theme,
packages/module/tokens/default/dark/ (palette.color.json, base.dark.json, semantic.dark.json);
and, to check the conversion against, the CSS the package builds from them,
packages/module/build/css/tokens-palette.scss, tokens-default.scss and tokens-dark.scss (the
files patternfly/patternfly ships as src/patternfly/base/tokens/).

PatternFly's token layers: the palette (`color.blue.50`, the same file in both themes) → base
tokens (`global.background.color.100` in the default theme, `global.dark.background.color.100`
in the dark one: the two themes name their base layer differently) → semantic tokens
(`global.background.color.primary.default`, the same names in the same order in both themes;
some refer to other semantic tokens). Converted:
  - the palette to base/palette as patternfly.<family>.<step> (`color.blue.50` →
    patternfly.blue.50, `color.white` → patternfly.white), in the file's order;
  - every semantic color token that is a single color in both themes, named by its path
    (`global.background.color.primary.default`, PatternFly's CSS name without `--pf-t--`, `--`
    read as "."), in the file's order, in theme/light and theme/dark. Each is followed through
    the semantic and base layers of its own theme down to the palette and written as a reference
    to that palette color; a chain that ends in a literal (`rgba(…)` or a hex not in the
    palette) is written as that literal. The intermediate layers are not kept (their names
    differ between the themes). No value is adjusted.
Left out: non-color semantic tokens (`global.background.filter.glass.blur.primary`), and the
glass tokens, which the package's build sets to `initial` in both the default and the dark CSS
(build.js, setGlassTokensToInitial: they have a color only in the glass themes); the base layer
itself; the chart tokens (charts.json, category `chart`, not `global`).

Pairs: PatternFly publishes no contrast pairs, so they are
  1. the corpus rule (corpus.named_pairs) with the two page backgrounds PatternFly's
     descriptions give: global.background.color.primary.default ("Use as the primary background
     color for UI content such as cards, page sections, and other content areas.") and
     global.background.color.secondary.default ("… Secondary background color is also used for
     our UI shell backgrounds (nav, masthead, etc)."), with `clicked` (PatternFly's word for the
     pressed state) read as a state word; a foreground that is fully transparent or whose source
     value, in both themes, is the first page itself (a divider "to look like negative space")
     has no contrast to keep and is not paired;
  2. the backgrounds PatternFly's names put a text, icon or border token on: `on-X` in a
     foreground's name is the X of its own family — global.{text,icon}.color[.<family>].on-X[.<sub>].<state>
     on global.color[.<family>].X[.<sub>].<state> (`on-default` being the family's own color:
     status.unread.on-default.hover on global.color.status.unread.hover), and, when the family
     has no such color, global.background.color.X (global.border.color.on-secondary on
     global.background.color.secondary.default, global.text.color.on-highlight on
     global.background.color.highlight.default); global.{text,icon}.color.inverse ("placed on
     an inverse background color") on global.background.color.inverse.default. A foreground
     with a state segment (default, hover, clicked) goes on the background of the same state,
     one without on the background's `default`. `on-disabled` is not paired (disabled
     controls need no contrast, as named_pairs leaves out disabled foregrounds), nor are the
     global.color.status.read.on-* colors (badge fills, not text, icons or borders).
Text tokens need "text", icons and borders "non-text".

Run: python3 Scripts/corpus/patternfly.py /path/to/design-tokens
"""
import json
import os
import re
import sys

from corpus import hex_value, named_pairs, srgb_value, words, write_system

PACKAGE = os.path.join("packages", "module")
THEMES = {
    "light": ("tokens/default/light", ["palette.color.json", "base.json", "semantic.json"], "tokens-default.scss"),
    "dark": ("tokens/default/dark", ["palette.color.json", "base.dark.json", "semantic.dark.json"], "tokens-dark.scss"),
}
PAGES = ["global.background.color.primary.default", "global.background.color.secondary.default"]
STATES = ["default", "hover", "clicked"]  # PatternFly's state segments
REFERENCE = re.compile(r"\{([^{}]+)\}")
RGBA = re.compile(r"rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)")
HEX = re.compile(r"#[0-9a-fA-F]{6}")


def tokens(path):
    """name → token of a Style Dictionary file, in file order (a node with a `value` is a token)."""
    found = {}

    def walk(node, trail):
        if "value" in node:
            found[".".join(trail)] = node
            return
        for key, child in node.items():
            if isinstance(child, dict):
                walk(child, trail + [key])
    walk(json.load(open(path)), [])
    return found


def color(text):
    """A literal color (#rrggbb or rgba(…)) as a DTCG color value; None when not a color."""
    text = str(text).strip()
    if HEX.fullmatch(text):
        return hex_value(text)
    m = RGBA.fullmatch(text)
    if m:
        r, g, b = (float(x) for x in m.groups()[:3])
        return srgb_value(r, g, b, float(m.group(4)) if m.group(4) else 1.0)
    return None


def palette_path(name):
    """`color.blue.50` → patternfly.blue.50, `color.white` → patternfly.white."""
    assert name.startswith("color."), name
    return "patternfly." + name[len("color."):]


def resolve(name, table, palette):
    """(palette name or literal value, the chain of names followed) for a token of a theme."""
    chain = [name]
    while True:
        value = str(table[chain[-1]]["value"]).strip()
        m = REFERENCE.fullmatch(value)
        if not m:
            literal = color(value)
            if literal is None:
                return None, chain
            return literal, chain
        target = m.group(1)
        if target in palette:
            return target, chain + [target]
        assert target in table, "%s refers to unknown %s" % (chain[-1], target)
        assert target not in chain, "reference cycle through " + target
        chain.append(target)


def css_values(path):
    """--pf-t--… custom properties of a built SCSS file: name → value text."""
    return dict(re.findall(r"^\s*--pf-t--([\w-]+):\s*([^;]+);", open(path).read(), re.M))


def css_resolve(name, *layers):
    """A custom property's value through var() chains, the later layers overriding the earlier."""
    merged = {}
    for layer in layers:
        merged.update(layer)
    value = merged[name]
    while True:
        m = re.fullmatch(r"var\(--pf-t--([\w-]+)\)", value.strip())
        if not m:
            return value.strip()
        value = merged[m.group(1)]


def same(a, b):
    return all(abs(x - y) < 1e-6 for x, y in zip(a["components"], b["components"])) and \
        abs(a.get("alpha", 1.0) - b.get("alpha", 1.0)) < 1e-4


def main(repo):
    folder = os.path.join(repo, PACKAGE) if os.path.isdir(os.path.join(repo, PACKAGE)) else repo
    loaded = {}
    for theme, (sub, files, _) in THEMES.items():
        loaded[theme] = [tokens(os.path.join(folder, sub, f)) for f in files]
    palette = loaded["light"][0]
    assert palette == loaded["dark"][0], "the two themes' palette files differ"
    for name, entry in palette.items():
        assert color(entry["value"]) is not None and HEX.fullmatch(entry["value"]), "palette %s: %r" % (
            name, entry["value"])
    semantic = {theme: loaded[theme][2] for theme in THEMES}
    assert list(semantic["light"]) == list(semantic["dark"]), "the two themes' semantic names differ"
    tables = {theme: {**loaded[theme][1], **loaded[theme][2]} for theme in THEMES}
    assert all(len(tables[t]) == len(loaded[t][1]) + len(loaded[t][2]) for t in THEMES), "base and semantic overlap"

    built = {t: css_values(os.path.join(folder, "build", "css", THEMES[t][2])) for t in THEMES}
    built_palette = css_values(os.path.join(folder, "build", "css", "tokens-palette.scss"))

    names, left_out, chains, themes = [], [], {t: {} for t in THEMES}, {t: {} for t in THEMES}
    for name in semantic["light"]:
        glass_initial = any(built[t].get(name.replace(".", "--")) == "initial" for t in THEMES)
        kinds = {semantic[t][name]["type"] for t in THEMES}
        resolved = {t: resolve(name, tables[t], palette) for t in THEMES}
        if kinds != {"color"} or glass_initial or any(v is None for v, _ in resolved.values()):
            left_out.append(name)
            continue
        names.append(name)
        for t in THEMES:
            value, chain = resolved[t]
            chains[t][name] = chain
            if isinstance(value, str):
                themes[t][name] = palette_path(value)
            else:
                assert not any(value["hex"] == str(e["value"]).lower() and "alpha" not in value
                               for e in palette.values()), "%s: a literal that is a palette color" % name
                themes[t][name] = value
    groups = {".".join(n.split(".")[:i]) for n in names for i in range(1, len(n.split(".")))}
    assert not groups & set(names), "a token name is also a group: %s" % sorted(groups & set(names))

    base = {palette_path(n): hex_value(e["value"]) for n, e in palette.items()}

    # Check against PatternFly's own build: every converted token resolves there to the same color.
    checked = 0
    for t in THEMES:
        layers = [built_palette] + ([built["light"]] if t == "dark" else []) + [built[t]]
        for name in names:
            css = color(css_resolve(name.replace(".", "--"), *layers))
            value = themes[t][name]
            mine = base[value] if isinstance(value, str) else value
            assert css is not None and same(css, mine), "%s (%s): %s here, %s in the build" % (
                name, t, mine["hex"], css_resolve(name.replace(".", "--"), *layers))
            checked += 1

    # 1. The corpus rule on the two pages, `clicked` read as a state word, without foregrounds that
    #    are transparent or are the first page itself.
    def transparent(name):
        return all(isinstance(themes[t][name], dict) and themes[t][name].get("alpha", 1.0) == 0 for t in THEMES)

    def is_page(name):
        return all(len(chains[t][name]) > 1 and chains[t][name][1] == PAGES[0] for t in THEMES)
    pairs = [p for p in named_pairs(names, PAGES) if "clicked" not in words(p["foreground"])
             and not transparent(p["foreground"]) and not is_page(p["foreground"])]
    skipped_named = [n for n in names
                     if (transparent(n) or is_page(n)) and n.split(".")[1] in ("text", "icon", "border")]
    named = len(pairs)

    # 2. The backgrounds the names put foregrounds on.
    seen = {(p["foreground"], p["background"]) for p in pairs}
    for name in names:
        parts = name.split(".")
        kind = parts[1]
        if kind not in ("text", "icon", "border") or parts[2] != "color":
            continue
        rest = parts[3:]
        state = rest[-1] if rest[-1] in STATES else None
        stem = rest[:-1] if state else rest
        if stem == ["inverse"]:
            wanted = ["global.background.color.inverse"]
        else:
            on = [i for i, part in enumerate(stem) if part.startswith("on-")]
            if not on or stem[on[0]] == "on-disabled":
                continue
            i = on[0]
            x = stem[i][len("on-"):]
            family = stem[:i] + ([] if x == "default" else [x]) + stem[i + 1:]
            wanted = ["global.color." + ".".join(family), "global.background.color." + ".".join(family)]
        found = [c + "." + (state or "default") for c in wanted if c + "." + (state or "default") in themes["light"]]
        assert found, "%s names no background found" % name
        if (name, found[0]) not in seen:
            seen.add((name, found[0]))
            pairs.append({"foreground": name, "background": found[0],
                          "minimum": "text" if kind == "text" else "non-text"})

    written = write_system("patternfly", themes["light"], themes["dark"], pairs, base=base)
    text = sum(1 for p in pairs if p["minimum"] == "text")
    literal = {t: sum(1 for v in themes[t].values() if isinstance(v, dict)) for t in THEMES}
    print("%s: %d palette colors; %d semantic colors per theme (%d literal in light, %d in dark; %d resolutions "
          "match the built CSS); left out: %s; %d pairs (%d text, %d non-text; %d by named_pairs, %d by on-names; "
          "not paired with the page: %s)" % (
              written, len(base), len(names), literal["light"], literal["dark"], checked, ", ".join(left_out),
              len(pairs), text, len(pairs) - text, named, len(pairs) - named, ", ".join(skipped_named)))


if __name__ == "__main__":
    main(sys.argv[1])
