/// Collects what a feature asks the app, in order.
@MainActor
final class OutputRecorder<Output> {
    private(set) var outputs: [Output] = []

    func record(_ output: Output) {
        outputs.append(output)
    }
}
