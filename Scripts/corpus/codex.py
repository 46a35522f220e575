#!/usr/bin/env python3
"""Wikimedia Codex design tokens, WikimediaUI theme (github.com/wikimedia/design-codex, GPL-2.0-or-later) → Corpus/codex, a held-out system.

Input: packages/codex-design-tokens/src of @wikimedia/codex-design-tokens, Style Dictionary JSON
({"value": …} leaves, "comment" strings beside them) in three tiers, which Codex's build
(.style-dictionary/build.js) merges into one tree:
  - themes/wikimedia-ui.json: the option tokens of the WikimediaUI theme, Codex's only theme.
    Its `color` group is the palette (`color.gray100` = #eaecf0, `color.blue700` = #36c, rgba()
    translucents, `transparent`, and `color.accent` = { color.blue700 }), the same in every mode.
  - application.json: the decision tokens (`color.base`, `background-color.interactive--hover`,
    `border-color.progressive`, `box-shadow.color.base`, `outline.color.progressive--focus`,
    `accent-color.base`), each a reference to an option token;
  - components.json: the component tokens (`color.link`, `border-color.input-binary--checked`,
    `background-color.button.quiet--hover`), each a reference to a decision or option token.
The dark mode is modes/dark.json: a subset of the decision tokens with other option references,
which the build lays over application.json ("source" over "include"); every other token,
component tokens included, keeps its value and so follows the overrides through its reference.

Converted: every option color (the theme's `color` group) to base/palette, as a literal or, for
color.accent, as the reference Codex writes; every decision and component token whose value is a
color, in source order (application.json, then components.json), to theme/light and, with the
dark overrides, to theme/dark, each as the one-step reference Codex writes. Names are the JSON
paths (`background-color.interactive--hover`, `box-shadow.color.base`,
`background-color.button.quiet--hover`). Left out: every token whose value is no color
(shorthands such as `border.base` and `outline.base--focus`, shadows, opacities, filters, blend
modes, sizes, fonts, …), the deprecated tokens (`color.base--subtle`, the `wmui-color` aliases),
the other modes (small, large, x-large: font sizes only).

Pairs: Codex publishes no pair list, so they come from the names by the corpus rule, with the
role read from the token's group as Codex's naming defines it (the group is the CSS property the
token is for: `color` text, `border-color` and `outline.color` non-text, `background-color`,
`box-shadow.color` and `accent-color` not paired), the rule's state and elsewhere words kept; on the
three static backgrounds "for page layout, sections" (background-color.base, .neutral,
.neutral-subtle). Two documented pairings replace the pages: color.option-<hue> on
background-color.option-<hue> (and color.link on every option background), and color.base-fixed
on background-color.base-fixed (the -fixed tokens "do not change in dark mode").

Run: python3 Scripts/corpus/codex.py /path/to/design-codex   (a checkout, or a folder holding
packages/codex-design-tokens/src from one)
"""
import json
import os
import re
import sys

from corpus import ELSEWHERE_WORDS, NON_TEXT_WORDS, STATE_WORDS, css_color, named_pairs, pair_counts, words, \
    write_system

SRC = os.path.join("packages", "codex-design-tokens", "src")
REFERENCE = re.compile(r"\{\s*([A-Za-z0-9.-]+)\s*\}")
# The static backgrounds, "Background Colors for static elements (for page layout, sections,
# etc.)" (application.json, background-color.base), but base-fixed, which "does not change in
# dark mode"; base first (the one non-text pairs use).
PAGES = ["background-color.base", "background-color.neutral", "background-color.neutral-subtle"]
# The role of a token by its group, the CSS property it is for (contributing-tokens.md: "The
# name describing the CSS property or category value always comes first"; design-tokens/color.md
# lists the `color` tokens under "Text color").
ROLES = (("color.", "text"), ("border-color.", "non-text"), ("outline.color.", "non-text"),
         ("background-color.", None), ("box-shadow.color.", None), ("accent-color.", None))


def leaves(tree, path=()):
    """(dotted name, token) of every {"value": …} leaf, in file order; "comment" strings skipped."""
    for key, node in tree.items():
        if isinstance(node, dict):
            if "value" in node:
                yield ".".join(path + (key,)), node
            else:
                yield from leaves(node, path + (key,))


def literal(value):
    """A color value of a literal (#rgb, #rrggbb, rgba( r, g, b, a ), transparent), or None."""
    return css_color(value)


def load(repo, name):
    return json.load(open(os.path.join(repo, SRC, name)))


