import Foundation

/// The arguments the process was started with, as text. Swift's `CommandLine.arguments` replaces
/// bytes that are not UTF-8 with U+FFFD, so a path given in another encoding would name a
/// different file: a tool that creates its data folder would make a new one beside the one meant.
/// The command-line tools read their arguments here instead and refuse such an argument.
public enum ProcessArguments {
    /// The arguments after the program name; the first that is not UTF-8 text, when one is not.
    public static func current() -> Result<[String], NotUTF8Text> {
        let arguments = (0..<Int(CommandLine.argc)).dropFirst().map { index -> [UInt8] in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
        return text(of: arguments)
    }

    /// `arguments` (each as its bytes) as text; the first that is not UTF-8, when one is not.
    static func text(of arguments: [[UInt8]]) -> Result<[String], NotUTF8Text> {
        var texts: [String] = []
        for (index, bytes) in arguments.enumerated() {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(NotUTF8Text(source: "argument \(index + 1)"))
            }
            texts.append(text)
        }
        return .success(texts)
    }
}
