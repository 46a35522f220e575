"""What every corpus conversion shares: DTCG 2025.10 files, the resolver, the pairs file.

A converted system lives in Tests/LiveryToolsTests/Derive/Corpus/<system>/:
  base/palette.tokens.json   colors the same in every theme (when the system has any)
  theme/light.tokens.json    the system's light theme: its per-theme primitives and semantic tokens
  theme/dark.tokens.json     the designers' dark, same names
  <system>.resolver.json     modifier "theme" (light | dark, default light) over those files
  pairs.json                 contrast pairs (foreground, background, minimum text | non-text, over)
  SOURCE.md                  repository, commit, license, what was converted

The conversions only restate what the systems ship: no value is adjusted.
"""
import json
import os
import re

CORPUS = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "LiveryToolsTests", "Derive",
                      "Corpus"))


def srgb_value(r, g, b, a=1.0):
    """A DTCG 2025.10 color value from 0-255 channels (alpha 0-1), with its hex."""
    value = {"colorSpace": "srgb", "components": [round(r / 255, 6), round(g / 255, 6), round(b / 255, 6)]}
    if a < 1:
        value["alpha"] = round(a, 4)
    value["hex"] = "#%02x%02x%02x" % (round(r), round(g), round(b))
    return value


def hex_value(text):
    """#rgb, #rrggbb or #rrggbbaa as a DTCG color value."""
    h = text.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    a = int(h[6:8], 16) / 255 if len(h) == 8 else 1.0
    return srgb_value(r, g, b, a)


def css_color(text):
    """A DTCG color value of a CSS color literal (#rgb, #rrggbb, rgb(r, g, b), rgba(r, g, b, a),
    transparent), or None for anything else."""
    text = text.strip()
    if re.fullmatch(r"#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}", text):
        return hex_value(text)
    if text == "transparent":
        return srgb_value(0, 0, 0, 0.0)
    m = re.fullmatch(r"rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)", text)
    if m:
        return srgb_value(*(int(c) for c in m.groups()[:3]), float(m.group(4)) if m.group(4) else 1.0)
    return None


def nest(flat):
    """{"a.b.c": token} → {"a": {"b": {"c": token}}}, in the order given; every group typed color."""
    root = {}
    for name, token in flat.items():
        node = root
        for part in name.split(".")[:-1]:
            node = node.setdefault(part, {})
        node[name.split(".")[-1]] = token
    for key in root:
        root[key] = {"$type": "color", **root[key]}
    return root


def token(value):
    """A token whose value is a color value or a reference name (written as {name})."""
    return {"$value": "{%s}" % value if isinstance(value, str) else value}


def write_system(system, light, dark, pairs, base=None):
    """Writes the files of `system`; light, dark and base map token names to color values or
    referenced names. Returns the folder."""
    folder = os.path.join(CORPUS, system)
    os.makedirs(os.path.join(folder, "theme"), exist_ok=True)
    assert list(light) == list(dark), "light and dark must define the same names, in the same order"
    sources = []
    if base:
        os.makedirs(os.path.join(folder, "base"), exist_ok=True)
        dump(os.path.join(folder, "base", "palette.tokens.json"), nest({k: token(v) for k, v in base.items()}))
        sources = [{"$ref": "base/palette.tokens.json"}]
    for name, theme in (("light", light), ("dark", dark)):
        dump(os.path.join(folder, "theme", name + ".tokens.json"), nest({k: token(v) for k, v in theme.items()}))
    resolver = {"name": system, "version": "2025.10"}
    if sources:
        resolver["sets"] = {"base": {"sources": sources}}
    resolver["modifiers"] = {"theme": {"contexts": {
        "light": [{"$ref": "theme/light.tokens.json"}], "dark": [{"$ref": "theme/dark.tokens.json"}]},
        "default": "light"}}
    resolver["resolutionOrder"] = ([{"$ref": "#/sets/base"}] if sources else []) + [{"$ref": "#/modifiers/theme"}]
    dump(os.path.join(folder, system + ".resolver.json"), resolver)
    known = set(light) | set(base or {})
    for pair in pairs:
        for name in [pair["foreground"], pair["background"]] + pair.get("over", []):
            assert name in known, "pair names unknown token " + name
    dump(os.path.join(folder, "pairs.json"), {"pairs": pairs})
    return folder


def pair_counts(pairs):
    """How many pairs, and how many of them text and non-text, for a converter's summary line."""
    text = sum(p["minimum"] == "text" for p in pairs)
    non_text = sum(p["minimum"] == "non-text" for p in pairs)
    return "%d pairs ( %d text, %d non-text )" % (len(pairs), text, non_text)


def dump(path, document):
    with open(path, "w") as f:
        json.dump(document, f, indent=1)
        f.write("\n")


# The system-independent pairing rule, for systems that publish no pairs: read from token
# names only. A name's words are its segments split on ".", "-" and "_".
TEXT_WORDS = {"text", "content", "fg", "foreground", "label", "title", "link"}
NON_TEXT_WORDS = {"border", "icon", "visual", "outline", "stroke"}
# A color meant for somewhere other than the page (on-brand text, inverted text, static
# colors over media) or with no contrast to keep (transparent) is not paired with the page.
ELSEWHERE_WORDS = {"on", "inverted", "inverse", "static", "transparent"}
STATE_WORDS = {"hover", "hovered", "down", "pressed", "active", "focus", "key", "selected", "disabled"}


def words(name):
    """The words of a name: segments split on ".", "-", "_" and CamelCase (NeutralForeground1 →
    neutral, foreground, 1), lower-cased."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z0-9])|(?<=[0-9])(?=[A-Za-z])", "-", name)
    return [w for part in spaced.lower().split(".") for w in part.replace("_", "-").split("-") if w]


def named_pairs(names, pages):
    """Pairs by naming: every text-named token (TEXT_WORDS, no state word, no word of
    ELSEWHERE_WORDS) on every page background in `pages` (minimum "text"), and every
    non-text-named one (NON_TEXT_WORDS, same exclusions) on the first page ("non-text")."""
    pairs = []
    for name in names:
        w = set(words(name))
        if w & STATE_WORDS or w & ELSEWHERE_WORDS or name in pages:
            continue
        if w & TEXT_WORDS:
            pairs += [{"foreground": name, "background": page, "minimum": "text"} for page in pages]
        elif w & NON_TEXT_WORDS:
            pairs.append({"foreground": name, "background": pages[0], "minimum": "non-text"})
    return pairs
