"""Scripts/check-apple-sdk: the Apple API the package uses is the API Apple declares, at the
versions the package says it supports. Three checks, one report:

1. availability: LiveryCore, Livery, LiveryUIKit, LiverySwiftUI and LiveryWebKit (what an app links) use no
   documented API newer than Package.swift's deployment floor outside `@available`/`#available`;
2. declarations: every public declaration of the stub SDK in GlueCheck/Sources is the declaration
   its page link names (name, labels, types, kind, place, first iOS version);
3. uses: every UIKit/SwiftUI/WebKit/QuartzCore/CoreGraphics declaration the glue uses is documented.

Needs GlueCheck built (`swift build` in GlueCheck/, which `Scripts/check-apple-glue` does).
Exit status 1 when any check finds a problem; every problem is printed as file:line: message.
"""

import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import availability  # noqa: E402
import declarations  # noqa: E402
from sdk import Documentation, deployment_floor, show  # noqa: E402

LINKED_MODULES = ("LiveryCore", "Livery", "LiveryUIKit", "LiverySwiftUI", "LiveryWebKit")
GLUE_MODULES = ("LiveryUIKit", "LiverySwiftUI", "LiveryWebKit")
PLUGINS = "/opt/swift/usr/lib/swift/host/plugins"


def plugin_path():
    """The toolchain's macro plugins (`@Observable`), next to the `swift` on PATH."""
    swift = subprocess.run(["which", "swift"], capture_output=True, text=True).stdout.strip()
    candidate = os.path.join(os.path.dirname(os.path.realpath(swift)), "..", "lib", "swift", "host", "plugins")
    return os.path.normpath(candidate) if os.path.isdir(candidate) else PLUGINS


def dump_ast(package, module, modules_dir, package_name):
    """The type-checked syntax tree of one module, as JSON text (one object per file)."""
    folder = os.path.join(package, "Sources", module)
    files = sorted(
        os.path.relpath(os.path.join(root, name), os.path.dirname(package))
        for root, _, names in os.walk(folder, followlinks=True)
        for name in names
        if name.endswith(".swift")
    )
    command = [
        "swiftc", "-frontend", "-dump-ast", "-dump-ast-format", "json",
        "-module-name", module, "-package-name", package_name, "-swift-version", "6",
        "-enable-upcoming-feature", "ExistentialAny", "-plugin-path", plugin_path(), "-I", modules_dir,
    ]
    for name in files:
        command += ["-primary-file", name]
    result = subprocess.run(command, capture_output=True, text=True, cwd=os.path.dirname(package))
    if result.returncode != 0:
        raise SystemExit(f"swiftc -dump-ast {module} failed:\n{result.stderr[-4000:]}")
    return result.stdout


def symbol_graphs(modules_dir, output, modules):
    for module in modules:
        subprocess.run(
            [
                "swift", "symbolgraph-extract", "-module-name", module, "-I", modules_dir,
                "-target", "x86_64-unknown-linux-gnu", "-output-dir", output, "-minimum-access-level", "public",
            ],
            check=True,
        )


def run(root, shared, glue_package, stub_modules=declarations.STUB_MODULES, linked=LINKED_MODULES, glue=GLUE_MODULES,
        package_name="gluecheck"):
    """All three checks over a built stub package; returns (problems, summary lines)."""
    documentation = Documentation(os.path.join(shared, "apple-sdk"))
    floor = deployment_floor(os.path.join(root, "Package.swift"))
    with open(os.path.join(HERE, "allowances.json"), encoding="utf-8") as file:
        allowances = json.load(file)
    modules_dir = os.path.join(glue_package, ".build", "debug", "Modules")
    with tempfile.TemporaryDirectory() as graphs_dir:
        symbol_graphs(modules_dir, graphs_dir, stub_modules)
        graphs = declarations.load_graphs(graphs_dir, stub_modules)
    asts = {module: dump_ast(glue_package, module, modules_dir, package_name) for module in linked}
    core = availability.References(floor, [asts[m] for m in linked if m not in glue])
    glue_references = availability.References(floor, [asts[m] for m in glue if m in asts])
    newer_core, core_count = availability.check(documentation, floor, core)
    newer_glue, glue_count = availability.check(documentation, floor, glue_references)
    newer, references = sorted(newer_core + newer_glue), core_count + glue_count
    ancestors = declarations.ancestors(*graphs)
    unknown, uses = availability.undocumented(
        documentation, glue_references, ancestors, allowances["declarations"]
    )
    mismatched, matched = declarations.check(documentation, graphs, allowances, floor["iOS"])
    summary = [
        f"availability: {references} references in {', '.join(linked)} checked against the floor "
        f"({', '.join(f'{p} {show(v)}' for p, v in floor.items())}): {len(newer)} unguarded newer uses",
        f"declarations: {matched} stub declarations match Apple's ({len(allowances['declarations'])} allowed "
        f"in allowances.json): {len(mismatched)} differ",
        f"uses: {uses} uses of the stubbed frameworks in {', '.join(glue)}: {len(unknown)} undocumented",
    ]
    return newer + mismatched + unknown, summary


def main():
    root = os.path.normpath(os.path.join(HERE, "..", ".."))
    shared = os.path.normpath(os.path.join(root, "..", "shared"))
    problems, summary = run(root, shared, os.path.join(root, "GlueCheck"))
    for problem in problems:
        print(problem)
    for line in summary:
        print(line)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
