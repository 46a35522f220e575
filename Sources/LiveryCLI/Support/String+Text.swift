extension String {
    /// The string followed by spaces up to `length` characters (unchanged when already longer).
    func padding(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    /// The string without leading and trailing whitespace.
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
