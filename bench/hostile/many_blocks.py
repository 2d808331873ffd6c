#!/usr/bin/env python3
"""Writes a one-lesson course whose lesson has N small preview blocks (issue 25: a build must grow linearly with
the blocks of a lesson). Each block declares its own box view, hosted with `host=fit`, so every block's run sees a
module of N declarations.

Usage: many_blocks.py OUT_CONTENT_DIR N
"""
import os
import sys

BLOCK = """Blok {n}.

```swift preview host=fit
final class Box{n}: UIView {{
    override init(frame: CGRect) {{
        super.init(frame: frame)
        backgroundColor = .systemBlue
        snp.makeConstraints {{ make in make.size.equalTo({size}) }}
    }}
    required init?(coder: NSCoder) {{ fatalError() }}
}}
```

"""


def main():
    out, count = sys.argv[1], int(sys.argv[2])
    os.makedirs(os.path.join(out, "lessons"), exist_ok=True)
    with open(os.path.join(out, "course.yml"), "w") as f:
        f.write('title: "Ko\'p bloklar"\nlanguage: uz\nchapters:\n  - title: "Bloklar"\n    lessons:\n'
                "      - many.md\n")
    with open(os.path.join(out, "lessons", "many.md"), "w") as f:
        f.write("---\ntitle: \"Ko'p bloklar\"\n---\n\n# Ko'p bloklar\n\n")
        for n in range(count):
            f.write(BLOCK.format(n=n, size=20 + n % 40))


if __name__ == "__main__":
    main()
