"""Checks the learning features of a lesson page in headless Chromium (issue 24; docs/previews.md, "Tweaks" and
"Steps"): every tweak slider sits on its code line; dragging it rewrites the number in the code view, and the
preview then shows, state by state, what `coursegen frames` gives for the lesson with that value written in;
captions follow the state; a conflict at a value shows in the side panel; a block with extends= shows a diff
with a "show all" toggle.

usage: check_tweaks.py PAGE.html LESSON.md COURSEGEN OUT_DIR"""
import json
import os
import subprocess
import sys
import tempfile

import check_previews as cp
from cdp import Browser

SLIDERS = r"""(() => [...document.querySelectorAll('.cg-preview')].flatMap(root => {
  const D = JSON.parse(root.querySelector('.cg-data').textContent);
  return !D.tw ? [] : D.tw.t.map((t, k) => {
    const lab = document.querySelectorAll('.cg-tweak')[0] && root.closest('.layout-block')
      .querySelector('.cg-tweak[data-tweak="' + k + '"]');
    return {id: root.getAttribute('data-preview-id'), k, t, states: D.states.length, cap: D.cap || null,
            inLine: !!(lab && lab.closest('.line[data-line="' + t.l + '"]') && !lab.hidden)};
  });
}))()"""

THUMB = r"""(() => { const root = document.querySelector(%s).closest('.layout-block');
  const input = root.querySelector('.cg-tweak[data-tweak="%d"] input'); input.scrollIntoView({block: 'center'});
  const r = input.getBoundingClientRect(), n = +input.max;
  return {x0: r.left + 8 + (r.width - 16) * input.value / n, y: r.top + r.height / 2, left: r.left + 8, w: r.width - 16, n}; })()"""

STATE = r"""(() => { const root = document.querySelector(%s), block = root.closest('.layout-block');
  const lab = block.querySelector('.cg-tweak[data-tweak="%d"]');
  return {index: +lab.querySelector('input').value, output: lab.querySelector('output').textContent,
          number: lab.closest('.line').querySelector('.cg-num').textContent,
          caption: (root.querySelector('.cg-caption') || {}).textContent || null}; })()"""


def frames_with_values(lesson, coursegen, edits):
    """`coursegen frames` on a copy of the lesson with each literal (line, column, length) replaced by its value,
    and the literals the lesson had there."""
    with open(lesson) as f:
        lines = f.read().split("\n")
    written = []
    for line, column, length, value in sorted(edits, key=lambda e: (e[0], -e[1])):
        text = lines[line - 1]
        # The code column is the file column for a block at the top level; a container prefix would shift it.
        start = column - 1 + (len(text) - len(text.lstrip(">- ")) if text.lstrip().startswith((">", "-")) else 0)
        written.append(text[start:start + length])
        lines[line - 1] = text[:start] + value + text[start + length:]
    folder = tempfile.mkdtemp(prefix="cg-tweak-")
    path = os.path.join(folder, os.path.basename(lesson))
    with open(path, "w") as f:
        f.write("\n".join(lines))
    result = subprocess.run([coursegen, "frames", path], capture_output=True, text=True)
    return json.loads(result.stdout), written


