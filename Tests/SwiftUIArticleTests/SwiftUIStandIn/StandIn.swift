// A STAND-IN FOR SWIFTUI, NOT SWIFTUI. SwiftUI does not build on Linux, so this folder declares
// the SwiftUI API that the "From headless to SwiftUI" article's snippets use, with SwiftUI's
// signatures and bodies that do nothing, so that the snippets (../Snippets) type-check against
// those signatures and AppCore's real API. It claims no more than that: nothing here runs
// as SwiftUI would, and any body that would have to do something stops the program instead.
// Linux only: on Apple platforms the names would stand beside the real SwiftUI's.
#if os(Linux)
    /// Stops a program that ran a stand-in body: these declarations only type-check the snippets.
    func standInOnly() -> Never {
        fatalError("a stand-in for SwiftUI: it compiles the article's snippets and does not run them")
    }
#endif
