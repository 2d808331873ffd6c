"""Checks what issue 19 measures on preview pages, in headless Chromium at 1440×900 and 390×844, light and dark:
- icons: every image view or button that shows an SF Symbol has icon pixels inside its frame (pixels that differ
  from the view's background), and an image view with a nil image draws nothing;
- the overlay: off by default, so no overlay mark lies over a label's text; turned on, only the selected view's
  marks show, their numbers hidden until pointed at; the choice is remembered across pages (localStorage);
- numbers follow the device: after switching to another device or orientation, the overlay's constraints are
  those `coursegen frames --device/--landscape` gives, state by state;
- page layout: at 1440×900 the code has no cut lines and the toolbar and canvas fit the window; at 390×844 a step
  button and the whole device are on screen together; a code line that wraps hangs under its own indentation;
- a block whose code stopped marks its device with a banner that links to the diagnostic.

usage: check_look.py PAGE.html FRAMES.json OUT_DIR [--variant KEY=FRAMES.json ...]"""
import base64
import json
import math
import os
import struct
import sys
import time
import zlib

from cdp import Browser

failures = []


def fail(message):
    failures.append(message)
    print("  FAIL " + message)


def number(value):
    """HTMLText.number: thousandths rounded half away from zero (Swift's `rounded()`), no trailing zeros."""
    scaled = value * 1000
    rounded = math.floor(abs(scaled) + 0.5) * (1 if scaled >= 0 else -1) / 1000
    text = f"{rounded:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def describe(c):
    """ConstraintChanges.describe: the title of a constraint's mark."""
    text = f"{c['first']} {c['relation']} "
    if c["second"] is not None:
        text += c["second"]
        if c["multiplier"] != 1:
            text += " × " + number(c["multiplier"])
        if c["constant"] != 0:
            text += (" − " if c["constant"] < 0 else " + ") + number(abs(c["constant"]))
    else:
        text += number(c["constant"])
    if c["priority"] != 1000:
        text += " @" + number(c["priority"])
    return text


def png_pixels(data):
    """RGBA rows of a PNG screenshot (8-bit RGBA or RGB, as Chromium writes them)."""
    width, height, depth, color = struct.unpack(">IIBB", data[16:26])
    chunks, pos = b"", 8
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if kind == b"IDAT":
            chunks += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    raw, channels = zlib.decompress(chunks), 4 if color == 6 else 3
    stride, rows, previous = width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up, corner = previous[x], previous[x - channels] if x >= channels else 0
            if kind == 1: line[x] = (line[x] + left) & 255
            elif kind == 2: line[x] = (line[x] + up) & 255
            elif kind == 3: line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, channels)])
        previous = line
    return rows


def ink(b, rect):
    """How many pixels of a page rectangle differ clearly from its corner pixel (the background)."""
    shot = b.send("Page.captureScreenshot", format="png",
                  clip=dict(x=rect[0], y=rect[1], width=max(1, rect[2]), height=max(1, rect[3]), scale=1))
    rows = png_pixels(base64.b64decode(shot["data"]))
    ground = rows[0][0]
    return sum(1 for row in rows for p in row if sum(abs(a - c) for a, c in zip(p, ground)) > 60)


def selector(block_id):
    return json.dumps('.cg-preview[data-preview-id="%s"]' % block_id)


def click(b, block_id, css):
    point = b.evaluate("""(() => { const el = document.querySelector(%s).querySelector(%s);
        if (!el) return null; el.scrollIntoView({block: 'center'}); const r = el.getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2]; })()""" % (selector(block_id), json.dumps(css)))
    if point is None:
        fail(f"{block_id}: no control {css}")
        return False
    b.click(point[0], point[1])
    time.sleep(0.05)
    return True


IMAGES = r"""(() => [...document.querySelector(%s).querySelectorAll('.cg-screen [data-path]')].filter(el =>
  el.checkVisibility() && (el.querySelector(':scope > .cg-inner > .cg-image, :scope > .cg-inner > svg.cg-symbol')
  || el.classList.contains('cg-k-image'))).map(el => [el.getAttribute('data-path'),
  !!el.querySelector('.cg-symbol, .cg-asset'), !!el.querySelector(':scope > .cg-inner > *')]))()"""

