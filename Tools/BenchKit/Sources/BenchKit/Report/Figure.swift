/// One measured figure of the suite: what was measured, the value, and the target it is held to.
public struct Figure: Sendable, Equatable {
    /// What was measured, as the table shows it.
    public let name: String
    /// The measured value in `unit`; nil when it could not be measured.
    public let value: Double?
    /// The unit of `value`, which also says how it is written.
    public let unit: FigureUnit
    /// The bound the value is held to, if any.
    public let target: FigureTarget
    /// Why the figure could not be measured, when `value` is nil.
    public let failure: String?
    /// What the value is made of, shown after it (the modules that recompiled).
    public let detail: String?

    /// A measured figure.
    public init(
        _ name: String, _ value: Double, _ unit: FigureUnit, target: FigureTarget, detail: String? = nil
    ) {
        self.name = name
        self.value = value
        self.unit = unit
        self.target = target
        self.failure = nil
        self.detail = detail
    }

    /// A figure that could not be measured, and why.
    public init(_ name: String, unit: FigureUnit, target: FigureTarget, failure: String) {
        self.name = name
        self.value = nil
        self.unit = unit
        self.target = target
        self.failure = failure
        self.detail = nil
    }

    /// The same figure, reported for information only (a debug build's, say).
    func withoutTarget() -> Figure {
        guard let value else { return Figure(name, unit: unit, target: .none, failure: failure ?? "") }
        return Figure(name, value, unit, target: .none, detail: detail)
    }

    /// Whether the value meets the target.
    public var verdict: Verdict {
        guard let value else { return .notMeasured }
        switch target {
        case .atMost(let limit): return value <= limit ? .pass : .miss
        case .atLeast(let floor): return value >= floor ? .pass : .miss
        case .rule(_, let holds): return holds ? .pass : .miss
        case .none: return .info
        }
    }

    /// The value as the table shows it.
    public var valueText: String {
        guard let value else { return "not measured" }
        return unit.format(value) + (detail.map { " (\($0))" } ?? "")
    }

    /// The target as the table shows it.
    public var targetText: String {
        switch target {
        case .atMost(let limit): "≤ " + unit.format(limit)
        case .atLeast(let floor): "≥ " + unit.format(floor)
        case .rule(let rule, _): rule
        case .none: "—"
        }
    }
}

/// The bound a figure is held to.
public enum FigureTarget: Sendable, Equatable {
    case atMost(Double)
    case atLeast(Double)
    /// A rule that is not a bound on the value (which modules may recompile), and whether it held.
    case rule(String, holds: Bool)
    /// Reported for information, with no bound.
    case none
}

/// How a figure compares to its target.
public enum Verdict: String, Sendable {
    case pass
    case miss
    case info = "—"
    case notMeasured = "not measured"
}
