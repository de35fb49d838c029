/// The name of a span started on behalf of the code that calls, such as `ProfileController.load`:
/// the type is the file's name, as every file is named after the type it holds.
public enum SpanName {
    /// The name for a call from `function` in `fileID` (`#function`, `#fileID`), with `detail`
    /// after it when given.
    public static func of(function: String, fileID: String, detail: String? = nil) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        let type = file.prefix { $0 != "." && $0 != "+" }
        let name = "\(type).\(function.prefix { $0 != "(" })"
        return detail.map { "\(name) \($0)" } ?? name
    }
}
