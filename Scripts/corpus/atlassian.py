#!/usr/bin/env python3
"""Atlassian design tokens (@atlaskit/tokens, Apache-2.0) → Corpus/atlassian, a held-out system.

Input: the two build outputs of the package that list every token of a theme with its resolved
value and the value its source file gives it — src/artifacts/tokens-raw/atlassian-light.tsx and
src/artifacts/tokens-raw/atlassian-dark.tsx (`const tokens = [ … ]`, a JSON array; each entry
has `attributes` {group, state, description}, `value` (the resolved value), `original.value`
(the source value: a palette name such as `Blue700`, a literal `#rrggbb[aa]`, or the keyword
`transparent`) and `cleanName` (the token's name, `color.text`; older builds only have `name`,
`color.text.[default]`, from which `[default]` segments are dropped). The dark theme is
Atlassian's own, written by hand in src/tokens/atlassian-dark/.

Converted: every token that is active (`state: active`), a single color (`group: paint`, value a
hex color) and named color.* or elevation.* — in the light file's order; the dark file must list
the same names. Left out: shadows (`group: shadow`, several layers each), opacities, the raw
`utility.UNSAFE.transparent` and `utility.elevation.surface.current` (a runtime placeholder for
the surface a parent sets, valued as elevation.surface). A token whose name is also a group
(`color.text` beside `color.text.subtle`) is written as that group's `$root`.

Values: a palette name is a reference to base/palette (`Blue700` → atlassian.blue.700,
`Neutral300A` → atlassian.neutralAlpha.300, `DarkNeutral250` → atlassian.darkNeutral.250);
a literal or `transparent` is the build's resolved color. The palette is every palette name the
two themes use, with the color the build resolved it to (checked to be the same everywhere it
is used, in both themes; no value is adjusted).

Pairs: Atlassian ships no pair list its themes are held to (src/artifacts/generated-pairs.tsx is
"Not currently used by tests", see SOURCE.md), so pairs come from
  1. the corpus rule (corpus.named_pairs) with the pages the source describes as backgrounds of
     the UI — the surfaces whose description says "background for the UI": elevation.surface
     ("Use as the primary background for the UI.") and elevation.surface.sunken ("A secondary
     background for the UI …");
  2. the backgrounds a text, link, icon or border token's own description puts it on: "on bold
     backgrounds" → every resting color.background.<role>.bold except a role that has its own
     "on bold <role> backgrounds" token (warning); "on bold <role> backgrounds" →
     color.background.<role>.bold; "on <emphases> <hue> accent backgrounds" →
     color.background.accent.<hue>.<emphasis> for each named emphasis ("non-bold" = subtlest,
     subtler and subtle). "On non-bold backgrounds" with no hue names no background and gives no
     pair. Text and link tokens need "text", icons and borders "non-text".

Run: python3 Scripts/corpus/atlassian.py /path/to/atlassian-frontend-mirror   (a checkout, or a
folder holding design-system/tokens/src/artifacts/tokens-raw/ from one)
"""
import json
import os
import re
import sys

from corpus import hex_value, named_pairs, write_system

PACKAGE = os.path.join("design-system", "tokens")
THEMES = {"light": "atlassian-light.tsx", "dark": "atlassian-dark.tsx"}
# Palette families in the order of Atlassian's palette file; `A` steps are the alpha family.
FAMILIES = ["Blue", "Red", "Yellow", "Green", "Purple", "Teal", "Orange", "Magenta", "Lime", "DarkNeutral",
            "Neutral"]
PALETTE_NAME = re.compile(r"(%s)(-?\d+)(A?)" % "|".join(FAMILIES))
HEX = re.compile(r"#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?")
ACCENT_EMPHASES = ["subtlest", "subtler", "subtle", "bolder"]


def load(path):
    """The token entries of a tokens-raw file."""
    text = open(path).read()
    start = text.index("[", text.index("const tokens"))
    return json.loads(text[start:text.rindex("]") + 1])


def clean_name(entry):
    return entry.get("cleanName") or ".".join(p for p in entry["name"].split(".") if p != "[default]")


def is_converted(entry):
    name = clean_name(entry)
    return (entry["attributes"].get("state") == "active" and entry["attributes"].get("group") == "paint"
            and name.split(".")[0] in ("color", "elevation") and isinstance(entry["value"], str)
            and HEX.fullmatch(entry["value"]) is not None)


def palette_path(name):
    """`Blue700` → atlassian.blue.700, `Neutral300A` → atlassian.neutralAlpha.300."""
    family, step, alpha = PALETTE_NAME.fullmatch(name).groups()
    group = family[0].lower() + family[1:] + ("Alpha" if alpha else "")
    return "atlassian.%s.%s" % (group, step)


def palette_key(name):
    family, step, alpha = PALETTE_NAME.fullmatch(name).groups()
    return FAMILIES.index(family), bool(alpha), int(step)


