/// One in-process benchmark: its name (as the harness and the figures know it), how many
/// operations one sample covers, and the work, made fresh for each sample.
public struct InProcessBenchmark: Sendable {
    /// `state-machine.transition`, `composition.ours`, …
    public let name: String
    /// Operations per sample: a thousand for the fast ones, one graph for composition.
    public let operationsPerSample: Int
    /// Fresh work for one sample.
    public let make: @MainActor @Sendable () throws -> any InProcessWork

    /// The benchmark `name`, whose samples of `operationsPerSample` operations run on `make`'s work.
    public init(
        _ name: String, operationsPerSample: Int, make: @escaping @MainActor @Sendable () throws -> any InProcessWork
    ) {
        self.name = name
        self.operationsPerSample = operationsPerSample
        self.make = make
    }

    /// The median time of one operation over `samples` samples, measured directly on the main actor.
    @MainActor
    public func medianNanoseconds(samples: Int) throws -> Double {
        var times: [Double] = []
        for _ in 0..<samples {
            let work = try make()
            let start = ContinuousClock.now
            for _ in 0..<operationsPerSample { try work.step() }
            let elapsed = ContinuousClock.now - start
            try work.finish(after: operationsPerSample)
            let (seconds, attoseconds) = elapsed.components
            times.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(operationsPerSample))
        }
        return times.sorted()[times.count / 2]
    }
}

/// The work of one sample: one operation at a time, then a check that they did what they should.
@MainActor
public protocol InProcessWork: AnyObject {
    /// One operation.
    func step() throws

    /// Throws unless the `count` operations did what they should; lets go of what they kept.
    func finish(after count: Int) throws
}
