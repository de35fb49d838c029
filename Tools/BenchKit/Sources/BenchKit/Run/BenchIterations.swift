/// How many times each process-level figure is measured: a full run, or `--quick`'s handful
/// that only proves the suite still works.
public struct BenchIterations: Sendable, Equatable {
    /// Launches per launch figure.
    public let launches: Int
    /// Runs of the 1,000-command script.
    public let scripts: Int
    /// Login/logout cycles in all, and after how many the baseline is read.
    public let cycles: Int
    public let earlyCycles: Int
    /// Timed warm `swift test` runs per package.
    public let warmTests: Int

    public static let full = BenchIterations(launches: 30, scripts: 5, cycles: 100, earlyCycles: 10, warmTests: 3)
    public static let quick = BenchIterations(launches: 3, scripts: 1, cycles: 4, earlyCycles: 2, warmTests: 1)
}