def main(repo):
    theme = list(leaves(load(repo, os.path.join("themes", "wikimedia-ui.json"))))
    decisions = list(leaves(load(repo, "application.json"))) + list(leaves(load(repo, "components.json")))
    dark_mode = dict(leaves(load(repo, os.path.join("modes", "dark.json"))))
    names = [n for n, _ in decisions]
    assert len(set(names)) == len(names), "a decision or component token is defined twice"
    assert set(dark_mode) <= set(names), "the dark mode overrides an unknown token"
    assert not set(names) & {n for n, _ in theme}, "a decision token has an option token's name"

    # The options: every color of the theme's color group (a literal, or color.accent's reference).
    base, options = {}, dict(theme)
    for name, node in theme:
        if not name.startswith("color.") or node.get("deprecated"):
            continue
        m = REFERENCE.fullmatch(str(node["value"]).strip())
        base[name] = m.group(1) if m else literal(str(node["value"]))
        assert base[name] is not None, "an option color that is no color: " + name
    for name, value in base.items():
        assert not isinstance(value, str) or not isinstance(base[value], str), name + ": a chain of options"

    tables, left_out = {}, set()
    for mode in ("light", "dark"):
        tokens = {n: dark_mode.get(n, node) if mode == "dark" else node for n, node in decisions}

        def color(name, seen=()):
            """Whether `name` is a color, through its references."""
            assert name not in seen, "reference cycle at " + name
            if name in base:
                return True
            node = tokens.get(name) or options.get(name)
            if node is None:
                raise ValueError("unknown reference " + name)
            m = REFERENCE.fullmatch(str(node["value"]).strip())
            return color(m.group(1), seen + (name,)) if m else literal(str(node["value"])) is not None

        table = {}
        for name in names:
            node = tokens[name]
            if not color(name):
                continue
            if node.get("deprecated"):
                left_out.add(name)
                continue
            m = REFERENCE.fullmatch(str(node["value"]).strip())
            table[name] = m.group(1) if m else literal(str(node["value"]))
        tables[mode] = table
    light, dark = tables["light"], tables["dark"]
    assert list(light) == list(dark), "a token is a color in one mode only"
    for table in (light, dark):
        for name, value in table.items():
            assert not isinstance(value, str) or value in base or value in table, name + " refers to " + value
            assert not isinstance(value, str) or value not in left_out, name + " refers to a deprecated token"

    # Pairs: the corpus rule's exclusions, the role by group; the documented pairings.
    def role(name):
        for prefix, kind in ROLES:
            if name.startswith(prefix):
                return "non-text" if kind == "text" and set(words(name)) & NON_TEXT_WORDS else kind
        raise ValueError("no group for " + name)

    options_bg = [n for n in light if n.startswith("background-color.option-")]
    hues = {n: "background-color." + n.split(".", 1)[1] for n in light if n.startswith("color.option-")}
    fixed = {"color.base-fixed": "background-color.base-fixed"}
    pairs = []
    for name in light:
        w = set(words(name))
        if name in hues or name in fixed:
            continue
        if w & STATE_WORDS or w & ELSEWHERE_WORDS or name in PAGES or role(name) is None:
            continue
        if role(name) == "text":
            pairs += [{"foreground": name, "background": page, "minimum": "text"} for page in PAGES]
        else:
            pairs.append({"foreground": name, "background": PAGES[0], "minimum": "non-text"})
    for name, background in list(hues.items()) + list(fixed.items()):
        assert background in light, name + ": no " + background
        pairs.append({"foreground": name, "background": background, "minimum": "text"})
    pairs += [{"foreground": "color.link", "background": b, "minimum": "text"} for b in options_bg]

    folder = write_system("codex", light, dark, pairs, base=base)
    rule = named_pairs(list(light), PAGES)
    key = lambda p: (p["foreground"], p["background"], p["minimum"])
    print(folder, "—", len(base), "option colors;", len(light), "tokens per theme (",
          sum(n in dict(leaves(load(repo, "components.json"))) for n in light), "component ),",
          sum(light[n] != dark[n] for n in light), "different in dark;", pair_counts(pairs) + ";",
          len({key(p) for p in pairs} - {key(p) for p in rule}), "not in the plain rule,",
          len({key(p) for p in rule} - {key(p) for p in pairs}), "of the plain rule's not kept;",
          "deprecated left out:", sorted(left_out))


if __name__ == "__main__":
    main(sys.argv[1])
