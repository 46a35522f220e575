#!/usr/bin/env python3
"""Bootstrap 5.3 color modes (github.com/twbs/bootstrap, MIT) → Corpus/bootstrap, a held-out system.

Input: Bootstrap's Sass source, the four files that define its color modes, read in Bootstrap's
own import order (scss/bootstrap.scss: functions, variables, variables-dark, maps, …, root):
  - scss/_variables.scss       the palette ($white, $gray-100 … $gray-900, $black, the ten hues
                               $blue … $cyan and their steps $blue-100 … $cyan-900, made with
                               tint-color() / shade-color()), the theme colors ($primary …) and
                               the light mode's Sass variables ($body-color, $primary-bg-subtle …);
  - scss/_variables-dark.scss  the hand-made dark mode's Sass variables ($body-color-dark …);
  - scss/_maps.scss            the maps _root.scss loops over ($theme-colors-text, … -dark);
  - scss/_root.scss            the CSS variables: `:root, [data-bs-theme=light]` (the light mode,
                               and the default of every variable) and `@include color-mode(dark,
                               true)` (`[data-bs-theme=dark]`: the variables the dark mode
                               overrides; the others keep their :root value in it).
The argument is a twbs/bootstrap checkout (the files under scss/) or the twbs/bootstrap-rubygem
(the same files, vendored verbatim, under assets/stylesheets/bootstrap/).

The Sass is evaluated as Sass does it — dart-sass 1.78.0, the version Bootstrap 5.3 builds
with: `mix()` weighs the channels and rounds each with fuzzyRound (half up, 1e-11 fuzz), alpha
weighed by the weight; `tint-color($c, $w)` = mix(white, $c, $w), `shade-color($c, $w)` =
mix(black, $c, $w), `shift-color($c, $w)` = shade if $w > 0 else tint by -$w (scss/_functions.scss);
`rgba($c, $a)` sets the alpha; `!default` assigns only a variable that is unset or null.

Converted: the palette to base/palette as literals (`$blue-100` → blue.100, `$blue` and
`$blue-500: $blue` → blue.500, `$gray-900` → gray.900, `$white` → white, `$black` → black);
every CSS variable of _root.scss whose value is a color, other than the palette's own
(--bs-blue …, --bs-gray-100 …, in base) and the "r, g, b" triples (`-rgb`), to theme/light and
theme/dark as bs.<name> (`--bs-primary-text-emphasis` → bs.primary-text-emphasis). A value is
written one step at a time, as Bootstrap writes it: a Sass variable that is a palette color is
a reference to it; one that is the Sass variable of another CSS variable of the same mode is a
reference to that token (`$link-color: $primary` → {bs.primary}, `$mark-color: $body-color` →
{bs.body-color}); another Sass variable is followed to its own value; a tint-color() /
shade-color() / shift-color() whose color is (through plain variables) a base hue and whose
weight is that of a palette step's own definition is a reference to that step
(`shade-color($primary, 60%)`: `$blue-800: shade-color($blue, 60%)` → {blue.800}); anything
else (mix(), rgba(), a tint of a tint, a tint of gray-600) is its computed color.

Left out: the -rgb triples (inputs of rgba(), not colors), every non-color variable (fonts,
sizes, the gradient and box shadows), --bs-heading-color (`inherit`), the `$colors` aliases
--bs-gray / --bs-gray-dark / --bs-white / --bs-black (the same colors as gray.600, gray.800,
white, black), the Sass-only dark variables that feed SVG data URIs (form select indicator,
switch, accordion icons), and the component CSS variables of other files.

Pairs: Bootstrap publishes no pair list, so they come from corpus.named_pairs over the theme
tokens on the two page backgrounds Bootstrap's color docs give (bs.body-bg, "Default foreground
(color) and background"; bs.tertiary-bg, "backgrounds for hover states, accents, and wells"),
plus three documented readings (see SOURCE.md): in Bootstrap's naming a stateless `-color`
without a border word is the CSS color, i.e. text ("Use the `color` option for lighter text"),
paired with the pages; `<theme>-text-emphasis` on its own `<theme>-bg-subtle` (the docs'
examples and the alert variants); highlight-color on highlight-bg (`mark` in _reboot.scss).

Run: python3 Scripts/corpus/bootstrap.py /path/to/bootstrap   (a checkout of twbs/bootstrap, or
of twbs/bootstrap-rubygem)
"""
import math
import os
import re
import sys

