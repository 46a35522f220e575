"""Every use of a documented API newer than the package's deployment floor sits inside an
availability guard (`@available` on an enclosing declaration, `if #available`, `guard #available`).

Linux ignores availability, so this is the only check there is. It reads the type-checked syntax
tree of each module (`swiftc -frontend -dump-ast -dump-ast-format json`), so every reference is
the declaration the compiler resolved, and looks each one up in ../shared/apple-sdk/.
"""

import bisect
import json

from demangled import declaration, type_names
from sdk import PLATFORMS, demangle, introduced, show, version

_NEVER = (10**6, 0, 0)  # a platform the enclosing code is unavailable on: nothing to check there
_TYPE_KINDS = {"Class", "Structure", "Enumeration", "Protocol", "Type Alias", "Macro", "Actor"}


def _sources(text):
    """The JSON objects `-dump-ast` prints one after another (one per source file)."""
    decoder, at, found = json.JSONDecoder(), 0, []
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        if at >= len(text):
            return found
        value, at = decoder.raw_decode(text, at)
        found.append(value)


class _Lines:
    def __init__(self, path):
        with open(path, "rb") as file:
            data = file.read()
        self.starts = [0] + [i + 1 for i, b in enumerate(data) if b == 10]

    def line(self, offset):
        return bisect.bisect_right(self.starts, offset)


def _guarded(context, attrs):
    """The context inside a declaration carrying `attrs`."""
    inner = dict(context)
    for attr in attrs or ():
        if attr.get("_kind") != "available_attr":
            continue
        domain = attr.get("domain")
        if attr.get("unavailable") or attr.get("kind") == "unavailable":
            for platform in PLATFORMS if domain == "*" else [domain]:
                if platform in inner:
                    inner[platform] = _NEVER
        elif domain in inner and attr.get("introduced"):
            inner[domain] = max(inner[domain], version(attr["introduced"]))
    return inner


def _queried(context, conditions):
    inner = dict(context)
    for condition in conditions or ():
        if condition.get("_kind") != "#available":
            continue
        for query in condition.get("queries", ()):
            domain, text = query.get("domain"), query.get("version")
            if domain in inner and text:
                inner[domain] = max(inner[domain], version(text))
    return inner


class Uses:
    """Collects (file, line, mangled name or USR, context) for one module's syntax trees."""

    def __init__(self, floor, sources):
        self.floor = {p: floor[p] for p in PLATFORMS}
        self.found = []
        # An extension is as available as the type it extends (the compiler's rule), which
        # matters for the ones a macro writes (`@Observable`'s conformance).
        self.type_attrs = {}
        for source in sources:
            self._collect_types(source)

    def _collect_types(self, node):
        if isinstance(node, list):
            for item in node:
                self._collect_types(item)
        elif isinstance(node, dict):
            if node.get("_kind") in ("class_decl", "struct_decl", "enum_decl", "protocol_decl", "actor_decl"):
                self.type_attrs[node.get("usr")] = node.get("attrs", [])
            for key in ("items", "members", "elements"):
                self._collect_types(node.get(key))

    def walk_file(self, source):
        lines = _Lines(source["filename"])
        self._walk(source, dict(self.floor), source["filename"], lines, 1)

    def _note(self, kind, name, context, file, line):
        self.found.append((file, line, kind, name, tuple(sorted(context.items()))))

    def _walk(self, node, context, file, lines, line):
        if isinstance(node, list):
            guard_context = context
            for item in node:
                self._walk(item, guard_context, file, lines, line)
                if isinstance(item, dict) and item.get("_kind") == "guard_stmt":
                    guard_context = _queried(guard_context, item.get("conditions"))
            return
        if not isinstance(node, dict):
            return
        where = node.get("range")
        # Ranges in a macro's expansion count in its own buffer: such code keeps the line of
        # the declaration the macro is attached to.
        if isinstance(where, dict) and "start" in where and "buffer_id" not in where:
            line = lines.line(where["start"])
        extended = node.get("extended_type", "")
        if node.get("_kind") == "extension_decl" and extended.startswith("$s") and extended.endswith("D"):
            context = _guarded(context, self.type_attrs.get("s:" + extended[2:-1]))
        if "attrs" in node:
            context = _guarded(context, node["attrs"])
        for key, value in node.items():
            if key in ("decl_context", "attrs", "range"):
                continue
            if isinstance(value, str):
                if key == "decl_usr" and value.startswith("s:"):
                    self._note("decl", "$s" + value[2:], context, file, line)
                elif value.startswith("$s") and key != "usr":
                    self._note("type", value, context, file, line)
                continue
            if node.get("_kind") == "if_stmt" and key == "then_stmt":
                self._walk(value, _queried(context, node.get("conditions")), file, lines, line)
            elif node.get("_kind") == "guard_stmt" and key == "conditions":
                continue
            else:
                self._walk(value, context, file, lines, line)


