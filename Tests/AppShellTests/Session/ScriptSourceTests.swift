import AppTesting
import Foundation
import Testing

@testable import AppShell

struct ScriptSourceTests {
    @Test func readsAFile() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let file = directory.appendingPathComponent("s.txt")
            try Data("launch\nprint\n".utf8).write(to: file)
            #expect(try ScriptSource.read(path: file.path) == "launch\nprint\n")
        }
    }

    @Test func aMissingFileIsAOneLineError() {
        #expect(throws: ShellError("cannot read the script /no/such/script.txt: no such file")) {
            try ScriptSource.read(path: "/no/such/script.txt")
        }
    }

    @Test func aDirectoryIsAOneLineError() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let path = directory.path
            #expect(throws: ShellError("cannot read the script \(path): it is a directory")) {
                try ScriptSource.read(path: path)
            }
        }
    }

    @Test func aScriptOfUpTo1MiBIsReadAndALargerOneIsRefused() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let file = directory.appendingPathComponent("s.txt")
            try Data(repeating: UInt8(ascii: "\n"), count: ScriptSource.byteLimit).write(to: file)
            #expect(try ScriptSource.read(path: file.path).utf8.count == 1 << 20)
            try Data(repeating: UInt8(ascii: "\n"), count: ScriptSource.byteLimit + 1).write(to: file)
            #expect(throws: ShellError("cannot read the script \(file.path): it is larger than 1 MiB")) {
                try ScriptSource.read(path: file.path)
            }
        }
    }

    @Test func anEndlessFileStopsAtTheLimit() {
        #expect(throws: ShellError("cannot read the script /dev/zero: it is larger than 1 MiB")) {
            try ScriptSource.read(path: "/dev/zero")
        }
    }

    @Test func aFileThatIsNotTextIsRefused() async throws {
        try await ScratchDirectory.with("app-shell-tests") { directory in
            let file = directory.appendingPathComponent("s.bin")
            try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: file)
            #expect(throws: ShellError("cannot read the script \(file.path): it is not UTF-8 text")) {
                try ScriptSource.read(path: file.path)
            }
        }
    }
}
