// The use check's fixture: glue code over the fixture UIKit.
import UIKit

func glue(asset: UIImageAsset, traits: UITraitCollection) -> UIImage {
    asset.unregisterAll()  // undocumented
    return asset.image(with: traits)
}
