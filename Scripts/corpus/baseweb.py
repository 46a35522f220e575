#!/usr/bin/env python3
"""Base Web, Uber's design system (github.com/uber/baseweb, MIT) → Corpus/baseweb, a development system.

Input: src/tokens and src/themes of the `baseui` package: its two built-in themes, LightTheme
and DarkTheme, colors only. Base Web's colors guide (documentation-site/pages/guides/colors.mdx)
gives three layers of color tokens — primitive ("map directly to CSS hex values"), semantic
("They map to layer 1 primitive color tokens") and component ("referenced inside Base Web
styled components … map both to primitive and semantic color tokens") — beside the deprecated
foundation tokens (primaryA, primaryB, accent, positive, negative, warning and their
variations). Each theme's `colors` is one flat object; the files that build it are TypeScript
object literals:
  - src/tokens/color-primitive-tokens.ts: `primitiveColors`, every primitive as a hex literal
    (`gray50`, `blue600`, `gray50Dark`, `brandDefault600`, `white`, `black`), spread whole into
    both themes' colors: the shared palette;
  - src/themes/<light|dark>-theme/color-foundation-tokens.ts: per theme, `primaryA` =
    primitiveLightColors.black (light) / primitiveDarkColors.gray900Dark (dark), `accent`, …;
  - src/themes/<light|dark>-theme/color-semantic-tokens.ts: per theme, a function of the
    foundation colors returning `{...core, ...coreExtensions, ...tagTokens,
    ...hoveredAndPressedColors, ...deprecated}`; each value is `foundation.<name>`,
    `primitive{Light,Dark}Colors.<name>`, an rgba() literal, or computed with
    `hexToRgba(<color>, '<alpha>')` (src/styles/util.ts);
  - src/themes/<light|dark>-theme/color-component-tokens.ts: per theme, a function of the
    semantic colors; each value is `semanticColors.<name>`, `primitive{Light,Dark}Colors.<name>`,
    'transparent', a constant, or a non-color (the Tag's ramp units, '200').

Converted: every primitive to base/palette as `primitive.<its name>` (the name keeps its fused
step: primitive.gray50, primitive.gray50Dark); per theme, the seven foundation colors createTheme
lets one override (src/themes/utils.ts: primaryA, primaryB, primary, accent, negative, warning,
positive; the semantic tokens reference six of them), the semantic tokens (semantic.<name>) and the
component color tokens (component.<name>), each as the one-step reference Base Web writes
(`semanticColors.backgroundPrimary` → {semantic.backgroundPrimary}, `foundation.primaryB` →
{foundation.primaryB}, `primitiveDarkColors.gray100Dark` → {primitive.gray100Dark}); a literal
as its color; a hexToRgba() value computed as Base Web's code computes it (the first operand of
its `||` chain that is not null: the referenced color's hex channels and the given alpha). The
semantic object is the spread of its parts in the order of the `return`, as JavaScript spreads
it (a later part's value wins, the key keeping its first place). Token order is the light
theme's; the dark files define the same names (asserted) in that order.

Left out: the legacy foundation ramps no semantic or component token references (`primary50`
… `mono1000`, the foundation `white` and `black`); the semantic tokens Base Web
marks deprecated (`DeprecatedSemanticColors`: jumpRed400, backgroundOverlayLight/Dark,
backgroundLight{Accent,Positive,Warning,Negative}); the Tag colors — the semantic `tagTokens`
(one pattern of 9 tokens repeated over 10 hues, a categorical palette; the two of them that
`coreExtensions` also declares, tagRedContentSecondary and tagRedBorderSecondarySelected, which
the danger buttons reference, are kept) and the component `tag*` tokens (read only by
src/tag/deprecated-styles.ts, and the ramp units, which are not colors); every non-color.

Pairs: Base Web publishes no pair list, so they come from the names by the corpus rule
(corpus.named_pairs) over the semantic tokens, on the two page backgrounds Base Web's
documentation uses (backgroundPrimary, backgroundSecondary), plus the pairs its naming spells
(the "On" tokens on their backgrounds) — see SOURCE.md.

Run: python3 Scripts/corpus/baseweb.py /path/to/baseweb   (a checkout, or a folder holding src/tokens
and src/themes from one)
"""
import os
import re
import sys

from corpus import css_color, hex_value, named_pairs, pair_counts, write_system

