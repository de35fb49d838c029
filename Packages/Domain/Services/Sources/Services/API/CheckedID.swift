import Models

/// A user or post ID checked against Models' ``ResourceID`` rule, so it is safe as one path
/// segment. Any other ID names nothing and is `.notFound` without a request.
struct CheckedID: Equatable {
    let value: String

    init(_ value: String) throws(ServiceError) {
        guard ResourceID.isValid(value) else { throw .notFound }
        self.value = value
    }
}
