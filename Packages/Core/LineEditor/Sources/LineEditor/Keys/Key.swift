/// A key press as the editor acts on it, decoded from what the terminal sends: printable text, or
/// an editing key under its Emacs-style binding (Ctrl-A is ``home``).
public enum Key: Equatable, Sendable {
    /// Printable text, typed or pasted: it holds no control character and no bidirectional control.
    case text(String)
    /// Enter (Return, Ctrl-M, Ctrl-J).
    case enter
    /// Tab (Ctrl-I).
    case tab
    /// Backspace (DEL, Ctrl-H).
    case backspace
    /// Delete, the character under the cursor.
    case delete
    /// Left arrow or Ctrl-B.
    case left
    /// Right arrow or Ctrl-F.
    case right
    /// Up arrow or Ctrl-P.
    case up
    /// Down arrow or Ctrl-N.
    case down
    /// Home or Ctrl-A.
    case home
    /// End or Ctrl-E.
    case end
    /// Ctrl-Left or Alt-B: to the start of the word.
    case wordLeft
    /// Ctrl-Right or Alt-F: past the end of the word.
    case wordRight
    /// Ctrl-W or Alt-Backspace: delete the word before the cursor.
    case deleteWordBackward
    /// Ctrl-K: delete from the cursor to the end.
    case killToEnd
    /// Ctrl-U: delete from the start to the cursor.
    case killToStart
    /// Ctrl-D: the end of input on an empty line, Delete otherwise.
    case endOfInput
    /// Ctrl-C.
    case interrupt
    /// Ctrl-L: clear the screen.
    case clearScreen
    /// Ctrl-R: search the history backwards.
    case reverseSearch
    /// Escape or Ctrl-G: leave a search.
    case cancel
}
