// swift-tools-version: 6.1
import PackageDescription

// A prompt for a person at a terminal: line editing, history, completion and hidden secrets over
// termios, with the key decoding, the line and the history as plain values tested without one.
// It imports nothing of ours and no package: no line-editing library resolves on this machine.
let package = Package(
    name: "LineEditor",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "LineEditor", targets: ["LineEditor"]),
    ],
    targets: [
        .target(name: "LineEditor"),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
    ]
)
