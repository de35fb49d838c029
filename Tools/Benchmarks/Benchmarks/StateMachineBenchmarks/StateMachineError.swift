/// A benchmark whose work did not do what it should: the run stops and says why.
struct StateMachineError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
