/// The content hash of a report (docs/ERRORS.md): SHA-256 of a file's bytes, as 64 lowercase hex
/// digits, so that a team matches a report to a file with `sha256sum`. It identifies a file for
/// counting and is not a security check (the signature is, with the platform's cryptography);
/// it is written here because the runtime has no dependencies and the web's SHA-256 is only
/// asynchronous. Tests hold it to swift-crypto's and to published test vectors.
public enum ContentHash {
    public static func of<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        let message = Array(bytes)
        var state = initialState
        let whole = message.count / 64 * 64
        var start = 0
        while start < whole {
            compress(&state, message[start..<start + 64])
            start += 64
        }
        // The padding: a one bit, zeros, and the length in bits, to a whole number of blocks.
        var tail = Array(message[whole...])
        tail.append(0x80)
        tail += [UInt8](repeating: 0, count: (tail.count <= 56 ? 56 : 120) - tail.count)
        let bitCount = UInt64(message.count) &* 8
        tail += (0..<8).map { UInt8(truncatingIfNeeded: bitCount >> (56 - 8 * UInt64($0))) }
        compress(&state, tail[0..<64])
        if tail.count == 128 { compress(&state, tail[64..<128]) }
        return state.map(hex).joined()
    }

    private static func hex(_ word: UInt32) -> String {
        let digits = String(word, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    private static func compress(_ state: inout [UInt32], _ block: ArraySlice<UInt8>) {
        var w = [UInt32](repeating: 0, count: 64)
        let base = block.startIndex
        for i in 0..<16 {
            let at = base + 4 * i
            w[i] = UInt32(block[at]) << 24 | UInt32(block[at + 1]) << 16 | UInt32(block[at + 2]) << 8 | UInt32(block[at + 3])
        }
        for i in 16..<64 {
            let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for i in 0..<64 {
            let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ roundConstants[i] &+ w[i]
            let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        for (i, value) in [a, b, c, d, e, f, g, h].enumerated() { state[i] = state[i] &+ value }
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }

    private static let initialState: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
