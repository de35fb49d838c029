import AppTesting
import Foundation
import Testing

/// The real `app-shell`, with every place a library might write on its own (XDG directories,
/// home, temporary files) pointed into one scratch directory: after a session at the prompt,
/// nothing is there but its data directory; after a script, whose data directory is a temporary
/// one, nothing at all.
struct NothingOutsideTests {
    @Test(arguments: [true, false])
    func aSessionWritesNothingOutsideItsDataDirectory(interactive: Bool) async throws {
        try await ScratchDirectory.with("fault-outside") { root in
            let places = ["xdg-data", "xdg-cache", "xdg-config", "xdg-state", "home", "tmp"]
            for place in places {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(place), withIntermediateDirectories: false)
            }
            let script = root.appendingPathComponent("script.txt")
            try Data("login alice@example.com correct-horse\nexpect state authenticated\nlogout\n".utf8)
                .write(to: script)
            let environment = [
                "XDG_DATA_HOME": root.appendingPathComponent("xdg-data").path,
                "XDG_CACHE_HOME": root.appendingPathComponent("xdg-cache").path,
                "XDG_CONFIG_HOME": root.appendingPathComponent("xdg-config").path,
                "XDG_STATE_HOME": root.appendingPathComponent("xdg-state").path,
                "HOME": root.appendingPathComponent("home").path,
                "TMPDIR": root.appendingPathComponent("tmp").path,
            ]

            // No --data-dir: at the prompt (the script's lines piped in) the data directory is
            // $XDG_DATA_HOME/app-shell; a script's is a temporary one, removed at its end.
            let run =
                interactive
                ? try await AppShellProcess.run([], environment: environment, input: script)
                : try await AppShellProcess.run(["run", script.path], environment: environment)

            #expect(run.status == 0, "\(run.stderr)")
            let dataDirectory = "xdg-data/app-shell"
            let expected = Set(places + ["script.txt"] + (interactive ? [dataDirectory] : []))
            let outside = Self.paths(under: root).filter {
                !expected.contains($0) && !$0.hasPrefix(dataDirectory + "/")
            }
            #expect(outside == [])
        }
    }

    /// Every path below `root`, relative to it, sorted.
    private static func paths(under root: URL) -> [String] {
        let prefix = root.resolvingSymlinksInPath().path + "/"
        let urls =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap {
                $0 as? URL
            } ?? []
        return urls.map { String($0.resolvingSymlinksInPath().path.dropFirst(prefix.count)) }.sorted()
    }
}
