"""A second Apple SDK for the glue, generated from Apple's documented declarations
(../shared/apple-sdk/*.jsonl) and nothing else of ours: Scripts/check-generated-sdk builds it and
type-checks LiveryUIKit, LiveryWebKit and LiverySwiftUI against it.

What it emits, per module (CoreGraphics, QuartzCore, UIKit, WebKit, SwiftUI):
- every documented type the glue names (its identifiers, scanned from the glue's sources), with
  its superclasses and protocols, in full: ALL its documented members and nested types, so that
  a glue extension member that collides with a real one is an error here;
- every other type a signature names as an empty shell of its documented kind;
- bodies `fatalError()`, properties computed (`{ get { fatalError() } set { } }`), `override`
  where a superclass in the chain declares the same member.
A page that lists macOS alone (an AppKit-side member: `@IBAction`s, magnification, printing)
is left out: the glue is built only for the UIKit SDK's platforms.

SwiftUI is generic, and its pages say less: a protocol's extension members (View's modifiers)
are listed with its requirements (protocol_requirements says which are requirements; the rest
go to an extension of the protocol); an opaque result (`-> some View`) gets a body of a
generated never-made type of that protocol (opaque_stand_ins: `_GeneratedView`,
`_GeneratedShapeStyle`), any other opaque result is left out; generic parameters a page drops
come from generic_parameters (types) and sdk_declarations (members); associated types keep their
page's constraint and default; `@propertyWrapper`, `@resultBuilder` and a member's result builder
(`@ViewBuilder var body`) are kept where the pages give what they need; a closure whose result
builder is only a shell is left out. SwiftUI imports UIKit (IMPORTS), not WebKit, and re-exports
Linux's own Observation (TOOLCHAIN_IMPORTS: `Observable`), as Linux Foundation stands in for
Foundation; a UIKit page's
member that names a SwiftUI type (`UIColor.init(_ color: Color)`) is emitted in SwiftUI, in an
extension, where the SDK declares it.

It never reads GlueCheck/Sources (the hand-written stub SDK): the two SDKs are independent.
What the pages do not say (superclasses, conformances, dropped generic arguments, the API the
mirror lacks, members the mirror has no page for, AppKit types on pages iOS shares) and what
Linux Foundation lacks are in generated_sdk.json, each with its reason. Linux's
FoundationNetworking (URLRequest, URLResponse: Apple's Foundation) counts as Foundation.
Every member left out is logged with why (`--log`).
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from sdk import plain_title, qualified, split_top_level  # noqa: E402

MODULES = ("CoreGraphics", "QuartzCore", "UIKit", "WebKit", "SwiftUI")  # in dependency order
# What each module imports (re-exported), as the SDK's modules do; by default every earlier one.
IMPORTS = {"SwiftUI": ("CoreGraphics", "QuartzCore", "UIKit")}


def imports_of(module):
    return IMPORTS.get(module, MODULES[: MODULES.index(module)])
TYPE_KINDS = {"Class", "Structure", "Protocol", "Enumeration", "Type Alias", "Associated Type"}
NOMINAL = {"Class", "Structure", "Protocol", "Enumeration"}
GLOBAL_KINDS = {"Function", "Global Variable", "Macro", "Operator"}

SWIFT_KEYWORDS = {
    "default", "self", "Type", "init", "class", "struct", "enum", "protocol", "func", "var", "let", "in", "is",
    "as", "case", "switch", "where", "while", "for", "if", "else", "return", "repeat", "import", "static",
    "public", "private", "internal", "extension", "operator", "subscript", "throws", "true", "false", "nil",
    "Protocol", "super", "do", "catch", "try", "guard", "defer", "break", "continue", "fallthrough", "deinit",
    "typealias", "associatedtype", "inout", "any", "some",
}

# Attributes and modifiers a generated declaration cannot carry (no Objective-C runtime on
# Linux, no storage) or that change nothing for a caller; dropped before emitting.
_DROPPED = re.compile(
    r"@NSCopying\b|@objc(?:\([^)]*\))?|@IBInspectable\b|@IBOutlet\b|@IBAction\b|@GKInspectable\b|@nonobjc\b|"
    r"@backDeployed\([^)]*\)|@_\w+(?:\([^)]*\))?|@inlinable\b|@frozen\b|@propertyWrapper\b|@resultBuilder\b|"
    r"@dynamicMemberLookup\b|@available\([^)]*\)|\bunowned\(unsafe\)|\bunowned\b|\bweak\b|\bdynamic\b|"
    r"\bopen\b|\bpublic\b|\bfinal\b|\boverride\b|\bmutating\b|\bnonmutating\b|\boptional\b|\brequired\b|"
    r"\bconvenience\b|@Sendable\b(?=\s*@?\w)"
)
_TYPE_NAME = re.compile(r"(?<![\w.])((?:[A-Z]|_[A-Za-z])[A-Za-z0-9_]*(?:\.[A-Z_][A-Za-z0-9_]*)*)")


def flat(text):
    return re.sub(r"\s+", " ", text).strip()


def member_name(record):
    return plain_title(record["title"]).split(".")[-1] if "(" not in record["title"] else plain_title(record["title"])


class Log:
    def __init__(self):
        self.lines = []

    def skip(self, where, reason):
        self.lines.append(f"skipped {where}: {reason}")

    def note(self, text):
        self.lines.append(text)


class Type:
    """One documented type (or a shell) and what the generator emits for it."""

    def __init__(self, name, module, record):
        self.name = name  # qualified without module: ("UIFont", "TextStyle")
        self.module = module
        self.record = record
        self.kind = record["kind"] if record else "Structure"
        self.members = []  # records
        self.children = []  # names of nested types
        self.full = False
        self.emitted = False

    @property
    def swift_name(self):
        return ".".join(self.name)


class Generator:
    def __init__(self, sdk_folder, allowances, glue_names, log):
        self.allow = allowances
        self.log = log
        self.types = {}  # ("UIFont", "TextStyle") -> Type
        self.globals = {}  # name -> [(module, record)]
        self.extension_members = {}  # type name -> [(module, record)] members documented in another module
        self.skipped = []
        for module in MODULES:
            path = os.path.join(sdk_folder, module + ".jsonl")
            with open(path, encoding="utf-8") as lines:
                records = [json.loads(line) for line in lines]
            records += self.missing_members(module)
            declarations = self.allow.get("sdk_declarations", {}).get("entries", {})
            for record in records:
                record["path"] = [module] + record["path"][1:]
                record["_q"] = qualified(record["path"])
                key = ".".join(record["_q"])
                if key in declarations and record["page"] != "generated_sdk.json":
                    record["declaration"] = declarations[key]
                    self.log.note(f"declaration of {key}: the SDK's, from generated_sdk.json (sdk_declarations)")
            for record in records:
                q = record["_q"]
                if record["kind"] in TYPE_KINDS:
                    name = q[1:]
                    if name in self.types:
                        if self.types[name].module != module:
                            continue  # the first framework (dependency order) documents it
                        self.log.note(f"duplicate type page {'.'.join(name)} in {module}: the first is kept")
                        continue
                    self.types[name] = Type(name, module, record)
            for record in records:
                q = record["_q"]
                if record["kind"] in TYPE_KINDS:
                    continue
                owner = q[1:-1]
                if not owner:
                    self.globals.setdefault(q[-1].split("(")[0], []).append((module, record))
                    continue
                if owner not in self.types:
                    self.log.skip(".".join(q), "its type has no page")
                    continue
                t = self.types[owner]
                if t.module != module:
                    self.extension_members.setdefault(owner, []).append((module, record))
                else:
                    t.members.append(record)
        for name in self.types:
            if len(name) > 1 and name[:-1] in self.types:
                self.types[name[:-1]].children.append(name)
        self.glue_names = glue_names
        self.foundation = set()  # names Linux Foundation or the standard library declares
        self.foundation_generic = set()
        self.missing = set()

    # -- facts the pages omit ------------------------------------------------------------

    def missing_members(self, module):
        """Records for the members generated_sdk.json adds to `module`'s types (a page that lists
        none of them, as WKUserScriptInjectionTime's lists none of its cases), in the pages'
        format; they are then emitted as if documented."""
        records = []
        for owner, members in self.allow.get("missing_members", {}).get("entries", {}).items():
            parts = owner.split(".")
            if parts[0] != module:
                continue
            for member in members:
                records.append({"path": parts + [member["title"]], "title": member["title"], "kind": member["kind"],
                                "declaration": member["declaration"], "availability": {}, "deprecated": False,
                                "page": "generated_sdk.json"})
                self.log.note(f"added {owner}.{member['title']}: from generated_sdk.json (missing_members)")
        return records

    def superclass(self, name):
        return self.allow["superclasses"]["entries"].get(".".join(name))

    def conformances(self, name):
        return self.allow["conformances"]["entries"].get(".".join(name), [])

    def ancestors(self, name):
        chain, current = [], self.superclass(name)
        while current and current != "NSObject":
            key = tuple(current.split("."))
            chain.append(key)
            current = self.superclass(key)
        return chain

    # -- names ---------------------------------------------------------------------------

    def generics_of(self, record):
        """Generic parameters the page dropped: the subjects of its `where` clause that name no
        type (`where T : UITraitDefinition` -> ["T"])."""
        text = flat(record["declaration"])
        key = ".".join(record.get("_q", ()))
        if key in self.allow.get("generic_parameters", {}).get("entries", {}):
            return list(self.allow["generic_parameters"]["entries"][key])
        found = []
        # Parameters the declaration spells (`func modifier<T>(`, `<each Content>`).
        spelled = re.match(r"^[^(=]*?\b(?:func\s+[^\s(<]+|init[?!]?|subscript)\s*<([^>]*)>", _DROPPED.sub(" ", text))
        if spelled:
            for part in split_top_level(spelled.group(1)):
                name = re.sub(r"^each\s+", "", part.strip()).split(":")[0].strip()
                if name and name not in found:
                    found.append(name)
        clause = re.search(r"\bwhere\b(.*)$", text)
        if not clause:
            return found
        for part in split_top_level(clause.group(1)):
            subject = re.match(r"\s*([A-Z]\w*)", part)
            if subject and subject.group(1) != "Self" and subject.group(1) not in found:
                name = subject.group(1)
                if (name,) not in self.types and name not in self.foundation:
                    found.append(name)
        return found

    def resolve(self, reference, context):
        """The documented type a reference names, from inside `context` (nested names first)."""
        parts = tuple(reference.split("."))
        scope = tuple(context)
        while True:
            candidate = scope + parts
            if candidate in self.types:
                return candidate
            if not scope:
                return None
            scope = scope[:-1]

    def references(self, text):
        text = re.sub(r"\b\w+\s*:", " ", text)  # labels
        text = re.sub(r"`[^`]*`", " ", text)
        text = re.sub(r"\.(?:Type|Protocol)\b", "", text)
        return [m.group(1) for m in _TYPE_NAME.finditer(text)]

    # -- collecting ----------------------------------------------------------------------

    def touched(self):
        """The glue's documented types, their nested types, superclasses and protocols."""
        todo = [(n,) for n in sorted(self.glue_names) if (n,) in self.types]
        todo += [tuple(n.split(".")) for n in self.allow["also_full"]["entries"]]
        full = set()
        while todo:
            name = todo.pop()
            if name in full or name not in self.types:
                continue
            full.add(name)
            todo += self.types[name].children
            sup = self.superclass(name)
            if sup and sup != "NSObject":
                todo.append(tuple(sup.split(".")))
            for p in self.conformances(name):
                todo.append(tuple(p.split(".")))
            record = self.types[name].record
            inherited = re.match(r"^[^:]*\bprotocol\s+\w+\s*:\s*([^{]*?)(?:\bwhere\b|$)", flat(record["declaration"]))
            if record["kind"] == "Protocol" and inherited:
                for p in split_top_level(inherited.group(1)):
                    todo.append(tuple(p.strip().split(".")))
        return full


