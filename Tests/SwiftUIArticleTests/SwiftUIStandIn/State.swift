// A stand-in for SwiftUI, not SwiftUI: see StandIn.swift.
#if os(Linux)
    import Foundation
    import Observation

    /// SwiftUI's `DynamicProperty`.
    public protocol DynamicProperty {}

    /// SwiftUI's `Binding`.
    @propertyWrapper @dynamicMemberLookup
    public struct Binding<Value> {
        @preconcurrency
        public init(get: @escaping @isolated(any) () -> Value, set: @escaping @isolated(any) (Value) -> Void) {}

        public init(projectedValue: Binding<Value>) {}

        public var wrappedValue: Value {
            get { standInOnly() }
            nonmutating set { standInOnly() }
        }

        public var projectedValue: Binding<Value> { self }

        public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
            standInOnly()
        }
    }

    /// SwiftUI's `State`.
    @propertyWrapper
    public struct State<Value>: DynamicProperty {
        public init(wrappedValue value: Value) {}

        public var wrappedValue: Value {
            get { standInOnly() }
            nonmutating set { standInOnly() }
        }

        public var projectedValue: Binding<Value> { standInOnly() }
    }

    extension State where Value: AnyObject, Value: Observable {
        public init(wrappedValue thunk: @autoclosure @escaping () -> Value) {}
    }

    /// SwiftUI's `Environment`.
    @propertyWrapper
    public struct Environment<Value>: DynamicProperty {
        public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
        public var wrappedValue: Value { standInOnly() }
    }

    /// SwiftUI's `EnvironmentValues`, with the values the snippets read.
    public struct EnvironmentValues {
        public var scenePhase: ScenePhase {
            get { standInOnly() }
            set { standInOnly() }
        }

        public var openWindow: OpenWindowAction { standInOnly() }
    }

    /// SwiftUI's `ScenePhase`.
    public enum ScenePhase: Comparable {
        case background
        case inactive
        case active
    }

    /// SwiftUI's `OpenWindowAction`.
    @MainActor @preconcurrency
    public struct OpenWindowAction {
        @MainActor @preconcurrency
        public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}
    }

    /// SwiftUI's `SceneStorage`.
    @propertyWrapper
    public struct SceneStorage<Value>: DynamicProperty {
        private let key: String

        public var wrappedValue: Value {
            get { standInOnly() }
            nonmutating set { standInOnly() }
        }

        public var projectedValue: Binding<Value> { standInOnly() }
    }

    extension SceneStorage where Value: ExpressibleByNilLiteral {
        public init(_ key: String) where Value == Data? {
            self.key = key
        }
    }
#endif
