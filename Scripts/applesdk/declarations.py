"""Each public declaration of the stub SDK (GlueCheck/Sources/{UIKit,SwiftUI,WebKit,QuartzCore,CoreGraphics})
is the declaration Apple documents on the page its doc comment links: same name, argument labels,
parameter and result types, kind and place, and the same first iOS version.

The stubs' declarations come from their symbol graphs (`swift symbolgraph-extract`); Apple's from
../shared/apple-sdk/. Every difference the check accepts is in allowances.json, with its reason.
"""

import json
import os
import re

from sdk import plain_title, qualified, split_top_level, version

STUB_MODULES = ("CoreGraphics", "QuartzCore", "UIKit", "SwiftUI", "WebKit")

# Words that change nothing a caller's code can see (access, overriding, storage, isolation
# spelled on the type instead of the member), dropped before two declarations are compared.
_NOISE = re.compile(
    r"@MainActor\b|@ViewBuilder\b|@preconcurrency\b|@frozen\b|@discardableResult\b|@objc(?:\([^)]*\))?|@inlinable\b|"
    r"\bnonisolated\b|\bopen\b|\bpublic\b|\bfinal\b|\boverride\b|\brequired\b|\bconvenience\b|"
    r"@NSCopying\b|@IBInspectable\b|\bdynamic\b|\bweak\b|\bunowned\b|\bmutating\b|@_\w+|\{ ?get(?: set)? ?\}|\{ ?set ?\}"
)


def _flat(text):
    return re.sub(r"\s+", " ", text).strip()


def _type(text, generics):
    """A type as the check compares it: the mirrored pages drop generic arguments
    (`Set<UIScene>` reads `Set`), so both sides lose them; generic parameters read `τ`."""
    text = _flat(text)
    while re.search(r"<[^<>]*>", text):
        text = re.sub(r"<[^<>]*>", "", text)
    text = re.sub(r"\bany ", "", text)
    text = re.sub(r"\bsome ", "", text)
    text = re.sub(r"\(([\w.]+)\)\?", r"\1?", text)
    for name in generics:
        text = re.sub(rf"\b{re.escape(name)}\b", "τ", text)
    text = text.replace("Self.TraitChangeHandler", "(Self, UITraitCollection) -> Void")  # UIKit's typealias
    text = re.sub(r"\bSelf\.(?!TraitChangeHandler)\w+", "τ", text)
    text = re.sub(r"(?<![.\w])[A-Z](?![\w.])", "τ", text)  # a one-letter type is a generic parameter whose `<V>` the page dropped  # an associated type a conforming stub makes concrete
    text = text.replace("NSNotification.Name", "Notification.Name")  # one type: a typealias
    return text.replace(" ", "")


def _same(stub, apple):
    """Whether a stub's type is the page's: a `τ` on the page (a generic parameter or an
    associated type) stands for any one type."""
    pattern = "".join(r"[^,]+?" if c == "τ" else re.escape(c) for c in apple)
    return re.fullmatch(pattern, stub) is not None


def _page_generics(text):
    """The generic parameters a page's `where` clause names (the pages drop `<Content>`)."""
    clause = re.search(r"\bwhere\b(.*)$", _flat(text))
    return [] if not clause else sorted(set(re.findall(r"\b([A-Z]\w*)\s*(?::|==)", clause.group(1))))


def signature(declaration, allow_sendable):
    """(keyword, name, [(label, type)], effects, result) of a declaration's text."""
    page_generics = _page_generics(declaration)
    text = _flat(_NOISE.sub(" ", declaration))
    if allow_sendable:
        text = text.replace("@Sendable ", "")
    text = re.sub(r"\s+where\s+.*$", "", text) if not text.startswith(("class", "struct", "protocol")) else text
    match = re.match(
        r"^(?:(?:static|class) )?(func|init\??|var|let|case|subscript|class|struct|enum|protocol|typealias|"
        r"associatedtype|actor)\b ?([^\s(<:=]*)",
        text,
    )
    if not match:
        return ("?", text, [], "", "")
    keyword, name = match.group(1), match.group(2)
    rest = text[match.end() :]
    generics = []
    if rest.startswith("<"):
        depth, end = 0, 0
        for i, c in enumerate(rest):
            depth += c == "<"
            depth -= c == ">"
            if depth == 0:
                end = i
                break
        generics = [g.split(":")[0].strip() for g in split_top_level(rest[1:end])]
        rest = rest[end + 1 :].strip()
    generics = generics + [g for g in page_generics if g not in generics]
    params, effects, result = [], "", ""
    if keyword in ("func", "init", "init?", "subscript") or (keyword == "case" and rest.startswith("(")):
        depth, end = 0, len(rest)
        for i, c in enumerate(rest):
            depth += c == "("
            depth -= c == ")"
            if depth == 0 and c == ")":
                end = i
                break
        for part in split_top_level(rest[1:end]):
            part = re.sub(r"\s*=.*$", "", part)
            head, _, kind = part.partition(":")
            words = head.split()
            label = words[0] if words else "_"
            if keyword == "subscript" and len(words) == 1:
                label = "_"
            params.append((label, _type(kind, generics)))
        tail = rest[end + 1 :].strip()
        effects = " ".join(w for w in ("async", "throws", "rethrows") if re.search(rf"\b{w}\b", tail.split("->")[0]))
        result = _type(tail.split("->", 1)[1], generics) if "->" in tail else ""
    elif keyword in ("var", "let"):
        result = _type(rest.lstrip(":").split("=")[0], generics)
    elif keyword in ("typealias",):
        result = _type(rest.lstrip("=").strip(), generics)
    return (keyword.rstrip("?") if keyword.startswith("init") else keyword, name, params, effects, result)


