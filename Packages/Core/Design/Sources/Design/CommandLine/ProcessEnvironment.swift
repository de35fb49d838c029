import Foundation

/// The process's environment variables, as text.
public enum ProcessEnvironment {
    /// The value of the variable `name`: nil when it is not set, a refusal when it is not UTF-8.
    public static func value(of name: String) -> Result<String?, NotUTF8Text> {
        guard let value = getenv(name) else { return .success(nil) }
        return text(of: name, bytes: Array(UnsafeRawBufferPointer(start: value, count: strlen(value))))
    }

    static func text(of name: String, bytes: [UInt8]) -> Result<String?, NotUTF8Text> {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(NotUTF8Text(source: "$\(name)"))
        }
        return .success(text)
    }
}