def main():
    page, lesson, coursegen, out = sys.argv[1:5]
    os.makedirs(out, exist_ok=True)
    b = Browser()
    checked = 0
    conflicts = 0
    try:
        b.navigate("file://" + os.path.abspath(page))
        b.evaluate("document.fonts.ready.then(() => true)")
        b.evaluate("(() => { const h = document.querySelector('.site-header'); if (h) h.style.position = 'static'; })()")
        sliders = b.evaluate(SLIDERS)
        for s in sliders:
            label = f"{s['id']} tweak {s['k']} (line {s['t']['l']})"
            if not s["inLine"]:
                cp.fail(f"{label}: the slider is not shown on its code line")
                continue
            sel = cp.selector(s["id"])
            # Drag to a quarter, then to the far end: each stop must show the engine's layout for that value.
            for fraction in (0.25, 1.0, 0.0):
                geometry = b.evaluate(THUMB % (sel, s["k"]))
                x1 = geometry["left"] + geometry["w"] * fraction
                b.drag(geometry["x0"], geometry["y"], x1, geometry["y"])
                got = b.evaluate(STATE % (sel, s["k"]))
                value = s["t"]["v"][got["index"]]
                if got["output"] != value or got["number"] != value:
                    cp.fail(f"{label}: slider at {got['index']} shows {got['output']!r}, code {got['number']!r}, expected {value!r}")
                # Every slider of the block as the page shows it (combined sliders keep each other's values).
                shown = [(o["t"], b.evaluate(STATE % (sel, o["k"]))["index"]) for o in sliders if o["id"] == s["id"]]
                frames, written = frames_with_values(lesson, coursegen,
                                                     [(t["l"], t["c"], t["n"], t["v"][i]) for t, i in shown])
                if sorted(map(float, written)) != sorted(float(t["v"][t["i"]]) for t, _ in shown):
                    cp.fail(f"{label}: the lesson has {written!r} where the sliders' literals should be")
                block = next((bl for l in frames["lessons"] for bl in l["blocks"] if bl["id"] == s["id"]), None)
                if block is None:
                    cp.fail(f"{label}: coursegen frames has no block {s['id']}")
                    continue
                for i, state in enumerate(block["states"]):
                    if len(block["states"]) > 1:
                        b.evaluate("document.querySelector(%s).querySelector('[data-step=\"%d\"]').click()" % (sel, i))
                        cp.settle(b, s["id"])
                    cp.compare(b, s["id"], state, f"{label} = {value}, state {i}")
                    caption = b.evaluate(STATE % (sel, s["k"]))["caption"]
                    if s["cap"] and i < len(s["cap"]) and caption != s["cap"][i]:
                        cp.fail(f"{label}: state {i} shows the caption {caption!r}, not {s['cap'][i]!r}")
                # A conflict at this value is shown as the conflict: its diagnostic is in the side panel.
                codes = b.evaluate("[...document.querySelector(%s).querySelectorAll('.cg-diag .cg-code')]"
                                   ".map(e => e.textContent)" % sel)
                if any(d["code"] == "conflict" for d in block["diagnostics"]) != ("[conflict]" in codes):
                    cp.fail(f"{label} = {value}: the page's diagnostics {codes} disagree with the frames' about a conflict")
                if any(d["code"] == "conflict" for d in block["diagnostics"]):
                    conflicts += 1
                if len(block["states"]) > 1:
                    b.evaluate("document.querySelector(%s).querySelector('[data-step=\"0\"]').click()" % sel)
                    cp.settle(b, s["id"])
                checked += 1
            cp.shot(b, s["id"], os.path.join(out, f"{s['id']}-tweak-{s['k']}.png"))
        # extends=: a diff of the lines changed against the earlier block, and "show all" brings the rest back.
        diffs = b.evaluate(r"""[...document.querySelectorAll('.code-block.cg-diff')].map(c => {
            const hidden = () => [...c.querySelectorAll('.line')].filter(l => !l.offsetParent).length;
            const before = hidden(), changed = c.querySelectorAll('.cg-line-add,.cg-line-del').length;
            c.querySelector('.cg-show-all input').click();
            return {before, after: hidden(), changed}; })""")
        for d in diffs:
            if not d["changed"] or not d["before"] or d["after"]:
                cp.fail(f"extends diff: {d} (changed lines shown, the rest hidden until 'show all')")
    finally:
        b.close()
    if cp.failures:
        print(f"{len(cp.failures)} failure(s)")
        sys.exit(1)
    print(f"tweaks: {checked} slider position(s) match coursegen frames ({conflicts} with a conflict); "
          f"{len(diffs)} diff(s) checked")


if __name__ == "__main__":
    main()
