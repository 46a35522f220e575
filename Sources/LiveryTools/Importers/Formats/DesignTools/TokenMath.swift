/// A number with an optional unit (`16px`, `1.5rem`, `2`), as math expressions in Tokens
/// Studio values compute with.
struct Quantity: Equatable {
    var value: Double
    /// `px`, `rem`, `%`, `ms`, `s`, … or `nil` for a plain number.
    var unit: String?

    /// `16px` → 16 px, `-0.5rem` → −0.5 rem, `2` → 2; `nil` for anything else.
    init?(parsing text: String) {
        let trimmed = text.trimmingSpaces
        let number = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E" }
        let unit = trimmed.dropFirst(number.count)
        guard let value = Double(number), value.isFinite, unit.allSatisfy({ $0.isLetter || $0 == "%" }) else {
            return nil
        }
        self.init(value: value, unit: unit.isEmpty ? nil : String(unit))
    }

    init(value: Double, unit: String?) {
        self.value = value
        self.unit = unit
    }
}

/// Evaluates the arithmetic Tokens Studio allows in values: `+ - * /`, parentheses, numbers
/// with units and references (`{spacing.base} * 2`, `({size.md} + 4px) / 2`).
///
/// Units follow what can be told apart without a font size: sums and differences need one
/// unit (or a plain number beside it), a product at most one unit, a quotient of two like
/// units is a plain number. Anything else is an error that says why, never a guess.
struct TokenMath {
    /// The value of the token a reference names, or why there is none.
    var reference: ([String]) -> Result<Quantity, MathError>

    struct MathError: Error, Equatable {
        var message: String
    }

    /// Whether `text` looks like an expression (an operator between operands), not a plain value.
    static func isExpression(_ text: String) -> Bool {
        let stripped = text.trimmingSpaces
        guard !stripped.hasPrefix("#") else { return false }
        var depth = 0
        for (offset, character) in stripped.enumerated() {
            switch character {
            case "{": depth += 1
            case "}": depth -= 1
            case "*", "/", "(", ")": if depth == 0 { return true }
            case "+", "-": if depth == 0, offset > 0 { return true }
            default: break
            }
        }
        return false
    }

    func evaluate(_ text: String) -> Result<Quantity, MathError> {
        var parser = Parser(characters: Array(text), math: self)
        do throws(MathError) {
            let result = try parser.expression()
            parser.skipSpaces()
            guard parser.position == parser.characters.count else {
                throw MathError(message: "unexpected \"\(parser.characters[parser.position])\" in \"\(text)\"")
            }
            guard result.value.isFinite else { throw MathError(message: "\"\(text)\" is not a finite number") }
            return .success(result)
        } catch {
            return .failure(error)
        }
    }

    private struct Parser {
        var characters: [Character]
        var position = 0
        let math: TokenMath
        var depth = 0

        mutating func skipSpaces() {
            while position < characters.count, characters[position] == " " || characters[position] == "\t" {
                position += 1
            }
        }

        mutating func take(_ character: Character) -> Bool {
            skipSpaces()
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
            return true
        }

        mutating func expression() throws(MathError) -> Quantity {
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else { throw MathError(message: "the expression is nested too deeply") }
            var result = try term()
            while true {
                if take("+") {
                    result = try Self.sum(result, try term(), sign: 1)
                } else if take("-") {
                    result = try Self.sum(result, try term(), sign: -1)
                } else {
                    return result
                }
            }
        }

        mutating func term() throws(MathError) -> Quantity {
            var result = try factor()
            while true {
                if take("*") {
                    let right = try factor()
                    guard result.unit == nil || right.unit == nil else {
                        throw MathError(message: "cannot multiply \(result.unit ?? "") by \(right.unit ?? "")")
                    }
                    result = Quantity(value: result.value * right.value, unit: result.unit ?? right.unit)
                } else if take("/") {
                    let right = try factor()
                    guard right.value != 0 else { throw MathError(message: "division by zero") }
                    switch (result.unit, right.unit) {
                    case (_, nil): result = Quantity(value: result.value / right.value, unit: result.unit)
                    case (let a?, let b?) where a == b: result = Quantity(value: result.value / right.value, unit: nil)
                    default:
                        throw MathError(message: "cannot divide \(result.unit ?? "a number") by \(right.unit ?? "")")
                    }
                } else {
                    return result
                }
            }
        }

        mutating func factor() throws(MathError) -> Quantity {
            if take("-") {
                let inner = try factor()
                return Quantity(value: -inner.value, unit: inner.unit)
            }
            if take("(") {
                let inner = try expression()
                guard take(")") else { throw MathError(message: "a \"(\" is not closed") }
                return inner
            }
            skipSpaces()
            guard position < characters.count else { throw MathError(message: "the expression ends early") }
            if characters[position] == "{" {
                guard let close = characters[position...].firstIndex(of: "}") else {
                    throw MathError(message: "a \"{\" is not closed")
                }
                let name = String(characters[(position + 1)..<close])
                position = close + 1
                return try math.reference(TokenPath.dotted(name)).get()
            }
            let start = position
            while position < characters.count,
                characters[position].isNumber || characters[position] == "." || characters[position].isLetter
                    || characters[position] == "%"
            {
                position += 1
            }
            let text = String(characters[start..<position])
            guard let quantity = Quantity(parsing: text) else {
                throw MathError(message: text.isEmpty ? "an operand is missing" : "\"\(text)\" is not a number")
            }
            return quantity
        }

        static func sum(_ a: Quantity, _ b: Quantity, sign: Double) throws(MathError) -> Quantity {
            guard a.unit == b.unit || a.unit == nil || b.unit == nil else {
                throw MathError(message: "cannot add \(a.unit ?? "") and \(b.unit ?? "")")
            }
            return Quantity(value: a.value + sign * b.value, unit: a.unit ?? b.unit)
        }
    }
}
