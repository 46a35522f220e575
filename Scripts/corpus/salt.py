#!/usr/bin/env python3
"""Salt design system, J.P. Morgan theme (github.com/jpmorganchase/salt-ds, Apache-2.0) → Corpus/salt, a held-out system.

Input: packages/theme/css/theme-next.css of @salt-ds/theme — the J.P. Morgan theme, the one
Salt's documentation calls its default and recommends for new projects, applied with
SaltProviderNext — and every file it imports, in import order, the deprecated ones
(deprecated/, next/deprecated/) left out. The Legacy (UITK) theme, theme.css, is not
converted. The files are CSS custom properties in three layers:
  - foundations (`.salt-theme`, `.salt-theme.salt-theme-next`: the same in both modes):
    `--salt-color-<family>-<step>` as rgb(var(--…-rgb)) of an "r, g, b" triple or as an rgb()
    literal, `--salt-color-<color>-<n>a` as rgba(var(--…-rgb), 0.n), white, black, transparent;
  - the palette (`[data-mode="light"]` / `[data-mode="dark"]` rules, the accent's also
    `[data-accent]`): a value per mode, each a var() of a foundation color;
  - the characteristics (`.salt-theme.salt-theme-next`): Salt's semantic tokens, the ones
    components use, each a var() of a palette token or of a foundation color.
Each property takes its value from the rules that match the element SaltProviderNext renders
in each mode (CLASSES, ATTRIBUTES: the provider's defaults, so the blue accent, not the teal
one), by the CSS cascade: the most specific matching rule, the later of equally specific ones.

Converted: every foundation color to base/palette, by family and step (`--salt-color-red-10` →
color.red.10, `--salt-color-background-snow` → color.background.snow, `--salt-color-white` →
color.white), an alpha variant in a group of its own color's (`--salt-color-gray-500-10a` →
color.alpha.gray-500.10a, `--salt-color-white-40a` → color.alpha.white.40a); every palette and
characteristic token whose value is a color to theme/light and theme/dark, named by its first
word (`--salt-palette-accent-strong` → palette.accent-strong,
`--salt-content-primary-foreground` → content.primary-foreground). A var() stays a reference
to the token it names; a literal is written as its color. Left out: the "r, g, b" channel
triples (inputs of the colors, not colors), every token whose value is no color (shadows,
sizes, fonts, …), and the 20 numbered categories (`--salt-palette-categorical-*`,
`--salt-category-*`: 160 tokens that repeat one pattern over 20 hues, for tagging and charts).

Pairs: Salt publishes no pair list, so they come from the names by the corpus rule
(corpus.named_pairs), over the characteristic tokens only (the palette layer is what they are
built from, not what components paint with), on the three container backgrounds Salt's
documentation gives as the backgrounds of a screen and its containers
(container.primary-background, .secondary-background, .tertiary-background). A token that is
fully transparent in both modes (the borders of Salt's subtle buttons) has no contrast to keep
and is not paired, nor is a `readonly` one (read-only is one of the states Salt's naming lists,
as hover, active, selected and disabled are). Two more readings of Salt's documented naming:
  - "foreground covers both text and icons … 'informative' (for text) and 'decorative' (for
    icons)": a `decorative` foreground is paired as an icon (non-text, on the first page);
  - "use bold foreground tokens — but only when paired with bold backgrounds": a stateless
    `bold` foreground is not paired with the pages but with its own element's bold background
    (`<X>-bold-foreground` on `<X>-bold-background`), and content.bold-foreground with the
    four status bold backgrounds (the "Status emphasis" table of the status characteristic).

Run: python3 Scripts/corpus/salt.py /path/to/salt-ds   (a checkout, or a folder holding
packages/theme/css from one)
"""
import os
import re
import sys

from corpus import named_pairs, pair_counts, srgb_value, words, write_system

CSS = os.path.join("packages", "theme", "css")
THEMES = ("light", "dark")
# The element SaltProviderNext renders (packages/core/src/salt-provider/SaltProvider.tsx): its
# classes and, besides data-mode, its attributes at their defaults (DEFAULT_ACCENT "blue",
# DEFAULT_CORNER "sharp", DEFAULT_HEADING_FONT and DEFAULT_ACTION_FONT "Open Sans",
# DEFAULT_DENSITY "medium").
CLASSES = {"salt-theme", "salt-theme-next", "salt-density-medium"}
ATTRIBUTES = {"data-accent": "blue", "data-corner": "sharp", "data-heading-font": "Open Sans",
              "data-action-font": "Open Sans"}