def _stub_text(symbol):
    return "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))


def _first_ios(symbol):
    for entry in symbol.get("availability", []):
        if entry.get("domain") == "iOS" and "introduced" in entry:
            i = entry["introduced"]
            return (i.get("major", 0), i.get("minor", 0), i.get("patch", 0))
    return None


def load_graphs(folder, modules=STUB_MODULES):
    """Symbols and relationships of every stub module's symbol graph in `folder`."""
    symbols, relations = {}, []
    for module in modules:
        path = os.path.join(folder, f"{module}.symbols.json")
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            symbols[symbol["identifier"]["precise"]] = (module, symbol)
        relations += graph.get("relationships", [])
    return symbols, relations


def ancestors(symbols, relations):
    """Each stub type's documented supertypes (superclasses and protocols, transitively), by
    nested name: {("UIKit", "UIWindow"): {("UIKit", "UIView"), ("UIKit", "UITraitEnvironment"), ...}}."""
    names = {usr: (module,) + tuple(symbol["pathComponents"]) for usr, (module, symbol) in symbols.items()}
    direct = {}
    for relation in relations:
        if relation["kind"] in ("inheritsFrom", "conformsTo") and relation["source"] in names:
            target = names.get(relation["target"])
            if target is None and "targetFallback" in relation:
                target = tuple(relation["targetFallback"].split("."))
            if target:
                direct.setdefault(names[relation["source"]], set()).add(target)
    closed = {}
    for start in direct:
        seen, stack = set(), list(direct[start])
        while stack:
            name = stack.pop()
            if name not in seen:
                seen.add(name)
                stack += direct.get(name, ())
        closed[start] = seen
    return closed


def _witnessing(apple, conformer):
    """A page's signature with its types' `Self` read as the conforming type `conformer`."""
    if not conformer:
        return apple

    def own(text):
        return re.sub(r"\bSelf\b(?!\.)", conformer, text)

    keyword, name, params, effects, result = apple
    return (keyword, name, [(label, own(kind)) for label, kind in params], effects, own(result))


def _settable(declaration):
    return bool(re.search(r"\{ ?get set ?\}|\bset\b", declaration)) or (
        re.match(r"^\s*(?:@\w+\s+)*(?:\w+\s+)*var\b", _flat(declaration)) is not None and "{" not in declaration
    )


def _differences(symbol, module, record, allowances, supertypes):
    components = symbol["pathComponents"]
    found = []
    title = plain_title(record["title"])
    if title.split(".")[-1] != symbol["names"]["title"].split(".")[-1]:
        found.append(f"the name is `{symbol['names']['title']}`, the page's is `{title}`")
    place = qualified(record["path"])[:-1]
    here = (module,) + tuple(components[:-1])
    if place != here and place not in supertypes.get(here, ()):
        found.append(f"it is declared in `{'.'.join(here)}`, the page's place is `{'.'.join(place)}`")
    sendable = allowances["sendable_closures"]["allowed"]
    stub_text, apple_text = _stub_text(symbol), record["declaration"]
    # An optional protocol requirement (`optional var keyboardAppearance`): a class that adopts
    # the protocol declares the member plainly, as the SDK's classes do; a stub protocol that
    # requires it (Linux has no `@objc` optional requirements) differs from the page.
    optional = re.compile(r"\boptional\s+(?=(?:@\w+\s+)*(?:(?:static|class)\s+)?(?:var|let|func|init|subscript)\b)")
    if optional.search(apple_text):
        apple_text = optional.sub("", apple_text)
        if symbol.get("_requirement"):
            found.append("Apple declares it an optional requirement; the stub's protocol requires it")
    stub, apple = signature(stub_text, sendable), signature(apple_text, sendable)
    if place != here:
        # A protocol requirement's page, witnessed by a conforming stub type: the page's `Self`
        # is that type (a struct's `func updated(for:) -> Self` reads `-> UIListContentConfiguration`).
        conformer = components[-2] if len(components) > 1 else ""
        stub, apple = _witnessing(stub, conformer), _witnessing(apple, conformer)
    same_kind = stub[0] == apple[0] or {stub[0], apple[0]} <= {"var", "let"}
    if not same_kind:
        found.append(f"it is a `{stub[0]}`, the page's is a `{apple[0]}`")
    elif [p[0] for p in stub[2]] != [p[0] for p in apple[2]]:
        found.append(
            f"argument labels ({', '.join(p[0] for p in stub[2])}) differ from the page's ({', '.join(p[0] for p in apple[2])})"
        )
    elif not all(_same(a[1], b[1]) for a, b in zip(stub[2], apple[2])):
        found.append(
            f"parameter types ({', '.join(p[1] for p in stub[2])}) differ from the page's ({', '.join(p[1] for p in apple[2])})"
        )
    elif not _same(stub[4], apple[4]):
        found.append(f"the type `{stub[4]}` differs from the page's `{apple[4]}`")
    elif stub[3] != apple[3]:
        found.append(f"effects `{stub[3]}` differ from the page's `{apple[3]}`")
    if stub[0] == "var" and apple[0] == "var" and _settable(stub_text) and not _settable(apple_text):
        found.append("the stub lets the glue set it; Apple declares it get-only")
    for attribute in ("@MainActor",):
        if (attribute in apple_text) and attribute not in stub_text and not symbol.get("_isolated_by_type"):
            found.append(f"Apple declares it `{attribute}`; the stub does not")
    return found


