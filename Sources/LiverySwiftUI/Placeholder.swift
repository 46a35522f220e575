// LiverySwiftUI