PAGES = ["container.primary-background", "container.secondary-background", "container.tertiary-background"]
STATUSES = ["error", "info", "success", "warning"]
LEFT_OUT = re.compile(r"--salt-(palette-categorical|category)-")
IMPORT = re.compile(r"@import\s+url\(([^)]+)\)\s*;")
DECLARATION = re.compile(r"(--[A-Za-z0-9-]+)\s*:\s*([^;]*);")
VAR = re.compile(r"var\((--[A-Za-z0-9-]+)\)")
SIMPLE = re.compile(r'\.([A-Za-z0-9_-]+)|\[([a-z-]+)="([^"]*)"\]')


def files(path, out):
    """The files `path` imports, recursively, in order, then `path` itself if it has rules."""
    text = strip(open(path).read())
    for target in IMPORT.findall(text):
        target = os.path.normpath(os.path.join(os.path.dirname(path), target.strip("'\"")))
        if "deprecated" not in target.split(os.sep):
            files(target, out)
    if rules(IMPORT.sub("", text)):
        out.append(path)
    return out


def strip(text):
    return re.sub(r"/\*.*?\*/", "", text, flags=re.S)


def rules(text):
    """(selector, body) of every top-level rule of a stylesheet; at-rule blocks (@keyframes)
    are skipped whole."""
    out, depth, start, selector = [], 0, 0, ""
    for i, c in enumerate(text):
        if c == "{":
            if depth == 0:
                selector, start = text[start:i].strip(), i + 1
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                if not selector.startswith("@"):
                    out.append((selector, text[start:i]))
                start = i + 1
    assert depth == 0, "unbalanced braces"
    return out


def specificity(selector_list, mode):
    """The specificity (classes + attributes) of the most specific selector of the list that
    matches the provider's element in `mode`, or None. Only compound selectors of classes and
    [attr="value"] occur in these files."""
    best = None
    for selector in selector_list.split(","):
        selector = selector.strip()
        parts = SIMPLE.findall(selector)
        assert "".join(x.group(0) for x in SIMPLE.finditer(selector)) == selector, "unexpected selector " + selector
        attributes = {**ATTRIBUTES, "data-mode": mode}
        if all(c in CLASSES if c else attributes.get(a) == v for c, a, v in parts):
            best = max(best or 0, len(parts))
    return best


def dtcg_name(css):
    """A foundation color by family and step (--salt-color-red-10 → color.red.10,
    --salt-color-background-snow → color.background.snow, --salt-color-white → color.white), an
    alpha variant in a group of its own color's (--salt-color-gray-300-40a →
    color.alpha.gray-300.40a, --salt-color-white-40a → color.alpha.white.40a); any other token by
    its first word (--salt-content-primary-foreground → content.primary-foreground)."""
    for pattern, form in ((r"--salt-color-([a-z0-9-]+)-(\d+a)", "color.alpha.%s.%s"),
                          (r"--salt-color-([a-z]+)-([a-z0-9]+)", "color.%s.%s"), (r"--salt-color-([a-z]+)", "color.%s"),
                          (r"--salt-([a-zA-Z]+)-(.+)", "%s.%s")):
        m = re.fullmatch(pattern, css)
        if m:
            return form % m.groups()
    raise ValueError("unexpected name " + css)


