"""Reading the names Swift's demangler prints: which documented declaration a reference names."""

import re

from sdk import DOCUMENTED_MODULES, split_top_level

_PREFIXES = re.compile(r"^(?:static |class |mutating |nonmutating |\(extension in [^)]*\):)+")
_TYPE_NAME = re.compile(
    r"(?<![\w.])(" + "|".join(sorted(DOCUMENTED_MODULES, key=len, reverse=True)) + r")\.([A-Za-z_]\w*(?:\.[A-Z]\w*)*)"
)


def _without_generics(text):
    """Drops every `<...>` segment (generic parameters and where clauses), keeping `->`."""
    out, depth, i = [], 0, 0
    while i < len(text):
        c = text[i]
        if c == "-" and text.startswith("->", i):
            if depth == 0:
                out.append("->")
            i += 2
            continue
        if c == "<" and i > 0 and (text[i - 1].isalnum() or text[i - 1] in "_> "):
            depth += 1
        elif c == ">" and depth > 0:
            depth -= 1
        elif depth == 0:
            out.append(c)
        i += 1
    return "".join(out)


def _balanced(text, start):
    """The text inside the parenthesis that opens at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return text[start + 1 : i]
    return text[start + 1 :]


def declaration(demangled):
    """`Swift.Array.append<A>(contentsOf: __owned A1) -> ()` -> ("Swift", ("Array",), "append(contentsOf:)");
    None for what is not a documented module's declaration (the package's own, operators' members
    are returned with the operator as their title)."""
    extension = re.search(r"\(extension in ([^)]*)\):", demangled)
    if extension and extension.group(1) not in DOCUMENTED_MODULES:
        return None  # the package's own extension of an Apple type
    text = _without_generics(_PREFIXES.sub("", demangled.strip()))
    module = text.split(".", 1)[0]
    if module not in DOCUMENTED_MODULES or "." not in text:
        return None
    operator = re.match(r"^((?:\w+\.)+)(\S+) (?:infix|prefix|postfix)\b", text)
    if operator:
        names = operator.group(1).rstrip(".").split(".")
        return DOCUMENTED_MODULES[module], tuple(names[1:]), operator.group(2)
    end = len(text)
    for marker in (" : ", "("):
        at = text.find(marker)
        if at != -1:
            end = min(end, at)
    names = text[:end].split(".")
    member = names[-1]
    owner = text[:end].rsplit(".", 1)[0]
    case = text[end:].startswith(f"({owner}.Type) -> ")  # an enum case: `Style.dark(Style.Type) -> Style`
    if end < len(text) and text[end] == "(" and not case:
        labels = []
        for argument in split_top_level(_balanced(text, end), brackets="(["):
            label = re.match(r"^(\w+): ", argument)
            labels.append(label.group(1) if label else "_")
        member = f"{member}({''.join(label + ':' for label in labels)})"
    return DOCUMENTED_MODULES[module], tuple(names[1:-1]), member


def type_names(demangled):
    """Every documented module's type a demangled type names: `[_Concurrency.ContinuousClock.Instant]`
    -> [("Swift", ("ContinuousClock", "Instant"))]."""
    found = []
    for module, path in _TYPE_NAME.findall(demangled):
        found.append((DOCUMENTED_MODULES[module], tuple(path.split("."))))
    return found
