import Testing

@testable import Design

struct CommandLineTextTests {
    @Test func utf8ArgumentsAreTheirText() {
        let arguments = [Array("demo".utf8), Array("--data-dir".utf8), Array("/tmp/café 😀".utf8), []]

        #expect(ProcessArguments.text(of: arguments) == .success(["demo", "--data-dir", "/tmp/café 😀", ""]))
    }

    /// Bytes that Swift would repair into U+FFFD, so that the path would name another file.
    @Test(
        arguments: [
            [0xFF], [0x61, 0xE9, 0x62],  // Latin-1 "aéb"
            [0xC3], [0xED, 0xA0, 0x80],  // a truncated sequence; an encoded surrogate
            [0xC0, 0xAF],  // an overlong "/"
        ] as [[UInt8]])
    func anArgumentThatIsNotUTF8IsRefusedByItsPosition(bytes: [UInt8]) {
        let arguments = [Array("demo".utf8), Array("--data-dir".utf8), Array("/tmp/".utf8) + bytes]

        let refusal = NotUTF8Text(source: "argument 3")
        #expect(ProcessArguments.text(of: arguments) == .failure(refusal))
        #expect(
            refusal.description == "argument 3 is not UTF-8 text, so it cannot name a file or a value here")
    }

    @Test func theFirstArgumentThatIsNotUTF8IsTheOneNamed() {
        #expect(ProcessArguments.text(of: [[0x61], [0xFF], [0xFE]]) == .failure(.init(source: "argument 2")))
    }

    @Test func anEnvironmentVariableThatIsNotUTF8IsRefusedByItsName() {
        #expect(ProcessEnvironment.text(of: "HOME", bytes: Array("/home/zoë".utf8)) == .success("/home/zoë"))
        #expect(ProcessEnvironment.text(of: "HOME", bytes: [0x2F, 0xE9]) == .failure(.init(source: "$HOME")))
    }
}
