#!/usr/bin/env python3
"""Writes the two built derive fixtures (harbor/, orbit/) next to this script.

Both have the structure real design systems have: a shared palette of ramps (plus translucent
black and white ramps), semantic tokens aliasing it per theme, translucent state layers
composited over their surfaces (pairs with "over"), a few hundred contrast pairs, and a
hand-made dark theme designed step by step the way a designer would:

- harbor: a product UI system (canvas/surface/raised, five intents with emphasis, muted and
  subtle backgrounds, on-emphasis text sharing the palette's white with the page).
- orbit: Material 3 style roles on tonal palettes (tones 0..100): the light and dark schemes
  follow Material's published tone assignments (primary 40 → 80, on-primary 100 → 20, ...).

Run: python3 generate.py   (deterministic; the outputs are committed)
"""
import json, math, os

HERE = os.path.dirname(os.path.abspath(__file__))

def oklch_to_srgb(l, c, h):
    def conv(c):
        a, b = c * math.cos(math.radians(h)), c * math.sin(math.radians(h))
        l_ = l + 0.3963377774 * a + 0.2158037573 * b
        m_ = l - 0.1055613458 * a - 0.0638541728 * b
        s_ = l - 0.0894841775 * a - 1.2914855480 * b
        L, M, S = l_ ** 3, m_ ** 3, s_ ** 3
        r = 4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S
        g = -1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S
        bb = -0.0041960863 * L - 0.7034186147 * M + 1.7076147010 * S
        return [r, g, bb]
    while c > 0 and any(x < -1e-4 or x > 1 + 1e-4 for x in conv(c)):
        c -= 0.002
    def enc(x):
        x = min(max(x, 0), 1)
        return 12.92 * x if x <= 0.0031308 else 1.055 * x ** (1 / 2.4) - 0.055
    return [round(enc(x) * 255) / 255 for x in conv(max(c, 0))]

def value(rgb, alpha=1.0):
    v = {"colorSpace": "srgb", "components": rgb}
    if alpha < 1: v["alpha"] = alpha
    v["hex"] = "#" + "".join("%02x" % round(x * 255) for x in rgb)
    return v

def nest(flat):
    root = {}
    for name, token in flat.items():
        node = root
        parts = name.split(".")
        for p in parts[:-1]: node = node.setdefault(p, {})
        node[parts[-1]] = token
    return root

def write(path, obj):
    full = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        json.dump(obj, f, indent=2)
        f.write("\n")

def resolver(name, palette_file):
    return {
        "name": name, "version": "2025.10",
        "sets": {"base": {"sources": [{"$ref": palette_file}]}},
        "modifiers": {"theme": {"contexts": {"light": [{"$ref": "theme/light.tokens.json"}],
                                             "dark": [{"$ref": "theme/dark.tokens.json"}]}, "default": "light"}},
        "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}],
    }

def pair_list():
    """An empty pairs list and the function that appends one pair to it."""
    pairs = []
    def pair(fg, bg, minimum, over=None):
        p = {"foreground": fg, "background": bg, "minimum": minimum}
        if over: p["over"] = over
        pairs.append(p)
    return pairs, pair

def theme(mapping):
    return nest({k: {"$type": "color", "$value": "{%s}" % v} for k, v in mapping.items()})

# ---------------------------------------------------------------- harbor
STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]
LADDER = dict(zip(STEPS, [0.975, 0.945, 0.895, 0.83, 0.735, 0.64, 0.545, 0.465, 0.385, 0.305, 0.235]))
HUES = {"neutral": (255, 0.012), "blue": (258, 0.16), "green": (150, 0.13), "red": (27, 0.17),
        "amber": (75, 0.14), "violet": (295, 0.16)}

