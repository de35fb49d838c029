/// Reads which modules a `swift build` compiled from its output: the `-module-name` of each
/// compiler frontend job it printed with `-v`, or the module of each `Compiling MODULE file`
/// progress line. Package plugins that SwiftPM compiles for itself (swift-argument-parser's
/// GenerateManual, say, built against SwiftPM's plugin API) are not modules of the build.
enum CompileLog {
    static func compiledModules(in log: String) -> Set<String> {
        var modules: Set<String> = []
        for line in log.split(separator: "\n") where !line.contains("/pm/PluginAPI") {
            if line.contains("swift-frontend"), line.contains(" -c "), let module = argument("-module-name", in: line) {
                modules.insert(module)
            } else if let module = progressModule(line) {
                modules.insert(module)
            }
        }
        return modules
    }

    /// `X` in `[3/9] Compiling X File.swift` (the form SwiftPM prints without `-v`).
    private static func progressModule(_ line: Substring) -> String? {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "Compiling"), index + 2 < words.count,
            words[index + 2].hasSuffix(".swift")
        else { return nil }
        return String(words[index + 1])
    }

    private static func argument(_ flag: String, in line: Substring) -> String? {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: Substring(flag)), index + 1 < words.count else { return nil }
        return String(words[index + 1])
    }
}