RECT = r"""(() => { const el = document.querySelector(%s).querySelector('.cg-screen [data-path="%s"]');
  el.scrollIntoView({block: 'center'}); const r = el.getBoundingClientRect();
  return [r.left + scrollX, r.top + scrollY, r.width, r.height]; })()"""

TEXT_COVERED = r"""(() => { const hits = [];
  document.querySelector(%s).querySelectorAll('.cg-screen .cg-text').forEach(t => {
    if (!t.checkVisibility()) return;
    const r = t.getBoundingClientRect();
    for (const [fx, fy] of [[.25, .5], [.5, .5], [.75, .5]]) {
      const x = r.left + r.width * fx, y = r.top + r.height * fy;
      if (document.elementsFromPoint(x, y).some(e => e.closest('.cg-overlay') && getComputedStyle(e).visibility !== 'hidden'
          && e.closest('.cg-mark') && (e.tagName !== 'path' || !e.classList.contains('cg-hit'))))
        hits.push(t.closest('[data-path]').getAttribute('data-path'));
    }
  });
  return hits; })()"""

MARKS = r"""[...document.querySelector(%s).querySelectorAll('.cg-overlay .cg-mark')].map(m => m.querySelector('title').textContent)"""


def check_page(b, blocks, variants, out, tag):
    for block in blocks:
        block_id = block["id"]
        sel = selector(block_id)
        if not b.evaluate("!!document.querySelector(%s)" % sel):
            fail(f"{block_id}: no preview on the page")
            continue
        if not block["states"]:
            continue
        # Icons: pixels inside each image view that shows one; nothing in one whose image is nil.
        for path, drawn, content in b.evaluate(IMAGES % sel):
            rect = b.evaluate(RECT % (sel, path))
            time.sleep(0.1)
            rect = b.evaluate(RECT % (sel, path))
            if rect[2] < 2 or rect[3] < 2:
                continue
            count = ink(b, rect) if drawn else 0
            if drawn and count < 0.04 * rect[2] * rect[3]:
                fail(f"{block_id} {tag}: {path} shows an image but only {count} pixels of it are drawn")
            # A nil image is transparent: what shows there is the views behind it, so the element must be empty.
            if not drawn and content:
                fail(f"{block_id} {tag}: {path} has no image but draws something")
        # Overlay off by default: nothing over any label's text.
        covered = b.evaluate(TEXT_COVERED % sel)
        if covered:
            fail(f"{block_id} {tag}: overlay marks over the text of {sorted(set(covered))} with the overlay off")
        # Stopped code: a banner on the device linking to its diagnostic.
        stops = [d for d in block["diagnostics"] if d["severity"] == "error"
                 and d["code"] not in ("conflict", "ambiguous", "scroll-content-ambiguous", "outside-superview", "truncated-text")]
        banner = b.evaluate("""(() => { const a = document.querySelector(%s).querySelector('.cg-canvas .cg-stopped');
            if (!a || !a.checkVisibility()) return null; const t = document.getElementById(a.getAttribute('href').slice(1));
            return [a.textContent, !!t]; })()""" % sel)
        if stops and (not banner or not banner[1] or str(stops[0]["line"]) not in banner[0]):
            fail(f"{block_id} {tag}: the code stopped at line {stops[0]['line']} but the device shows {banner}")
        if not stops and banner:
            fail(f"{block_id} {tag}: a stopped banner {banner[0]!r} on a block that ran")
        # Numbers follow the device: the overlay's constraints on each variant, state by state.
        for key, frames in variants.items():
            other = next((x for x in frames if x["id"] == block_id), None)
            if not other or not other["states"]:
                continue
            name, landscape = key.replace(" landscape", ""), key.endswith(" landscape")
            if key.startswith("width "):
                # The width slider, as a reader drags it (an input event at each value).
                if not b.evaluate("""(() => { const s = document.querySelector(%s).querySelector('input[data-width]');
                    if (!s) return false; s.value = %d; s.dispatchEvent(new Event('input')); return true; })()"""
                                  % (sel, int(key.split()[1]))):
                    continue
            elif not click(b, block_id, '[data-device="%s"]' % name):
                continue
            if b.evaluate("(document.querySelector(%s).querySelector('[data-orientation]') || {}).ariaPressed" % sel) \
                    != ("true" if landscape else "false") and landscape:
                click(b, block_id, "[data-orientation]")
            for index, state in enumerate(other["states"]):
                if len(other["states"]) > 1:
                    click(b, block_id, '[data-step="%d"]' % index)
                    time.sleep(0.4)
                shown = b.evaluate(MARKS % sel)
                wanted = [describe(c) for c in state["constraints"]]
                if shown != wanted:
                    diff = next(((x, y) for x, y in zip(shown, wanted) if x != y), (len(shown), len(wanted)))
                    fail(f"{block_id} {tag}: on {key} state {index} the overlay shows {diff[0]!r}, frames say {diff[1]!r}")
            if key.startswith("width "):
                b.evaluate("(() => { const s = document.querySelector(%s).querySelector('input[data-width]');"
                           " s.value = s.getAttribute('value'); s.dispatchEvent(new Event('input')); })()" % sel)
                continue
            home = b.evaluate("getComputedStyle(document.querySelector(%s).querySelector('.cg-home')).display" % sel)
            if (other["device"]["safeArea"][2] < 1) != (home == "none"):
                fail(f"{block_id} {tag}: on {key} (bottom inset {other['device']['safeArea'][2]}) the home indicator is {home}")
            slider = b.evaluate("(() => { const s = document.querySelector(%s).querySelector('input[data-width]');"
                                " return s && [+s.value, +s.min, +s.max]; })()" % sel)
            width = other["device"]["size"][0]
            if slider and not (slider[1] <= round(width) <= slider[2] and slider[0] == round(width)):
                fail(f"{block_id} {tag}: on {key} the width slider reads {slider} for a {width}-pt screen")
            if landscape:
                click(b, block_id, "[data-orientation]")
            if len(other["states"]) > 1:
                click(b, block_id, '[data-step="0"]')
            click(b, block_id, '[data-device="%s"]' % blocks_device(block))
        b.evaluate("window.scrollTo(0, 0)")


