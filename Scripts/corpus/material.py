#!/usr/bin/env python3
"""Material 3 baseline scheme (github.com/material-foundation/material-tokens, Apache-2.0) → Corpus/material.

Input: css/palette.css (the baseline tonal palettes, md.ref.palette.<palette>.<tone>) and
css/theme/light.css / dark.css (the light and dark color roles, each a reference to a tone
or to another role). The palettes are shared (base/palette); the roles are per theme
(md.sys.color.<role>). Values and references unchanged.

Pairs are Material's own: a role named on-X is read on role X (on-primary on primary,
on-surface-variant on surface-variant, inverse-on-surface on inverse-surface, ...), minimum
text; outline on surface and background, minimum non-text.

Run: python3 Scripts/corpus/material.py /path/to/material-tokens
"""
import os
import re
import sys

from corpus import hex_value, write_system


def main(repo):
    palette = open(os.path.join(repo, "css", "palette.css")).read()
    base = {}
    for name, tone, value in re.findall(r"--md-ref-palette-([a-z-]+?)(\d+):\s*(#[0-9a-fA-F]+)", palette):
        base["md.ref.palette.%s.%s" % (name, tone)] = hex_value(value)
    themes = {}
    for theme in ("light", "dark"):
        css = open(os.path.join(repo, "css", "theme", theme + ".css")).read()
        roles = {}
        for role, target in re.findall(r"--md-sys-color-([a-z-]+):\s*var\(--md-([a-z0-9-]+)\)", css):
            m = re.fullmatch(r"ref-palette-([a-z-]+?)(\d+)", target)
            roles["md.sys.color." + role] = ("md.ref.palette.%s.%s" % m.groups() if m
                                             else "md.sys.color." + target[len("sys-color-"):])
        themes[theme] = roles
    light = dict(sorted(themes["light"].items()))
    dark = {name: themes["dark"][name] for name in light}
    pairs = []
    for name in light:
        role = name[len("md.sys.color."):]
        if role.startswith("on-") and "md.sys.color." + role[3:] in light:
            pairs.append({"foreground": name, "background": "md.sys.color." + role[3:], "minimum": "text"})
        if role.startswith("inverse-on-") and "md.sys.color.inverse-" + role[11:] in light:
            pairs.append({"foreground": name, "background": "md.sys.color.inverse-" + role[11:], "minimum": "text"})
    for bg in ("surface", "background"):
        pairs.append({"foreground": "md.sys.color.outline", "background": "md.sys.color." + bg, "minimum": "non-text"})
    print(write_system("material", light, dark, pairs, base=base), len(light), "roles,", len(base), "tones,",
          len(pairs), "pairs")


if __name__ == "__main__":
    main(sys.argv[1])
