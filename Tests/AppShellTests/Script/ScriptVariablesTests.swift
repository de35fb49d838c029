import AppCore
import Design
import Testing

@testable import AppShell

/// `${NAME}` in a script: the environment's value, put in after the line is split, so it is part of
/// one argument and never more of the line; its value is never quoted in an error or an echo.
struct ScriptVariablesTests {
    private static let environment = [
        "PASSWORD": "s3cret horse", "EMAIL": "alice@example.com", "TAB": "settings", "lower_case": "low",
        "SPLIT": "settings # logout", "BROKEN": "settings\nlogout", "QUOTED": #"a" "b"#,
        "NESTED": "${PASSWORD}", "EMPTY": "",
        "ID": "a b", "LONG": String(repeating: "x", count: 100),
    ]

    private static var variables: ScriptVariables { ScriptVariables { name in .success(environment[name]) } }

    private func check(_ source: String) throws(ScriptError) -> Script {
        try ScriptChecker.check(source, backendAvailable: true, variables: Self.variables)
    }

    @Test func aVariableTakesTheEnvironmentsValue() throws {
        let script = try check("login ${EMAIL} ${PASSWORD}")
        #expect(
            script.lines.map(\.command) == [
                .intent(.login(email: "alice@example.com", password: "s3cret horse"))
            ])
    }

    @Test func insideQuotesAndBesideOtherTextEachVariableIsPutInItsPlace() throws {
        let script = try check(#"profile edit bio "${TAB}: ${lower_case}, ${TAB}!""#)
        #expect(script.lines.map(\.command) == [.intent(.editProfileBio("settings: low, settings!"))])
    }

    /// A value holding spaces, quotes or a `#` is one argument: it is never read as more of the line,
    /// let alone as a comment.
    @Test(arguments: [
        ("profile edit bio ${SPLIT}", "settings # logout"),
        ("profile edit bio ${QUOTED}", #"a" "b"#),
        ("profile edit bio ${PASSWORD}", "s3cret horse"),
        (#"profile edit bio "${EMPTY}""#, ""),
        ("profile edit bio ${EMPTY}", ""),
    ])
    func aValueIsOneArgumentWhateverItHolds(line: String, bio: String) throws {
        #expect(try check(line).lines.map(\.command) == [.intent(.editProfileBio(bio))])
    }

    @Test func aValueIsNotSearchedForVariablesAgain() throws {
        #expect(
            try check("profile edit bio ${NESTED}").lines.map(\.command) == [
                .intent(.editProfileBio("${PASSWORD}"))
            ])
    }

    @Test(arguments: [
        ("profile edit bio $${TAB}", "${TAB}"),
        ("profile edit bio $$${TAB}", "$${TAB}"),
        ("profile edit bio pa$$word", "pa$$word"),
        ("profile edit bio $TAB", "$TAB"),
        ("profile edit bio cost:$", "cost:$"),
        ("profile edit bio {TAB}", "{TAB}"),
    ])
    func onlyDollarBraceStartsAVariableAndDollarDollarBraceWritesOne(line: String, bio: String) throws {
        #expect(try check(line).lines.map(\.command) == [.intent(.editProfileBio(bio))])
    }

    @Test(arguments: [
        ("tab ${MISSING}", "${MISSING} is not set in the environment"),
        (
            "tab ${}",
            #""${}" does not name a variable: a name is letters, digits and _, not starting with a digit"#
        ),
        (
            "tab ${1ST}",
            #""${1ST}" does not name a variable: a name is letters, digits and _, not starting with a digit"#
        ),
        (
            "tab ${A-B}",
            #""${A-B}" does not name a variable: a name is letters, digits and _, not starting with a digit"#
        ),
        (
            "tab ${A${TAB}}",
            #""${A${TAB}" does not name a variable: a name is letters, digits and _, not starting with a digit"#
        ),
        ("tab ${TAB", #""${" has no closing "}" (write $${ for a literal ${)"#),
    ])
    func aVariableThatCannotBeReadIsAScriptErrorNamingIt(line: String, message: String) {
        #expect(throws: ScriptError(line: 2, message: message)) { try check("launch\n" + line) }
    }

    @Test func aValueThatIsNotUTF8TextIsAScriptError() {
        let variables = ScriptVariables { name in .failure(NotUTF8Text(source: "$\(name)")) }
        #expect(throws: ScriptError(line: 1, message: "${TAB} is not UTF-8 text")) {
            try ScriptChecker.check("tab ${TAB}", backendAvailable: true, variables: variables)
        }
    }

    /// A line that does not parse once its values are in gets the error the line as written gets,
    /// or, when only the value is wrong, one naming the variable: never the value itself.
    @Test(arguments: [
        ("tab ${PASSWORD}", #""${PASSWORD}" is not one of: profile, settings (usage: tab profile|settings)"#),
        (
            "post open ${ID}",
            "the value of ${ID} does not fit this command (a variable's value is never shown)"
        ),
        ("wait ${LONG}", #"MS must be a whole number from 0 to 86400000, not "${LONG}""#),
        (
            "logout ${PASSWORD}",
            #"unexpected argument "${PASSWORD}" (usage: logout)"#
        ),
        (
            "profile edit bio ${BROKEN}",
            "the value of ${BROKEN} holds a line break, which the output could show in a form it cannot mask;"
                + " write the value without it"
        ),
    ])
    func anErrorNeverQuotesAValue(line: String, message: String) throws {
        #expect(throws: ScriptError(line: 1, message: message)) { try check(line) }
        #expect(!message.contains("s3cret") && !message.contains("xxx"))
    }

    @Test func theEchoShowsTheLineAsWrittenAndTheLineKeepsItsValuesToMask() throws {
        let script = try check("login ${EMAIL} ${PASSWORD}\nprofile edit bio \"${TAB} and ${lower_case}\"")
        #expect(
            script.lines.map(\.echo) == [
                "login ${EMAIL} ***", #"profile edit bio "${TAB} and ${lower_case}""#,
            ])
        #expect(script.secrets == ["alice@example.com", "s3cret horse", "settings", "low"])
    }

    @Test func aCommentKeepsItsVariablesAsWritten() throws {
        #expect(try check("# uses ${MISSING}").items == [.comment(line: 1, text: "uses ${MISSING}")])
    }

    @Test func withoutVariablesADollarBraceIsNotSet() {
        #expect(throws: ScriptError(line: 1, message: "${TAB} is not set in the environment")) {
            try ScriptChecker.check("tab ${TAB}", backendAvailable: true)
        }
    }
}