from corpus import STATE_WORDS, named_pairs, pair_counts, srgb_value, words, write_system

FILES = ["_variables.scss", "_variables-dark.scss", "_maps.scss"]
PAGES = ["bs.body-bg", "bs.tertiary-bg"]
NAMED = {"white": (255, 255, 255), "black": (0, 0, 0)}
EPSILON = math.pow(10, -11)  # dart-sass: 10^-(SassNumber.precision + 1), precision 10
INVERSE_EPSILON = 1 / EPSILON


# ---- Sass numbers and colors as dart-sass 1.78.0 computes them ----

def dart_round(x):
    """Dart's double.round(): half away from zero."""
    return math.floor(x + 0.5) if x >= 0 else -math.floor(-x + 0.5)


def fuzzy_equals(a, b):
    return a == b or (abs(a - b) <= EPSILON and dart_round(a * INVERSE_EPSILON) == dart_round(b * INVERSE_EPSILON))


def fuzzy_round(x):
    """lib/src/util/number.dart fuzzyRound: within epsilon of X.5 rounds up (down below zero)."""
    if x > 0:
        return math.floor(x) if (x % 1 < 0.5 and not fuzzy_equals(x % 1, 0.5)) else math.ceil(x)
    return math.floor(x) if (x % 1 < 0.5 or fuzzy_equals(x % 1, 0.5)) else math.ceil(x)


class Color:
    def __init__(self, r, g, b, a=1.0):
        self.rgb, self.alpha = (r, g, b), a

    def __eq__(self, other):
        return isinstance(other, Color) and self.rgb == other.rgb and self.alpha == other.alpha

    def __repr__(self):
        return "Color%r@%r" % (self.rgb, self.alpha)


class Number:
    def __init__(self, value, unit=""):
        self.value, self.unit = value, unit


def mix(color1, color2, weight):
    """lib/src/functions/color.dart _mixColors at dart-sass 1.78.0."""
    assert weight.unit == "%", "mix() weight must be a percentage"
    weight_scale = weight.value / 100
    normalized_weight = weight_scale * 2 - 1
    alpha_distance = color1.alpha - color2.alpha
    combined_weight1 = normalized_weight if normalized_weight * alpha_distance == -1 else \
        (normalized_weight + alpha_distance) / (1 + normalized_weight * alpha_distance)
    weight1 = (combined_weight1 + 1) / 2
    weight2 = 1 - weight1
    return Color(*(fuzzy_round(c1 * weight1 + c2 * weight2) for c1, c2 in zip(color1.rgb, color2.rgb)),
                 color1.alpha * weight_scale + color2.alpha * (1 - weight_scale))


# ---- reading the Sass ----

def strip_comments(text):
    """The text without /* */ and // comments (outside quoted strings)."""
    out, i, quote = [], 0, None
    while i < len(text):
        c = text[i]
        if quote:
            out.append(c)
            quote = None if c == quote else quote
        elif c in "'\"":
            out.append(c)
            quote = c
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 1
        elif text.startswith("//", i):
            i = text.find("\n", i) - 1
            if i < 0:
                break
        else:
            out.append(c)
        i += 1
    return "".join(out)


