/// A key press decoded from what the terminal sends: printable text, or an Emacs-style editing key.
public enum Key: Equatable, Sendable {
    case text(String)
    case enter
    case tab
    case backspace
    case delete
    case left
    case right
    case up
    case down
    case home
    case end
    case wordLeft
    case wordRight
    case deleteWordBackward
    case killToEnd
    case killToStart
    case endOfInput
    case interrupt
    case clearScreen
    case reverseSearch
    case cancel
}
