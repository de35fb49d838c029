#!/usr/bin/env python3
"""Checks the repository's prose: README.md, docs/*.md and every DocC article.

- a relative Markdown link names a repository file that exists, and a `#fragment` on a link to a
  Markdown file names one of its headings (as GitHub spells the anchor);
- an image in a DocC article names a file in its catalog (DocC finds images by file name);
- a backticked type name (`AppCoordinator`, `ProfileRoute.own`, ``FeatureStack``) is one the code
  declares, a module, a test file, or a name from Swift, Foundation, SwiftUI or a dependency
  listed below;
- no line of a code block is longer than 100 characters (the column at 1280 px).

One line per problem, `path:line: problem`; exit 1 when there is any.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
CODE_WIDTH = 100
SKIPPED = {"Fixtures", "node_modules"}

# Names the docs may use that no file of ours declares: Swift and its standard library, Foundation,
# Observation, SwiftUI and the packages the project depends on.
EXTERNAL = set("""
Any AnyObject Array Bool Character Codable Comparable CustomStringConvertible Decodable Dictionary
Double Duration Encodable Equatable Error Hashable Identifiable Int Never Optional Result Sendable
Set String Substring Task TaskGroup Void Clock ContinuousClock SuspendingClock AsyncStream
CaseIterable RawRepresentable Collection Sequence UnsafeContinuation
Data Date JSONDecoder JSONEncoder URL URLComponents URLQueryItem URLSession URLRequest UUID
FileManager ProcessInfo LocalizedError DispatchQueue NSLock
Observable ObservationIgnored
App Scene View WindowGroup NavigationStack NavigationPath TabView Tab SceneStorage AppStorage
Environment EnvironmentValues ScenePhase State Bindable Binding Button Text List Form Section Toggle
Picker Label Image Alert OpenWindowAction OpenURLAction ForEach Group
Logger LogHandler LoggingSystem ParsableCommand AsyncParsableCommand EventLoopFuture
EventLoopGroup MultiThreadedEventLoopGroup Channel ChannelHandler ClientBootstrap NIOSSLContext
TLSConfiguration HTTPRequest HTTPResponse HTTPFields Tracer Span ServiceContext InstrumentationSystem
Instrument Injector Extractor NoOpTracer InMemoryTracer TraceContext
Benchmark Container Resolver DependencyValues SwiftSyntax SwiftParser SnapshotTesting Tagged
PackageDescription Package XCTest Testing Mutex AnyKeyPath HTTPCookieStorage URLCache
DependencyKey SwiftLogNoOpLogHandler AcceptBackoffHandler OpenCombine
Authorization Basic Digest Negotiate VmRSS
""".split())

# The names the docs give a feature that is not in the repository, to show scaffolding (`Orders`,
# `OrdersFeature`, its service's `LiveOrdersService` and `FakeOrdersService`), and the template's
# placeholder (`NAMEFeature`).
EXAMPLES = re.compile(r"^(?:Live|Fake)?(?:Orders|Inbox|ReadingList|NAME)[A-Za-z]*$")

DECLARATION = re.compile(r"\b(?:class|struct|enum|protocol|actor|typealias|case)\s+([A-Z][A-Za-z0-9_]*)")
TARGET = re.compile(r'name:\s*"([A-Za-z][A-Za-z0-9_-]*)"')
CODE_SPAN = re.compile(r"(``?)([^`\n]+?)\1(?!`)")
TYPE_NAME = re.compile(r"^/?(?:[A-Z][A-Za-z0-9]*/)*([A-Z][A-Za-z0-9]*)(?:<[^>]*>)?(?:[./][A-Za-z_][A-Za-z0-9_]*(?:\([^)]*\))?)*$")
LINK = re.compile(r"(!?)\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")


def sources(pattern):
    for path in ROOT.glob(pattern):
        parts = path.relative_to(ROOT).parts
        if not SKIPPED.intersection(parts) and not any(part.startswith(".") for part in parts):
            yield path


def declared_names():
    names = set(EXTERNAL)
    for path in sources("**/*.swift"):
        names.add(path.stem)
        names.update(DECLARATION.findall(path.read_text(errors="replace")))
    for path in sources("**/Package.swift"):
        names.update(TARGET.findall(path.read_text(errors="replace")))
    return names


def documents():
    yield from sources("README.md")
    yield from sources("docs/**/*.md")
    yield from sources("**/*.docc/**/*.md")


def anchors(path):
    """The anchors GitHub gives the headings of the Markdown file at `path`."""
    found = set()
    in_code = False
    for line in path.read_text(errors="replace").splitlines():
        if line.lstrip().startswith("```"):
            in_code = not in_code
        match = None if in_code else HEADING.match(line)
        if match:
            text = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", lambda m: m.group(1) or "", match.group(1))
            slug = re.sub(r"[^\w\- ]", "", text.lower()).replace(" ", "-")
            base, count = slug, 1
            while slug in found:
                slug, count = f"{base}-{count}", count + 1
            found.add(slug)
    return found


def problems(path, names):
    relative = path.relative_to(ROOT)
    in_code = False
    for number, line in enumerate(path.read_text(errors="replace").splitlines(), start=1):
        if line.lstrip().startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            if len(line) > CODE_WIDTH:
                yield f"{relative}:{number}: a code line of {len(line)} characters (at most {CODE_WIDTH})"
            continue
        for image, target in LINK.findall(line):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#") or target.startswith("<"):
                continue
            file, _, fragment = target.partition("#")
            catalog = next((p for p in path.parents if p.suffix == ".docc"), None)
            if image and catalog:
                if not any(catalog.rglob(pathlib.Path(file).name)):
                    yield f"{relative}:{number}: an image {file}, which {catalog.name} does not have"
            elif file and not (path.parent / file).exists():
                yield f"{relative}:{number}: a link to {file}, which the repository does not have"
            elif fragment and file.endswith(".md") and fragment not in anchors(path.parent / file):
                yield f"{relative}:{number}: a link to {file}#{fragment}, which has no such heading"
        for _, span in CODE_SPAN.findall(line):
            match = TYPE_NAME.match(span.strip())
            if not match or "/" in span or not any(c.islower() for c in match.group(1)):
                continue
            name = match.group(1)
            if name not in names and not EXAMPLES.match(name) and "." + span.split(".")[-1] not in (".swift", ".md"):
                yield f"{relative}:{number}: `{span}` names no type the code declares"


def main():
    names = declared_names()
    found = [problem for path in sorted(documents()) for problem in problems(path, names)]
    for problem in found:
        print(f"docs-check: {problem}", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
