import AppCore
import Foundation
import Testing

/// A window's name as a scene presents it (`WindowGroup(for:)`, `openWindow(value:)`): encoded as
/// its one string, and checked when decoded.
@Suite struct WindowIDCodingTests {
    @Test(arguments: [WindowID.main, WindowID(kind: "post", item: "p5")])
    func aWindowsNameRoundTrips(id: WindowID) throws {
        let data = try JSONEncoder().encode(id)
        #expect(String(decoding: data, as: UTF8.self) == "\"\(id.rawValue)\"")
        #expect(try JSONDecoder().decode(WindowID.self, from: data) == id)
    }

    @Test(arguments: ["\"\"", "\"Post-p5\"", "\"post\"", "\"-p5\"", "5"])
    func aNameNoWindowCanHaveDoesNotDecode(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(WindowID.self, from: Data(json.utf8)) }
    }
}
