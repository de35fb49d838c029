import AppTesting
import Foundation
import Testing

@testable import AppShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `run --junit FILE` writes its report as other tools write one: a regular file is replaced whole
/// by a rename, a FIFO or a character device is written in place and stays what it was, anything
/// else is refused in one line, and a report that would be written over a script is refused before
/// anything runs. Real files, FIFOs, devices and links in the test's directory.
@MainActor
struct ReportDestinationTests {
    private struct Run {
        let status: ShellExitStatus
        let output: [String]
        let errors: [String]
    }

    private func run(_ paths: [String], report: String) async -> Run {
        var output: [String] = []
        var errors: [String] = []
        var session = ShellSession(
            options: ShellOptions(mode: .runScripts(paths: paths, junitReport: report)))
        session.writeLine = { output.append($0) }
        session.writeError = { errors.append($0) }
        session.logger = LogCapture().logger
        let status = await session.run()
        return Run(status: status, output: output, errors: errors)
    }

    /// A directory with two scripts that pass, `a.txt` and `b.txt`.
    private func scripts(in directory: URL) throws -> URL {
        let scripts = directory.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: false)
        for name in ["a.txt", "b.txt"] {
            try Data("expect state unauthenticated\n".utf8).write(to: scripts.appendingPathComponent(name))
        }
        return scripts
    }

    private func kind(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    private func inode(_ path: String) -> ino_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_ino : nil
    }

    /// A regular file is replaced by a new one (another inode: a reader holding the old one reads
    /// it whole), keeping its mode, and nothing is left beside it.
    @Test func aRegularFileIsReplacedWholeByARename() async throws {
        try await ScratchDirectory.with("report") { directory in
            let scripts = try scripts(in: directory)
            let report = directory.appendingPathComponent("report.xml")
            try Data("old report".utf8).write(to: report)
            chmod(report.path, 0o640)
            let before = inode(report.path)
            let run = await run([scripts.path], report: report.path)
            #expect(run.status == .success, "\(run.errors)")
            #expect(inode(report.path) != before)
            #expect(try JUnitXML.parse(Data(contentsOf: report)).cases.count == 2)
            let mode = try FileManager.default.attributesOfItem(atPath: report.path)[.posixPermissions]
            #expect((mode as? NSNumber)?.intValue == 0o640)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                    "report.xml", "scripts",
                ])
        }
    }

    /// A FIFO is written in place, and its reader gets the whole report.
    @Test func aFIFOIsWrittenInPlace() async throws {
        try await ScratchDirectory.with("report") { directory in
            let scripts = try scripts(in: directory)
            let fifo = directory.appendingPathComponent("report.fifo").path
            try #require(mkfifo(fifo, 0o600) == 0)
            // Opened before the run and read after it: the report fits in the pipe's buffer.
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            try #require(reader >= 0)
            defer { close(reader) }
            let run = await run([scripts.path], report: fifo)
            #expect(run.status == .success, "\(run.errors)")
            #expect(kind(fifo) == S_IFIFO)
            var received = Data()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while case let count = read(reader, &buffer, buffer.count), count > 0 {
                received.append(contentsOf: buffer[..<count])
            }
            #expect(try JUnitXML.parse(received).cases.count == 2)
        }
    }

    /// A FIFO nobody reads is not waited on for ever: the report is refused in one line, status 2,
    /// and the FIFO stays a FIFO.
    @Test func aFIFONobodyReadsIsRefusedAndStaysAFIFO() async throws {
        try await ScratchDirectory.with("report") { directory in
            let scripts = try scripts(in: directory)
            let fifo = directory.appendingPathComponent("report.fifo").path
            try #require(mkfifo(fifo, 0o600) == 0)
            let run = await run([scripts.path], report: fifo)
            #expect(run.status == .cannotRun)
            #expect(
                run.errors == ["app-shell: cannot write the JUnit report: --junit \(fifo): nothing reads it"])
            #expect(kind(fifo) == S_IFIFO)
        }
    }

    /// A character device (here one made in the test's directory, the null device's numbers) and a
    /// link to one (to `/dev/null`, only looked at) are written in place and stay what they were.
    @Test(.enabled(if: getuid() == 0, "making a device needs root"))
    func aCharacterDeviceOrALinkToOneIsWrittenInPlace() async throws {
        try await ScratchDirectory.with("report") { directory in
            let scripts = try scripts(in: directory)
            let device = directory.appendingPathComponent("null").path
            try #require(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
            let link = directory.appendingPathComponent("null-link").path
            try #require(symlink("/dev/null", link) == 0)
            for report in [device, link] {
                let run = await run([scripts.path], report: report)
                #expect(run.status == .success, "\(run.errors)")
            }
            #expect(kind(device) == S_IFCHR)
            #expect(kind(link) == S_IFLNK)
            #expect(kind("/dev/null") == S_IFCHR)
        }
    }

    /// A link to a regular file, or to nothing, is refused before anything runs: the report would
    /// replace the link, or a file the run did not name.
    @Test(arguments: [
        ("target.xml", "it is a link to a regular file; name that file, which is then replaced whole"),
        ("missing.xml", "it is a link to nothing that can be written (No such file or directory)"),
    ])
    func aLinkToAFileOrToNothingIsRefusedBeforeAnythingRuns(target: String, reason: String) async throws {
        try await ScratchDirectory.with("report") { directory in
            let scripts = try scripts(in: directory)
            try Data("kept".utf8).write(to: directory.appendingPathComponent("target.xml"))
            let link = directory.appendingPathComponent("report.xml").path
            try #require(symlink(directory.appendingPathComponent(target).path, link) == 0)
            let run = await run([scripts.path], report: link)
            #expect(run.status == .cannotRun)
            #expect(run.output == [])
            #expect(run.errors == ["app-shell: --junit \(link): \(reason)"])
            #expect(kind(link) == S_IFLNK)
            #expect(
                try String(contentsOf: directory.appendingPathComponent("target.xml"), encoding: .utf8)
                    == "kept")
        }
    }

    /// A report written over one of the scripts, by any of its names (as given, found in a folder,
    /// another spelling, a hard link), is refused before anything runs, and the script is kept.
    @Test(arguments: [
        (["SCRIPTS/a.txt", "SCRIPTS/b.txt"], "SCRIPTS/a.txt", "SCRIPTS/a.txt"),
        (["SCRIPTS/a.txt"], "SCRIPTS/a.txt", "SCRIPTS/a.txt"),
        (["SCRIPTS/"], "SCRIPTS/./b.txt", "SCRIPTS/b.txt"),
        (["SCRIPTS/a.txt", "SCRIPTS/b.txt"], "DIR/hard-link.txt", "SCRIPTS/b.txt"),
    ])
    func aReportThatWouldOverwriteAScriptIsRefusedBeforeAnythingRuns(
        paths: [String], report: String, script: String
    ) async throws {
        try await ScratchDirectory.with("report") { directory in
            let scripts = try scripts(in: directory)
            try #require(
                link(
                    scripts.appendingPathComponent("b.txt").path,
                    directory.appendingPathComponent("hard-link.txt").path)
                    == 0)
            let resolved = { (text: String) in
                text.replacingOccurrences(of: "SCRIPTS", with: scripts.path)
                    .replacingOccurrences(of: "DIR", with: directory.path)
            }
            let run = await run(paths.map(resolved), report: resolved(report))
            #expect(run.status == .cannotRun)
            #expect(run.output == [])
            #expect(
                run.errors == [
                    "app-shell: --junit \(resolved(report)): it is the script \(resolved(script)), which the report"
                        + " would overwrite"
                ])
            for name in ["a.txt", "b.txt"] {
                #expect(
                    try String(contentsOf: scripts.appendingPathComponent(name), encoding: .utf8)
                        == "expect state unauthenticated\n")
            }
        }
    }

    /// A script named twice runs twice, and the report keeps both cases under distinct names.
    @Test func aScriptNamedTwiceGivesTwoCasesWithDistinctNames() async throws {
        try await ScratchDirectory.with("report") { directory in
            let scripts = try scripts(in: directory)
            let a = scripts.appendingPathComponent("a.txt").path
            let report = directory.appendingPathComponent("report.xml")
            let run = await run([a, scripts.path, a], report: report.path)
            #expect(run.status == .success, "\(run.errors)")
            let names = try JUnitXML.parse(Data(contentsOf: report)).cases.map(\.name)
            #expect(names == [a, a + " (2)", scripts.path + "/b.txt", a + " (3)"])
        }
    }
}
