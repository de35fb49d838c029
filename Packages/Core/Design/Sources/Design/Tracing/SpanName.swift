/// The name of a span started on behalf of the calling code, such as `ProfileController.load`.
public enum SpanName {
    /// The name for a call from `function` in `fileID`, with `detail` after it when given.
    public static func of(function: String, fileID: String, detail: String? = nil) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        let type = file.prefix { $0 != "." && $0 != "+" }
        let name = "\(type).\(function.prefix { $0 != "(" })"
        return detail.map { "\(name) \($0)" } ?? name
    }
}