def harbor():
    pal = {}
    for hue, (h, cmax) in HUES.items():
        for s in STEPS:
            l = LADDER[s]
            c = cmax * (0.35 + 0.65 * math.sin(math.pi * min(max((1 - l) / 0.85, 0), 1)))
            pal[f"palette.{hue}.{s}"] = {"$value": value(oklch_to_srgb(l, c, h))}
    pal["palette.base.white"] = {"$value": value([1, 1, 1])}
    pal["palette.base.black"] = {"$value": value([0, 0, 0])}
    pal["palette.base.ink"] = {"$value": value(oklch_to_srgb(0.18, 0.01, 255))}
    for a in [4, 8, 12, 16, 24, 40, 60]:
        pal[f"palette.black-alpha.{a}"] = {"$value": value([0, 0, 0], a / 100)}
        pal[f"palette.white-alpha.{a}"] = {"$value": value([1, 1, 1], a / 100)}
    intents = {"accent": "blue", "success": "green", "danger": "red", "warning": "amber", "discovery": "violet"}
    light, dark = {}, {}
    def both(name, l, d):
        light[name], dark[name] = "palette." + l, "palette." + d
    both("color.bg.canvas", "base.white", "neutral.950")
    both("color.bg.surface", "neutral.50", "neutral.900")
    both("color.bg.raised", "base.white", "neutral.800")
    both("color.bg.sunken", "neutral.100", "base.ink")
    both("color.bg.inset", "neutral.200", "neutral.900")
    both("color.bg.hover", "black-alpha.4", "white-alpha.8")
    both("color.bg.pressed", "black-alpha.8", "white-alpha.12")
    both("color.bg.selected", "blue.100", "blue.900")
    both("color.bg.inverse", "neutral.900", "neutral.100")
    both("color.bg.scrim", "black-alpha.40", "black-alpha.60")
    both("color.fg.default", "neutral.900", "neutral.50")
    both("color.fg.muted", "neutral.600", "neutral.300")
    both("color.fg.subtle", "neutral.500", "neutral.400")
    both("color.fg.on-emphasis", "base.white", "base.white")
    both("color.fg.on-inverse", "base.white", "neutral.950")
    both("color.fg.link", "blue.600", "blue.300")
    both("color.border.default", "neutral.300", "neutral.700")
    both("color.border.muted", "neutral.200", "neutral.800")
    both("color.border.strong", "neutral.500", "neutral.500")
    both("color.border.focus", "blue.500", "blue.400")
    for intent, hue in intents.items():
        warm = intent == "warning"
        both(f"color.bg.{intent}.emphasis", f"{hue}.{'400' if warm else '600'}", f"{hue}.{'400' if warm else '500'}")
        both(f"color.bg.{intent}.emphasis-hover", f"{hue}.{'500' if warm else '700'}", f"{hue}.{'300' if warm else '400'}")
        both(f"color.bg.{intent}.muted", f"{hue}.100", f"{hue}.900")
        both(f"color.bg.{intent}.subtle", f"{hue}.50", f"{hue}.950")
        both(f"color.fg.{intent}.default", f"{hue}.700", f"{hue}.300")
        both(f"color.fg.{intent}.muted", f"{hue}.600", f"{hue}.400")
        both(f"color.fg.{intent}.on-emphasis", "base.ink" if warm else "base.white", "base.ink" if warm else "neutral.950")
        both(f"color.icon.{intent}", f"{hue}.600", f"{hue}.400")
        both(f"color.border.{intent}", f"{hue}.500", f"{hue}.600")
    surfaces = ["color.bg.canvas", "color.bg.surface", "color.bg.raised", "color.bg.sunken", "color.bg.inset",
                "color.bg.selected"]
    pairs, pair = pair_list()
    for fg in ["color.fg.default", "color.fg.muted", "color.fg.subtle", "color.fg.link"]:
        for bg in surfaces: pair(fg, bg, "text")
        for layer in ["color.bg.hover", "color.bg.pressed"]:
            pair(fg, layer, "text", over=["color.bg.canvas", "color.bg.surface", "color.bg.raised"])
    for border in ["color.border.default", "color.border.strong", "color.border.focus"]:
        for bg in surfaces[:4]: pair(border, bg, "non-text")
    pair("color.fg.on-inverse", "color.bg.inverse", "text")
    pair("color.fg.default", "color.bg.scrim", "large-text", over=["color.bg.canvas"])
    for intent in intents:
        for fg in [f"color.fg.{intent}.default", f"color.fg.{intent}.muted"]:
            for bg in surfaces[:4] + [f"color.bg.{intent}.muted", f"color.bg.{intent}.subtle"]:
                pair(fg, bg, "text")
        pair(f"color.fg.default", f"color.bg.{intent}.muted", "text")
        pair(f"color.fg.default", f"color.bg.{intent}.subtle", "text")
        for bg in [f"color.bg.{intent}.emphasis", f"color.bg.{intent}.emphasis-hover"]:
            pair(f"color.fg.{intent}.on-emphasis", bg, "text")
            pair("color.fg.on-emphasis", bg, "large-text")
        for bg in surfaces[:4]:
            pair(f"color.icon.{intent}", bg, "non-text")
            pair(f"color.bg.{intent}.emphasis", bg, "non-text")
        pair(f"color.border.{intent}", "color.bg.canvas", "non-text")
    write("harbor/base/palette.tokens.json", {"$type": "color", **nest(pal)})
    write("harbor/theme/light.tokens.json", theme(light))
    write("harbor/theme/dark.tokens.json", theme(dark))
    write("harbor/harbor.resolver.json", resolver("Harbor", "base/palette.tokens.json"))
    write("harbor.pairs.json", {"description": "Harbor: product UI pairs (text, borders, intents, state layers over surfaces).", "pairs": pairs})
    return len(pal), len(light), len(pairs)

# ---------------------------------------------------------------- orbit (Material 3 tones)
TONES = [0, 4, 6, 10, 12, 17, 20, 22, 24, 30, 40, 50, 60, 70, 80, 87, 90, 92, 94, 95, 96, 98, 99, 100]
PALETTES = {"primary": (265, 0.14), "secondary": (265, 0.05), "tertiary": (330, 0.1), "error": (25, 0.16),
            "neutral": (265, 0.008), "neutral-variant": (265, 0.025)}

