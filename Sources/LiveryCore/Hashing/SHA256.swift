/// SHA-256 (FIPS 180-4), for content revisions and integrity checks.
///
/// Foundation on Linux has no CryptoKit, so Livery carries this small implementation. It is
/// used to name published theme files by their content and to check, before anything is
/// used, that a downloaded or cached file is the one its manifest names.
///
/// ```swift
/// SHA256.hex(Array("abc".utf8))
/// // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
///
/// - Complexity: O(n) in the input length.
public struct SHA256: Sendable {
    private var state: [UInt32] = SHA256.initialState
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    /// A hasher with nothing hashed yet.
    public init() {}

    /// Feeds more input.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        // Contiguous input (an array, a slice of one) is hashed block by block from its buffer.
        if bytes.withContiguousStorageIfAvailable({ update(buffer: $0) }) != nil { return }
        for byte in bytes { append(byte) }
    }

    private mutating func update(buffer: UnsafeBufferPointer<UInt8>) {
        var start = 0
        while !pending.isEmpty, start < buffer.count {
            append(buffer[start])
            start += 1
        }
        while buffer.count - start >= 64 {
            compress(UnsafeBufferPointer(rebasing: buffer[start..<start + 64]))
            length &+= 64
            start += 64
        }
        for byte in buffer[start...] { append(byte) }
    }

    private mutating func append(_ byte: UInt8) {
        pending.append(byte)
        length &+= 1
        if pending.count == 64 {
            compressPending(from: 0)
            pending.removeAll(keepingCapacity: true)
        }
    }

    private mutating func compressPending(from start: Int) {
        let block = pending
        block.withUnsafeBufferPointer { compress(UnsafeBufferPointer(rebasing: $0[start..<start + 64])) }
    }

    /// The 32-byte digest of everything fed so far.
    public func finalize() -> [UInt8] {
        var copy = self
        // `<< 3`, not `&* 8`: Apple documents the generic `&*` from iOS 18 on.
        let bitLength = length << 3
        copy.pending.append(0x80)
        while copy.pending.count % 64 != 56 { copy.pending.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            copy.pending.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        for start in stride(from: 0, to: copy.pending.count, by: 64) {
            copy.compressPending(from: start)
        }
        return copy.state.flatMap { word in
            [
                UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                UInt8(truncatingIfNeeded: word),
            ]
        }
    }

    /// The digest of `bytes`.
    public static func digest<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of `bytes` as 64 lowercase hex digits.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let digits = Array("0123456789abcdef")
        return String(digest(bytes).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] })
    }

    /// One 64-byte block; the message schedule lives in a temporary allocation, not an array.
    private mutating func compress(_ block: UnsafeBufferPointer<UInt8>) {
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for i in 0..<16 {
                w[i] =
                    UInt32(block[4 * i]) << 24 | UInt32(block[4 * i + 1]) << 16
                    | UInt32(block[4 * i + 2]) << 8 | UInt32(block[4 * i + 3])
            }
            for i in 16..<64 {
                let s0 = w[i - 15].rotatedRight(7) ^ w[i - 15].rotatedRight(18) ^ (w[i - 15] >> 3)
                let s1 = w[i - 2].rotatedRight(17) ^ w[i - 2].rotatedRight(19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            SHA256.roundConstants.withUnsafeBufferPointer { k in
                for i in 0..<64 {
                    let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                    let choice = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
                    let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ majority
                    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                }
            }
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private static let initialState: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
