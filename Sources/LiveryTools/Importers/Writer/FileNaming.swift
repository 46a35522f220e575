/// File names for resolvers and token files, safe on every file system.
enum FileNaming {
    /// `name` with every character other than letters, digits, `-`, `_` and `.` replaced by
    /// `-`, and no leading dot; `theme` when nothing is left.
    static func safe(_ name: String) -> String {
        var result = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "-" })
        while result.hasPrefix(".") { result.removeFirst() }
        return result.isEmpty ? "theme" : result
    }

    /// `tokens/<layer>.tokens.json` for each layer, made unique ignoring case (case-insensitive
    /// file systems would merge `Night` and `night`) by numbering later duplicates.
    static func layerFiles(_ layers: [String]) -> [String: String] {
        var used: Set<String> = []
        var result: [String: String] = [:]
        for layer in layers {
            let stem = safe(layer)
            var candidate = stem
            var number = 2
            while used.contains(candidate.lowercased()) {
                candidate = "\(stem)-\(number)"
                number += 1
            }
            used.insert(candidate.lowercased())
            result[layer] = "tokens/\(candidate).tokens.json"
        }
        return result
    }
}