def described_backgrounds(description, backgrounds, bold_roles_with_own_inverse):
    """The resting backgrounds a foreground's description puts it on (see the module docstring)."""
    m = re.search(r"\bon ((?:[a-z-]+ )+?)backgrounds\b", description or "")
    if not m:
        return []
    words = m.group(1).split()
    accent = "accent" in words
    emphases = [w for w in words if w in ("subtlest", "subtler", "subtle", "bold", "bolder", "non-bold")]
    roles = [w for w in words if w not in emphases and w not in ("accent", "and")]
    if len(roles) > 1 or not emphases:
        return []
    role = roles[0] if roles else None
    if accent:
        if role is None:
            return []
        wanted = [e for e in ACCENT_EMPHASES if e != "bolder"] if "non-bold" in emphases else emphases
        found = ["color.background.accent.%s.%s" % (role, e) for e in wanted]
    elif emphases == ["bold"]:
        if role is None:
            found = [b for b in backgrounds if re.fullmatch(r"color\.background\.([a-z]+)\.bold", b)
                     and b.split(".")[2] not in bold_roles_with_own_inverse]
        else:
            found = ["color.background.%s.bold" % role]
    else:
        return []
    assert all(b in backgrounds for b in found), "description names an unknown background: %s" % description
    return found


def main(repo):
    folder = os.path.join(repo, PACKAGE) if os.path.isdir(os.path.join(repo, PACKAGE)) else repo
    raw = os.path.join(folder, "src", "artifacts", "tokens-raw")
    entries = {theme: load(os.path.join(raw, file)) for theme, file in THEMES.items()}
    converted = {theme: [e for e in entries[theme] if is_converted(e)] for theme in THEMES}
    names = [clean_name(e) for e in converted["light"]]
    assert names == [clean_name(e) for e in converted["dark"]], "the two themes must convert the same names"
    skipped = [clean_name(e) for e in entries["light"] if not is_converted(e)]

    # A name that is also a group is written as the group's $root.
    groups = {".".join(n.split(".")[:i]) for n in names for i in range(1, len(n.split(".")))}
    final = {n: n + ".$root" if n in groups else n for n in names}

    palette, themes = {}, {}
    for theme in THEMES:
        table = {}
        for entry in converted[theme]:
            source, value = entry["original"]["value"], entry["value"]
            if isinstance(source, str) and PALETTE_NAME.fullmatch(source):
                assert palette.setdefault(source, value.upper()) == value.upper(), \
                    "%s resolves to %s and %s" % (source, palette[source], value)
                table[final[clean_name(entry)]] = palette_path(source)
            else:
                assert source == "transparent" or HEX.fullmatch(source), "unreadable value %r" % source
                table[final[clean_name(entry)]] = hex_value(value)
        themes[theme] = table
    base = {palette_path(n): hex_value(palette[n]) for n in sorted(palette, key=palette_key)}

    # Pairs: the corpus rule on the UI backgrounds, then the backgrounds the descriptions name.
    descriptions = {clean_name(e): e["attributes"].get("description", "") for e in converted["light"]}
    pages = [n for n in names if n.startswith("elevation.surface") and "background for the UI" in descriptions[n]]
    pairs = named_pairs([final[n] for n in names], [final[p] for p in pages])
    backgrounds = [n for n in names if n.startswith("color.background.")]
    own_inverse = {m.group(1) for n in names for m in [re.search(r"\bon bold ([a-z]+) backgrounds", descriptions[n])]
                   if m}
    seen = {(p["foreground"], p["background"]) for p in pairs}
    described = 0
    for n in names:
        kind = n.split(".")[1] if n.startswith("color.") else None
        if kind not in ("text", "link", "icon", "border"):
            continue
        for b in described_backgrounds(descriptions[n], backgrounds, own_inverse):
            pair = (final[n], final[b])
            if pair in seen:
                continue
            seen.add(pair)
            described += 1
            pairs.append({"foreground": final[n], "background": final[b],
                          "minimum": "text" if kind in ("text", "link") else "non-text"})

    folder = write_system("atlassian", themes["light"], themes["dark"], pairs, base=base)
    text = sum(1 for p in pairs if p["minimum"] == "text")
    print("%s: %d palette colors, %d semantic colors per theme (%d literal in light, %d in dark), %d entries "
          "left out (%s); pages %s; %d pairs (%d text, %d non-text; %d from descriptions)" % (
              folder, len(base), len(names), sum(1 for v in themes["light"].values() if not isinstance(v, str)),
              sum(1 for v in themes["dark"].values() if not isinstance(v, str)), len(skipped), ", ".join(skipped),
              ", ".join(pages), len(pairs), text, len(pairs) - text, described))


if __name__ == "__main__":
    main(sys.argv[1])
