import LiveryTools

/// A kColor-style enum of "light|dark" hex pairs, and a server's custom colors.
enum SwiftEnumPairFixtures {
    static let enumSource = #"""
        import UIKit

        public enum kColor: String {
            case clear = ""
                           // light mode | dark mode
            case borderLight    = "f3f3f6|0C0C09"
            case background     = "ffffff|000000"
            case primaryText    = "1C1C1E|F2F2F7"   // body copy
            case secondaryText  = "#8E8E93|#8E8E93"
            case overlay        = "00000066|FFFFFF33"

            var name: String {
                get { return String(describing: self) }
            }

            var color: UIColor {
                switch self {
                case .clear:
                    return .clear
                default:
                    let components = self.rawValue.split(separator: "|")
                    return UIColor(hex: String(components[0]))
                }
            }
        }
        """#

    static let customColors = #"""
        {
          "borderLight": {"light": "ff0000", "dark": "ff00ff"},
          "background": {"light": "0000ff", "dark": "00ffff"},
          "primaryText": {"dark": "eeeeee"}
        }
        """#

    static var files: [InputFile] {
        [InputFile(path: "App/kColor.swift", text: enumSource)]
    }

    static var filesWithCustomColors: [InputFile] {
        files + [InputFile(path: "App/custom-colors.json", text: customColors)]
    }
}