def declarations(text):
    """(name, expression, is_default) of every `$name: expression [!default];`, in order, at any
    depth (the dark maps of _maps.scss sit in `@if $enable-dark-mode { … }`)."""
    out = []
    for m in re.finditer(r"(?m)^\s*\$([A-Za-z0-9_-]+)\s*:", text):
        i, depth, quote = m.end(), 0, None
        while True:
            c = text[i]
            if quote:
                quote = None if c == quote else quote
            elif c in "'\"":
                quote = c
            elif c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            elif c == ";" and depth == 0:
                break
            i += 1
        value = " ".join(text[m.end():i].split())
        default = value.endswith("!default")
        value = value[:-len("!default")].strip() if default else value
        out.append((m.group(1), value, default))
    return out


def split_args(text):
    """Top-level comma-separated parts of `text`."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    last = text[start:].strip()
    return parts + ([last] if last else [])


def parse(expr):
    """A small AST of the expressions the color variables use: ("var", name), ("hex", text),
    ("number", value, unit), ("neg", node), ("call", name, [args]), ("map", [(key, node)]),
    ("ident", word), or ("other", text) for what is not evaluated (url(), var(), lists)."""
    expr = expr.strip()
    if re.fullmatch(r"\$[A-Za-z0-9_-]+", expr):
        return ("var", expr[1:])
    if re.fullmatch(r"#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}", expr):
        return ("hex", expr)
    m = re.fullmatch(r"(-?(?:\d+\.?\d*|\.\d+))(%?)", expr)
    if m:
        return ("number", float(m.group(1)), m.group(2))
    if re.fullmatch(r"-\$[A-Za-z0-9_-]+", expr):
        return ("neg", ("var", expr[2:]))
    m = re.fullmatch(r"([A-Za-z-]+)\((.*)\)", expr, flags=re.S)
    if m and m.group(1) in ("mix", "tint-color", "shade-color", "shift-color", "rgba"):
        return ("call", m.group(1), [parse(a) for a in split_args(m.group(2))])
    if expr.startswith("(") and expr.endswith(")") and re.match(r'\(\s*"', expr):
        entries = []
        for part in split_args(expr[1:-1]):
            key, value = part.split(":", 1)
            entries.append((key.strip().strip('"'), parse(value)))
        return ("map", entries)
    if re.fullmatch(r"[a-z-]+", expr):
        return ("ident", expr)
    return ("other", expr)


class Sass:
    """The global variables of the files, assigned in order with !default's rule."""

    def __init__(self, folder):
        self.nodes = {}
        for file in FILES:
            text = strip_comments(open(os.path.join(folder, file)).read())
            if file == "_maps.scss":
                assert "@if $enable-dark-mode {" in text and "@else" not in text, "unexpected _maps.scss"
            for name, value, default in declarations(text):
                current = self.nodes.get(name)
                if not default or current is None or current == ("ident", "null"):
                    self.nodes[name] = parse(value)
        assert self.nodes["enable-dark-mode"] == ("ident", "true"), "the dark mode is disabled"
        assert self.nodes["color-mode-type"] == ("ident", "data"), "the color modes are not data-bs-theme"

    def value(self, node):
        """The value of a node: a Color, a Number, a dict (map) or None (not evaluated)."""
        kind = node[0]
        if kind == "var":
            return self.value(self.nodes[node[1]])
        if kind == "hex":
            h = node[1][1:]
            h = "".join(c * 2 for c in h) if len(h) == 3 else h
            return Color(*(int(h[i:i + 2], 16) for i in (0, 2, 4)))
        if kind == "number":
            return Number(node[1], node[2])
        if kind == "neg":
            n = self.value(node[1])
            return Number(-n.value, n.unit)
        if kind == "ident":
            return Color(*NAMED[node[1]]) if node[1] in NAMED else None
        if kind == "map":
            return {key: value for key, value in node[1]}
        if kind == "call":
            name, args = node[1], [self.value(a) for a in node[2]]
            if name == "mix":
                return mix(args[0], args[1], args[2] if len(args) > 2 else Number(50, "%"))
            if name == "tint-color":
                return mix(Color(*NAMED["white"]), args[0], args[1])
            if name == "shade-color":
                return mix(Color(*NAMED["black"]), args[0], args[1])
            if name == "shift-color":
                weight = args[1]
                return mix(Color(*NAMED["black" if weight.value > 0 else "white"]), args[0],
                           Number(abs(weight.value), weight.unit))
            if name == "rgba":
                assert len(args) == 2 and args[1].unit == "", "rgba() other than rgba($color, $alpha)"
                return Color(*args[0].rgb, args[1].value)
        return None


