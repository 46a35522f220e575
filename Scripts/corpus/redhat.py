#!/usr/bin/env python3
"""Red Hat Design System color tokens (github.com/RedHat-UX/red-hat-design-tokens, MIT) → Corpus/redhat, a held-out system.

Input: the source token files of @rhds/tokens, tokens/color/**/*.y(a)ml (YAML in the DTCG
shape: `$value`, `$type`, `$description`, `$extensions`, `$deprecated`). Three kinds of color
token are there:
  - the crayons (tokens/color/crayon/: `color.<hue>.<step>` hex literals, and color.white and
    color.black), RHDS's palette, the same in both color schemes;
  - the responsive tokens: a group X with children `on-light` and `on-dark` (the value for the
    light and for the dark color scheme) and `_`, a list of those two, which the build writes as
    `--rh-color-X: light-dark(var(--rh-color-X-on-light, …), var(--rh-color-X-on-dark, …))`
    (lib/formats/rhds.ts, lib/transforms/color.ts: the first and the last of the list). The one
    list of six, color.surface._ (the six surface palettes lightest … darkest), gives
    light-dark(lightest, darkest) the same way;
  - fixed tokens with one value for both schemes (color.surface.lightest … darkest,
    color.canvas.white / black, color.brand.red.lightest … darkest, color.icon.subtle._ and
    .hover), each a reference to a crayon.

Converted: the crayons to base/palette as literals under their own names (color.gray.95,
color.white, color.red.05); the fixed tokens to base/palette as the references they are
(color.surface.lightest = {color.white}); every responsive token X to theme/light (its
`on-light` value) and theme/dark (its `on-dark` value) under the name X — the `on-light` /
`on-dark` suffix dropped (color.text.primary.on-light / .on-dark → color.text.primary) — or
X.$root when X is also a group of other tokens (`_` is the source's name for a group's own
token: color.surface._ → color.surface.$root, color.brand.red._ → color.brand.red.$root,
color.icon.subtle._ → color.icon.subtle.$root). A reference stays a reference, one step, to the
converted name of what it names: a crayon or fixed token as it is, another responsive token's
`on-light` in the light theme (or `on-dark` in the dark) as that token's converted name. A
reference to the other scheme's value (the dark value of color.surface.status.default and of
color.icon.status.default name their neutral token's `on-light`) has no converted name in that
theme; it is followed through the source to the crayon it ends at.

Left out: the deprecated tokens (color.surface.dark-alt, `$deprecated`, whose value is a CSS
relative color; color.interactive.blue.* and .purple.*, marked deprecated, each one scheme's
value of a responsive token), the -rgb / -hsl copies the build makes of every crayon
(lib/preprocessors/split-colors.ts, deprecated), and every token that is no color (shadows,
sizes, fonts, …).

Pairs: RHDS publishes no pair list, so they come from the names by the corpus rule
(corpus.named_pairs) over the responsive and the fixed semantic tokens, on the page background:
color.surface.$root (light-dark(surface.lightest, surface.darkest): white / gray 95, the colors of
the canvas tokens, "used for page backgrounds only", canvas.white "Primary canvas (light
theme)", canvas.black "Primary canvas (dark theme)"). One reading of RHDS's documented naming:
the interactive tokens are link colors ("Responsive `interactive-primary` (e.g. link) color
value", and interactive.md styles `a` with them), so their resting ones (no state word) are
paired as text.

Run: python3 Scripts/corpus/redhat.py /path/to/red-hat-design-tokens   (a checkout, or a folder
holding tokens/color from one)
"""
import os
import re
import sys

from corpus import hex_value, named_pairs, pair_counts, words, write_system

COLOR = os.path.join("tokens", "color")
SCHEMES = {"light": "on-light", "dark": "on-dark"}
PAGES = ["color.surface.$root"]


# --- a reader for the YAML these files use: block mappings and sequences, plain and quoted
# scalars, folded / literal block scalars, full-line comments.

def lines_of(text):
    out = []
    raw = text.split("\n")
    i = 0
    while i < len(raw):
        line = raw[i].rstrip()
        i += 1
        stripped = line.lstrip(" ")
        if not stripped or stripped.startswith("#"):
            continue
        indent = len(line) - len(stripped)
        m = re.fullmatch(r"([^:]+?|'[^']*'):\s*([>|][-+]?)", stripped)
        if m:  # a block scalar: its lines are the following more-indented (or blank) ones
            body = []
            while i < len(raw) and (not raw[i].strip() or len(raw[i]) - len(raw[i].lstrip(" ")) > indent):
                body.append(raw[i].strip())
                i += 1
            out.append((indent, "%s: %s" % (m.group(1), quote(" ".join(b for b in body if b)))))
            continue
        out.append((indent, stripped))
    return out


def quote(text):
    return "'" + text.replace("'", "''") + "'"


def scalar(text):
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] == "'":
        return text[1:-1].replace("''", "'")
    if len(text) >= 2 and text[0] == text[-1] == '"':
        return text[1:-1]
    return text


def parse(lines, start, indent):
    """The block at lines[start:] of exactly `indent`; returns (value, next index)."""
    if lines[start][1].startswith("- "):
        items, i = [], start
        while i < len(lines) and lines[i][0] == indent and lines[i][1].startswith("- "):
            items.append(scalar(lines[i][1][2:]))
            i += 1
        return items, i
    mapping, i = {}, start
    while i < len(lines) and lines[i][0] == indent:
        m = re.fullmatch(r"('[^']*'|[^:]+?):(?:\s+(.*))?", lines[i][1])
        assert m, "unexpected line: " + lines[i][1]
        key, rest = scalar(m.group(1)), m.group(2)
        assert key not in mapping, "duplicate key " + key
        i += 1
        if rest is None or rest == "":
            if i < len(lines) and lines[i][0] > indent:
                mapping[key], i = parse(lines, i, lines[i][0])
            else:
                mapping[key] = None
        else:
            mapping[key] = scalar(rest)
    assert i == len(lines) or lines[i][0] < indent, "bad indentation at " + lines[i][1]
    return mapping, i


