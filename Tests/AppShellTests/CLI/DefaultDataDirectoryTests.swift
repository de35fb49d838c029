import Foundation
import Testing

@testable import AppShell

struct DefaultDataDirectoryTests {
    @Test func xdgDataHomeWins() {
        let url = DefaultDataDirectory.url(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ann"])
        #expect(url.path == "/data/app-shell")
    }

    @Test func withoutXDGDataHomeItIsUnderTheHomeDirectory() {
        #expect(
            DefaultDataDirectory.url(environment: ["HOME": "/home/ann"]).path
                == "/home/ann/.local/share/app-shell")
    }

    @Test func aRelativeXDGDataHomeIsIgnored() {
        let url = DefaultDataDirectory.url(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/ann"])
        #expect(url.path == "/home/ann/.local/share/app-shell")
    }

    @Test func eachDemoGetsItsOwnTemporaryDirectory() {
        #expect(DefaultDataDirectory.temporary() != DefaultDataDirectory.temporary())
    }
}
