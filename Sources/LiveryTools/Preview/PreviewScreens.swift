/// The sample app screens of the preview: a sign-in form, a feed and a profile, plus a small
/// specimen repeated in every context column.
///
/// The markup carries no colors: classes only, which ``PreviewStyle`` paints through the
/// exported custom properties. Each class that shows a role is listed in
/// ``PreviewStyle/roleClasses``.
enum PreviewScreens {
    static let signIn = """
        <section class="lv-screen" aria-label="Sign-in screen">
        <h3 class="lv-title">Sign in</h3>
        <p class="lv-secondary">Welcome back. Sign in to continue.</p>
        <label class="lv-field"><span class="lv-secondary">Email</span><input class="lv-input" type="text" value="ada@mail.test" readonly></label>
        <label class="lv-field"><span class="lv-secondary">Password</span><input class="lv-input lv-input-invalid" type="password" value="secret" readonly></label>
        <p class="lv-error">That password is not right.</p>
        <button class="lv-button" type="button">Sign in</button>
        <p class="lv-center"><a class="lv-link" href="#signin">Forgot your password?</a></p>
        </section>
        """

    static let feed = """
        <section class="lv-screen" aria-label="Feed screen">
        <h3 class="lv-title">Feed</h3>
        \(post(initials: "AL", author: "Ada Lovelace", age: "2 min", body: "The engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves."))
        \(post(initials: "GH", author: "Grace Hopper", age: "1 h", body: "It is often easier to ask for forgiveness than to get permission."))
        \(post(initials: "AT", author: "Alan Turing", age: "3 h", body: "We can only see a short distance ahead, but we can see plenty there that needs to be done."))
        </section>
        """

    static let profile = """
        <section class="lv-screen" aria-label="Profile screen">
        <div class="lv-profile-head"><span class="lv-avatar lv-avatar-large">KJ</span>
        <div><h3 class="lv-title">Katherine Johnson</h3><p class="lv-secondary">@kjohnson · Hampton, Virginia</p></div></div>
        <p>Orbital mechanics, trajectories and the occasional crossword.</p>
        <div class="lv-stats">
        <div class="lv-card lv-stat"><strong>128</strong><span class="lv-secondary">Posts</span></div>
        <div class="lv-card lv-stat"><strong>4.2k</strong><span class="lv-secondary">Followers</span></div>
        <div class="lv-card lv-stat"><strong>311</strong><span class="lv-secondary">Following</span></div>
        </div>
        <div class="lv-actions"><button class="lv-button" type="button">Follow</button><button class="lv-button-danger" type="button">Block</button></div>
        </section>
        """

    /// The small specimen at the top of each context column.
    static let specimen = """
        <div class="lv-specimen lv-card">
        <p class="lv-title">Title text</p>
        <p class="lv-secondary">Secondary text</p>
        <p class="lv-error">Error message</p>
        <button class="lv-button" type="button">Button</button>
        </div>
        """

    private static func post(initials: String, author: String, age: String, body: String) -> String {
        """
        <article class="lv-card lv-post"><div class="lv-post-head"><span class="lv-avatar">\(initials)</span>\
        <strong>\(author)</strong><span class="lv-secondary">\(age)</span></div>\
        <p>\(body)</p>\
        <div class="lv-actions"><a class="lv-link" href="#feed">Reply</a><a class="lv-link" href="#feed">Share</a>\
        <a class="lv-error" href="#feed">Report</a></div></article>
        """
    }
}
