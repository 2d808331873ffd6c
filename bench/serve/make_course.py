#!/usr/bin/env python3
"""Generates a synthetic course for the serve benchmarks: N lessons in chapters of 25, each a few screens of
Uzbek-flavoured Markdown with headings, lists, a table, links to neighbours, plain Swift code and (unless
--no-previews) one layout block. With --hugo DIR it also writes the same Markdown as a Hugo site with a minimal
layout of our own that, like coursegen's theme, lists every lesson in each page's navigation.

Usage: make_course.py OUT_CONTENT_DIR [--lessons 1000] [--no-previews] [--hugo HUGO_DIR]
"""
import argparse
import os

PARAGRAPH = ("Bu darsda biz Auto Layout cheklovlari bilan ishlashni o'rganamiz. Har bir ko'rinish o'z o'rnini "
             "cheklovlar orqali oladi: chekka, kenglik va balandlik. SnapKit bu cheklovlarni qisqa va o'qilishi oson "
             "qilib yozishga yordam beradi, shuning uchun kod kamroq xatoga ega bo'ladi.")

SWIFT = """let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
stack.axis = .vertical
stack.spacing = 8
"""

PREVIEW = """```swift preview host=width
final class CardView: UIView {
    let titleLabel = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        titleLabel.text = "Salom @N@"
        titleLabel.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(@INSET@)
        }
    }
    required init?(coder: NSCoder) { fatalError() }
}
```
"""


def lesson_body(n, total, previews):
    parts = [f"Dars {n} haqida qisqacha.\n"]
    for section in range(1, 5):
        parts.append(f"## Bo'lim {section}\n\n{PARAGRAPH}\n\n{PARAGRAPH}\n")
        parts.append("- birinchi band\n- ikkinchi band `snp.makeConstraints`\n- uchinchi band\n")
        if section == 2:
            parts.append("```swift\n" + SWIFT + "```\n")
        if section == 3 and previews:
            parts.append(PREVIEW.replace("@N@", str(n)).replace("@INSET@", str(8 + n % 8)))
        if section == 4:
            parts.append("| xossa | qiymat |\n|---|---|\n| spacing | 8 |\n| axis | vertical |\n")
    links = []
    if n > 1:
        links.append(f"[oldingi dars](l{n - 1:04d}.md)")
    if n < total:
        links.append(f"[keyingi dars](l{n + 1:04d}.md)")
    parts.append("Havolalar: " + ", ".join(links) + "\n")
    return "\n".join(parts)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--lessons", type=int, default=1000)
    parser.add_argument("--no-previews", action="store_true")
    parser.add_argument("--hugo")
    args = parser.parse_args()

    os.makedirs(os.path.join(args.out, "lessons"), exist_ok=True)
    course = ["title: Sintetik kurs", "language: uz", "description: Benchmark uchun kurs", "chapters:"]
    for n in range(1, args.lessons + 1):
        if (n - 1) % 25 == 0:
            course.append(f"  - title: Bob {(n - 1) // 25 + 1}")
            course.append("    lessons:")
        course.append(f"      - lessons/l{n:04d}.md")
        body = lesson_body(n, args.lessons, not args.no_previews)
        with open(os.path.join(args.out, "lessons", f"l{n:04d}.md"), "w") as f:
            f.write(f"---\ntitle: Dars {n}\nsummary: Auto Layout {n}\n---\n\n{body}")
        if args.hugo:
            folder = os.path.join(args.hugo, "content", "lessons")
            os.makedirs(folder, exist_ok=True)
            # Hugo resolves links by URL, not by file; point at the neighbours' pages.
            hugo_body = body.replace(".md)", "/)").replace("(l", "(../l")
            with open(os.path.join(folder, f"l{n:04d}.md"), "w") as f:
                f.write(f"---\ntitle: Dars {n}\nweight: {n}\n---\n\n{hugo_body}")
    with open(os.path.join(args.out, "course.yml"), "w") as f:
        f.write("\n".join(course) + "\n")

    if args.hugo:
        write_hugo_site(args.hugo)


def write_hugo_site(root):
    layouts = os.path.join(root, "layouts", "_default")
    os.makedirs(layouts, exist_ok=True)
    with open(os.path.join(root, "hugo.toml"), "w") as f:
        f.write('baseURL = "/"\ntitle = "Sintetik kurs"\nlanguageCode = "uz"\n'
                'disableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n'
                '[markup.goldmark.renderer]\nunsafe = true\n[markup.highlight]\nnoClasses = false\n')
    nav = ('<nav>{{ range (where .Site.RegularPages "Section" "lessons").ByWeight }}'
           '<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav>')
    with open(os.path.join(layouts, "baseof.html"), "w") as f:
        f.write('<!DOCTYPE html><html lang="uz"><head><meta charset="utf-8"><title>{{ .Title }}</title>'
                '<link rel="stylesheet" href="/style.css"></head><body>' + nav +
                '<main>{{ block "main" . }}{{ end }}</main></body></html>\n')
    with open(os.path.join(layouts, "single.html"), "w") as f:
        f.write('{{ define "main" }}<article><h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}</article>{{ end }}\n')
    with open(os.path.join(layouts, "list.html"), "w") as f:
        f.write('{{ define "main" }}<h1>{{ .Title }}</h1>{{ end }}\n')
    with open(os.path.join(root, "layouts", "index.html"), "w") as f:
        f.write('{{ define "main" }}<h1>{{ .Site.Title }}</h1>{{ end }}\n')
    os.makedirs(os.path.join(root, "static"), exist_ok=True)
    with open(os.path.join(root, "static", "style.css"), "w") as f:
        f.write("body { font-family: Inter, sans-serif; }\n")


if __name__ == "__main__":
    main()