def _newest(records, platform):
    versions = [v for v in (introduced(r, platform) for r in records) if v is not None]
    # Several overloads: the oldest one (a use the table cannot tell apart is not reported).
    return min(versions) if versions else None


class References:
    """The references of some modules' syntax trees (each `-dump-ast` output parsed and walked
    once), with what the demangler says each names; both checks below read them."""

    def __init__(self, floor, ast_texts):
        sources = [source for text in ast_texts for source in _sources(text)]
        uses = Uses(floor, sources)
        for source in sources:
            uses.walk_file(source)
        self.found = uses.found
        names = sorted({name for _, _, _, name, _ in self.found})
        self.meaning = dict(zip(names, demangle(names)))


def check(documentation, floor, references):
    """Problems as sorted "file:line: message" strings, and the count of references checked.
    `references` must have been walked from `floor`."""
    meaning = references.meaning
    problems, checked = set(), 0
    for file, line, kind, name, context in references.found:
        text = meaning.get(name, "")
        context = dict(context)
        targets = []
        for module, path in type_names(text):
            for length in range(1, len(path) + 1):
                key = (module,) + path[:length]
                records = [r for r in documentation.by_name.get(key, []) if r["kind"] in _TYPE_KINDS]
                if records:
                    targets.append((".".join(key), records))
        decl = declaration(text) if kind == "decl" else None
        if decl:
            module, types, member = decl
            exact = documentation.by_name.get((module,) + types + (member,))
            records = exact or documentation.by_base.get((module,) + types + (member.split("(", 1)[0],))
            if records:
                targets.append((".".join((module,) + types + (member,)), records))
        for label, records in targets:
            checked += 1
            newer = []
            for platform, floor_version in floor.items():
                need = _newest(records, platform)
                if need is not None and need > floor_version and need > context.get(platform, floor_version):
                    newer.append(f"{platform} {show(need)}")
            if newer:
                problems.add(
                    f"{file}:{line}: {label} is {', '.join(newer)}, newer than the deployment floor "
                    f"({', '.join(f'{p} {show(v)}' for p, v in floor.items())}), and no @available or "
                    "#available guards this use"
                )
    return sorted(problems), checked


STUBBED = {"UIKit", "SwiftUI", "QuartzCore", "CoreGraphics", "WebKit"}


def undocumented(documentation, references, ancestors, allowed=()):
    """Each use of a stubbed framework's declaration that Apple does not document under that
    name, with its argument labels, on its type or one of the type's supertypes (`ancestors`,
    from the stubs' symbol graphs): the glue would compile here and fail in Xcode. Stub-only
    hooks (`_name`, "Stub-only:") are undocumented by construction, so the glue cannot use them."""
    meaning = references.meaning
    problems, checked = set(), 0
    for file, line, kind, name, _ in references.found:
        if kind != "decl":
            continue
        decl = declaration(meaning.get(name, ""))
        if not decl or decl[0] not in STUBBED:
            continue
        checked += 1
        module, types, member = decl
        owner = (module,) + types
        places = [owner] + sorted(ancestors.get(owner, ()))
        if ".".join(owner + (member,)) in allowed:
            continue  # documented outside the mirror: allowances.json says where
        if not any(documentation.by_name.get(place + (member,)) for place in places):
            problems.add(f"{file}:{line}: {'.'.join(owner + (member,))} is not in Apple's documentation ({meaning[name]})")
    return sorted(problems), checked
