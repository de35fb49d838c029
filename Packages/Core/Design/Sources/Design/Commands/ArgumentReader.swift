/// Hands out a command's arguments one at a time, so a wrong count gets an error showing the usage.
public struct ArgumentReader {
    /// How the command is written, for error messages (`login EMAIL PASSWORD`).
    public let usage: String
    /// The arguments not read yet, each with its position in the line (the command's first word is 0).
    private var remaining: ArraySlice<(position: Int, text: String)>
    /// The placeholder of the secret taken, if any: arguments past the usage are then not quoted.
    private var secret: String?
    var probing = false
    private(set) var wanted: ArgumentSlot.Wanted?
    private(set) var optionsNotGiven: [String] = []
    /// The positions in the line of the arguments read as secrets and as links.
    private(set) var secretPositions: [Int] = []
    private(set) var linkPositions: [Int] = []

    /// A reader of `arguments`, for a command written as `usage`; an argument's position in the line
    /// is its index in `arguments`' base.
    public init(_ arguments: ArraySlice<String>, usage: String) {
        self.remaining = ArraySlice(zip(arguments.indices, arguments).map { (position: $0, text: $1) })
        self.usage = usage
    }

    /// The next argument, which the usage calls `placeholder`.
    public mutating func next(_ placeholder: String) throws(CommandSyntaxError) -> String {
        try take(ArgumentSlot.Wanted(placeholder: placeholder))
    }

    /// The next argument, which the usage calls `placeholder`; Tab offers `suggestions` there.
    public mutating func next(_ placeholder: String, suggesting suggestions: [String])
        throws(CommandSyntaxError)
        -> String
    {
        try take(ArgumentSlot.Wanted(placeholder: placeholder, values: suggestions))
    }

    private mutating func take(_ slot: ArgumentSlot.Wanted) throws(CommandSyntaxError) -> String {
        guard let argument = remaining.popFirst() else {
            if probing { wanted = slot }
            throw CommandSyntaxError("missing \(slot.placeholder) (usage: \(usage))")
        }
        if slot.isSecret { secretPositions.append(argument.position) }
        if slot.isLink { linkPositions.append(argument.position) }
        return argument.text
    }

    /// The next argument, which must be a word (an ID, a name): not empty, and without spaces.
    public mutating func word(_ placeholder: String) throws(CommandSyntaxError) -> String {
        let argument = try next(placeholder)
        guard Self.isWord(argument) else {
            throw CommandSyntaxError(
                "\(placeholder) must be a word without spaces, not \(Self.quoted(argument))")
        }
        return argument
    }

    /// Whether `text` is a word: not empty, and without spaces.
    public static func isWord(_ text: String) -> Bool {
        !text.isEmpty && !text.contains(where: \.isWhitespace)
    }

    /// The next argument, a secret such as a password, which no error about the line quotes.
    public mutating func secret(_ placeholder: String) throws(CommandSyntaxError) -> String {
        let argument = try take(ArgumentSlot.Wanted(placeholder: placeholder, isSecret: true))
        secret = placeholder
        return argument
    }

    /// The next argument, a link, which a line's echo shows with its secrets masked.
    public mutating func link(_ placeholder: String) throws(CommandSyntaxError) -> String {
        try take(ArgumentSlot.Wanted(placeholder: placeholder, isLink: true))
    }

    /// Every argument left (`help [COMMAND]`'s words).
    public mutating func rest() -> [String] {
        defer { remaining = [] }
        return remaining.map(\.text)
    }

    /// The next argument, which must be one of `choices`.
    public mutating func choice(_ placeholder: String, from choices: [String]) throws(CommandSyntaxError)
        -> String
    {
        let argument = try take(ArgumentSlot.Wanted(placeholder: placeholder, values: choices))
        guard choices.contains(argument) else {
            throw CommandSyntaxError(
                "\(Self.quoted(argument)) is not one of: \(choices.joined(separator: ", ")) (usage: \(usage))"
                    + Suggestion.didYouMean(argument, among: choices))
        }
        return argument
    }

    /// The next argument as a case of `Value`, named by its raw value.
    public mutating func choice<Value: CaseIterable & RawRepresentable<String>>(
        _ placeholder: String, of type: Value.Type
    ) throws(CommandSyntaxError) -> Value {
        let names = Value.allCases.map(\.rawValue)
        let name = try choice(placeholder, from: names)
        guard let value = Value.allCases.first(where: { $0.rawValue == name }) else {
            throw CommandSyntaxError("\(Self.quoted(name)) is not one of: \(names.joined(separator: ", "))")
        }
        return value
    }

    /// The next argument as a whole number in `range`.
    public mutating func number(_ placeholder: String, in range: ClosedRange<Int>) throws(CommandSyntaxError)
        -> Int
    {
        let argument = try next(placeholder)
        guard !argument.isEmpty, argument.allSatisfy(\.isASCIIDigit), let number = Int(argument),
            range.contains(number)
        else {
            throw CommandSyntaxError(
                "\(placeholder) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(Self.quoted(argument))"
            )
        }
        return number
    }

    /// Takes `--name VALUE` out of the arguments, wherever it is; nil when it is not there.
    public mutating func option(_ name: String) throws(CommandSyntaxError) -> String? {
        guard let index = remaining.firstIndex(where: { $0.text == "--\(name)" }) else {
            if probing { optionsNotGiven.append("--\(name)") }
            return nil
        }
        let valueIndex = remaining.index(after: index)
        guard valueIndex < remaining.endIndex else {
            if probing { wanted = ArgumentSlot.Wanted(placeholder: "--\(name)", option: name) }
            throw CommandSyntaxError("--\(name) needs a value (usage: \(usage))")
        }
        let value = remaining[valueIndex].text
        remaining.removeSubrange(index...valueIndex)
        return value
    }

    /// Succeeds only when every argument was used.
    public func finish() throws(CommandSyntaxError) {
        guard let extra = remaining.first else { return }
        if let secret {
            throw CommandSyntaxError(
                "more arguments than the usage takes, not shown as one may be part of the \(secret) (usage: \(usage))"
            )
        }
        throw CommandSyntaxError("unexpected argument \(Self.quoted(extra.text)) (usage: \(usage))")
    }

    /// An argument quoted as a script would write it, escaped and cut short to fit one error line.
    public static func quoted(_ argument: String) -> String {
        let shown = argument.prefix(quotedLimit).unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control
                ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        let cut = argument.count > quotedLimit ? "…\" (\(argument.count) characters)" : "\""
        return "\"" + shown.joined() + cut
    }

    /// The most characters of an argument an error quotes.
    public static let quotedLimit = 60
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