def orbit():
    pal = {}
    for name, (h, cmax) in PALETTES.items():
        for t in TONES:
            l = t / 100
            c = cmax * math.sin(math.pi * l) ** 0.7 if 0 < t < 100 else 0
            pal[f"ref.palette.{name}.{t}"] = {"$value": value(oklch_to_srgb(l, c, h))}
    for a in [8, 12, 16, 32]:
        pal[f"ref.state.{a}"] = {"$value": value([0.11, 0.11, 0.12], a / 100)}
        pal[f"ref.state-light.{a}"] = {"$value": value([0.9, 0.9, 0.92], a / 100)}
    light, dark = {}, {}
    def role(name, palette, lt, dt):
        light[f"sys.color.{name}"] = f"ref.palette.{palette}.{lt}"
        dark[f"sys.color.{name}"] = f"ref.palette.{palette}.{dt}"
    for accent in ["primary", "secondary", "tertiary", "error"]:
        role(accent, accent, 40, 80)
        role(f"on-{accent}", accent, 100, 20)
        role(f"{accent}-container", accent, 90, 30)
        role(f"on-{accent}-container", accent, 10, 90)
        role(f"{accent}-fixed", accent, 90, 90)
        role(f"on-{accent}-fixed", accent, 10, 10)
        role(f"inverse-{accent}", accent, 80, 40)
    for name, lt, dt in [("surface", 98, 6), ("surface-dim", 87, 6), ("surface-bright", 98, 24),
                         ("surface-container-lowest", 100, 4), ("surface-container-low", 96, 10),
                         ("surface-container", 94, 12), ("surface-container-high", 92, 17),
                         ("surface-container-highest", 90, 22), ("on-surface", 10, 90),
                         ("inverse-surface", 20, 90), ("inverse-on-surface", 95, 20), ("background", 98, 6),
                         ("on-background", 10, 90), ("shadow", 0, 0), ("scrim", 0, 0)]:
        role(name, "neutral", lt, dt)
    for name, lt, dt in [("surface-variant", 90, 30), ("on-surface-variant", 30, 80), ("outline", 50, 60),
                         ("outline-variant", 80, 30)]:
        role(name, "neutral-variant", lt, dt)
    light["sys.state.hover"], dark["sys.state.hover"] = "ref.state.8", "ref.state-light.8"
    light["sys.state.focus"], dark["sys.state.focus"] = "ref.state.12", "ref.state-light.12"
    light["sys.state.pressed"], dark["sys.state.pressed"] = "ref.state.12", "ref.state-light.12"
    light["sys.state.dragged"], dark["sys.state.dragged"] = "ref.state.16", "ref.state-light.16"
    surfaces = ["sys.color.surface", "sys.color.surface-dim", "sys.color.surface-bright",
                "sys.color.surface-container-lowest", "sys.color.surface-container-low", "sys.color.surface-container",
                "sys.color.surface-container-high", "sys.color.surface-container-highest", "sys.color.background"]
    pairs, pair = pair_list()
    for fg in ["sys.color.on-surface", "sys.color.on-surface-variant"]:
        for bg in surfaces: pair(fg, bg, "text")
        for state in ["sys.state.hover", "sys.state.focus", "sys.state.pressed", "sys.state.dragged"]:
            pair(fg, state, "text", over=surfaces[:1] + surfaces[3:6])
    for accent in ["primary", "secondary", "tertiary", "error"]:
        pair(f"sys.color.on-{accent}", f"sys.color.{accent}", "text")
        pair(f"sys.color.on-{accent}-container", f"sys.color.{accent}-container", "text")
        pair(f"sys.color.on-{accent}-fixed", f"sys.color.{accent}-fixed", "text")
        pair(f"sys.color.inverse-{accent}", "sys.color.inverse-surface", "large-text")
        for bg in surfaces:
            pair(f"sys.color.{accent}", bg, "large-text")
            pair(f"sys.color.{accent}", bg, "non-text")
            pair(f"sys.color.on-{accent}-container", bg, "text")
        pair(f"sys.color.on-{accent}-container", f"sys.color.{accent}-container", "text")
    pair("sys.color.inverse-on-surface", "sys.color.inverse-surface", "text")
    pair("sys.color.on-surface-variant", "sys.color.surface-variant", "text")
    pair("sys.color.on-background", "sys.color.background", "text")
    for bg in surfaces:
        pair("sys.color.outline", bg, "non-text")
    write("orbit/ref/palette.tokens.json", {"$type": "color", **nest(pal)})
    write("orbit/theme/light.tokens.json", theme(light))
    write("orbit/theme/dark.tokens.json", theme(dark))
    write("orbit/orbit.resolver.json", resolver("Orbit", "ref/palette.tokens.json"))
    write("orbit.pairs.json", {"description": "Orbit: Material 3 style role pairs, state layers over surfaces.", "pairs": pairs})
    return len(pal), len(light), len(pairs)

if __name__ == "__main__":
    print("harbor", harbor())
    print("orbit", orbit())