THEMES = ("light", "dark")
PRIMITIVES = os.path.join("src", "tokens", "color-primitive-tokens.ts")
THEME_DIR = os.path.join("src", "themes", "%s-theme")
# The page backgrounds: backgroundPrimary, the page of Base Web's documentation site
# (documentation-site/pages/_app.jsx) and of its styling guide's examples, and
# backgroundSecondary, its sidebar and footer (components/sidebar.jsx, footer.jsx) and the other
# row of its alternating-table example; the v11 migration maps the legacy `background` and
# `backgroundAlt` onto them (pages/blog/base-web-v11). backgroundTertiary is not a page: the
# docs use it for the rows' hover, the component tokens for hover, focus and track fills.
PAGES = ["semantic.backgroundPrimary", "semantic.backgroundSecondary"]
# The pairs Base Web's naming spells out: brandContentOn<X> on brandBackground<X>; contentOnColor
# on the colored backgrounds and contentOnColorInverse on the warning one, as Base Web itself pairs
# them (src/badge/styled-components.ts, the high-hierarchy badges; the component tokens
# toast<Kind>Text on toast<Kind>Background and buttonDangerPrimaryText on buttonDangerPrimaryFill).
ON_PAIRS = [("semantic.brandContentOnPrimary", "semantic.brandBackgroundPrimary"),
            ("semantic.brandContentOnSecondary", "semantic.brandBackgroundSecondary"),
            ("semantic.brandContentOnTertiary", "semantic.brandBackgroundTertiary"),
            ("semantic.contentOnColor", "semantic.backgroundAccent"),
            ("semantic.contentOnColor", "semantic.backgroundNegative"),
            ("semantic.contentOnColor", "semantic.backgroundPositive"),
            ("semantic.contentOnColorInverse", "semantic.backgroundWarning")]
# The parts of the semantic object that are not converted (see the docstring); the two
# tagTokens names coreExtensions also declares stay (they are in its part).
LEFT_OUT_PARTS = {"deprecated", "tagTokens"}
REFERENCE = re.compile(r"(foundation|primitiveLightColors|primitiveDarkColors|semanticColors|coreExtensions)\.(\w+)")
HEX_TO_RGBA = re.compile(r"hexToRgba\(\s*([\w.]+)\s*,\s*'([^']*)'\s*\)")


def strip(text):
    """The text without comments (none of these files has // or /* inside a string)."""
    return re.sub(r"//[^\n]*", "", re.sub(r"/\*.*?\*/", "", text, flags=re.S))


def body(text, start):
    """The text between the brace at `start` and its match."""
    assert text[start] == "{", text[start:start + 20]
    depth = 0
    for i in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return text[start + 1:i]
    raise ValueError("unbalanced braces")


def entries(text):
    """The (key, expression) of every entry of an object literal's body, in order; a spread
    `...name` as ("...", name)."""
    out, depth, start = [], 0, 0
    for i, c in enumerate(text + ","):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            item = " ".join(text[start:i].split())
            start = i + 1
            if not item:
                continue
            if item.startswith("..."):
                out.append(("...", item[3:]))
            else:
                key, expr = item.split(":", 1)
                out.append((key.strip(), expr.strip()))
    return out


def obj(text, anchor):
    """The entries of the object literal that follows the regex `anchor`."""
    m = re.search(anchor, text)
    assert m, "no " + anchor
    return entries(body(text, m.end() - 1))


def literal(text):
    """A color value of a literal ('#rrggbb', 'rgba(r, g, b, a)', 'transparent'), or None."""
    return css_color(text.strip("'`"))


def hex_to_rgba(hex_text, alpha):
    """src/styles/util.ts hexToRgb: the channels of a #rgb or #rrggbb hex with the given alpha
    string, or None (JavaScript's null) for anything else."""
    h = re.sub(r"^#?([a-f\d])([a-f\d])([a-f\d])$", lambda m: "".join(c * 2 for c in m.groups()), hex_text,
               flags=re.I)
    m = re.fullmatch(r"#?([a-f\d]{2})([a-f\d]{2})([a-f\d]{2})", h, flags=re.I)
    if not m:
        return None
    return "rgba(%d, %d, %d, %s)" % (*(int(c, 16) for c in m.groups()), alpha)


