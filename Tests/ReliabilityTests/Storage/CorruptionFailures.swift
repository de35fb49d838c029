/// The corruptions a launch mishandled, reported together (the first few in full).
struct CorruptionFailures {
    private(set) var failures: [String] = []

    mutating func add(_ corruption: Corruption, _ problem: String?) {
        if let problem { failures.append("\(corruption): \(problem)") }
    }

    var summary: String {
        "\(failures.count) mishandled:\n" + failures.prefix(10).joined(separator: "\n")
    }
}