def load_allowances(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def glue_identifiers(folders):
    names = set()
    for folder in folders:
        for root, _, files in os.walk(folder, followlinks=True):
            for file in files:
                if file.endswith(".swift"):
                    with open(os.path.join(root, file), encoding="utf-8") as source:
                        names |= set(re.findall(r"\b[A-Za-z_]\w*\b", source.read()))
    return names


# What Apple's Foundation is on Linux: Foundation, and FoundationNetworking (URLRequest,
# URLResponse), which Apple's Foundation includes.
FOUNDATION_IMPORTS = (
    "@_exported import Foundation\n#if canImport(FoundationNetworking)\n@_exported import FoundationNetworking\n#endif\n"
)


def macos_only(record):
    """True for a page that lists macOS alone (an AppKit-side member): the glue is built only
    for the platforms of the UIKit SDK (iOS, iPadOS, Mac Catalyst, tvOS, visionOS), so such a
    member is left out. A page listing any of those is kept, even if iOS is not among them."""
    platforms = set(record.get("availability") or {})
    return bool(platforms) and platforms <= {"macOS"}


# Modules of the Linux toolchain a generated module re-exports besides Foundation, as the SDK's
# does: SwiftUI re-exports Observation (`@Observable`, `Observable`), which Linux has.
TOOLCHAIN_IMPORTS = {"SwiftUI": ("Observation",)}


def probe(names, swiftc="swiftc", imports=""):
    """Which names Linux Foundation (and the standard library, and `imports`) declares:
    (present, generic)."""
    header = FOUNDATION_IMPORTS.replace("@_exported ", "") + imports
    names = sorted(n for n in names if re.fullmatch(r"[A-Za-z_][\w.]*", n))
    if not names:
        return set(), set()
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "probe.swift")
        with open(path, "w", encoding="utf-8") as file:
            file.write(header)
            for i, name in enumerate(names):
                file.write(f"func _probe{i}(_: {name}) {{}}\n")
        result = subprocess.run(
            ["nice", "-n", "10", swiftc, "-typecheck", "-swift-version", "6", path], capture_output=True, text=True
        )
    bad, generic = set(), set()
    for line in result.stderr.splitlines():
        match = re.match(r".*probe\.swift:(\d+):\d+: error: (.*)", line)
        if match:
            name = names[int(match.group(1)) - 1 - header.count("\n")]
            if "requires arguments" in match.group(2):
                generic.add(name)
            else:
                bad.add(name)
    present = set(names) - bad
    return present, generic


