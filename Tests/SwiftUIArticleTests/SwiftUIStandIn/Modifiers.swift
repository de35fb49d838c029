// A stand-in for SwiftUI, not SwiftUI: see StandIn.swift.
#if os(Linux)
    import Foundation

    /// The modifiers of SwiftUI's `View` that the snippets use.
    extension View {
        nonisolated public func task(
            priority: TaskPriority = .userInitiated,
            @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
        ) -> some View {
            ModifiedView()
        }

        nonisolated public func onChange<V>(
            of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
        ) -> some View where V: Equatable {
            ModifiedView()
        }

        nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
            ModifiedView()
        }

        nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
            ModifiedView()
        }

        nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
            ModifiedView()
        }

        nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
            ModifiedView()
        }

        nonisolated public func navigationDestination<D, C>(
            for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
        ) -> some View where D: Hashable, C: View {
            ModifiedView()
        }
    }

    /// SwiftUI's `NavigationStack`.
    public struct NavigationStack<Data, Root>: View where Root: View {
        @MainActor @preconcurrency
        public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
            Data.Element: Hashable {}

        public var body: Never { standInOnly() }
    }
#endif
