import LiveryTools

/// Android color resources as Android Studio projects hold them.
enum AndroidFixtures {
    static let dayColors = #"""
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <!-- Brand -->
            <color name="brand_primary">#FF6200EE</color>
            <color name="brand_primary_variant">#3700B3</color>
            <color name="brand_secondary">#03DAC5</color>
            <!-- Surfaces -->
            <color name="background">#FFF</color>
            <color name="surface">#FFFFFFFF</color>
            <color name="scrim">#8000</color>
            <color name="text_primary">#DE000000</color>
            <color name="accent">@color/brand_secondary</color>
            <color name="accent_pressed">#018786</color>
            <string name="app_name">Sample</string>
            <dimen name="padding">16dp</dimen>
        </resources>
        """#

    static let nightColors = #"""
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="brand_primary">#BB86FC</color>
            <color name="background">#121212</color>
            <color name="surface">@color/background</color>
            <color name="text_primary">#DEFFFFFF</color>
        </resources>
        """#

    static var resources: [InputFile] {
        [
            InputFile(path: "res/values/colors.xml", text: dayColors),
            InputFile(path: "res/values-night/colors.xml", text: nightColors),
        ]
    }
}
