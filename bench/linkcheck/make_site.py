#!/usr/bin/env python3
"""Generates a built site for the link-check benchmark: N pages in nested folders, each with four section ids,
some prose, and 8 links. Deterministic (seeded). About 1 link in 40 points at a page that does not exist and
1 in 25 at an anchor the target page lacks; the rest are valid (relative paths, folder links resolving to
index.html, same-page and cross-page fragments).

usage: make_site.py OUT [--pages N]
"""
import argparse
import os
import random

SECTIONS = ["kirish", "asosiy", "misol", "xulosa"]
PROSE = ("Auto Layout cheklovlari koʻrinishlarning oʻrnini va oʻlchamini belgilaydi. "
         "SnapKit bu cheklovlarni qisqa va oʻqilishi oson qilib yozishga yordam beradi. ") * 6


def page_dir(index):
    # 20 chapters of pages, each page in its own folder, as a course site lays them out.
    return f"bob-{index % 20:02d}/dars-{index:04d}"


def relative(from_index, to_path):
    return os.path.relpath(to_path, page_dir(from_index))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--pages", type=int, default=2000)
    args = parser.parse_args()
    rng = random.Random(2026)
    n = args.pages
    for index in range(n):
        links = []
        for k in range(8):
            roll = rng.random()
            target = rng.randrange(n)
            if roll < 0.025:
                links.append(relative(index, f"bob-{target % 20:02d}/yoq-{target:04d}") + "/")  # missing page
            elif roll < 0.065:
                links.append(relative(index, page_dir(target)) + "/#yoq-" + rng.choice(SECTIONS))  # bad anchor
            elif roll < 0.35:
                links.append("#" + rng.choice(SECTIONS))  # same page
            elif roll < 0.70:
                links.append(relative(index, page_dir(target)) + "/#" + rng.choice(SECTIONS))
            else:
                links.append(relative(index, page_dir(target)) + "/index.html")
        sections = []
        for s, name in enumerate(SECTIONS):
            anchors = " ".join(f'<a href="{links[2 * s + j]}">havola {2 * s + j}</a>' for j in range(2))
            sections.append(f'<h2 id="{name}">{name.title()}</h2>\n<p>{PROSE}</p>\n<p>{anchors}</p>')
        html = ("<!DOCTYPE html>\n<html lang=\"uz\">\n<head><meta charset=\"utf-8\"><title>Dars "
                f"{index}</title></head>\n<body>\n<main>\n<h1>Dars {index}</h1>\n" + "\n".join(sections)
                + "\n</main>\n</body>\n</html>\n")
        folder = os.path.join(args.out, page_dir(index))
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "index.html"), "w", encoding="utf-8") as f:
            f.write(html)


if __name__ == "__main__":
    main()
