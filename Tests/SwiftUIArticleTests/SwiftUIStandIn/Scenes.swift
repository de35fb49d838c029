// A stand-in for SwiftUI, not SwiftUI: see StandIn.swift.
#if os(Linux)
    /// SwiftUI's `App`.
    @MainActor @preconcurrency
    public protocol App {
        associatedtype Body: Scene
        @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
        @MainActor @preconcurrency init()
    }

    /// SwiftUI's `Scene`.
    @MainActor @preconcurrency
    public protocol Scene {
        associatedtype Body: Scene
        @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    }

    extension Never: Scene {}

    /// SwiftUI's `SceneBuilder`, for one scene or two.
    @resultBuilder
    public struct SceneBuilder {
        public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }

        public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some Scene where C0: Scene, C1: Scene {
            ModifiedScene()
        }
    }

    /// A scene a builder returns; SwiftUI's own are opaque (`some Scene`).
    public struct ModifiedScene: Scene {
        public var body: Never { standInOnly() }
    }

    /// SwiftUI's `WindowGroup`.
    public struct WindowGroup<Content>: Scene where Content: View {
        public init(id: String, @ViewBuilder content: () -> Content) {}

        nonisolated public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
        where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}

        public var body: Never { standInOnly() }
    }

    /// SwiftUI's `PresentedWindowContent`, what a data-presenting window group shows.
    public struct PresentedWindowContent<Data, Content>: View where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
        public var body: Never { standInOnly() }
    }
#endif
