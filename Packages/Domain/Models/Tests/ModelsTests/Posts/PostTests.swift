import Testing

@testable import Models

let samplePost = Post(id: "p5", authorId: "u-alice", title: "Hello", body: "First!", createdAt: sampleInstant)

@Test func postDecodesFromTheWireShapeWithAnISODate() throws {
    let json =
        #"{"id":"p5","authorId":"u-alice","title":"Hello","body":"First!","createdAt":"2026-01-02T03:04:05Z"}"#
    #expect(try WireJSON.decode(Post.self, from: json) == samplePost)
}

@Test func postRoundTripsThroughJSON() throws {
    let json = try WireJSON.encode(samplePost)
    #expect(
        json
            == #"{"authorId":"u-alice","body":"First!","createdAt":"2026-01-02T03:04:05Z","id":"p5","title":"Hello"}"#
    )
    #expect(try WireJSON.decode(Post.self, from: json) == samplePost)
}

@Test func postWithANonISODateFailsToDecode() {
    let json = #"{"id":"p5","authorId":"u-alice","title":"Hello","body":"First!","createdAt":"yesterday"}"#
    #expect(throws: DecodingError.self) { try WireJSON.decode(Post.self, from: json) }
}
