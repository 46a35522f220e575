/// A count and its noun, for messages and reports: `1 file`, `3 files`, `0 checks`.
///
/// ```swift
/// CountText.of(1, "token")   // "1 token"
/// CountText.of(2, "alias candidate")   // "2 alias candidates"
/// ```
package enum CountText {
    /// `count` and `noun`, the noun with an `s` unless the count is one.
    package static func of(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
