import Foundation

/// RFC 6901 JSON Pointers in their URI-fragment form (`#/a/b~1c`), as token files use them.
public enum JSONPointer {
    /// Why a pointer could not be parsed.
    public struct Problem: Error, Sendable, Hashable {
        /// What is wrong, naming the pointer.
        public var message: String
    }

    /// The decoded segments of a same-document pointer: `#/a/b~1c` → `["a", "b/c"]`; `#` → `[]`.
    public static func parse(_ pointer: String) -> Result<[String], Problem> {
        guard pointer.hasPrefix("#") else {
            // A URI with a file or address before the fragment is a valid JSON Reference that
            // names another document: unsupported, not malformed.
            return .failure(
                Problem(
                    message:
                        "unsupported reference \(pointer): it names another document, and only same-document pointers (#/…) are supported in a token file; put both files in one resolver set and use a same-document reference"
                ))
        }
        let body = pointer.dropFirst()
        if body.isEmpty { return .success([]) }
        guard body.hasPrefix("/") else {
            return .failure(Problem(message: "malformed reference \(pointer): a JSON Pointer starts with '#/'"))
        }
        var segments: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = unescape(raw) else {
                return .failure(Problem(message: "malformed reference \(pointer): '~' must be followed by 0 or 1"))
            }
            segments.append(segment)
        }
        return .success(segments)
    }

    /// The pointer for `segments`, escaped: `["a", "b/c"]` → `#/a/b~1c`.
    public static func render(_ segments: [String]) -> String {
        "#"
            + segments.map {
                "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            }
            .joined()
    }

    /// The value `segments` designate inside `root`, or `nil`.
    public static func resolve(_ segments: some Collection<String>, in root: JSONValue) -> JSONValue? {
        var current = root
        for segment in segments {
            switch current {
            case .object(let object):
                guard let next = object[segment] else { return nil }
                current = next
            case .array(let array):
                guard let index = Int(segment), String(index) == segment, array.indices.contains(index) else {
                    return nil
                }
                current = array[index]
            default:
                return nil
            }
        }
        return current
    }

    private static func unescape(_ raw: Substring) -> String? {
        guard raw.contains("~") else { return String(raw) }
        var result = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "0": result.append("~")
            case "1": result.append("/")
            default: return nil
            }
        }
        return result
    }
}
