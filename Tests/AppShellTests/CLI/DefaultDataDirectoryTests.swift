import Design
import Foundation
import Testing

@testable import AppShell

struct DefaultDataDirectoryTests {
    /// An environment of `variables`, each UTF-8 text.
    private func environment(_ variables: [String: String]) -> (String) -> Result<String?, NotUTF8Text> {
        { .success(variables[$0]) }
    }

    @Test func xdgDataHomeWins() throws {
        let url = try DefaultDataDirectory.url(
            environment: environment(["XDG_DATA_HOME": "/data", "HOME": "/home/ann"]))
        #expect(url.path == "/data/app-shell")
    }

    @Test func withoutXDGDataHomeItIsUnderTheHomeDirectory() throws {
        #expect(
            try DefaultDataDirectory.url(environment: environment(["HOME": "/home/ann"])).path
                == "/home/ann/.local/share/app-shell")
    }

    @Test func aRelativeXDGDataHomeIsIgnored() throws {
        let url = try DefaultDataDirectory.url(
            environment: environment(["XDG_DATA_HOME": "data", "HOME": "/home/ann"]))
        #expect(url.path == "/home/ann/.local/share/app-shell")
    }

    /// A variable in another encoding would name another folder: the one the directory comes from
    /// is refused; one it does not need is not read.
    @Test func aVariableThatIsNotUTF8IsRefusedWhenItIsTheOneUsed() throws {
        let refused = NotUTF8Text(source: "$HOME")
        let homeNotUTF8: (String) -> Result<String?, NotUTF8Text> = {
            $0 == "HOME" ? .failure(refused) : .success(nil)
        }
        #expect(throws: refused) { try DefaultDataDirectory.url(environment: homeNotUTF8) }

        let both: (String) -> Result<String?, NotUTF8Text> = {
            $0 == "HOME" ? .failure(refused) : .success("/data")
        }
        #expect(try DefaultDataDirectory.url(environment: both).path == "/data/app-shell")
    }

    @Test func eachRunGetsItsOwnTemporaryDirectory() {
        #expect(DefaultDataDirectory.temporary(for: "run") != DefaultDataDirectory.temporary(for: "run"))
    }
}