def load(path):
    lines = lines_of(open(path, encoding="utf-8").read())
    document, end = parse(lines, 0, 0) if lines else ({}, 0)
    assert end == len(lines)
    return document


# --- the tokens

def tokens(node, path, out, deprecated=False):
    """(path, value, deprecated) of every token under `node`, in document order."""
    for key, child in node.items():
        if key.startswith("$") or not isinstance(child, dict):
            continue
        gone = deprecated or "$deprecated" in child or \
            ((child.get("$extensions") or {}).get("com.redhat.ux") or {}).get("deprecated") == "true"
        if "$value" in child:
            out.append((path + (key,), child["$value"], gone))
        else:
            tokens(child, path + (key,), out, gone)
    return out


def main(repo):
    root = os.path.join(repo, COLOR)
    files = sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs
                   if f.endswith((".yml", ".yaml")))
    crayons, others = [], []
    for name in files:
        found = tokens(load(os.path.join(root, name)), (), [])
        (crayons if name.startswith("crayon" + os.sep) else others).extend(found)
    dotted = lambda path: ".".join(path)  # noqa: E731
    palette = {}
    for path, value, gone in crayons:
        assert not gone and re.fullmatch(r"#[0-9a-fA-F]{6}", value), dotted(path)
        palette[dotted(path)] = hex_value(value)
    source = {dotted(p): v for p, v, _ in crayons + others}
    assert len(source) == len(crayons) + len(others), "a token is defined twice"

    # The responsive tokens: groups with an `_` list; the rest of the non-deprecated tokens are
    # the `on-light` / `on-dark` values of those, or fixed tokens.
    responsive, fixed, left_out = [], [], []
    for path, value, gone in others:
        name = dotted(path)
        if gone:
            left_out.append(name)
        elif path[-1] == "_" and isinstance(value, list):
            group = dotted(path[:-1])
            expected = ["{%s.on-light}" % group, "{%s.on-dark}" % group]
            ends = [value[0], value[-1]]
            if group == "color.surface":  # the six surface palettes, lightest … darkest
                expected = ["{color.surface.lightest}", "{color.surface.darkest}"]
            assert ends == expected, name + ": unexpected list " + repr(value)
            responsive.append(group)
        elif path[-1] in SCHEMES.values():
            assert dotted(path[:-1]) + "._" in source, name + " has no responsive token"
        else:
            assert isinstance(value, str), name
            fixed.append(name)
    groups = {n.rsplit(".", 1)[0] for n in fixed} | {r.rsplit(".", 1)[0] for r in responsive}

    def converted(name):
        """The converted name of a responsive group or a fixed token (`_` → $root where needed)."""
        if name.endswith("._"):
            name = name[:-2]
        return name + ".$root" if name in groups else name

    def reference(value, scheme, seen=()):
        """The converted value of a source value in `scheme` ("light", "dark", or None for a
        fixed token)."""
        if re.fullmatch(r"#[0-9a-fA-F]{6}", value):
            return hex_value(value)
        m = re.fullmatch(r"\{([^{}]+)\}", value)
        assert m, "unexpected value " + value
        target = m.group(1)
        assert target in source and target not in seen, "bad reference " + value
        if target in palette or target in fixed or target.endswith("._"):
            return converted(target)
        group, suffix = target.rsplit(".", 1)
        assert suffix in SCHEMES.values()
        if scheme is not None and suffix == SCHEMES[scheme]:
            return converted(group)
        # The other scheme's value (or a scheme's value from a fixed token): no converted name
        # holds it in this theme, so follow it through the source to the crayon or fixed token it
        # ends at (scheme None: no responsive token's converted name may stand for it).
        crossed.append((scheme, target))
        return reference(source[target], None, seen + (target,))

    crossed = []
    base = dict(palette)
    for name in fixed:
        base[converted(name)] = reference(source[name], None)
    themes = {}
    for scheme, suffix in SCHEMES.items():
        themes[scheme] = {converted(g): reference(source["%s.%s" % (g, suffix)] if g != "color.surface" else
                                                  source["color.surface._"][0 if scheme == "light" else -1], scheme)
                          for g in responsive}
    light, dark = themes["light"], themes["dark"]
    for theme in (light, dark):
        for name, value in theme.items():
            assert not isinstance(value, str) or value in base or value in theme, name + " refers to " + value
    assert all(isinstance(v, dict) or v in palette for n, v in base.items() if n not in palette)

    # Pairs: the corpus rule over the semantic tokens (responsive and fixed), on the page; the
    # resting interactive (link) tokens as text.
    semantic = list(light) + [n for n in base if n not in palette]
    links = [n for n in light if n.startswith("color.interactive.") and not set(words(n)) & {"hover", "active", "focus"}]
    pairs = named_pairs([n for n in semantic if n not in links], PAGES)
    for name in links:
        pairs += [{"foreground": name, "background": page, "minimum": "text"} for page in PAGES]

    folder = write_system("redhat", light, dark, pairs, base=base)
    differ = sum(light[n] != dark[n] for n in light)
    print(folder, "—", len(files), "files;", len(palette), "crayons +", len(fixed), "fixed tokens in base;",
          len(light), "responsive tokens per theme (", differ, "differ );", pair_counts(pairs) + "; left out:",
          ", ".join(left_out), "; followed across schemes:", [c for c in crossed if c[0]])


if __name__ == "__main__":
    main(sys.argv[1])
