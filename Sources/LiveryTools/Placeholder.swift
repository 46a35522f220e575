// LiveryTools
