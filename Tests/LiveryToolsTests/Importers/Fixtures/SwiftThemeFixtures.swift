import LiveryTools

/// SwiftTheme theme files as SwiftTheme's demos write them: one per theme, nested by screen.
enum SwiftThemeFixtures {
    static let dayPlist = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>UIStatusBarStyle</key>
        	<string>Default</string>
        	<key>Global</key>
        	<dict>
        		<key>backgroundColor</key>
        		<string>#FFF</string>
        		<key>textColor</key>
        		<string>#000</string>
        		<key>barTextColor</key>
        		<string>#FFF</string>
        		<key>barTintColor</key>
        		<string>#EB4F38</string>
        	</dict>
        	<key>ListViewController</key>
        	<dict>
        		<key>separatorColor</key>
        		<string>#C6C5C5</string>
        	</dict>
        	<key>SelectThemeCell</key>
        	<dict>
        		<key>iconImage</key>
        		<string>icon_theme_red</string>
        	</dict>
        	<key>ChangeThemeCell</key>
        	<dict>
        		<key>buttonTitleColorNormal</key>
        		<string>#FFF</string>
        		<key>buttonTitleColorHighlighted</key>
        		<string>#555</string>
        		<key>buttonBackgroundColor</key>
        		<string>#EB4F38</string>
        		<key>cornerRadius</key>
        		<real>8</real>
        	</dict>
        </dict>
        </plist>
        """#

    static let nightPlist = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>UIStatusBarStyle</key>
        	<string>LightContent</string>
        	<key>Global</key>
        	<dict>
        		<key>backgroundColor</key>
        		<string>#292b38</string>
        		<key>textColor</key>
        		<string>#ECF0F1</string>
        		<key>barTextColor</key>
        		<string>#FFF</string>
        		<key>barTintColor</key>
        		<string>#01040D</string>
        	</dict>
        	<key>ListViewController</key>
        	<dict>
        		<key>separatorColor</key>
        		<string>#ECF0F1</string>
        	</dict>
        	<key>SelectThemeCell</key>
        	<dict>
        		<key>iconImage</key>
        		<string>icon_theme_light</string>
        	</dict>
        	<key>ChangeThemeCell</key>
        	<dict>
        		<key>buttonTitleColorNormal</key>
        		<string>#000</string>
        		<key>buttonTitleColorHighlighted</key>
        		<string>#AAA</string>
        		<key>buttonBackgroundColor</key>
        		<string>#ECF0F1CC</string>
        		<key>cornerRadius</key>
        		<real>8</real>
        	</dict>
        </dict>
        </plist>
        """#

    static let redJSON = #"""
        {
          "SwitchNightCell": {
            "iconImage": "icon_night_dark"
          },
          "ListViewController": {
            "separatorColor": "#C6C5C5"
          },
          "ChangeThemeCell": {
            "buttonTitleColorHighlighted": "#555",
            "buttonTitleColorNormal": "#FFF",
            "buttonBackgroundColor": "#EB4F38"
          },
          "UIStatusBarStyle": "LightContent",
          "Global": {
            "textFont": "PingFangSC-Medium,24",
            "textColor": "#000",
            "backgroundColor": "#FFF",
            "barTintColor": "#EB4F38",
            "barTextColor": "#FFF"
          }
        }
        """#

    static let yellowJSON = #"""
        {
          "SwitchNightCell": {
            "iconImage": "icon_night_dark"
          },
          "ListViewController": {
            "separatorColor": "#C6C5C5"
          },
          "ChangeThemeCell": {
            "buttonTitleColorHighlighted": "#555",
            "buttonTitleColorNormal": "#FFF",
            "buttonBackgroundColor": "#F4C600"
          },
          "UIStatusBarStyle": "Default",
          "Global": {
            "textFont": "PingFangSC-Medium,24",
            "textColor": "#000",
            "backgroundColor": "#FFF",
            "barTintColor": "#F4C600",
            "barTextColor": "#000"
          }
        }
        """#

    static var plistThemes: [InputFile] {
        [InputFile(path: "Themes/Day.plist", text: dayPlist), InputFile(path: "Themes/Night.plist", text: nightPlist)]
    }

    static var jsonThemes: [InputFile] {
        [InputFile(path: "Json/Red.json", text: redJSON), InputFile(path: "Json/Yellow.json", text: yellowJSON)]
    }
}