# -- emitting ------------------------------------------------------------------------------

_KEYWORD = re.compile(r"(?<![\w.`])(func|init[?!]?(?=\s*[(<])|var|let|case|typealias|associatedtype|subscript)(?![\w])")
_HEAD = re.compile(r"^(?P<static>(?:static|class) )?(?P<kw>func|init[?!]?|var|let|case|typealias|associatedtype|subscript)(?![\w])(?P<rest>.*)$")
_KEPT_ATTRIBUTES = ("@MainActor", "@preconcurrency", "@discardableResult", "nonisolated")


def _parens(text, start):
    """Index of the `)` closing the `(` at `start`."""
    depth = 0
    for i in range(start, len(text)):
        depth += text[i] in "([<"
        depth -= text[i] in ")]>" and not (text[i] == ">" and text[i - 1] == "-")
        if depth == 0:
            return i
    return len(text) - 1


def _default_free(params):
    """A parameter list with each default value replaced by `_generatedDefault()` (`nil` kept):
    a caller may still leave the argument out; the page's value (`[]`, `.default`) may need
    conformances a shell lacks."""
    parts = []
    for part in split_top_level(params):
        head, sep, value = part.partition(" = ")
        if sep:
            part = head + (" = nil" if value.strip() == "nil" else " = _generatedDefault()")
        parts.append(part)
    return ", ".join(parts)


def _escape(name):
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def param_types(record):
    """The parameter types of a function-like declaration, labels and names dropped (an
    overload's key)."""
    text = flat(_DROPPED.sub(" ", record["declaration"]))
    match = re.search(r"\b(?:func\s+[^\s(<]+|init[?!]?|subscript)\s*(?:<[^>]*>)?\(", text)
    if not match:
        return ""
    start = match.end() - 1
    inner = text[start + 1 : _parens(text, start)]
    types = []
    for part in split_top_level(inner):
        part = part.partition(" = ")[0]
        types.append(flat(part.partition(":")[2]))
    return ",".join(types)


def property_type(record):
    """A property's type as the page spells it ("" for anything else)."""
    if "Property" not in record["kind"]:
        return ""
    m = re.search(r"\b(?:var|let)\s+`?\w+`?\s*:\s*(.*?)\s*(?:\{[^{}]*\})?\s*$", flat(record["declaration"]))
    return m.group(1) if m else ""


def member_info(record):
    return {"convenience": bool(re.search(r"\bconvenience\b", record["declaration"])), "type": property_type(record)}


def member_key(record):
    static = record["kind"].startswith("Type ")
    return (static, member_name(record), param_types(record))


