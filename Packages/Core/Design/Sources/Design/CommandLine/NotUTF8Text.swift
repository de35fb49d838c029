/// Bytes from outside the process that are not UTF-8 text, named and never quoted.
public struct NotUTF8Text: Error, Equatable, CustomStringConvertible {
    /// What held the bytes: `argument 3` (counted after the program name), `$HOME`.
    public let source: String

    /// The refusal of the bytes `source` held.
    public init(source: String) {
        self.source = source
    }

    /// The refusal, for a tool to print after its name.
    public var description: String {
        "\(source) is not UTF-8 text, so it cannot name a file or a value here"
    }
}