def blocks_device(block):
    return block["device"]["name"]


# A code line that wraps must start with code on its first row (never its indentation alone) and hang its
# continuation rows right of its own indentation, so the wrapped part reads as part of that line.
WRAPPED_LINES = """(() => { const pre = document.querySelector(%s).closest('.layout-block').querySelector('pre');
    const problems = [];
    for (const line of pre ? pre.querySelectorAll('.line') : []) {
        const text = line.textContent, indent = text.length - text.trimStart().length;
        if (!text.trim()) continue;
        const all = document.createRange(); all.selectNodeContents(line);
        const rows = [...all.getClientRects()].filter(r => r.width > 0), top = Math.min(...rows.map(r => r.top));
        if (!rows.some(r => r.top > top + 2)) continue;
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        let node, seen = 0, first = null, glyph = 0;
        while ((node = walker.nextNode())) {
            if (!glyph) { const g = document.createRange(); g.setStart(node, 0); g.setEnd(node, Math.min(1, node.length)); glyph = g.getBoundingClientRect().width; }
            if (!first && seen + node.length > indent) { first = document.createRange(); first.setStart(node, indent - seen); first.setEnd(node, indent - seen + 1); }
            seen += node.length;
        }
        const code = first.getBoundingClientRect(), left = line.getBoundingClientRect().left;
        const number = line.dataset.line;
        if (code.top > top + 2) problems.push(`line ${number} wraps after its indentation: its first row is blank`);
        for (const r of rows) if (r.top > top + 2 && r.left < left + (indent + 1) * glyph - 1)
            problems.push(`line ${number} wraps at ${Math.round(r.left - left)} px, left of its indentation (${indent} columns)`);
    }
    return [...new Set(problems)]; })()"""


