import Foundation

/// A fresh clone of the repo's committed `HEAD`, as CI gets: the engineers' loop is measured
/// there, so the shared working tree and its build folders are never touched.
struct RepoClone {
    let root: URL

    /// Clones `repo` into `folder` (replacing what is there).
    init(of repo: URL, into folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        _ = try CommandOutput.run("git", ["clone", "--quiet", "--no-hardlinks", repo.path, folder.path])
        root = folder
    }

    /// The shared scratch path `Tools/test-all` builds into.
    var scratch: URL { root.appendingPathComponent(".build-test-all") }

    /// The scratch path `Tools/test-all` builds `package` into: ArchTools (swift-syntax, which
    /// nothing else uses) has one of its own, the one `Tools/arch-check` uses.
    func scratch(for package: String) -> URL {
        package == "Tools/ArchTools" ? root.appendingPathComponent(".build-tools") : scratch
    }

    /// The package folders `Tools/test-all` tests, read from its `packages=( … )` list.
    func testedPackages() throws -> [String] {
        let script = try String(contentsOf: root.appendingPathComponent("Tools/test-all"), encoding: .utf8)
        guard let list = script.range(of: "packages=(")?.upperBound,
            let end = script[list...].firstIndex(of: ")")
        else { throw BenchError("cannot find the package list in Tools/test-all") }
        return script[list..<end].split(whereSeparator: \.isWhitespace).map(String.init)
            .filter { !$0.hasPrefix("#") }
    }
}
