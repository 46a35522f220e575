"""Apple's documented declarations (../shared/apple-sdk/*.jsonl), the package's deployment floor,
and the names Swift's demangler prints, shared by the availability and declaration checks."""

import json
import os
import re
import subprocess

# The platforms Package.swift declares and the documentation's names for them.
PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS")

# Which documentation file describes a module's declarations. The standard library's
# concurrency and string-processing modules are documented under `Swift`.
DOCUMENTED_MODULES = {
    "Swift": "Swift",
    "_Concurrency": "Swift",
    "_StringProcessing": "Swift",
    "Synchronization": "Synchronization",
    "Observation": "Observation",
    "UIKit": "UIKit",
    "SwiftUI": "SwiftUI",
    "QuartzCore": "QuartzCore",
    "CoreGraphics": "CoreGraphics",
    "WebKit": "WebKit",
}


# The first segment of a documentation link and the module it documents.
_URL_MODULES = {
    "swift": "Swift",
    "synchronization": "Synchronization",
    "observation": "Observation",
    "uikit": "UIKit",
    "swiftui": "SwiftUI",
    "quartzcore": "QuartzCore",
    "coregraphics": "CoreGraphics",
    "webkit": "WebKit",
}


def version(text):
    """`"16.0"` -> (16, 0); `"yes"` (named without a version) -> (0,)."""
    if text in (None, "", "yes"):
        return (0, 0, 0)
    return (tuple(int(part) for part in text.split(".") if part.isdigit()) + (0, 0, 0))[:3]


def show(v):
    return ".".join(str(part) for part in v[:2]) if v != (0, 0, 0) else "any"


def deployment_floor(package_swift):
    """The `platforms:` line of Package.swift as {"iOS": (13, 0), ...}."""
    with open(package_swift, encoding="utf-8") as file:
        text = file.read()
    floor = {}
    for name, major, minor in re.findall(r"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\.v(\d+)(?:_(\d+))?\)", text):
        floor[name] = (int(major), int(minor or 0), 0)
    missing = [p for p in PLATFORMS if p not in floor]
    if missing:
        raise SystemExit(f"{package_swift}: no deployment floor for {', '.join(missing)}")
    return floor


def plain_title(title):
    """Documentation titles escape Markdown (`!=(\\_:\\_:)`) and mark deprecation in the title."""
    return title.replace("\\", "").removesuffix(" Deprecated")


def qualified(path):
    """A record's path as nested names: ["Swift", "ContinuousClock", "ContinuousClock.Instant",
    "now"] -> ("Swift", "ContinuousClock", "Instant", "now")."""
    names = [path[0]]
    for component in path[1:]:
        component = plain_title(component)
        prefix = ".".join(names[1:]) + "."
        if len(names) > 1 and component.startswith(prefix) and not component.startswith("."):
            names = names[:1] + component.split(".")
        else:
            names.append(component)
    return tuple(names)


def split_top_level(text, brackets="([<"):
    """`text` split at the commas outside every pair of `brackets` (`(`, `[`, `<` and their
    closers), each part stripped."""
    closers = {"(": ")", "[": "]", "<": ">"}
    opening, closing = set(brackets), {closers[b] for b in brackets}
    parts, depth, current = [], 0, []
    for c in text:
        if c in opening:
            depth += 1
        elif c in closing:
            depth -= 1
        if c == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(c)
    tail = "".join(current).strip()
    if tail:
        parts.append(tail)
    return parts


def base_name(title):
    return title.split("(", 1)[0] if not title.startswith("(") else title


class Documentation:
    """Every documented symbol of the frameworks, looked up by page, by nested name, or by base
    name (all overloads of a member)."""

    def __init__(self, folder):
        self.folder = folder
        self.by_name = {}
        self.by_base = {}
        self.by_lower = {}
        for framework in sorted(set(DOCUMENTED_MODULES.values())):
            path = os.path.join(folder, framework + ".jsonl")
            with open(path, encoding="utf-8") as lines:
                for line in lines:
                    record = json.loads(line)
                    # The pages name some frameworks by title ("Core Animation"): use the module.
                    record["path"] = [framework] + record["path"][1:]
                    name = qualified(record["path"])
                    self.by_name.setdefault(name, []).append(record)
                    key = name[:-1] + (base_name(name[-1]),)
                    self.by_base.setdefault(key, []).append(record)
                    self.by_lower.setdefault(tuple(n.lower() for n in name), []).append(record)

    def pages_for(self, url):
        """The records a page link names (several for an overloaded name the link does not
        disambiguate): `https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct`
        -> UIKit's `UIControl.State`. Apple's links add `-swift.struct` (or `.property`, …) and
        a hash (`-67e94`) to tell same-named pages apart; both are dropped."""
        match = re.match(r"https://developer\.apple\.com/documentation/(.+?)/?$", url)
        if not match:
            return []
        segments = match.group(1).split("/")
        module = _URL_MODULES.get(segments[0].lower())
        if module is None:
            return []
        names = [re.sub(r"-(?:swift\.\w+|[0-9a-z]{4,5})$", "", s) for s in segments[1:]]
        names = [re.sub(r"-(?:swift\.\w+|[0-9a-z]{4,5})$", "", s) for s in names]
        return self.by_lower.get(tuple([module.lower()] + names), [])


def introduced(record, platform):
    """The first version of `platform` the record documents; None when it does not name it."""
    value = record.get("availability", {}).get(platform)
    return None if value is None else version(value)


def demangle(mangled_names):
    """Swift's demangler over many names at once (one per line, in order)."""
    if not mangled_names:
        return []
    result = subprocess.run(
        ["swift-demangle"], input="\n".join(mangled_names) + "\n", capture_output=True, text=True, check=True
    )
    lines = result.stdout.split("\n")
    return lines[: len(mangled_names)]
