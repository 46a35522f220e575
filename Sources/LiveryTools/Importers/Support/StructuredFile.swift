import Foundation
import LiveryCore

/// Reads the dictionary formats themes come in — JSON and property lists (XML or binary) —
/// into ``JSONValue``, so importers walk one tree type.
///
/// JSON members keep their document order; property list dictionaries have none, so their
/// keys are sorted. Property list dates and data have no JSON form and become `null`.
enum StructuredFile {
    /// Parses `file` as a property list when its extension is `plist` (or it starts like
    /// one), as JSON otherwise.
    static func read(_ file: InputFile, warnings: inout [Diagnostic]) throws(Diagnostic) -> JSONValue {
        let looksLikePlist =
            file.fileExtension == "plist" || file.contents.starts(with: Array("<?xml".utf8))
            || file.contents.starts(with: Array("bplist".utf8))
        if looksLikePlist { return try propertyList(file) }
        return try JSONFile.parse(file.contents, displayName: file.path, warnings: &warnings)
    }

    /// Parses a property list with Foundation's `PropertyListSerialization`.
    static func propertyList(_ file: InputFile) throws(Diagnostic) -> JSONValue {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(file.contents), format: nil)
        } catch {
            let detail =
                ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error.localizedDescription)"
            throw .error("invalid property list: \(detail)", file: file.path, location: lineMention(in: detail))
        }
        return try json(from: object, file: file.path, path: [])
    }

    /// `at line 12` in a Foundation error message, as a location.
    private static func lineMention(in message: String) -> SourceLocation? {
        guard let range = message.range(of: "at line ") else { return nil }
        let digits = message[range.upperBound...].prefix(while: \.isNumber)
        return Int(digits).map { SourceLocation(line: $0, column: 1) }
    }

    /// The property list `object` as JSON; a number JSON cannot hold (`<real>nan</real>`,
    /// `inf`) is an error at its key path rather than a `null` found later in the output.
    private static func json(from object: Any, file: String, path: [String]) throws(Diagnostic) -> JSONValue {
        if type(of: object) == Bool.self, let flag = object as? Bool { return .bool(flag) }
        if let number = object as? NSNumber {
            // Darwin boxes property list booleans as NSNumber with the `char` encoding.
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            guard number.doubleValue.isFinite else {
                throw .error(
                    "\(number.doubleValue) is not a number a token can hold", file: file,
                    path: path.joined(separator: "."))
            }
            return .number(number.doubleValue)
        }
        if let string = object as? String { return .string(string) }
        if let array = object as? [Any] {
            var elements: [JSONValue] = []
            for (index, element) in array.enumerated() {
                var elementPath = path
                elementPath.append("[\(index)]")
                elements.append(try json(from: element, file: file, path: elementPath))
            }
            return .array(elements)
        }
        if let dictionary = object as? [String: Any] {
            var members: [(key: String, value: JSONValue)] = []
            for key in dictionary.keys.sorted() {
                members.append((key, try json(from: dictionary[key] as Any, file: file, path: path + [key])))
            }
            return .object(JSONObject(members))
        }
        return .null
    }
}
