import LiveryCore

extension Sequence {
    /// The value of the most specific selector matching `input`; the first declared wins a tie.
    func mostSpecific<Value>(for input: ResolverInput) -> Value?
    where Element == (selector: ContextSelector, value: Value) {
        var best: (specificity: Int, value: Value)?
        for entry in self where entry.selector.matches(input) {
            if best == nil || entry.selector.specificity > (best?.specificity ?? 0) {
                best = (entry.selector.specificity, entry.value)
            }
        }
        return best?.value
    }
}
