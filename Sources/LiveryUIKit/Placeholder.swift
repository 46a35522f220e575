// LiveryUIKit