def main(repo):
    primitive_text = strip(open(os.path.join(repo, PRIMITIVES)).read())
    primitives = {}
    for key, expr in obj(primitive_text, r"const primitiveColors: PrimitiveColors = \{"):
        value = literal(expr)
        assert value and value.get("alpha") is None, "not an opaque hex: " + key
        primitives[key] = expr.strip("'")
    base = {"primitive." + k: hex_value(v) for k, v in primitives.items()}

    themes = {}
    for theme in THEMES:
        folder = os.path.join(repo, THEME_DIR % theme)
        hexes = {"primitive." + k: v for k, v in primitives.items()}  # name → hex, to compute hexToRgba

        def evaluate(expr, constants=None):
            """(kind, value) of an expression: ("ref", name), ("color", value) or ("other", text)."""
            m = REFERENCE.fullmatch(expr)
            if m:
                prefix = {"foundation": "foundation", "semanticColors": "semantic", "coreExtensions": "semantic"}
                return "ref", prefix.get(m.group(1), "primitive") + "." + m.group(2)
            if constants and expr in constants:
                return evaluate(constants[expr])
            if expr.startswith("hexToRgba("):
                for alternative in expr.split("||"):  # JavaScript's ||: the first truthy operand
                    alternative = alternative.strip()
                    if alternative == "''":
                        return "other", ""
                    a = HEX_TO_RGBA.fullmatch(alternative)
                    assert a, "unexpected " + alternative
                    kind, name = evaluate(a.group(1))
                    assert kind == "ref", alternative
                    computed = hex_to_rgba(hexes[name], a.group(2))
                    if computed:
                        return "color", literal(computed)
                raise ValueError("no value: " + expr)
            value = literal(expr)
            return ("color", value) if value else ("other", expr)

        # Foundation: per theme, references to the primitives (or literals).
        foundation = {}
        text = strip(open(os.path.join(folder, "color-foundation-tokens.ts")).read())
        for key, expr in obj(text, r"const foundationColors: FoundationColors = \{"):
            foundation["foundation." + key] = evaluate(expr)

        for name, (kind, value) in foundation.items():
            if kind in ("ref", "color"):
                hexes[name] = hexes[value] if kind == "ref" else value["hex"]

        # Semantic: the parts, spread in the order of the return statement.
        text = strip(open(os.path.join(folder, "color-semantic-tokens.ts")).read())
        parts = {}
        for m in re.finditer(r"const (\w+)(?:: \w+)? ?= ?\{", text):
            parts[m.group(1)] = obj(text[m.start():], r"const \w+(?:: \w+)? ?= ?\{")
        spread = [name for key, name in obj(text, r"return \{") if key == "..."]
        assert sorted(spread) == sorted(parts), (spread, list(parts))
        semantic, kept = {}, set()
        for part in spread:
            for key, expr in parts[part]:
                # As JavaScript spreads: a later part's value wins, the key keeps its first place.
                semantic["semantic." + key] = evaluate(expr)
                if part not in LEFT_OUT_PARTS:
                    kept.add("semantic." + key)
        kept = [n for n in semantic if n in kept]

        # Component: one object, with module constants (tagHoverBackground).
        text = strip(open(os.path.join(folder, "color-component-tokens.ts")).read())
        constants = dict(re.findall(r"^const (\w+) = (`[^`]*`|'[^']*');", text, flags=re.M))
        component = {}
        for key, expr in obj(text, r"=> \(\{"):
            assert "component." + key not in component, "duplicate " + key
            component["component." + key] = evaluate(expr, constants)
        # The theme's colors are {...foundation, ...primitives, ...component, ...semantic}: no name is
        # in two of the converted layers.
        assert not {k.split(".", 1)[1] for k in component} & {k.split(".", 1)[1] for k in semantic}
        themes[theme] = {"foundation": foundation, "semantic": semantic, "kept": kept, "component": component}

    light, dark = themes["light"], themes["dark"]
    for layer in ("foundation", "semantic", "component"):
        assert set(light[layer]) == set(dark[layer]), layer + ": the themes define different names"
    assert set(light["kept"]) == set(dark["kept"])

    components = [n for n in light["component"] if light["component"][n][0] != "other"
                  and not n.startswith("component.tag")]
    for n in light["component"]:
        if n not in components:
            assert n.startswith("component.tag"), "a non-color outside the Tag's tokens: " + n
    semantics = light["kept"]
    # The foundation colors createTheme lets one override (src/themes/utils.ts), which include
    # every one the semantic tokens reference; the rest are the legacy ramps.
    utils = strip(open(os.path.join(repo, "src", "themes", "utils.ts")).read())
    overridable = re.findall(r"'(\w+)'", re.search(r"const foundationColors = \[([^\]]*)\]", utils).group(1))
    foundations = [n for n in light["foundation"] if n.split(".")[1] in overridable]
    assert len(foundations) == len(overridable)
    referenced = {v for t in (light, dark) for n in semantics for k, v in [t["semantic"][n]] if k == "ref"}
    assert {n for n in referenced if n.startswith("foundation.")} <= set(foundations)
    order = foundations + semantics + components

    tables = {}
    for theme in THEMES:
        t = themes[theme]
        table = {}
        for name in order:
            layer = name.split(".")[0]
            kind, value = t[layer][name]
            assert kind in ("ref", "color"), name + ": not a color in " + theme
            table[name] = value
        tables[theme] = table
    for table in tables.values():
        for name, value in table.items():
            assert not isinstance(value, str) or value in base or value in table, name + " refers to " + value
            if isinstance(value, str) and value in table:
                assert order.index(value) < order.index(name)

    pairs = named_pairs(semantics, PAGES)
    for foreground, background in ON_PAIRS:
        pairs.append({"foreground": foreground, "background": background, "minimum": "text"})

    folder = write_system("baseweb", tables["light"], tables["dark"], pairs, base=base)
    differ = sum(tables["light"][n] != tables["dark"][n] for n in order)
    print(folder, "—", len(base), "primitives;", len(order), "tokens per theme (", len(foundations), "foundation,",
          len(semantics), "semantic,", len(components), "component ),", differ, "written differently in the dark;",
          pair_counts(pairs))


if __name__ == "__main__":
    main(sys.argv[1])
