"""The checks of Scripts/check-apple-sdk find what they exist to find: each fixture holds uses and
declarations that must be reported and others that must not."""

import os
import re
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import availability  # noqa: E402
import declarations  # noqa: E402
import main  # noqa: E402
from sdk import Documentation  # noqa: E402

SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "apple-sdk"))
FLOOR = {"iOS": (13, 0, 0), "macOS": (13, 0, 0), "tvOS": (13, 0, 0), "watchOS": (6, 0, 0), "visionOS": (1, 0, 0)}
ALLOWANCES = {"sendable_closures": {"allowed": True}, "declarations": {}}


def frontend(*arguments, cwd):
    result = subprocess.run(["swiftc", "-frontend", *arguments], capture_output=True, text=True, cwd=cwd)
    if result.returncode != 0:
        raise AssertionError(result.stderr)
    return result.stdout


class Checks(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.documentation = Documentation(SHARED)
        cls.scratch = tempfile.TemporaryDirectory()
        stubs = os.path.join(HERE, "Fixtures", "Stubs")
        subprocess.run(
            ["swiftc", "-emit-module", "-parse-as-library", "-module-name", "UIKit", "-swift-version", "6",
             "-emit-module-path", os.path.join(cls.scratch.name, "UIKit.swiftmodule"), os.path.join(stubs, "UIKit.swift")],
            check=True, capture_output=True,
        )
        main.symbol_graphs(cls.scratch.name, cls.scratch.name, ["UIKit"])
        cls.graphs = declarations.load_graphs(cls.scratch.name, ["UIKit"])
        cls.glue_ast = frontend(
            "-dump-ast", "-dump-ast-format", "json", "-module-name", "Glue", "-I", cls.scratch.name,
            "-primary-file", os.path.join(stubs, "Glue.swift"), cwd=stubs,
        )

    @classmethod
    def tearDownClass(cls):
        cls.scratch.cleanup()

    def test_availability_reports_exactly_the_unguarded_newer_uses(self):
        folder = os.path.join(HERE, "Fixtures", "Floor")
        ast = frontend("-dump-ast", "-dump-ast-format", "json", "-module-name", "Floor", "-primary-file",
                       os.path.join(folder, "Uses.swift"), cwd=folder)
        problems, checked = availability.check(self.documentation, FLOOR, availability.References(FLOOR, [ast]))
        reported = {int(problem.rsplit(".swift:", 1)[1].split(":")[0]) for problem in problems}
        with open(os.path.join(folder, "Uses.swift"), encoding="utf-8") as file:
            lines = file.read().split("\n")
        expected = {number for number, line in enumerate(lines, 1) if line.rstrip().endswith("// newer")}
        self.assertEqual(reported, expected, "\n".join(problems))
        self.assertGreater(checked, 10)
        self.assertTrue(any("Swift.Duration is iOS 16.0" in p for p in problems), problems)
        ios_only = next(n for n, line in enumerate(lines, 1) if "#available(iOS 16, *)" in line)
        self.assertTrue(any(f":{ios_only}: " in p and "tvOS 16.0" in p and " iOS 16.0" not in p for p in problems), problems)

    def problems_for(self, name, problems):
        return [p for p in problems if f" {name} " in p or f" {name}:" in p]

    def test_declarations_that_differ_from_the_page_are_reported(self):
        problems, matched = declarations.check(self.documentation, self.graphs, ALLOWANCES, FLOOR["iOS"])
        expect = {
            "UIKit.UIImageAsset.unregisterImage(with:)": "the name is `unregisterImage(with:)`, the page's is `unregister(imageWith:)`",
            "UIKit.UITraitCollection.userInterfaceStyle": "the type `Int` differs from the page's `UIUserInterfaceStyle`",
            "UIKit.UIView.tintColor": "the type `Int` differs",
            "UIKit.UIView.unlinked()": "has no link to its page",
            "UIKit.UIView.invented(_:)": "a page Apple's documentation (../shared/apple-sdk) does not have",
            "UIKit.UIView.traitOverrides": "Apple ships it from iOS 17.0: the stub says nothing",
        }
        for name, message in expect.items():
            found = self.problems_for(name, problems)
            self.assertTrue(any(message in p for p in found), f"{name}: {found or problems}")
        self.assertEqual(self.problems_for("UIKit.UIImageAsset.image(with:)", problems), [])
        self.assertGreaterEqual(matched, 3)  # UIImage, UIImageAsset, image(with:), ...

    def test_a_stub_that_lets_the_glue_set_a_get_only_property_is_reported(self):
        problems, _ = declarations.check(self.documentation, self.graphs, ALLOWANCES, FLOOR["iOS"])
        self.assertFalse(any("Apple declares it get-only" in p for p in self.problems_for("UIKit.UIView.tintColor", problems)))
        graphs = declarations.load_graphs(self.scratch.name, ["UIKit"])
        for module, symbol in graphs[0].values():
            if symbol["pathComponents"] == ["UITraitCollection", "userInterfaceStyle"]:
                symbol["declarationFragments"] = [{"kind": "text", "spelling": "var userInterfaceStyle: UIUserInterfaceStyle { get set }"}]
        problems, _ = declarations.check(self.documentation, graphs, ALLOWANCES, FLOOR["iOS"])
        found = self.problems_for("UIKit.UITraitCollection.userInterfaceStyle", problems)
        self.assertTrue(any("Apple declares it get-only" in p for p in found), found)

    def test_an_optional_requirement_is_a_plain_member_of_an_adopting_class(self):
        problems, _ = declarations.check(self.documentation, self.graphs, ALLOWANCES, FLOOR["iOS"])
        self.assertEqual(self.problems_for("UIKit.UITextField.keyboardAppearance", problems), [])
        found = self.problems_for("UIKit.UITextInputTraits.keyboardAppearance", problems)
        self.assertTrue(any("Apple declares it an optional requirement" in p for p in found), found or problems)

    def test_a_conformer_witnesses_a_requirements_self_with_its_own_type(self):
        problems, _ = declarations.check(self.documentation, self.graphs, ALLOWANCES, FLOOR["iOS"])
        self.assertEqual(self.problems_for("UIKit.UIListContentConfiguration.updated(for:)", problems), [])
        self.assertEqual(self.problems_for("UIKit.UIContentConfiguration.updated(for:)", problems), [])
        found = self.problems_for("UIKit.UIBackgroundConfiguration.updated(for:)", problems)
        self.assertEqual(len(found), 1, found)
        self.assertIn("the type `UIListContentConfiguration` differs from the page's `UIBackgroundConfiguration`", found[0])

    def test_glue_uses_of_undocumented_stub_api_are_reported(self):
        supertypes = declarations.ancestors(*self.graphs)
        references = availability.References(FLOOR, [self.glue_ast])
        problems, checked = availability.undocumented(self.documentation, references, supertypes)
        self.assertEqual(len(problems), 1, problems)
        self.assertRegex(problems[0], r"/Glue\.swift:5: UIKit\.UIImageAsset\.unregisterAll\(\) is not in Apple's documentation")
        self.assertEqual(checked, 2)


if __name__ == "__main__":
    unittest.main()
