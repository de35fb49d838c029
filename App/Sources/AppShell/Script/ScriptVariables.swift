import Design

/// `${NAME}` in a script's argument: the environment variable's value, put in after the line is split.
struct ScriptVariables {
    struct Substitution: Equatable {
        let text: String
        let names: [String]
        let values: [String]
    }

    let value: (String) -> Result<String?, NotUTF8Text>

    static var none: ScriptVariables { ScriptVariables { _ in .success(nil) } }

    func substitute(in argument: String) throws(CommandSyntaxError) -> Substitution {
        guard argument.utf8.contains(UInt8(ascii: "$")) else {
            return Substitution(text: argument, names: [], values: [])
        }
        var text = ""
        var names: [String] = []
        var values: [String] = []
        var rest = Substring(argument).unicodeScalars[...]
        while let dollar = rest.firstIndex(of: "$") {
            text.unicodeScalars += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            if after.starts(with: "${".unicodeScalars) {
                text += "${"
                rest = after.dropFirst(2)
            } else if after.first == "{" {
                let body = after.dropFirst()
                guard let close = body.firstIndex(of: "}") else {
                    throw CommandSyntaxError("\"${\" has no closing \"}\" (write $${ for a literal ${)")
                }
                let name = String(Substring(body[..<close]))
                let value = try self.value(named: name)
                text += value
                names.append(name)
                values.append(value)
                rest = body[body.index(after: close)...]
            } else {
                text += "$"
                rest = after
            }
        }
        text.unicodeScalars += rest
        return Substitution(text: text, names: names, values: values)
    }

    private func value(named name: String) throws(CommandSyntaxError) -> String {
        guard Self.isName(name) else {
            throw CommandSyntaxError(
                "\(ArgumentReader.quoted("${\(name)}")) does not name a variable: a name is letters, digits"
                    + " and _, not starting with a digit")
        }
        switch value(name) {
        case .success(let value?):
            if let reason = SecretMask.refusal(for: value) {
                throw CommandSyntaxError(
                    "the value of ${\(name)} holds \(reason), which the output could show in a form it cannot"
                        + " mask; write the value without it")
            }
            return value
        case .success(nil): throw CommandSyntaxError("${\(name)} is not set in the environment")
        case .failure: throw CommandSyntaxError("${\(name)} is not UTF-8 text")
        }
    }

    static func isName(_ name: String) -> Bool {
        let digits: ClosedRange<Unicode.Scalar> = "0"..."9"
        guard let first = name.unicodeScalars.first, !digits.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            digits.contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_"
        }
    }
}
