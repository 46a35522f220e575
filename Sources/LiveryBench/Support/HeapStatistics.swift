import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads glibc's heap statistics.
///
/// Swift's Glibc module does not import `<malloc.h>`, and this package has no C target, so
/// `malloc_stats` (declared `void malloc_stats(void)`, safe to call through a C function
/// pointer) is looked up at run time and its report, written to standard error, is caught
/// in a temporary file. "in use bytes" under "Total (incl. mmap)" is `mallinfo2`'s
/// `uordblks + hblkhd`.
enum HeapStatistics {
    static func inUseBytes() -> Int? {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_stats") else { return nil }
            let mallocStats = unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("livery-bench-heap-\(getpid())")
                .path
            let file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
            guard file >= 0 else { return nil }
            defer {
                close(file)
                unlink(path)
            }
            fflush(nil)
            let saved = dup(STDERR_FILENO)
            dup2(file, STDERR_FILENO)
            mallocStats()
            fflush(nil)
            dup2(saved, STDERR_FILENO)
            close(saved)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
            return parse(text)
        #else
            return nil
        #endif
    }

    /// The "in use bytes" line that follows "Total (incl. mmap):".
    static func parse(_ report: String) -> Int? {
        guard let total = report.range(of: "Total (incl. mmap):") else { return nil }
        for line in report[total.upperBound...].split(separator: "\n") where line.contains("in use bytes") {
            return line.split(separator: "=").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        return nil
    }
}
