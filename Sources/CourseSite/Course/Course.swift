/// A course as `course.yml` and the lessons' front matter describe it, validated and in reading order.
public struct Course: Sendable {
    public var title: String
    /// `uz`, `ru` or `en`: the language of the interface strings and of `<html lang>`.
    public var language: String
    public var description: String
    public var author: String
    /// The public address of the site (`https://example.org/course/`), used for `sitemap.xml`; always ends in `/`.
    public var baseURL: String
    /// The repository's web address (`https://github.com/owner/name`); enables "edit this page" links.
    public var repository: String?
    /// The branch edit links point to.
    public var branch: String
    /// The course folder's path inside the repository, for edit links.
    public var contentPath: String
    public var chapters: [Chapter]
    /// Every lesson in reading order (chapter by chapter).
    public var lessons: [Lesson]
    /// `course.yml` as diagnostics name it.
    public var file: String
    /// `raw_html:` in course.yml (default true). False drops raw HTML from lessons and links with unsafe schemes
    /// (`javascript:`, `vbscript:`, `file:`, `data:` except images), for courses that take contributions.
    public var allowsRawHTML = true

    public init(title: String, language: String, description: String, author: String, baseURL: String,
                repository: String?, branch: String, contentPath: String, chapters: [Chapter], lessons: [Lesson],
                file: String) {
        self.title = title
        self.language = language
        self.description = description
        self.author = author
        self.baseURL = baseURL
        self.repository = repository
        self.branch = branch
        self.contentPath = contentPath
        self.chapters = chapters
        self.lessons = lessons
        self.file = file
    }
}

/// A chapter: a title and a run of lessons.
public struct Chapter: Sendable {
    public var title: String
    /// Indexes into `Course.lessons`.
    public var lessonIndexes: [Int]

    public init(title: String, lessonIndexes: [Int]) {
        self.title = title
        self.lessonIndexes = lessonIndexes
    }
}

/// One lesson: its front matter and its Markdown body.
public struct Lesson: Sendable {
    public var title: String
    /// The URL name: `lessons/<slug>/index.html`. From front matter, else from the file name.
    public var slug: String
    public var summary: String?
    /// As written (`15 min`, `10`); a bare number means minutes.
    public var duration: String?
    /// Path relative to the course folder, with `/` separators (`lessons/01-salom.md`).
    public var relativePath: String
    /// The file as diagnostics name it (`content/lessons/01-salom.md`).
    public var file: String
    /// The Markdown after the front matter.
    public var body: String
    /// The 1-based file line where `body` starts.
    public var bodyStartLine: Int
    /// Index of the lesson's chapter in `Course.chapters`.
    public var chapterIndex: Int

    public init(title: String, slug: String, summary: String?, duration: String?, relativePath: String,
                file: String, body: String, bodyStartLine: Int, chapterIndex: Int) {
        self.title = title
        self.slug = slug
        self.summary = summary
        self.duration = duration
        self.relativePath = relativePath
        self.file = file
        self.body = body
        self.bodyStartLine = bodyStartLine
        self.chapterIndex = chapterIndex
    }

    /// The page's path relative to the site root.
    public var outputPath: String { "lessons/\(slug)/index.html" }
}