# ---- the palette ----

HUE_STEP = re.compile(r"([a-z]+)-(\d00)")


def palette(sass):
    """Base token name → Sass variable, in _variables.scss order: white, the grays, black, then each
    hue of $colors with its nine steps; and the canonical definition of each hue step
    (("tint-color", "blue", 80.0) → "blue.100")."""
    base, definitions = {"white": "white"}, {}
    for key, node in sass.nodes["grays"][1]:
        base["gray." + key] = node[1]
    base["black"] = "black"
    hues = [key for key, node in sass.nodes["colors"][1] if node == ("var", key) and key + "-500" in sass.nodes]
    for hue in hues:
        for step in range(100, 1000, 100):
            name = "%s-%d" % (hue, step)
            base["%s.%d" % (hue, step)] = name
            node = sass.nodes[name]
            if node[0] == "call":
                assert node[2][0] == ("var", hue), name + " is not a step of " + hue
                definitions[(node[1], hue, node[2][1][1])] = "%s.%d" % (hue, step)
            else:
                assert node == ("var", hue), name + " is not its hue"
    return base, hues, definitions


# ---- _root.scss ----

ROOT_LINE = re.compile(r"--#\{\$prefix\}([a-z0-9-]+):\s*#\{(.+)\};")
ROOT_EACH = re.compile(r"@each \$color, \$value in \$([a-z-]+) \{\s*--#\{\$prefix\}#\{\$color\}([a-z-]*):\s*#\{\$value\};\s*\}")


def root_blocks(folder):
    """[(css name, Sass expression)] of the light block and of the dark block, in order; an
    @each over a map gives one entry per key (expression ("map", map, key))."""
    text = strip_comments(open(os.path.join(folder, "_root.scss")).read())
    light_at = text.index(':root,\n[data-bs-theme="light"] {')
    dark_at = text.index("@include color-mode(dark, true) {")
    blocks = []
    for start, end in ((light_at, dark_at), (dark_at, len(text))):
        body, entries = text[start:end], []
        for m in re.finditer("%s|%s" % (ROOT_EACH.pattern, ROOT_LINE.pattern), body):
            if m.group(1):
                entries.append(("each", m.group(1), m.group(2)))
            else:
                entries.append(("line", m.group(3), m.group(4).strip()))
        blocks.append(entries)
    return blocks


