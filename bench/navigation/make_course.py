"""Writes the same plain course twice: a coursegen course folder and a Hugo site (issue 25's "Navigation in O(N)").

N lessons in chapters of 100, each a title, two paragraphs and a list; no layout blocks, so the build measures
pages and navigation, not previews. The Hugo site gets a minimal layout with the same navigation a coursegen
lesson page has by default: the page, its chapter's lessons and prev/next (Hugo's own .Prev/.Next).
Usage: make_course.py OUT N
"""
import os
import sys

out, count = sys.argv[1], int(sys.argv[2])
per_chapter = 100
body = ("Bu dars matni. Auto Layout cheklovlari, SnapKit va koʻrinishlar haqida bir necha jumla.\n\n"
        "Ikkinchi paragraf: `makeConstraints` chaqiruvi va [hujjat](https://snapkit.github.io/).\n\n"
        "- birinchi band\n- ikkinchi band\n- uchinchi band\n")

course = os.path.join(out, "coursegen")
hugo = os.path.join(out, "hugo")
os.makedirs(os.path.join(course, "lessons"), exist_ok=True)
lines = ['title: "Katta kurs"', "language: uz", "chapters:"]
for index in range(count):
    chapter = index // per_chapter
    if index % per_chapter == 0:
        lines += [f'  - title: "Bob {chapter + 1}"', "    lessons:"]
    name = f"l{index:05d}.md"
    lines.append(f"      - {name}")
    with open(os.path.join(course, "lessons", name), "w") as f:
        f.write(f'---\ntitle: "Dars {index + 1}"\n---\n\n{body}')
    section = os.path.join(hugo, "content", f"bob-{chapter + 1:03d}")
    os.makedirs(section, exist_ok=True)
    if index % per_chapter == 0:
        with open(os.path.join(section, "_index.md"), "w") as f:
            f.write(f'---\ntitle: "Bob {chapter + 1}"\n---\n')
    with open(os.path.join(section, f"l{index:05d}.md"), "w") as f:
        f.write(f'---\ntitle: "Dars {index + 1}"\nweight: {index + 1}\n---\n\n{body}')
with open(os.path.join(course, "course.yml"), "w") as f:
    f.write("\n".join(lines) + "\n")

os.makedirs(os.path.join(hugo, "layouts", "_default"), exist_ok=True)
with open(os.path.join(hugo, "config.toml"), "w") as f:
    f.write('baseURL = "https://example.org/"\ntitle = "Katta kurs"\ndisableKinds = ["taxonomy", "term", "RSS"]\n')
with open(os.path.join(hugo, "layouts", "_default", "single.html"), "w") as f:
    f.write("<!doctype html><html><head><title>{{ .Title }}</title></head><body>\n"
            "<nav><ol>{{ range .CurrentSection.Pages }}<li><a href=\"{{ .RelPermalink }}\">{{ .Title }}</a></li>{{ end }}</ol></nav>\n"
            "<main><h1>{{ .Title }}</h1>{{ .Content }}</main>\n"
            "{{ with .PrevInSection }}<a rel=\"prev\" href=\"{{ .RelPermalink }}\">{{ .Title }}</a>{{ end }}"
            "{{ with .NextInSection }}<a rel=\"next\" href=\"{{ .RelPermalink }}\">{{ .Title }}</a>{{ end }}\n"
            "</body></html>\n")
with open(os.path.join(hugo, "layouts", "_default", "list.html"), "w") as f:
    f.write("<!doctype html><html><head><title>{{ .Title }}</title></head><body><ol>"
            "{{ range .Pages }}<li><a href=\"{{ .RelPermalink }}\">{{ .Title }}</a></li>{{ end }}</ol></body></html>\n")