def check(documentation, graphs, allowances, floor_ios):
    """Problems as "file:line: message" strings, and how many stub declarations matched."""
    symbols, relations = graphs
    supertypes = ancestors(symbols, relations)
    allowed = allowances["declarations"]
    isolated = {usr for usr, (_, s) in symbols.items() if "@MainActor" in _stub_text(s)}
    members = {r["source"]: r["target"] for r in relations if r["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf")}
    requirements = {r["source"] for r in relations if r["kind"] in ("requirementOf", "optionalRequirementOf")}
    problems, matched = [], 0
    declared = [(m, s) for m, s in symbols.values() if "location" in s]  # not synthesized or inherited
    declared.sort(key=lambda item: (item[1]["location"]["uri"], item[1]["location"]["position"]["line"]))
    for module, symbol in declared:
        components = symbol["pathComponents"]
        where = symbol["location"]["uri"].replace("file://", "")
        where = where[where.find("GlueCheck/") :] + f":{symbol['location']['position']['line'] + 1}"
        name = ".".join([module] + components)
        if any(component.startswith("_") for component in components):
            continue  # a stub-only hook for tests; the use check keeps the glue off it
        symbol["_isolated_by_type"] = members.get(symbol["identifier"]["precise"]) in isolated
        symbol["_requirement"] = symbol["identifier"]["precise"] in requirements
        lines = symbol.get("docComment", {}).get("lines", [])
        if lines and lines[0]["text"].strip().startswith("Stub-only"):
            continue  # a stand-in for what UIKit keeps private; the use check keeps the glue off it
        link = next(
            (line["text"].strip().split()[0] for line in lines if "developer.apple.com/documentation" in line["text"]), None
        )
        exception = allowed.get(name)
        if exception:
            matched += 1
            continue
        if link is None:
            problems.append(f"{where}: {name} has no link to its page on developer.apple.com")
            continue
        records = documentation.pages_for(link)
        if not records and components[-1] == "rawValue":
            # The pages document an imported type's `init(rawValue:)`, not the `rawValue` it
            # stores: the stub's `rawValue` must have that initializer's parameter type.
            init = documentation.pages_for(link.rsplit("/", 1)[0] + "/init(rawvalue:)")
            stub_type = signature(_stub_text(symbol), False)[4]
            if init and any(signature(r["declaration"], False)[2][:1] == [("rawValue", stub_type)] for r in init):
                matched += 1
            else:
                problems.append(f"{where}: {name}: its type `{stub_type}` is not the documented init(rawValue:)'s")
            continue
        if not records:
            problems.append(f"{where}: {name} links {link}, a page Apple's documentation (../shared/apple-sdk) does not have")
            continue
        attempts = [(_differences(symbol, module, record, allowances, supertypes), record) for record in records]
        found, record = min(attempts, key=lambda attempt: len(attempt[0]))
        documented = record.get("availability", {}).get("iOS")
        first = _first_ios(symbol)
        if documented not in (None, "yes") and version(documented) > floor_ios and first != version(documented):
            found.append(
                f"Apple ships it from iOS {documented}: the stub says {'nothing' if first is None else 'iOS ' + '.'.join(map(str, first[:2]))}"
            )
        if found:
            problems.append(f"{where}: {name} ({link}): " + "; ".join(found))
        else:
            matched += 1
    return problems, matched
