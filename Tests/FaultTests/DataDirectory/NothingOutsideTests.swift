import AppTesting
import Foundation
import Testing

/// The real `app-shell`, with every place a library might write on its own (XDG directories,
/// home, temporary files) pointed into one scratch directory: after a run, nothing is there but
/// the data directory.
struct NothingOutsideTests {
    @Test func aRunWritesNothingOutsideItsDataDirectory() async throws {
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

            // No --data-dir: the data directory is $XDG_DATA_HOME/app-shell.
            let run = try await AppShellProcess.run(["run", script.path], environment: environment)

            #expect(run.status == 0, "\(run.stderr)")
            let dataDirectory = "xdg-data/app-shell"
            let expected = Set(places + ["script.txt", "xdg-data/app-shell"])
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
