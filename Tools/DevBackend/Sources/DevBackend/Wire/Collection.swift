/// `CollectionItem` in the API document: one item of a sample collection.
struct CollectionItem: Codable, Equatable {
    let id: String
    let title: String
    let detail: String
}

/// `CollectionPage` in the API document: a sample collection's items.
struct CollectionPage: Codable, Equatable {
    let items: [CollectionItem]
}