def main(repo):
    folder = next((os.path.join(repo, *p) for p in (("scss",), ("assets", "stylesheets", "bootstrap"))
                   if os.path.exists(os.path.join(repo, *p, "_variables-dark.scss"))), None)
    assert folder, "no Bootstrap scss folder under " + repo
    sass = Sass(folder)
    base_vars, hues, definitions = palette(sass)
    palette_of = {var: name for name, var in base_vars.items()}
    for hue in hues:
        palette_of[hue] = hue + ".500"  # $blue-500: $blue

    def literal(color):
        return srgb_value(*color.rgb, color.alpha)

    base = {name: literal(sass.value(("var", var))) for name, var in base_vars.items()}

    # The token list per mode: (token, Sass node), in _root.scss order.
    light_block, dark_block = root_blocks(folder)
    palette_maps = {"colors", "grays"}

    def entries(block):
        out = []
        for kind, a, b in block:
            if kind == "each":
                if a in palette_maps or a.endswith("-rgb"):
                    continue
                for key, node in sass.nodes[a][1]:
                    out.append(("bs.%s%s" % (key, b), node))
            elif not a.endswith("-rgb"):
                m = re.fullmatch(r"\$([A-Za-z0-9_-]+)", b)
                if m:
                    out.append(("bs." + a, sass.nodes[m.group(1)]))
        return out

    modes = {}
    for mode, block in (("light", light_block), ("dark", dark_block)):
        modes[mode] = [(name, node) for name, node in entries(block) if isinstance(sass.value(node), Color)]
    # The dark block overrides; what it does not declare keeps its :root value.
    dark_names = dict(modes["dark"])
    assert set(dark_names) <= {n for n, _ in modes["light"]}, "the dark mode declares a color the light does not"
    tables = {}
    for mode in ("light", "dark"):
        pairs_of = modes["light"] if mode == "light" else [(n, dark_names.get(n, node)) for n, node in modes["light"]]
        # A Sass variable that is the value of a token in this mode (`--bs-body-color: #{$body-color}`):
        # the light block's, less the tokens the dark block overrides, then the dark block's.
        var_token = {}
        for block in ([light_block] if mode == "light" else [light_block, dark_block]):
            for kind, a, b in block:
                found = []
                if kind == "each" and a not in palette_maps and not a.endswith("-rgb"):
                    found = [(node[1], "bs.%s%s" % (key, b)) for key, node in sass.nodes[a][1] if node[0] == "var"]
                elif kind == "line" and not a.endswith("-rgb") and re.fullmatch(r"\$[A-Za-z0-9_-]+", b):
                    found = [(b[1:], "bs." + a)]
                for var, token_name in found:
                    if block is light_block and mode == "dark" and token_name in dark_names:
                        continue
                    var_token[var] = token_name

        def hue_of(node):
            """The base hue a node is, through plain variables, or None."""
            while node[0] == "var":
                if node[1] in hues:
                    return node[1]
                node = sass.nodes[node[1]]
            return None

        def written(token, node):
            """The token's value as Bootstrap writes it, one step at a time."""
            while node[0] == "var":
                name = node[1]
                if name in palette_of:
                    return palette_of[name]
                if name in var_token and var_token[name] != token:
                    return var_token[name]
                node = sass.nodes[name]
            if node[0] == "call" and node[1] in ("tint-color", "shade-color", "shift-color"):
                hue, weight = hue_of(node[2][0]), sass.value(node[2][1])
                function = node[1]
                if function == "shift-color":
                    function = "shade-color" if weight.value > 0 else "tint-color"
                step = definitions.get((function, hue, abs(weight.value)))
                if step:
                    return step
            return literal(sass.value(node))

        table = {}
        for name, node in pairs_of:
            table[name] = written(name, node)
        tables[mode] = table

    light, dark = tables["light"], tables["dark"]
    for theme in (light, dark):
        for name, value in theme.items():
            assert not isinstance(value, str) or value in base or value in theme, name + " refers to " + value

    # Pairs: the corpus rule on the pages, plus Bootstrap's documented readings.
    names = list(light)
    pairs = named_pairs(names, PAGES)
    ruled = {p["foreground"] for p in pairs}
    for name in names:
        w = words(name)
        if name in ruled or name in PAGES or w[-1] != "color" or set(w) & ({"border", "highlight"} | STATE_WORDS):
            continue
        pairs += [{"foreground": name, "background": page, "minimum": "text"} for page in PAGES]
    themes = [key for key, _ in sass.nodes["theme-colors"][1]]
    for key in themes:
        pairs.append({"foreground": "bs.%s-text-emphasis" % key, "background": "bs.%s-bg-subtle" % key,
                      "minimum": "text"})
    pairs.append({"foreground": "bs.highlight-color", "background": "bs.highlight-bg", "minimum": "text"})

    folder_out = write_system("bootstrap", light, dark, pairs, base=base)
    differ = sum(light[n] != dark[n] for n in names)
    print(folder_out, "—", len(base), "palette colors;", len(light), "tokens per theme (", differ,
          "differ );", pair_counts(pairs))


if __name__ == "__main__":
    main(sys.argv[1])
