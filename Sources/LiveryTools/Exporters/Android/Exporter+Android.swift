import LiveryCore
extension Exporter {
    public static let android = Exporter(id: "android", summary: "") { _ in [] }
}
