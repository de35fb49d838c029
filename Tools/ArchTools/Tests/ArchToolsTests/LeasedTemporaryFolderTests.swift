import Foundation
import Testing

@testable import ArchToolsCore

/// The folder a command gets as `TMPDIR`: the same path again once free (so SwiftPM's manifest
/// cache, keyed by the environment, is reused), never two commands' at once, always empty, and
/// never a folder someone else could have prepared.
@Suite struct LeasedTemporaryFolderTests {
    @Test func aReleasedFolderIsLeasedAgainAtTheSamePathAndEmpty() throws {
        try withParent { parent in
            let first = try LeasedTemporaryFolder(for: "manifest-Packages/Core/Storage", under: parent)
            let path = first.url.path
            try Data("left by SwiftPM".utf8).write(to: first.url.appendingPathComponent("a.lock"))
            first.release()

            let second = try LeasedTemporaryFolder(for: "manifest-Packages/Core/Storage", under: parent)
            defer { second.release() }
            #expect(second.url.path == path)
            #expect(try FileManager.default.contentsOfDirectory(atPath: second.url.path).isEmpty)
        }
    }

    @Test func foldersHeldAtOnceAreDifferent() throws {
        try withParent { parent in
            let leases = try (0..<3).map { _ in
                try LeasedTemporaryFolder(for: "manifest-Packages/Core/Storage", under: parent)
            }
            defer { leases.forEach { $0.release() } }
            #expect(Set(leases.map(\.url.path)).count == 3)
            #expect(leases.allSatisfy { $0.url.deletingLastPathComponent().path == parent.path })
        }
    }

    @Test(arguments: [
        ("manifest-Packages/Core/Storage", "manifest-Packages-Core-Storage-0"),
        ("manifest-root", "manifest-root-0"),
        ("../../etc/x\n", "------etc-x--0"),
    ])
    func eachJobHasAFolderOfItsOwnUnderTheParent(job: String, folder: String) throws {
        try withParent { parent in
            let lease = try LeasedTemporaryFolder(for: job, under: parent)
            defer { lease.release() }
            #expect(lease.url.lastPathComponent == folder)
            #expect(lease.url.deletingLastPathComponent().path == parent.path)
        }
    }

    @Test func aParentOthersCanWriteIsNotUsed() throws {
        try withParent { parent in
            #expect(chmod(parent.path, 0o777) == 0)
            let lease = try LeasedTemporaryFolder(for: "manifest-Packages/Core/Storage", under: parent)
            defer { lease.release() }
            #expect(lease.url.deletingLastPathComponent().path != parent.path)
            #expect(FileManager.default.fileExists(atPath: lease.url.path))
        }
    }

    @Test func aParentThatIsALinkIsNotFollowed() throws {
        try withParent { parent in
            let target = parent.appendingPathComponent("target", isDirectory: true)
            let link = parent.appendingPathComponent("link")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            let lease = try LeasedTemporaryFolder(for: "manifest-root", under: link)
            defer { lease.release() }
            #expect(!lease.url.path.hasPrefix(link.path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty)
        }
    }

    /// Runs `body` with a private folder of its own, removed afterwards.
    private func withParent(_ body: (URL) throws -> Void) throws {
        let parent = FileManager.default.temporaryDirectory
            .appendingPathComponent("leased-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(
            at: parent, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: parent) }
        try body(parent)
    }
}
