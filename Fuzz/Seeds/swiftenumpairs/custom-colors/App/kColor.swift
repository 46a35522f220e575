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
