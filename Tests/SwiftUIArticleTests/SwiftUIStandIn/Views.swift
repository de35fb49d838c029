// A stand-in for SwiftUI, not SwiftUI: see StandIn.swift.
#if os(Linux)
    /// SwiftUI's `View`.
    @MainActor @preconcurrency
    public protocol View {
        associatedtype Body: View
        @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    }

    extension Never: View {
        public var body: Never { standInOnly() }
    }

    /// SwiftUI's `ViewBuilder`, with the forms the snippets use (blocks, `if`, `switch`).
    @resultBuilder
    public struct ViewBuilder {
        public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

        public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

        public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
            -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
        {
            _ConditionalContent()
        }

        public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
            -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
        {
            _ConditionalContent()
        }
    }

    extension Optional: View where Wrapped: View {
        public var body: Never { standInOnly() }
    }

    /// SwiftUI's `_ConditionalContent`, what `if`/`else` and `switch` build.
    public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
        public var body: Never { standInOnly() }
    }

    /// SwiftUI's `LocalizedStringKey`, as a string literal makes one.
    public struct LocalizedStringKey: ExpressibleByStringLiteral {
        public init(stringLiteral value: String) {}
    }

    /// SwiftUI's `Text`.
    public struct Text: View {
        public init<S>(_ content: S) where S: StringProtocol {}
        public var body: Never { standInOnly() }
    }

    /// SwiftUI's `Button`.
    public struct Button<Label>: View where Label: View {
        public var body: Never { standInOnly() }
    }

    extension Button where Label == Text {
        public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    }

    /// SwiftUI's `ForEach`.
    public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

    extension ForEach: View where Content: View {
        public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
        public var body: Never { standInOnly() }
    }

    /// SwiftUI's `TabView`.
    public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
        public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
        public var body: Never { standInOnly() }
    }

    /// A view a modifier returns; SwiftUI's own are opaque (`some View`).
    public struct ModifiedView: View {
        public var body: Never { standInOnly() }
    }
#endif