class Emitter:
    def __init__(self, generator):
        self.g = generator
        self.allow = generator.allow
        self.log = generator.log
        self.shells = set()
        self.emitted_members = 0
        self.skipped_members = 0
        self.keys = {}  # type name -> {member key: info} it declares or inherits
        self.designated = {}  # class name -> {initializer key: record (None: NSObject's init())}
        self.restated = 0
        self.deferred = []  # (module, record): members another module declares (declaring_module)

    # A member is emitted only if every type it names exists where it is emitted.
    def check_references(self, record, owner, module_index, generics):
        text = self.fill(record)
        if text is None:
            return None, "its declaration is empty"
        module = MODULES[module_index]
        supplied = {n for m in (module,) + tuple(imports_of(module)) for n in self.allow.get("supplement_types", {}).get("entries", {}).get(m, [])}
        # A closure parameter's result builder (`@ToolbarContentBuilder`) must be emitted as one.
        for attribute in re.findall(r"@(\w+)", text):
            resolved = self.g.resolve(attribute, owner or ())
            if resolved and not self.is_builder(self.g.types[resolved]):
                return None, f"it uses the result builder {attribute}, which is emitted as a shell"
        # `Self.X` in a protocol: X must be one of its documented associated types or aliases.
        if owner and self.g.types.get(tuple(owner)) and self.g.types[tuple(owner)].kind == "Protocol":
            known = self.protocol_type_names(self.g.types[tuple(owner)])
            for name in re.findall(r"\bSelf\.(\w+)", text):
                if name not in known:
                    return None, f"it names Self.{name}, which no page of the protocol declares"
        for ref in self.g.references(text):
            if ref.split(".")[0] in generics or ref.split(".")[0] == "Self":
                continue
            if ref in _SWIFT_SPELLED or ref.split(".")[0] in supplied:
                continue
            resolved = self.g.resolve(ref, owner or ())
            if resolved is not None and resolved == tuple(record["_q"][1:]):
                continue  # a generic typealias naming itself
            if resolved is not None:
                t = self.g.types[resolved]
                if resolved[:1] and (resolved[0],) in self.g.types and resolved[0] in self.g.foundation:
                    continue  # Linux Foundation's own, under the documented name
                if t.module != MODULES[module_index] and t.module not in imports_of(MODULES[module_index]):
                    return None, f"it names {'.'.join(resolved)}, declared in {t.module}, a module this one does not import"
                if self.is_generic(t) and not re.search(rf"(?<![\w.]){re.escape(ref)}\s*<", text):
                    return None, f"the page drops the generic arguments of {ref}"
                for i in range(1, len(resolved)):  # `FocusState.Binding`: FocusState's arguments
                    outer = self.g.types.get(resolved[:i])
                    if outer and self.is_generic(outer) and not re.search(rf"(?<![\w.]){re.escape(resolved[i - 1])}\s*<", text):
                        return None, f"the page drops the generic arguments of {'.'.join(resolved[:i])}"
                if not t.full:
                    self.need_shell(resolved)
                continue
            first = ref.split(".")[0]
            toolchain, toolchain_generic = getattr(self.g, "toolchain", {}).get(module, (set(), set()))
            if first in self.g.foundation or first in toolchain:
                if (first in self.g.foundation_generic or first in toolchain_generic) and not re.search(rf"(?<![\w.]){re.escape(first)}\s*<", text):
                    return None, f"the page drops the generic arguments of {first}"
                continue
            also = "".join(f" or {m}" for m in TOOLCHAIN_IMPORTS.get(module, ()))
            return None, f"it names {ref}, which neither the generated modules nor Linux Foundation{also} declare"
        return text, None

    def fill(self, record):
        text = flat(record["declaration"])
        key = ".".join(record["_q"])
        for old, new in self.allow["generic_arguments"]["entries"].get(key, {}).items():
            text = re.sub(rf"(?<![\w.]){re.escape(old)}(?![\w<])", new, text)
        for old, new in self.allow.get("ios_types", {}).get("entries", {}).get(key, {}).items():
            text = re.sub(rf"(?<![\w.]){re.escape(old)}(?![\w])", new, text)
        return text

    def declaring_module(self, record, t, module):
        """The module that imports `module` and declares a type the member names (None if
        none): the SDK declares such a member there. Not for protocols' members."""
        if t.kind == "Protocol":
            return None
        text = self.fill(record) or ""
        for ref in self.g.references(text):
            resolved = self.g.resolve(ref, t.name)
            if resolved:
                other = self.g.types[resolved].module
                if other != module and module in imports_of(other):
                    return other
        return None

    def is_builder(self, t):
        """Whether the type is emitted as a result builder (in full, with a `buildBlock`)."""
        return t.full and any(member_name(r).startswith("buildBlock(") for r in t.members)

    def protocol_type_names(self, p):
        """The associated types and aliases a protocol's pages (and its parents') declare."""
        names = {child[-1] for child in p.children}
        decl = flat(p.record["declaration"]) if p.record else ""
        inherited = re.match(r"^.*?\bprotocol\s+\w+\s*:\s*(.*?)(?:\s+where\b.*)?$", decl)
        for parent in split_top_level(inherited.group(1)) if inherited else []:
            q = self.g.types.get(tuple(parent.strip().split(".")))
            if q and q.kind == "Protocol" and q is not p:
                names |= self.protocol_type_names(q)
        return names

    def is_generic(self, t):
        return bool(self.g.generics_of(t.record)) if t.record else False

    def need_shell(self, name):
        for i in range(1, len(name) + 1):
            prefix = name[:i]
            if prefix in self.g.types and not self.g.types[prefix].full:
                if prefix not in self.shells:
                    self.shells.add(prefix)
                    self.shell_references(prefix)

    def shell_references(self, name):
        t = self.g.types[name]
        if t.kind == "Type Alias":
            module_index = MODULES.index(t.module)
            _, why = self.check_references(t.record, name[:-1], module_index, self.g.generics_of(t.record))
            if why:
                t.broken = why

    # -- one member ---------------------------------------------------------------------

    def member(self, record, owner, context, module, in_extension=False):
        """The Swift text of one documented member of `owner` (a Type or None for a global),
        or None with the reason logged."""
        where = ".".join(record["_q"])
        if macos_only(record):
            self.skip(where, "macOS only (its page lists no platform of the UIKit SDK)")
            return None
        owner_kind = owner.kind if owner else None
        generics = self.g.generics_of(record) + (self.g.generics_of(owner.record) if owner and owner.record else [])
        text, why = self.check_references(record, owner.name if owner else (), MODULES.index(module), generics)
        if why:
            self.skip(where, why)
            return None
        # Attributes and modifiers stand before the keyword; a name (`open(_:options:)`, `case
        # dynamic`) is never one.
        keyword = _KEYWORD.search(text)
        prefix, declared = (text[: keyword.start()], text[keyword.start() :]) if keyword else ("", text)
        prefix = re.sub(r"\b(static|class)\s*$", "", prefix)
        static_word = re.search(r"\b(static|class)\s*$", text[: keyword.start()] if keyword else "")
        kept = [a for a in _KEPT_ATTRIBUTES if re.search(rf"(?<!\w){re.escape(a)}\b", prefix)]
        if "nonisolated" in kept and "@MainActor" in kept:
            kept.remove("@MainActor")
        # A result builder on the member (`@ViewBuilder var body`), which a conformer's body inherits.
        for attribute in re.findall(r"@(\w+)", prefix):
            resolved = self.g.resolve(attribute, context or ())
            if resolved and self.is_builder(self.g.types[resolved]):
                kept.insert(0, "@" + attribute)
        optional = bool(re.search(r"\boptional\b", prefix))
        convenience = bool(re.search(r"\bconvenience\b", prefix))
        body = flat((static_word.group(1) + " " if static_word else "") + declared)
        head = _HEAD.match(body)
        if not head:
            self.skip(where, f"the generator does not read `{body[:60]}`")
            return None
        static, kw, rest = (head.group("static") or "").strip(), head.group("kw"), head.group("rest")
        # The page's undeclared generic parameters, less the owner type's own (`where Content :
        # View` on a member of ForEach<Data, ID, Content> constrains ForEach's).
        owner_generics = self.g.generics_of(owner.record) if owner and owner.record else []
        dropped = [d for d in self.g.generics_of(record) if d not in owner_generics]
        in_protocol = owner_kind == "Protocol"
        in_class = owner_kind == "Class"
        attributes = " ".join(kept)
        if in_protocol:
            attributes = attributes.replace("@discardableResult", "").strip() if False else attributes
        key = member_key(record)
        override = in_class and self.overrides(owner, record, key)
        if override == "mismatch":
            self.skip(where, "it overrides a superclass property with another type (Objective-C's covariant override), which Swift does not allow")
            return None
        if override and in_extension:
            self.skip(where, "it overrides a superclass member from an extension, which Swift does not allow")
            return None
        # An opaque result (`-> some View`) needs a body of a concrete type: a body of only
        # `fatalError()` infers none. The stand-in (generated_sdk.json, opaque_stand_ins) is a
        # generated type that conforms and is never made.
        body_text = "fatalError()"
        opaque = re.search(r"\)\s*(?:async\s+)?(?:throws\s+)?(?:rethrows\s+)?->\s*some\s+([\w.]+)", rest) or re.match(
            r"\s*`?\w+`?\s*:\s*some\s+([\w.]+)", rest)
        if opaque:
            stand_in = self.allow.get("opaque_stand_ins", {}).get("entries", {}).get(opaque.group(1))
            if stand_in is None:
                self.skip(where, f"an opaque result (`some {opaque.group(1)}`) the generator has no stand-in type for")
                return None
            body_text = f"{stand_in}()"
        if kw in ("func", "init", "init?", "init!", "subscript"):
            name_match = re.match(r"\s*([^\s(<]*)\s*(<[^>]*>)?\s*\(", rest) if kw == "func" else re.match(r"\s*()(<[^>]*>)?\s*\(", rest)
            if not name_match:
                self.skip(where, "no parameter list")
                return None
            name = name_match.group(1)
            start = name_match.end() - 1
            end = _parens(rest, start)
            params = _default_free(rest[start + 1 : end])
            tail = rest[end + 1 :].strip()
            generic = name_match.group(2) or (f"<{', '.join(dropped)}>" if dropped else "")
            signature = f"{kw} {_escape(name) if kw == 'func' else ''}{generic}({params}){(' ' + tail) if tail else ''}"
            signature = signature.replace(f"{kw} (", f"{kw}(") if kw != "func" else signature
            modifiers = []
            if kw == "func":
                if in_protocol:
                    modifiers = ["static"] if static else []
                elif in_class:
                    modifiers = (["open"] if not in_extension and static != "static" else ["public"]) + ([static] if static else [])
                else:
                    modifiers = ["public"] + (["static"] if static else [])
            else:
                if in_protocol:
                    modifiers = []
                else:
                    modifiers = ["public"]
                    if in_class and member_name(record) in self.allow["required_initializers"]["entries"]:
                        modifiers.append("required")
                        override = False
                    if in_class and (convenience or (in_extension and kw.startswith("init"))):
                        modifiers.append("convenience")
            if override:
                modifiers.insert(1 if modifiers and modifiers[0] in ("open", "public") else 0, "override")
                if kw == "init" and key[1] == "init()" and "@MainActor" in attributes:
                    # Linux Foundation's NSObject.init() is nonisolated, and Swift lets no
                    # main-actor initializer override it (the SDK's Objective-C import may).
                    attributes = attributes.replace("@MainActor", "nonisolated").strip()
                    self.log.note(f"nonisolated {where}: it overrides NSObject's nonisolated init()")
            line = " ".join(x for x in [attributes, " ".join(modifiers), signature] if x)
            if in_protocol:
                return line, optional, f"{' '.join(x for x in [attributes, 'public', ' '.join(modifiers), signature] if x)} {{ {body_text} }}"
            return f"{line} {{ {body_text} }}", False, None
        if kw in ("var", "let"):
            m = re.match(r"\s*(`?\w+`?)\s*:\s*(.*?)\s*(\{[^{}]*\})?\s*$", rest)
            if not m:
                self.skip(where, f"the generator does not read the property `{body[:60]}`")
                return None
            name, kind, accessors = _escape(m.group(1)) if not m.group(1).startswith("`") else m.group(1), m.group(2), m.group(3) or ""
            settable = ("set" in accessors) or (kw == "var" and not accessors)
            if in_protocol:
                line = " ".join(x for x in [attributes, "static" if static else "", f"var {name}: {kind} {{ get{' set' if settable else ''} }}"] if x)
                impl = " ".join(x for x in [attributes, "public", "static" if static else "", f"var {name}: {kind} {{ get {{ {body_text} }}{' set { }' if settable else ''} }}"] if x)
                return line, optional, impl
            if in_class:
                if static == "static" or in_extension:
                    modifiers = ["public"] + ([static] if static else [])
                else:
                    modifiers = ["open"] + ([static] if static else [])
            else:
                modifiers = ["public"] + (["static"] if static else [])
            if override:
                modifiers.insert(1, "override")
            accessor = f"{{ get {{ {body_text} }} set {{ }} }}" if settable else f"{{ {body_text} }}"
            return " ".join(x for x in [attributes, " ".join(modifiers), f"var {name}: {kind} {accessor}"] if x), False, None
        if kw == "case":
            if owner_kind != "Enumeration":
                self.skip(where, "a case outside an enumeration")
                return None
            return f"case {rest.strip()}", False, None
        if kw == "typealias":
            m = re.match(r"\s*(\w+)\s*(<[^>]*>)?\s*=\s*(.*)$", rest)
            if not m:
                self.skip(where, "the page shows the typealias without its target")
                return None
            generic = m.group(2) or (f"<{', '.join(dropped)}>" if dropped else "")
            return f"{'' if in_protocol else 'public '}typealias {m.group(1)}{generic} = {m.group(3)}", False, None
        if kw == "associatedtype":
            return (f"associatedtype{rest}", False, None) if in_protocol else None
        self.skip(where, f"no rule for `{kw}`")
        return None

    def skip(self, where, why):
        self.skipped_members += 1
        self.log.skip(where, why)

    def overrides(self, owner, record, key):
        """True when a superclass in the chain declares the member (an initializer: as a
        designated one), "mismatch" when it declares it with another type."""
        if record["kind"] not in ("Instance Method", "Instance Property", "Initializer", "Type Method", "Type Property"):
            return False
        if record["kind"] == "Initializer":
            chain = self.g.ancestors(owner.name)
            available = self.designated.get(chain[0], {}) if chain else ({("False", "init()", "")} and {(False, "init()", ""): None} if self.root(owner) == "NSObject" else {})
            return key in available
        for ancestor in self.g.ancestors(owner.name):
            keys = self.keys.get(ancestor, {})
            found = keys.get(key)
            if found is None and key[2] == "":
                found = next((v for k, v in keys.items() if k[:2] == key[:2]), None)
            if found is not None:
                if record["kind"] == "Initializer":
                    return not found["convenience"]
                if found["type"] != property_type(record):
                    return "mismatch"
                return True
        if not key[0] and key[1] in self.allow["nsobject_members"]["entries"] and self.root(owner) == "NSObject":
            return True
        return False

    # -- one type ------------------------------------------------------------------------

    def root(self, t):
        """The class's root: "NSObject" (Linux Foundation's) or None."""
        chain = [t.name] + self.g.ancestors(t.name)
        last = self.g.types.get(chain[-1])
        return self.superclass_of(last) if last else None

    def superclass_of(self, t):
        sup = self.g.superclass(t.name)
        if sup is None and t.module != "CoreGraphics" and ".".join(t.name) not in self.allow["superclasses"]["roots"]:
            sup = "NSObject"
        return sup

    def conformance_list(self, t):
        confs = []
        sup = None
        if t.kind == "Class":
            sup = self.superclass_of(t)
            if sup:
                confs.append(sup)
        raw = self.raw_type(t) if t.full else None
        if t.kind == "Structure" and raw:
            integer = raw in ("Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64")
            confs += ["OptionSet"] if integer else ["Hashable", "RawRepresentable"]
            confs.append("@unchecked Sendable")
        if t.kind == "Enumeration":
            if raw and self.has_cases(t):
                confs.insert(0, raw)
            confs.append("Sendable")
        if t.full:
            confs += [c for c in self.g.conformances(t.name) if c not in confs]
        return confs

    def raw_type(self, t):
        for record in t.members:
            m = re.search(r"\binit\??\(rawValue: ([\w.]+)\)", flat(record["declaration"]))
            if m:
                return m.group(1)
        return None

    def has_cases(self, t):
        return t.full and any(r["kind"] == "Case" for r in t.members)

    def header(self, t, module):
        """A type's declaration line. A shell keeps its name, kind, isolation and generic
        parameters only; a full type its superclass, conformances and `where` clause, whose
        types are emitted too."""
        record = t.record
        decl = flat(record["declaration"]) if record else ""
        # A property wrapper or result builder keeps its attribute when its pages give what the
        # attribute needs (a `wrappedValue`, a `buildBlock`): a page may list neither
        # (UIView.Invalidating's shows no `wrappedValue`).
        names = {member_name(r) for r in t.members} if t.full else set()
        kept = ("@MainActor", "@preconcurrency") + (("@propertyWrapper",) if "wrappedValue" in names else ()) + (
            ("@resultBuilder",) if any(n.startswith("buildBlock(") for n in names) else ())
        attributes = " ".join(a for a in kept if a in decl)
        generics = self.g.generics_of(record) if record else []
        where = re.search(r"\bwhere\b.*$", decl) if t.full else None
        generic_text = f"<{', '.join(generics)}>" if generics else ""
        where_text = (" " + where.group(0)) if where else ""
        name = t.name[-1]
        if t.kind == "Protocol":
            inherited = re.match(r"^.*?\bprotocol\s+\w+\s*:\s*(.*?)(?:\s+where\b.*)?$", decl)
            parents = inherited.group(1).strip() if inherited and t.full else ""
            if parents:
                # A parent no page documents (PreviewProvider's `_PreviewProvider`) is left out.
                known = []
                for parent in split_top_level(parents):
                    parent = parent.strip()
                    if self.g.resolve(parent, t.name[:-1]) or parent.split(".")[0] in self.g.foundation or parent in ("Sendable", "AnyObject"):
                        known.append(parent)
                    else:
                        self.log.skip(f"{t.module}.{'.'.join(t.name)}: {parent}", "an inherited protocol no page documents")
                parents = ", ".join(known)
            self.header_references(parents + where_text, t)
            return f"{attributes} public protocol {name}{': ' + parents if parents else ''}{where_text}".strip()
        confs = self.conformance_list(t)
        self.header_references(", ".join(confs) + where_text, t)
        keyword = {"Class": "open class", "Structure": "public struct", "Enumeration": "public enum"}[t.kind]
        return f"{attributes} {keyword} {name}{generic_text}{': ' + ', '.join(confs) if confs else ''}{where_text}".strip()

    def header_references(self, text, t):
        for ref in self.g.references(text):
            resolved = self.g.resolve(ref, t.name)
            if resolved and not self.g.types[resolved].full:
                self.need_shell(resolved)

    def type_text(self, name, module, indent=""):
        t = self.g.types[name]
        if t.kind == "Type Alias":
            if getattr(t, "broken", None):
                self.log.skip(".".join(name), t.broken)
                return ""
            line = self.member(t.record, self.g.types.get(name[:-1]), name[:-1], module)
            return indent + line[0] + "\n" if line else ""
        if t.kind == "Associated Type":
            return ""
        lines = [indent + self.header(t, module) + " {"]
        optional_defaults = []
        if t.full:
            keys = {}
            for ancestor in reversed(self.g.ancestors(t.name)):
                keys.update(self.keys.get(ancestor, {}))
            own = {}
            seen = {}
            for record in sorted(t.members, key=lambda r: (r["deprecated"], r["_q"])):
                if macos_only(record):
                    self.skip(".".join(record["_q"]), "macOS only (its page lists no platform of the UIKit SDK)")
                    continue
                key = member_key(record)
                if key in seen:
                    self.skip(".".join(record["_q"]), "a second page with the same signature" + (" (deprecated)" if record["deprecated"] else ""))
                    continue
                if record["kind"] == "Case" and ":" in flat(record["declaration"]).split("case", 1)[-1].split("(")[0]:
                    pass
                seen[key] = record
            members = list(seen.values())
            if t.kind == "Structure" and self.raw_type(t) and not any(member_name(r) == "rawValue" for r in members):
                lines.append(f"{indent}    public var rawValue: {self.raw_type(t)} {{ get {{ fatalError() }} set {{ }} }}")
                own[(False, "rawValue", "")] = {"convenience": False, "type": self.raw_type(t)}
            if t.kind == "Enumeration" and not self.has_cases(t):
                pass
            for record in sorted(members, key=lambda r: r["_q"]):
                later = self.declaring_module(record, t, module)
                if later:
                    # A UIKit page's member that names a SwiftUI type (`UIColor.init(_ color:
                    # Color)`) is SwiftUI's in the SDK: emitted there, in an extension.
                    self.deferred.append((later, record))
                    self.log.note(f"moved {'.'.join(record['_q'])} to {later}: it names {later}'s types, so {later} declares it")
                    continue
                result = self.member(record, t, t.name, module)
                if result is None:
                    continue
                text, optional, impl = result
                self.emitted_members += 1
                own[member_key(record)] = member_info(record)
                if t.kind == "Protocol" and not self.is_requirement(t, record):
                    optional_defaults.append(impl)  # an extension member, not a requirement
                    continue
                lines.append(indent + "    " + text)
                if t.kind == "Protocol" and (optional or member_name(record) in self.allow["protocol_defaults"]["entries"].get(".".join(t.name), [])):
                    optional_defaults.append(impl)
            # Requirements of the protocols the type conforms to that neither it nor a superclass
            # documents: the SDK's type implements them (the pages list them on the protocol).
            for protocol in self.g.conformances(t.name):
                p = self.g.types.get(tuple(protocol.split(".")))
                if p is None or p.kind != "Protocol" or t.kind == "Protocol":
                    continue
                for record in self.protocol_requirements(p):
                    key = member_key(record)
                    if key in own or key in keys or any(k[:2] == key[:2] for k in list(own) + list(keys)):
                        continue
                    if record["kind"] in ("Associated Type",) or member_name(record) in self.allow["protocol_defaults"]["entries"].get(".".join(p.name), []):
                        continue
                    if re.search(r"\boptional\b", record["declaration"]):
                        continue
                    result = self.member(record, t, t.name, module)
                    if result:
                        text = re.sub(r"\bSelf\.", "", result[0]) if t.kind == "Class" else result[0]
                        lines.append(indent + "    " + text)
                        self.log.note(f"witness {'.'.join(t.name)}.{member_name(record)}: required by {protocol}, documented on the protocol's page")
                        self.emitted_members += 1
                        own[key] = member_info(record)
            self.keys[t.name] = {**keys, **own}
            if t.kind == "Class":
                lines += [indent + "    " + x for x in self.restate_initializers(t, members, module)]
        for child in sorted(t.children):
            if t.kind == "Protocol":
                if self.g.types[child].kind not in ("Type Alias", "Associated Type"):
                    self.log.skip(".".join(child), "a type nested in a protocol, which Swift does not allow")
                    continue
                if self.g.types[child].kind == "Associated Type":
                    # With its page's constraint and default (`associatedtype Body : View`,
                    # `associatedtype Resolved : ShapeStyle = Never`) when every type it names
                    # is declared; else the bare name (logged).
                    record = self.g.types[child].record
                    text, why = self.check_references(record, t.name, MODULES.index(module), [])
                    declared = re.match(rf"^associatedtype\s+{re.escape(child[-1])}\b.*$", flat(_DROPPED.sub(" ", text or "")))
                    if declared:
                        lines.append(f"{indent}    {declared.group(0)}")
                    else:
                        self.log.note(f"associated type {'.'.join(child)} without its constraints: {why or 'the page does not read as one'}")
                        lines.append(f"{indent}    associatedtype {child[-1]}")
                    continue
            if child in self.g.full_set or child in self.shells:
                lines.append(self.type_text(child, module, indent + "    ").rstrip("\n"))
        lines.append(indent + "}")
        text = "\n".join(line for line in lines if line.strip()) + "\n"
        if optional_defaults:
            text += f"{indent}extension {t.name[-1]} {{\n" + "".join(f"{indent}    {d}\n" for d in optional_defaults) + f"{indent}}}\n"
        return text

    def is_requirement(self, t, record):
        """Whether a protocol's documented member is a requirement. The pages list requirements
        and extension members alike; for a protocol generated_sdk.json lists
        (protocol_requirements), only the members it names are, and the others are emitted in
        an extension of the protocol (as the SDK's are). Any other protocol: all of them."""
        listed = self.allow.get("protocol_requirements", {}).get("entries", {}).get(f"{t.module}.{'.'.join(t.name)}")
        return listed is None or member_name(record) in listed

    def restate_initializers(self, t, members, module):
        """Objective-C classes inherit every initializer of their superclass; a Swift class that
        declares a designated initializer inherits none. The superclass's designated
        initializers the class does not declare are restated as overrides (as Swift's importer
        does for the SDK)."""
        chain = self.g.ancestors(t.name)
        inherited = dict(self.designated.get(chain[0], {})) if chain else (
            {(False, "init()", ""): None} if self.root(t) == "NSObject" else {})
        own = {member_key(r): r for r in members if r["kind"] == "Initializer" and not member_info(r)["convenience"]}
        declared = {member_key(r) for r in members if r["kind"] == "Initializer"}
        lines = []
        main_actor = "@MainActor" in flat(t.record["declaration"])
        for key, record in inherited.items():
            # A main-actor class that inherits NSObject's init() implicitly makes it main-actor
            # isolated, and its subclasses' nonisolated init() could not call it: restated.
            if own or (record is None and main_actor and not chain):
                if key in declared:
                    continue
                if record is None:
                    attributes = "nonisolated " if main_actor else ""
                    lines.append(f"{attributes}public override init() {{ fatalError() }}")
                else:
                    result = self.member(record, t, t.name, module)
                    if result is None:
                        continue
                    lines.append(result[0])
                self.restated += 1
                self.log.note(f"restated {'.'.join(t.name)}.{key[1]}: inherited from its superclass")
        available = dict(inherited) if not own else {**{k: v for k, v in inherited.items()}, **own}
        self.designated[t.name] = available
        return lines

    def protocol_requirements(self, p):
        records = [r for r in p.members if self.is_requirement(p, r)]
        decl = flat(p.record["declaration"])
        inherited = re.match(r"^.*?\bprotocol\s+\w+\s*:\s*(.*?)(?:\s+where\b.*)?$", decl)
        for parent in split_top_level(inherited.group(1)) if inherited else []:
            q = self.g.types.get(tuple(parent.strip().split(".")))
            if q and q.kind == "Protocol":
                records += self.protocol_requirements(q)
        return records


