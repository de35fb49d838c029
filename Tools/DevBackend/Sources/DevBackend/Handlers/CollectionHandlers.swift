/// `GET /v1/collections/{name}/items` and `GET /v1/collections/{name}/items/{id}`: a few sample
/// items of any collection a client names, the same for every signed-in user, so a feature made a
/// moment ago (`Tools/new-feature`) shows data before it has an endpoint of its own.
enum CollectionHandlers {
    static let itemCount = 3
    static let maximumNameLength = 40

    static func list(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        let name = try collection(context.parameter("name"))
        return .json(CollectionPage(items: (1...itemCount).map { item($0, of: name) }))
    }

    static func get(_ context: RequestContext, _ caller: RequestContext.Caller, _ data: inout BackendData) throws(APIError) -> APIResponse {
        let name = try collection(context.parameter("name"))
        let id = context.parameter("id")
        guard id.hasPrefix(name + "-"), let number = Int(id.dropFirst(name.count + 1)),
            String(number) == id.dropFirst(name.count + 1), (1...itemCount).contains(number)
        else {
            throw .notFound("There is no item with this ID in the collection.")
        }
        return .json(item(number, of: name))
    }

    /// The collection `name` names: lowercase words of letters and digits joined by `-`, the way
    /// a scaffolded feature's links are written; anything else names none.
    private static func collection(_ name: String) throws(APIError) -> String {
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        guard name.count <= maximumNameLength, !words.isEmpty,
            words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) } }),
            words[0].first?.isLetter == true
        else {
            throw .notFound("There is no such collection.")
        }
        return name
    }

    private static func item(_ number: Int, of name: String) -> CollectionItem {
        let title = name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return CollectionItem(
            id: "\(name)-\(number)", title: "\(title) \(number)",
            detail: "Item \(number) of \(itemCount): a sample the dev backend serves for any collection.")
    }
}
