import Foundation

/// The arguments the process was started with, as text. Swift's `CommandLine.arguments` replaces
/// bytes that are not UTF-8 with U+FFFD, so a path given in another encoding would name a
/// different file: a tool that creates its data folder would make a new one beside the one meant.
/// The command-line tools read their arguments here instead and refuse such an argument.
public enum ProcessArguments {
    /// The arguments after the program name; the first that is not UTF-8 text, when one is not.
    public static func current() -> Result<[String], NotUTF8> {
        let arguments = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
        return text(of: arguments)
    }

    /// `arguments` (each as its bytes) as text; the first that is not UTF-8, when one is not.
    static func text(of arguments: [[UInt8]]) -> Result<[String], NotUTF8> {
        var texts: [String] = []
        for (index, bytes) in arguments.enumerated() {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(NotUTF8(position: index + 1))
            }
            texts.append(text)
        }
        return .success(texts)
    }

    /// An argument that is not UTF-8 text, named by its position and never quoted: its bytes could
    /// not be printed as they are.
    public struct NotUTF8: Error, Equatable, CustomStringConvertible {
        /// Where the argument is: 1 for the first after the program name.
        public let position: Int

        /// The refusal, for a tool to print after its name.
        public var description: String {
            "argument \(position) is not UTF-8 text, so it cannot name a file or a value here"
        }
    }
}
