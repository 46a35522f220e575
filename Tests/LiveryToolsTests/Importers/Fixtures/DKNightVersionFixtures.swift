import LiveryTools

/// DKNightVersion color tables: the library's own layout (key last) and the key-first layout.
enum DKNightVersionFixtures {
    /// As DKNightVersion ships it: theme names, then colors with the key last.
    static let keyLast = """
        NORMAL   NIGHT    RED
        #ffffff  #343434  #fafafa  BG
        #aaaaaa  #313131  #aaaaaa  SEP
        #0000ff  #ffffff  #fa0000  TINT
        #000000  #ffffff  #000000  TEXT
        #ffffff  #444444  0xfa0000  BAR
        #00000080  #ffffff80  #00000080  SHADOW

        """

    /// The same table with each key first, aligned in columns.
    static let keyFirst = """
        NORMAL   NIGHT    RED
        BG       #ffffff  #343434  #fafafa
        SEP      #aaaaaa  #313131  #aaaaaa
        """

    /// A table using colors of DKColorMapping.plist.
    static let withMapping = """
        NORMAL   NIGHT
        @brand   @brandNight  TINT
        #ffffff  #343434      BG
        """

    static let mappingPlist = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>brand</key>
        	<string>#3478F6</string>
        	<key>brandNight</key>
        	<string>0x0A84FF</string>
        </dict>
        </plist>
        """#

    static func table(_ text: String) -> [InputFile] {
        [InputFile(path: "Resources/DKColorTable.txt", text: text)]
    }
}
