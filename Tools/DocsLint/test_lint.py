"""The prose checks, each on a small repository made in a temporary folder."""
import pathlib
import subprocess
import sys
import tempfile
import textwrap
import unittest

LINT = pathlib.Path(__file__).with_name("lint.py")


class LintTests(unittest.TestCase):
    def run_lint(self, files):
        with tempfile.TemporaryDirectory() as folder:
            root = pathlib.Path(folder)
            for path, text in files.items():
                (root / path).parent.mkdir(parents=True, exist_ok=True)
                (root / path).write_text(textwrap.dedent(text))
            result = subprocess.run([sys.executable, LINT, root], capture_output=True, text=True)
            return result.returncode, result.stderr

    def test_a_clean_repository_passes(self):
        code, errors = self.run_lint({
            "Sources/App/Router.swift": "struct Router {}\n",
            "docs/a.md": "The `Router` and the `String` it reads; see [b](b.md).\n",
            "docs/b.md": "```swift\nlet router = Router()\n```\n",
        })
        self.assertEqual((code, errors), (0, ""))

    def test_a_link_to_a_missing_file_fails(self):
        code, errors = self.run_lint({"docs/a.md": "See [the design](design.md#composition).\n"})
        self.assertEqual(code, 1)
        self.assertIn("docs/a.md:1: a link to design.md, which the repository does not have", errors)

    def test_a_type_the_code_does_not_declare_fails(self):
        code, errors = self.run_lint({
            "Sources/App/Router.swift": "enum Router {}\n",
            "docs/a.md": "The `Router` hands links to the `MainCoordinator`.\n",
        })
        self.assertEqual(code, 1)
        self.assertIn("`MainCoordinator` names no type", errors)
        self.assertNotIn("`Router`", errors)

    def test_placeholders_paths_and_files_are_not_type_names(self):
        code, _ = self.run_lint({"docs/a.md": "`NAME`, `ID`, `Tools/diagrams`, `Package.swift`, `OrdersFeature`\n"})
        self.assertEqual(code, 0)

    def test_a_scaffolded_features_live_and_fake_service_are_examples_but_other_prefixes_are_not(self):
        code, errors = self.run_lint({"docs/a.md": "`LiveOrdersService`, `FakeOrdersService`, `MockOrdersService`\n"})
        self.assertEqual(code, 1)
        self.assertIn("`MockOrdersService` names no type", errors)
        self.assertNotIn("`LiveOrdersService`", errors)
        self.assertNotIn("`FakeOrdersService`", errors)

    def test_a_code_line_past_100_characters_fails(self):
        code, errors = self.run_lint({"App/A.docc/A.md": "```swift\n" + "x" * 101 + "\n```\n"})
        self.assertEqual(code, 1)
        self.assertIn("App/A.docc/A.md:2: a code line of 101 characters", errors)

    def test_a_link_to_a_heading_the_page_lacks_fails(self):
        code, errors = self.run_lint({
            "docs/a.md": "See [limits](b.md#limits-in-one-place) and [modules](b.md#the-modules).\n",
            "docs/b.md": "# B\n\n## Limits in one place\n\n```sh\n# The modules\n```\n",
        })
        self.assertEqual(code, 1)
        self.assertIn("docs/a.md:1: a link to b.md#the-modules, which has no such heading", errors)
        self.assertNotIn("limits-in-one-place", errors)

    def test_an_image_in_a_docc_article_is_found_anywhere_in_its_catalog(self):
        code, errors = self.run_lint({
            "App/A.docc/Resources/graph.svg": "<svg/>\n",
            "App/A.docc/A.md": "![The graph](graph.svg)\n\n![The states](states.svg)\n",
        })
        self.assertEqual(code, 1)
        self.assertIn("App/A.docc/A.md:3: an image states.svg, which A.docc does not have", errors)
        self.assertNotIn("graph.svg", errors)


if __name__ == "__main__":
    unittest.main()
