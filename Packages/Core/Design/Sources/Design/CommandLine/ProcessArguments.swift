import Foundation

/// The arguments the process was started with, as text.
public enum ProcessArguments {
    /// The arguments after the program name; the first that is not UTF-8 text, when one is not.
    public static func current() -> Result<[String], NotUTF8Text> {
        let arguments = (0..<Int(CommandLine.argc)).dropFirst().map { index -> [UInt8] in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
        return text(of: arguments)
    }

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