# Types the pages spell that Swift spells itself (no declaration needed).
_SWIFT_SPELLED = {"Self", "Type", "Protocol", "Any", "AnyObject"}


def generate(sdk_folder, allowances, glue_folders, log, swiftc="swiftc"):
    """{module: Swift source} for MODULES, and a summary."""
    g = Generator(sdk_folder, allowances, glue_identifiers(glue_folders), log)
    full = g.touched()
    g.full_set = full
    for name in full:
        g.types[name].full = True
    # Which names Linux Foundation (or the standard library) declares: every top-level documented
    # type (one Foundation declares is Foundation's, not emitted) and every name a member uses.
    candidates = {n[0] for n in g.types if len(n) == 1}
    for name in full:
        for record in g.types[name].members:
            candidates |= {r.split(".")[0] for r in g.references(record["declaration"])}
    candidates |= set(allowances["probe_also"]["entries"])
    present, generic = probe(candidates, swiftc)
    g.foundation, g.foundation_generic = present, generic
    # What a toolchain module (Observation) adds, for the generated modules that re-export it.
    g.toolchain = {}
    for module, extra in TOOLCHAIN_IMPORTS.items():
        more, more_generic = probe(candidates - present, swiftc, "".join(f"import {m}\n" for m in extra))
        g.toolchain[module] = (more, more_generic)
    provided = sorted(n for n in full if len(n) == 1 and n[0] in present)
    for name in provided:
        log.note(f"not emitted: {name[0]} is Linux Foundation's (its {len(g.types[name].members)} documented members are Foundation's too)")
    for name in list(full):
        if name[0] in present:
            full.discard(name)
            g.types[name].full = False
    emitter = Emitter(g)
    modules = {m: [] for m in MODULES}
    order = sorted(full, key=lambda n: (len(g.ancestors(n)), n))
    # Superclasses first, so that a subclass knows what it overrides.
    texts = {}
    for name in order:
        if len(name) == 1:
            texts[name] = emitter.type_text(name, g.types[name].module)
    # Members another module documents on a type (UIKit's additions to a QuartzCore class).
    extensions = {m: [] for m in MODULES}
    for name, members in sorted(g.extension_members.items()):
        if name not in full:
            continue
        for module, record in members:
            result = emitter.member(record, g.types[name], name, module, in_extension=True)
            if result:
                extensions[module].append(f"extension {'.'.join(name)} {{\n    {result[0]}\n}}\n")
                emitter.emitted_members += 1
    for module, record in emitter.deferred:
        name = tuple(record["_q"][1:-1])
        result = emitter.member(record, g.types[name], name, module, in_extension=True)
        if result:
            extensions[module].append(f"extension {'.'.join(name)} {{\n    {result[0]}\n}}\n")
            emitter.emitted_members += 1
    # Shells: everything a signature names that the glue does not touch (their own references
    # may add more).
    done = set()
    while True:
        pending = sorted(n for n in emitter.shells if len(n) == 1 and n not in done and n not in full)
        if not pending:
            break
        for name in pending:
            if name[0] in present:
                done.add(name)
                continue
            texts[name] = emitter.type_text(name, g.types[name].module)
            done.add(name)
    for name in sorted(texts):
        modules[g.types[name].module].append(texts[name])
    # The glue's global functions and constants.
    for base in sorted(g.glue_names & set(g.globals)):
        for module, record in g.globals[base]:
            result = emitter.member(record, None, (), module)
            if result:
                text = result[0]
                if not text.startswith("public") and not re.match(r"^(@\w+ )*public", text):
                    text = "public " + text
                modules[module].append(text + "\n")
                emitter.emitted_members += 1
    out = {}
    for index, module in enumerate(MODULES):
        imports = "".join(f"@_exported import {m}\n" for m in imports_of(module))
        supplement = "".join(s + "\n" for s in allowances["supplements"]["entries"].get(module, []))
        prelude = (
            f"// Generated by Scripts/applesdk/generate_sdk.py from ../shared/apple-sdk/{module}.jsonl. Do not edit.\n" +
            FOUNDATION_IMPORTS + "".join(f"@_exported import {m}\n" for m in TOOLCHAIN_IMPORTS.get(module, ())) + imports +
            "\n/// A default argument's stand-in: the caller may leave the argument out.\n"
            f"public func _generatedDefault<T>() -> T {{ fatalError() }}\n\n"
        )
        out[module] = prelude + "".join(modules[module]) + "".join(extensions[module]) + supplement
    summary = {
        "full_types": len([n for n in full]),
        "shell_types": len([n for n in emitter.shells if n not in full]),
        "members": emitter.emitted_members,
        "skipped": emitter.skipped_members,
        "foundation_types": [n[0] for n in provided],
    }
    return out, summary


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sdk", default=os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "apple-sdk")))
    parser.add_argument("--allowances", default=os.path.join(HERE, "generated_sdk.json"))
    parser.add_argument("--glue", action="append", default=None)
    parser.add_argument("--output", required=True)
    parser.add_argument("--log")
    args = parser.parse_args(argv)
    root = os.path.normpath(os.path.join(HERE, "..", ".."))
    glue = args.glue or [os.path.join(root, "Sources", name) for name in ("LiveryUIKit", "LiveryWebKit", "LiverySwiftUI")]
    log = Log()
    out, summary = generate(args.sdk, load_allowances(args.allowances), glue, log)
    os.makedirs(args.output, exist_ok=True)
    for module, text in out.items():
        with open(os.path.join(args.output, module + ".swift"), "w", encoding="utf-8") as file:
            file.write(text)
    if args.log:
        with open(args.log, "w", encoding="utf-8") as file:
            file.write("\n".join(log.lines) + "\n")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
