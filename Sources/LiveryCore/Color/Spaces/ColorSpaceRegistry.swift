/// The table of color spaces, keyed by id, and the conversion paths between them.
///
/// Built once from ``ColorSpace/all``. Converting from one space to another walks from the
/// source up its chain of bases to the nearest space that is also an ancestor of (or is)
/// the target, then down to the target.
public struct ColorSpaceRegistry: Sendable {
    private let spaces: [ColorSpaceID: ColorSpace]
    /// Each space's chain of bases, computed once.
    private let chains: [ColorSpaceID: [ColorSpaceID]]

    /// The registry of the 14 DTCG spaces: one definition for every ``ColorSpaceID``, all
    /// descending from XYZ-D65 — so every conversion between two ids has a path.
    ///
    /// That holds by construction of ``ColorSpace/all`` (a test checks it); breaking it is a
    /// programming error that stops the program at first use, naming what is wrong.
    public static let standard: ColorSpaceRegistry = {
        do throws(ColorError) {
            let registry = try ColorSpaceRegistry(ColorSpace.all)
            let missing = ColorSpaceID.allCases.filter { registry[$0] == nil }
            precondition(missing.isEmpty, "ColorSpace.all defines no space for \(missing.map(\.rawValue))")
            return registry
        } catch {
            preconditionFailure("ColorSpace.all: \(error)")
        }
    }()

    /// A registry of `spaces`.
    ///
    /// - Throws: ``ColorError`` when two spaces share an id, a base is not registered, or the
    ///   spaces do not all descend from one root (some pair could not be converted).
    public init(_ spaces: [ColorSpace]) throws(ColorError) {
        var table: [ColorSpaceID: ColorSpace] = [:]
        for space in spaces {
            guard table[space.id] == nil else {
                throw ColorError("color space \"\(space.id.rawValue)\" is registered twice")
            }
            table[space.id] = space
        }
        for space in spaces {
            if let base = space.base, table[base] == nil {
                throw ColorError(
                    "color space \"\(space.id.rawValue)\" names base \"\(base.rawValue)\", which is not registered")
            }
        }
        self.init(table: table)
        let roots = Set(chains.values.compactMap(\.last))
        guard roots.count <= 1 else {
            let names = roots.map(\.rawValue).sorted().joined(separator: ", ")
            throw ColorError("color spaces must share one root space, found \(names)")
        }
    }

    private init(table: [ColorSpaceID: ColorSpace]) {
        self.spaces = table
        self.chains = Dictionary(uniqueKeysWithValues: table.keys.map { ($0, Self.chain(from: $0, in: table)) })
    }

    /// The registered ids.
    public var ids: Set<ColorSpaceID> { Set(spaces.keys) }

    /// The space registered as `id`.
    public subscript(id: ColorSpaceID) -> ColorSpace? { spaces[id] }

    /// `id` and its bases up to the hub: `[oklch, oklab, xyz-d65]`.
    public func chain(from id: ColorSpaceID) -> [ColorSpaceID] {
        chains[id] ?? [id]
    }

    private static func chain(from id: ColorSpaceID, in spaces: [ColorSpaceID: ColorSpace]) -> [ColorSpaceID] {
        var chain = [id]
        var current = spaces[id]
        while let base = current?.base, !chain.contains(base) {
            chain.append(base)
            current = spaces[base]
        }
        return chain
    }

    /// Converts `components` (no NaN) from space `source` to space `target`.
    ///
    /// - Precondition: Both spaces are registered. A registry checks at construction that
    ///   every base is registered and that all spaces share one root, so from registered spaces
    ///   every step of the walk has its space; ``standard`` registers every ``ColorSpaceID``.
    func convert(_ components: SIMD3<Double>, from source: ColorSpaceID, to target: ColorSpaceID) -> SIMD3<Double> {
        guard source != target else { return components }
        let up = chain(from: source)
        let down = chain(from: target)
        let common = up.first(where: down.contains) ?? up[up.count - 1]
        var value = components
        for id in up.prefix(while: { $0 != common }) {
            value = definition(of: id).toBase(value)
        }
        for id in down.prefix(while: { $0 != common }).reversed() {
            value = definition(of: id).fromBase(value)
        }
        return value
    }

    /// The space registered as `id`.
    ///
    /// - Precondition: `id` is registered (always true of ``standard``).
    func definition(of id: ColorSpaceID) -> ColorSpace {
        guard let space = spaces[id] else { preconditionFailure("color space \(id.rawValue) is not registered") }
        return space
    }
}

extension ColorSpaceID {
    /// This space's registered definition: name, components and their DTCG ranges.
    ///
    /// Total: ``ColorSpaceRegistry/standard`` defines every id.
    public var definition: ColorSpace {
        ColorSpaceRegistry.standard.definition(of: self)
    }
}
