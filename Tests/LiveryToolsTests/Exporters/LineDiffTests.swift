import Testing

@Suite("Golden-file line diff")
struct LineDiffTests {
    @Test("marks removed and added lines with context around them")
    func marksChanges() {
        let diff = LineDiff.render("a\nb\nc\nd\ne\nf\ng", "a\nb\nc\nD\ne\nf\ng", context: 1)
        #expect(diff == "@@ line 3\n  c\n- d\n+ D\n  e")
    }

    @Test("shows nothing for equal texts")
    func equal() {
        #expect(LineDiff.render("x\ny", "x\ny").isEmpty)
    }
}