def check_layout(b, blocks, tag, width, height):
    for block in blocks:
        sel = selector(block["id"])
        if not block["states"]:
            continue
        m = b.evaluate("""(() => { const r = document.querySelector(%s); r.scrollIntoView({block: 'start'});
            const bar = r.querySelector('.cg-bar').getBoundingClientRect(), c = r.querySelector('.cg-canvas').getBoundingClientRect();
            const step = r.querySelector('[data-step], [data-device]'), s = step && step.getBoundingClientRect();
            const pre = r.closest('.layout-block').querySelector('pre');
            return {bar: [bar.top, bar.bottom], canvas: [c.top, c.bottom, c.left, c.right], step: s && [s.top, s.bottom],
                    cut: pre ? pre.scrollWidth - pre.clientWidth : 0, header: document.querySelector('.site-header').getBoundingClientRect().bottom}; })()""" % sel)
        time.sleep(0.1)
        m = b.evaluate("""(() => { const r = document.querySelector(%s);
            const bar = r.querySelector('.cg-bar').getBoundingClientRect(), c = r.querySelector('.cg-canvas').getBoundingClientRect();
            const step = r.querySelector('[data-step], [data-device]'), s = step && step.getBoundingClientRect();
            const pre = r.closest('.layout-block').querySelector('pre');
            return {bar: [bar.top, bar.bottom], canvas: [c.top, c.bottom, c.left, c.right], step: s && [s.top, s.bottom],
                    cut: pre ? pre.scrollWidth - pre.clientWidth : 0}; })()""" % sel)
        if m["cut"] > 1:
            fail(f"{block['id']} {tag}: the code is cut ({m['cut']} px of its lines hidden)")
        for problem in b.evaluate(WRAPPED_LINES % sel):
            fail(f"{block['id']} {tag}: {problem}")
        if m["canvas"][1] > height + 1 or m["canvas"][3] > width + 1:
            fail(f"{block['id']} {tag}: the device ends at {m['canvas'][1]:.0f}×{m['canvas'][3]:.0f}, outside the {width}×{height} window")
        if m["step"] and (m["step"][0] < 0 or m["step"][1] > height):
            fail(f"{block['id']} {tag}: no step or device button on screen with the device ({m['step']})")


def main():
    page, frames_path, out = sys.argv[1:4]
    variants = {}
    args = sys.argv[4:]
    while args:
        if args[0] == "--variant":
            key, _, path = args[1].partition("=")
            variants[key] = [blk for lesson in json.load(open(path))["lessons"] for blk in lesson["blocks"]]
            args = args[2:]
        else:
            sys.exit(f"unknown argument {args[0]}")
    blocks = [blk for lesson in json.load(open(frames_path))["lessons"] for blk in lesson["blocks"]]
    page_url = "file://" + os.path.abspath(page)
    html = open(page, encoding="utf-8").read()
    blocks = [blk for blk in blocks if 'data-preview-id="%s"' % blk["id"] in html]
    os.makedirs(out, exist_ok=True)
    for width, height in ((1440, 900), (390, 844)):
        for scheme in ("light", "dark"):
            tag = f"{width}x{height} {scheme}"
            print(f"== {os.path.basename(os.path.dirname(page))} {tag}")
            b = Browser(width, height)
            try:
                b.send("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                       mobile=width < 500)
                b.send("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
                b.navigate(page_url)
                time.sleep(0.3)
                check_layout(b, blocks, tag, width, height)
                check_page(b, blocks, variants if scheme == "light" else {}, out, tag)
                b.screenshot(os.path.join(out, f"{os.path.basename(os.path.dirname(page))}-{width}-{scheme}.png"))
                if width == 1440 and scheme == "light" and blocks:
                    # The overlay toggle is remembered across pages; on, only the selected view's marks show.
                    first = next(blk for blk in blocks if blk["states"])
                    click(b, first["id"], ".cg-chip-overlay")
                    b.navigate(page_url)
                    time.sleep(0.3)
                    on = b.evaluate("[...document.querySelectorAll('.cg-toggle-overlay')].map(t => t.checked)")
                    if not all(on):
                        fail(f"overlay choice not remembered across a page load: {on}")
                    shown = b.evaluate("[...document.querySelectorAll('.cg-overlay .cg-mark')].filter(m => getComputedStyle(m).display !== 'none').length")
                    if shown:
                        fail(f"overlay on with nothing selected shows {shown} marks (Xcode shows the selected view's)")
                    numbers = b.evaluate("[...document.querySelectorAll('.cg-overlay text')].filter(t => getComputedStyle(t).display !== 'none' && getComputedStyle(t.closest('.cg-mark')).display !== 'none').length")
                    if numbers:
                        fail(f"{numbers} overlay numbers drawn without pointing at their mark")
                    click(b, first["id"], ".cg-chip-overlay")
            finally:
                b.close()
    if failures:
        print(f"look: {len(failures)} failure(s)")
        sys.exit(1)
    print("look: ok")


if __name__ == "__main__":
    main()