def main(repo):
    declarations = []  # (css name, value, selector list), in cascade order
    sources = files(os.path.join(repo, CSS, "theme-next.css"), [])
    for path in sources:
        for selector, body in rules(IMPORT.sub("", strip(open(path).read()))):
            for name, value in DECLARATION.findall(body):
                declarations.append((name, " ".join(value.split()), selector))

    # The cascade: per mode, a property's value is that of the most specific matching rule,
    # the later of equally specific ones.
    values, order = {}, []
    for mode in THEMES:
        winner = {}
        for index, (name, value, selector) in enumerate(declarations):
            rank = specificity(selector, mode)
            if rank is not None and (name not in winner or (rank, index) >= winner[name][0]):
                winner[name] = ((rank, index), value)
            if rank is not None and name not in order:
                order.append(name)
        values[mode] = {name: value for name, (_, value) in winner.items()}
    assert set(values["light"]) == set(values["dark"]), "the modes declare different names"
    triples = {}
    for name, value in values["light"].items():
        m = re.fullmatch(r"(\d+), (\d+), (\d+)", value)
        if name.endswith("-rgb") and m:
            assert values["dark"][name] == value, "a channel triple differs between the modes: " + name
            triples[name] = tuple(int(c) for c in m.groups())

    def literal(value):
        """A color value of a literal, or None."""
        if value == "transparent":
            return srgb_value(0, 0, 0, 0.0)
        m = re.fullmatch(r"rgba?\(var\((--[A-Za-z0-9-]+-rgb)\)(?:, ([\d.]+))?\)", value)
        if m:
            return srgb_value(*triples[m.group(1)], float(m.group(2)) if m.group(2) else 1.0)
        m = re.fullmatch(r"rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)", value)
        if m:
            return srgb_value(*(int(c) for c in m.groups()[:3]), float(m.group(4)) if m.group(4) else 1.0)
        return None

    tables = {}
    for mode in THEMES:
        table = {}

        def color(name, seen=()):
            """Whether `name`'s value is a color in this mode (through var() chains)."""
            assert name not in seen, "var() cycle at " + name
            value = values[mode].get(name)
            if value is None:
                return False
            m = re.fullmatch(VAR, value)
            return color(m.group(1), seen + (name,)) if m else literal(value) is not None

        for name in order:
            value = values[mode][name]
            if name in triples or LEFT_OUT.match(name) or not color(name):
                continue
            m = re.fullmatch(VAR, value)
            table[name] = dtcg_name(m.group(1)) if m else literal(value)
        tables[mode] = table

    primitive = [n for n in order if n in tables["light"] and n.startswith("--salt-color-")]
    semantic = [n for n in order if n in tables["light"] and not n.startswith("--salt-color-")]
    assert all(tables["light"][n] == tables["dark"][n] for n in primitive), "a foundation color differs between modes"
    assert all(not isinstance(tables[m][n], str) for m in THEMES for n in primitive), "a foundation color is a var()"
    assert set(tables["light"]) == set(tables["dark"]), "a token is a color in one mode only"
    base = {dtcg_name(n): tables["light"][n] for n in primitive}
    light = {dtcg_name(n): tables["light"][n] for n in semantic}
    dark = {dtcg_name(n): tables["dark"][n] for n in semantic}
    for theme in (light, dark):
        for name, value in theme.items():
            assert not isinstance(value, str) or value in base or value in theme, name + " refers to " + value

    def resolved(theme, name):
        value = theme.get(name, base.get(name))
        return resolved(theme, value) if isinstance(value, str) else value

    characteristic = [n for n in light if not n.startswith("palette.")]
    # Not paired: a fully transparent color in both modes (no contrast to keep: the borders of
    # the subtle actions) and a read-only one (a state, by Salt's naming).
    clear = [n for n in characteristic if all(resolved(t, n).get("alpha") == 0 for t in (light, dark))]
    readonly = [n for n in characteristic if "readonly" in words(n)]
    bold = [n for n in characteristic if "bold" in words(n) and words(n)[-1] == "foreground"]
    decorative = [n for n in characteristic if "decorative" in words(n)]
    pairs = named_pairs([n for n in characteristic if n not in bold + decorative + clear + readonly], PAGES)
    for name in decorative:
        if named_pairs([name], PAGES):
            pairs.append({"foreground": name, "background": PAGES[0], "minimum": "non-text"})
    for name in bold:
        if name == "content.bold-foreground":
            backgrounds = ["status.%s-bold-background" % s for s in STATUSES]
        else:
            backgrounds = [name[:-len("foreground")] + "background"]
        for background in backgrounds:
            assert background in light, name + ": no " + background
            pairs.append({"foreground": name, "background": background, "minimum": "text"})

    folder = write_system("salt", light, dark, pairs, base=base)
    palette_layer = [n for n in light if n.startswith("palette.")]
    left_out = sorted({n for n in order if LEFT_OUT.match(n)})
    print(folder, "—", len(sources), "files;", len(base), "foundation colors;", len(light), "tokens per theme (",
          len(palette_layer), "palette,", len(characteristic), "characteristic );", pair_counts(pairs) + ";", len(left_out),
          "categorical tokens left out")


if __name__ == "__main__":
    main(sys.argv[1])
