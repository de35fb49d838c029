/// What a module is for, from its target type and name suffix.
package enum ModuleKind: String, Sendable, Hashable {
    case library
    /// A `…Testing` library of test doubles.
    case testing
    case executable
    /// A `…Demo` executable that runs a feature on test doubles.
    case demo
    case test
    /// Macros, plugins and system libraries: listed, but their sources are not checked.
    case other

    package init(targetType: String, name: String) {
        switch targetType {
        case "regular": self = name.hasSuffix("Testing") ? .testing : .library
        case "executable": self = name.hasSuffix("Demo") ? .demo : .executable
        case "test": self = .test
        default: self = .other
        }
    }
}
