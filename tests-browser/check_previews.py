"""Opens preview pages in headless Chromium and checks them against the frames they were rendered from
(DESIGN.md §7): for every state reached by clicking the step controls, each [data-path] element's box matches
the frames JSON within 0.5 px; no label's text overflows unless truncation was reported; the overlay draws
one mark per constraint; devices, orientation and width show their own solutions; dark mode applies; the
initial state works with JavaScript off; nothing is fetched from the network. Screenshots go to OUT.

usage: check_previews.py PAGE.html FRAMES.json OUT_DIR [--interactions] [--variant KEY=FRAMES.json ...]
--variant adds, for a frames document, the same lesson solved elsewhere (`coursegen frames --device/--width/
--landscape`): KEY is "iPhone SE", "iPhone 15 landscape" or "width 320", and the page is switched there and compared.
--interactions also checks taps, hover links, ghosts, what changed, scrolling and selection on the basic fixture.
FRAMES.json maps a key ("iPhone 15", "iPhone SE", "iPhone 15 landscape", "width 320") to a block's frames;
the first key is the page's own device. A frames document (schema 1) is also accepted: then each block is
checked on its own device only."""
import json
import os
import sys
import time

from cdp import Browser

TOLERANCE = 0.5
failures = []


def fail(message):
    failures.append(message)
    print("  FAIL " + message)


MEASURE = r"""(() => {
  const root = document.querySelector(%s);
  const canvasEl = root.querySelector('.cg-canvas'), canvas = canvasEl.getBoundingClientRect();
  // A device wider than the column is drawn scaled down (transform-origin at its corner): compare in points.
  const cw = parseFloat(getComputedStyle(canvasEl).width), ch = parseFloat(getComputedStyle(canvasEl).height);
  const s = canvas.width / cw || 1;
  const views = {};
  root.querySelectorAll('.cg-screen [data-path]').forEach(el => {
    const r = el.getBoundingClientRect();
    // Where the reader sees the element: compared with its frame less the content offsets of the scroll views
    // above it, so a scroll view's offset and adjusted inset must both be drawn right.
    views[el.getAttribute('data-path')] = {
      box: [(r.left - canvas.left) / s, (r.top - canvas.top) / s, r.width / s, r.height / s],
      scroll: [el.scrollLeft, el.scrollTop],
      // Elements are positioned by frame; a transform moves the painted box, so compare the layout box then.
      layout: el.checkVisibility() ? null : 'hidden',
      transformed: getComputedStyle(el).transform !== 'none',
    };
  });
  const texts = [];
  root.querySelectorAll('.cg-screen [data-lh]').forEach(el => {
    const t = el.querySelector(':scope > .cg-inner > .cg-text');
    if (!t || !el.checkVisibility()) return;
    const box = el.getBoundingClientRect(), tr = t.getBoundingClientRect();
    texts.push({path: el.getAttribute('data-path'), truncated: el.getAttribute('data-truncated') === 'true',
      scrollW: t.scrollWidth, clientW: t.clientWidth, scrollH: t.scrollHeight, clientH: t.clientHeight,
      outside: tr.left < box.left - 0.5 || tr.right > box.right + 0.5 || tr.top < box.top - 0.5 || tr.bottom > box.bottom + 0.5});
  });
  const marks = [...root.querySelectorAll('.cg-overlay [data-constraint]')].map(m => +m.getAttribute('data-constraint'));
  return {state: +root.getAttribute('data-state'), device: root.getAttribute('data-current-device'),
          width: +root.getAttribute('data-current-width'), canvas: [cw, ch], scale: s,
          animating: root.classList.contains('cg-animating'), error: root.getAttribute('data-player-error'),
          views, texts, marks};
})()"""


def selector(block_id):
    return json.dumps('[data-preview-id="%s"].cg-preview' % block_id)


def shown_rect(view, by_path):
    """Where a view shows on the canvas: its screen frame (every content offset at zero) moved by the content
    offsets of the scroll views above it."""
    x, y, w, h = view["screen"]
    parent = by_path.get(view.get("superview"))
    while parent is not None:
        offset = parent.get("contentOffset") or [0, 0]
        x, y = x - offset[0], y - offset[1]
        parent = by_path.get(parent.get("superview"))
    return [x, y, w, h]


def compare(b, block_id, expected_state, label, constraints=True):
    m = b.evaluate(MEASURE % selector(block_id))
    by_path = {view["path"]: view for view in expected_state["views"]}
    if m["error"]:
        fail(f"{label}: player error {m['error']}")
    seen = set()
    for view in expected_state["views"]:
        path = view["path"]
        seen.add(path)
        got = m["views"].get(path)
        if got is None:
            fail(f"{label}: no element for {path}")
            continue
        hidden = view["hidden"] or got["layout"] == "hidden"
        offset = view.get("contentOffset") or [0, 0]
        inset = view.get("adjustedContentInset") or [0, 0, 0, 0]
        offset = [offset[0] + inset[1], offset[1] + inset[0]]    # the element scrolls over the inset room too
        if view.get("contentSize") and not hidden and max(abs(a - e) for a, e in zip(got["scroll"], offset)) > TOLERANCE:
            fail(f"{label}: {path} is scrolled to {got['scroll']}, frames say {offset}")
        if view["hidden"] != (got["layout"] == "hidden") and not view["hidden"]:
            fail(f"{label}: {path} should be visible")
        if hidden or got["transformed"]:
            continue
        shown = shown_rect(view, by_path)
        diffs = [abs(a - e) for a, e in zip(got["box"], shown)]
        if max(diffs) > TOLERANCE:
            fail(f"{label}: {path} box {[round(v, 3) for v in got['box']]} != frames {shown} (screen {view['screen']})")
    for text in m["texts"]:
        if text["truncated"]:
            continue
        if text["scrollW"] > text["clientW"] + 1 or text["scrollH"] > text["clientH"] + 1 or text["outside"]:
            fail(f"{label}: text of {text['path']} overflows its box ({text})")
    if constraints:
        count = len(expected_state["constraints"])
        if sorted(m["marks"]) != list(range(count)):
            fail(f"{label}: overlay has marks {len(m['marks'])} for {count} constraints")
    return m


def click_selector(b, block_id, css):
    point = b.evaluate("""(() => { const el = document.querySelector(%s).querySelector(%s);
        if (!el) return null; el.scrollIntoView({block: 'center'}); const r = el.getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2]; })()""" % (selector(block_id), json.dumps(css)))
    if point is None:
        fail(f"{block_id}: no control {css}")
        return False
    b.click(point[0], point[1])
    return True


def settle(b, block_id):
    for _ in range(100):
        if not b.evaluate("document.querySelector(%s).classList.contains('cg-animating')" % selector(block_id)):
            # A smooth scroll to a new content offset may still be under way: wait until scrolling stops.
            positions = None
            for _ in range(40):
                now = b.evaluate("[...document.querySelector(%s).querySelectorAll('.cg-content')]"
                                 ".map(c => [c.parentNode.scrollLeft, c.parentNode.scrollTop])" % selector(block_id))
                if now == positions:
                    return
                positions = now
                time.sleep(0.05)
            return
        time.sleep(0.05)
    fail(f"{block_id}: transition never ended")


def shot(b, block_id, path):
    clip = b.evaluate("""(() => { const r = document.querySelector(%s).getBoundingClientRect();
        return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height}; })()""" % selector(block_id))
    b.screenshot(path, clip=clip)


CONTRAST = r"""(() => {
  const root = document.querySelector(%s), list = root.querySelector('.cg-changes');
  // The three signs of "what changed", whatever the state shows.
  list.insertAdjacentHTML('beforeend', '<li class="cg-added cg-probe"><b>+</b></li><li class="cg-changed cg-probe"><b>~</b></li>' +
    '<li class="cg-removed cg-probe"><b>−</b></li>');
  root.querySelector('.cg-changes-box').hidden = false;
  const rgba = c => { const m = c.match(/rgba?\(([^)]+)\)/); const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
                      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const over = (top, bottom) => top.slice(0, 3).map((v, i) => v * top[3] + bottom[i] * (1 - top[3])).concat(1);
  const background = el => { let layers = [], e = el;
    for (; e; e = e.parentElement) { const c = rgba(getComputedStyle(e).backgroundColor); if (c[3] > 0) layers.push(c); if (c[3] >= 1) break; }
    return layers.reverse().reduce((bg, c) => over(c, bg), [255, 255, 255, 1]); };
  const lum = c => c.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = el => { const bg = background(el), fg = over(rgba(getComputedStyle(el).color), bg);
    const a = lum(fg), b = lum(bg); return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05); };
  const out = [...root.querySelectorAll('.cg-bar button[aria-current], .cg-bar button[aria-pressed=true], .cg-changes li b')]
    .map(e => [e.textContent.trim(), Math.round(ratio(e) * 100) / 100]);
  list.querySelectorAll('.cg-probe').forEach(e => e.remove());
  return out;
})()"""


def check_contrast(b, block_id):
    """The selected step and device buttons and the signs of "what changed" reach WCAG AA (4.5:1), in light mode,
    dark mode and the site's dark theme."""
    sel = selector(block_id)
    for mode in ("light", "dark", "theme-dark"):
        b.send("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark" if mode == "dark" else "light"}])
        b.evaluate("document.documentElement.%s" % ("setAttribute('data-theme', 'dark')" if mode == "theme-dark"
                                                      else "removeAttribute('data-theme')"))
        results = b.evaluate(CONTRAST % sel)
        if len(results) < 5:
            fail(f"{block_id}: contrast check found only {results}")
        for text, ratio in results:
            if ratio < 4.5:
                fail(f"{block_id}: {text!r} has contrast {ratio}:1 in {mode} mode, under 4.5:1")
    b.evaluate("document.documentElement.removeAttribute('data-theme')")
    b.send("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "light"}])


def check_interactions(b, block_id, base, out):
    """Hover links, ghosts, the "what changed" list and selection, on the fixture block."""
    sel = selector(block_id)
    # The overlay is off by default; shown with all its marks, hovering a constraint highlights its code line, and
    # hovering a line highlights its constraints.
    click_selector(b, block_id, '.cg-chip-overlay')
    time.sleep(0.2)
    click_selector(b, block_id, '.cg-chip-all')
    time.sleep(0.2)
    point = b.evaluate("""(() => { const m = document.querySelector(%s).querySelector('.cg-mark[data-line="27"] path');
        m.scrollIntoView({block: 'center'}); const r = m.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()""" % sel)
    b.send("Input.dispatchMouseEvent", type="mouseMoved", x=point[0], y=point[1])
    lit_line = b.evaluate("""(() => { const l = document.querySelector('.line[data-line="27"].cg-hl');
        return l ? getComputedStyle(l).backgroundColor : null; })()""")
    if lit_line in (None, "rgba(0, 0, 0, 0)", "transparent"):
        fail(f"{block_id}: hovering the mark of line 27 did not highlight code line 27 ({lit_line})")
    point = b.evaluate("""(() => { const l = document.querySelector('.line[data-line="25"]'); l.scrollIntoView();
        const r = l.getBoundingClientRect(); return [r.left + 5, r.top + r.height / 2]; })()""")
    b.send("Input.dispatchMouseEvent", type="mouseMoved", x=point[0], y=point[1])
    lit = b.evaluate("document.querySelector(%s).querySelectorAll('.cg-mark.cg-hl[data-line=\"25\"]').length" % sel)
    if lit != 2:
        fail(f"{block_id}: hovering code line 25 highlighted {lit} marks, expected its 2 constraints")
    b.send("Input.dispatchMouseEvent", type="mouseMoved", x=1, y=1)
    # Ghosts of the previous frames, and the "what changed" list.
    click_selector(b, block_id, '.cg-chip[for^="cg-gh"]')
    click_selector(b, block_id, '[data-step="1"]')
    settle(b, block_id)
    ghosts = b.evaluate("document.querySelector(%s).querySelectorAll('.cg-ghost').length" % sel)
    visible = b.evaluate("getComputedStyle(document.querySelector(%s).querySelector('.cg-ghosts')).display" % sel)
    if ghosts < 1 or visible == "none":
        fail(f"{block_id}: no ghost outlines after moving ({ghosts}, {visible})")
    changed = b.evaluate("document.querySelector(%s).querySelector('.cg-changes').textContent" % sel)
    if "constant 24 → 120" not in changed:
        fail(f"{block_id}: what-changed list is {changed!r}")
    check_contrast(b, block_id)
    shot(b, block_id, os.path.join(out, f"{block_id}-ghosts.png"))
    click_selector(b, block_id, '.cg-chip[for^="cg-gh"]')
    # The scroll view scrolls over its content size (two cards of 353 side by side).
    scrolled = b.evaluate("""(() => { const s = document.querySelector(%s).querySelector('[data-path="scroll"]');
        const card = s.querySelector('[data-path="cardB"]'), before = card.getBoundingClientRect().left;
        s.scrollLeft = 353; const after = card.getBoundingClientRect().left; s.scrollLeft = 0;
        const k = +document.querySelector(%s).getAttribute('data-scale') || 1;
        return [s.scrollWidth, s.clientWidth, Math.round((before - after) / k * 10) / 10]; })()""" % (sel, sel))
    if scrolled != [706, 353, 353]:
        fail(f"{block_id}: scroll view does not scroll over its content ({scrolled})")
    # The reader scrolls it (wheel, touch): the marks of the views inside follow the content and are cut to the
    # scroll view's bounds; scrolled back, the overlay is the rendered one again. (The pointer leaves the page
    # first: hovering a code line would highlight marks in between.)
    b.send("Input.dispatchMouseEvent", type="mouseMoved", x=1, y=1)
    follow = b.evaluate("""(async () => {
        const root = document.querySelector(%s), s = root.querySelector('[data-path="scroll"]');
        const overlay = () => [...root.querySelectorAll('.cg-overlay .cg-mark')].map(m => m.outerHTML);
        const frame = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
        const mark = first => root.querySelector('.cg-mark[data-first="' + first + '"]');
        const box = first => { const b = mark(first).querySelector('path:not(.cg-hit)').getBBox(); return [b.x, b.y, b.width, b.height]; };
        const before = overlay(), width0 = box('cardA.width'), photo0 = box('photo.centerY');
        const cut = mark('cardA.width').querySelector('svg.cg-clip');
        const clip = cut && ['x', 'y', 'width', 'height'].map(a => +cut.getAttribute(a));
        const c = root.querySelector('.cg-canvas').getBoundingClientRect(), r = s.getBoundingClientRect();
        const k = +root.getAttribute('data-scale') || 1;
        const bounds = [r.left - c.left, r.top - c.top, r.width, r.height].map(v => Math.round(v / k * 1000) / 1000);
        s.scrollLeft = 100; await frame();
        const width1 = box('cardA.width'), photo1 = box('photo.centerY');
        s.scrollLeft = 353; await frame();
        const gone = box('cardA.width');
        s.scrollLeft = 0; await frame();
        return {clip, bounds, moved: [width1[0] - width0[0], photo1[0] - photo0[0]], gone: gone[0] + gone[2],
                restored: JSON.stringify(overlay()) === JSON.stringify(before),
                unclipped: !mark('scroll.top').querySelector('svg.cg-clip')};
    })()""" % sel)
    if not follow["clip"] or max(abs(x - y) for x, y in zip(follow["clip"], follow["bounds"])) > 0.01 \
            or not follow["unclipped"]:
        fail(f"{block_id}: marks inside the scroll view are not cut to its bounds ({follow})")
    if follow["moved"] != [-100, -100] or follow["gone"] > 20.5 or not follow["restored"]:
        fail(f"{block_id}: marks do not follow the reader's scrolling ({follow})")
    click_selector(b, block_id, '.cg-chip-all')
    time.sleep(0.2)
    click_selector(b, block_id, '.cg-chip-overlay')
    # Selecting a view shows its frame and its constraints with their lines.
    click_selector(b, block_id, '.cg-screen [data-path="box"]')
    info = b.evaluate("(() => { const s = document.querySelector(%s).querySelector('.cg-selection');"
                      " return s.hidden ? null : s.textContent; })()" % sel)
    # In the page's language: the script takes its words from the state data.
    tx = b.evaluate("JSON.parse(document.querySelector(%s).querySelector('.cg-data').textContent).tx" % sel)
    if not info or f"{tx['frame']} (146.5, 233, 100, 100)" not in info or tx["line"].replace("{line}", "27") not in info:
        fail(f"{block_id}: selection panel shows {info!r}")
    click_selector(b, block_id, '.cg-screen [data-path="box"]')
    click_selector(b, block_id, '[data-step="0"]')
    settle(b, block_id)
    # Arrow keys step the states from the step buttons, but on the width slider they only change the width.
    state_width = "[+document.querySelector(%s).getAttribute('data-state'), +document.querySelector(%s)" \
        ".getAttribute('data-current-width')]" % (sel, sel)
    b.evaluate("document.querySelector(%s).querySelector('input[data-width]').focus()" % sel)
    key(b, "ArrowRight", 39)
    after_slider = b.evaluate(state_width)
    key(b, "ArrowLeft", 37)
    b.evaluate("document.querySelector(%s).querySelector('[data-step=\"0\"]').focus()" % sel)
    key(b, "ArrowRight", 39)
    settle(b, block_id)
    after_step = b.evaluate(state_width)
    if after_slider != [0, 394] or after_step != [1, 393]:
        fail(f"{block_id}: ArrowRight on the slider gave [state, width] {after_slider} (expected [0, 394]), "
             f"on a step button {after_step} (expected [1, 393])")
    click_selector(b, block_id, '[data-step="0"]')
    settle(b, block_id)
    # Truncation follows the width: the fixture's body label is reported cut from 320 to 340 pt only.
    flags = []
    for width in (330, 393):
        b.evaluate("""(() => { const s = document.querySelector(%s).querySelector('input[data-width]');
            s.value = %d; s.dispatchEvent(new Event('input', {bubbles: true})); })()""" % (sel, width))
        flags.append(b.evaluate("document.querySelector(%s).querySelector('[data-path=bodyLabel]')"
                                ".getAttribute('data-truncated')" % sel))
    if flags != ["true", None]:
        fail(f"{block_id}: bodyLabel's data-truncated at widths 330 and 393 is {flags}, expected ['true', None]")


TOOLBAR_FOCUS = r"""(() => {
  const root = document.querySelector(%s), e = document.activeElement;
  if (!root.querySelector('.cg-bar').contains(e)) return null;
  const r = e.getBoundingClientRect(), box = (e.closest('.cg-chip') || e).getBoundingClientRect();
  const name = e.getAttribute('aria-label') || (e.labels && e.labels[0] ? e.labels[0].textContent : e.textContent);
  const rings = [...root.querySelectorAll('.cg-chip')].filter(c => getComputedStyle(c).outlineStyle !== 'none')
    .map(c => c.className);
  return {tag: e.tagName, cls: e.className, name: (name || '').trim(), x: box.left, y: box.top + box.height / 2,
          visible: r.width > 0 || box.width > 0, rings, chip: e.closest('.cg-chip') ? e.closest('.cg-chip').className : null};
})()"""

ENGLISH_UI = ["Constraints", "Ghosts", "What changed", "Drag to change", "Previous state", "Next state", "Rotate"]


def key(b, name, code):
    for kind in ("rawKeyDown", "keyUp"):
        b.send("Input.dispatchKeyEvent", type=kind, key=name, code=name, windowsVirtualKeyCode=code)


def check_toolbar(b, block_id):
    """Tab walks the toolbar in the order it is drawn (row by row, left to right), every control it reaches has
    a name, and the focus ring shows on the focused chip only. In a page whose language is not English, the
    toolbar and the panels carry no English interface words."""
    sel = selector(block_id)
    b.evaluate("(() => { const r = document.querySelector(%s); r.scrollIntoView();"
               " r.querySelector('.cg-bar button:not([disabled]), .cg-bar input').focus(); })()" % sel)
    seen = []
    for _ in range(40):
        info = b.evaluate(TOOLBAR_FOCUS % sel)
        if info is None:
            break
        seen.append(info)
        if not info["name"]:
            fail(f"{block_id}: toolbar control {info['tag']}.{info['cls']} has no name")
        if info["chip"] and info["rings"] != [info["chip"]]:
            fail(f"{block_id}: focus on {info['chip']!r} rings {info['rings']}")
        if not info["chip"] and info["rings"]:
            fail(f"{block_id}: focus on {info['tag']} rings the chips {info['rings']}")
        key(b, "Tab", 9)
    for a, c in zip(seen, seen[1:]):
        same_row = abs(c["y"] - a["y"]) <= 8
        if not (c["y"] > a["y"] + 8 or (same_row and c["x"] > a["x"])):
            fail(f"{block_id}: Tab goes from {a['name']!r} ({a['x']:.0f}, {a['y']:.0f}) back to "
                 f"{c['name']!r} ({c['x']:.0f}, {c['y']:.0f})")
    # "All" and "Hugging/compression" are shown (and focusable) only while the overlay is on.
    chips = b.evaluate("[...document.querySelector(%s).querySelectorAll('.cg-chip')].filter(c => c.checkVisibility()).length" % sel)
    if sum(1 for i in seen if i["chip"]) != chips:
        fail(f"{block_id}: Tab reached {sum(1 for i in seen if i['chip'])} of the {chips} toggles")
    if b.evaluate("document.documentElement.lang") not in ("", "en"):
        text = b.evaluate("(() => { const r = document.querySelector(%s); return [...r.querySelectorAll("
                          "'.cg-bar, .cg-side h4, [aria-label], [title]')].map(e => e.textContent + ' ' +"
                          " (e.getAttribute('aria-label') || '') + ' ' + (e.getAttribute('title') || '')).join(' | '); })()" % sel)
        for word in ENGLISH_UI:
            if word in text:
                fail(f"{block_id}: English interface word {word!r} in a {b.evaluate('document.documentElement.lang')} page")
    b.evaluate("document.activeElement.blur()")


FIELD_BORDERS = r"""(() => [...document.querySelector(%s).querySelectorAll('.cg-screen [class*="cg-field-"]')].map(el => {
  const text = el.querySelector('.cg-text'), s = +el.closest('.cg-preview').getAttribute('data-scale') || 1;
  const inset = text ? (text.getBoundingClientRect().left - el.getBoundingClientRect().left) / s : -1;
  return [el.getAttribute('data-path'), getComputedStyle(el, '::after').borderTopStyle, inset,
          el.classList.contains('cg-field-roundedRect') ? 7 : 2];
}))()"""

SPINNER_COLORS = r"""(() => [...document.querySelector(%s).querySelectorAll('.cg-k-spinner')].map(el => {
  const sp = el.querySelector('.cg-spinner'), probe = el.appendChild(document.createElement('i'));
  probe.style.color = el.style.color || (sp.style.color ? 'var(--cg-tint)' : 'var(--cg-gray)');
  const wanted = getComputedStyle(probe).color;
  probe.remove();
  return [el.getAttribute('data-path'), getComputedStyle(sp).borderTopColor, wanted];
}))()"""


def check_block(b, block_id, variants, out, extra):
    keys = list(variants)
    base = variants[keys[0]]
    name = block_id
    print(f"== {name}: {len(base['states'])} states")
    compare(b, block_id, base["states"][0], f"{name} initial")
    # Text fields with a border style draw it (a 1-px frame) and keep their text inside by UIKit's insets.
    for path, border, inset, wanted in b.evaluate(FIELD_BORDERS % selector(block_id)):
        if border != "solid" or inset < wanted - 0.5:
            fail(f"{name}: text field {path} draws border {border!r} with its text {inset:.1f} pt in (UIKit: {wanted})")
    # Activity indicators are drawn in their view's color (the renderer's inline color, else tint, else gray).
    for path, drawn, wanted in b.evaluate(SPINNER_COLORS % selector(block_id)):
        if drawn != wanted:
            fail(f"{name}: spinner {path} is drawn in {drawn}, its color is {wanted}")
    check_toolbar(b, block_id)
    shot(b, block_id, os.path.join(out, f"{name}-light-0.png"))
    # The overlay the script draws must be the one the renderer wrote (MarkGeometry and markSVG agree).
    overlay_js = "[...document.querySelector(%s).querySelectorAll('.cg-overlay .cg-mark')].map(m => m.outerHTML)"
    rendered_overlay = b.evaluate(overlay_js % selector(block_id))
    for index, state in enumerate(base["states"]):
        if len(base["states"]) > 1 and click_selector(b, block_id, f'[data-step="{index}"]'):
            settle(b, block_id)
        m = compare(b, block_id, state, f"{name} state {index} ({state['name']})")
        if m["state"] != index:
            fail(f"{name}: data-state is {m['state']} after clicking step {index}")
        outer = b.evaluate("(() => { const o = document.querySelector(%s).parentNode.closest('[data-preview-id]');"
                           " return o ? +o.getAttribute('data-state') : %d; })()" % (selector(block_id), index))
        if outer != index:
            fail(f"{name}: the wrapper's data-state is {outer} after clicking step {index}")
        if index > 0:
            shot(b, block_id, os.path.join(out, f"{name}-light-{index}.png"))
    if len(base["states"]) > 1:
        click_selector(b, block_id, '[data-step="0"]')
        settle(b, block_id)
        click_selector(b, block_id, '[data-nav="1"]')
        settle(b, block_id)
        if b.evaluate("+document.querySelector(%s).getAttribute('data-state')" % selector(block_id)) != 1:
            fail(f"{name}: forward did not reach state 1")
        click_selector(b, block_id, '[data-nav="-1"]')
        settle(b, block_id)
        redrawn = b.evaluate(overlay_js % selector(block_id))
        if redrawn != rendered_overlay:
            diff = next(((x, y) for x, y in zip(rendered_overlay, redrawn) if x != y), None)
            fail(f"{name}: the script's overlay differs from the rendered one: {diff}")
    # Taps: from every state, a view with a tap action plays the state it names (the next state of that name,
    # else the first one, as LayoutScript's exploration links them).
    for index, state in enumerate(base["states"]):
        for view in state["views"]:
            tap = view.get("tapAction")
            named = [i for i, s in enumerate(base["states"]) if s["name"] == tap]
            if not tap or not named or view["hidden"]:
                continue
            target = next((i for i in named if i > index), named[0])
            if len(base["states"]) > 1:
                click_selector(b, block_id, f'[data-step="{index}"]')
                settle(b, block_id)
            click_selector(b, block_id, '.cg-screen [data-path="%s"]' % view["path"])
            settle(b, block_id)
            m = compare(b, block_id, base["states"][target], f"{name} tap {view['path']} in state {index}")
            if m["state"] != target:
                fail(f"{name}: tapping {view['path']} in state {index} gave state {m['state']}, expected {target}")
    if len(base["states"]) > 1:
        click_selector(b, block_id, '[data-step="0"]')
        settle(b, block_id)
    if extra:
        check_interactions(b, block_id, base, out)
    # Devices, orientation, widths.
    for key in keys[1:]:
        if key.startswith("width "):
            width = int(key.split()[1])
            b.evaluate("""(() => { const s = document.querySelector(%s).querySelector('input[data-width]');
                s.value = %d; s.dispatchEvent(new Event('input', {bubbles: true})); })()""" % (selector(block_id), width))
            label = f"{name} {key}"
        elif key.endswith(" landscape"):
            click_selector(b, block_id, '[data-device="%s"]' % key[:-len(" landscape")])
            click_selector(b, block_id, "[data-orientation]")
            label = f"{name} {key}"
        else:
            click_selector(b, block_id, '[data-device="%s"]' % key)
            label = f"{name} {key}"
        if key.endswith(" landscape"):
            pressed = b.evaluate("document.querySelector(%s).querySelector('[data-orientation]')"
                                 ".getAttribute('aria-pressed')" % selector(block_id))
            if pressed != "true":
                fail(f"{label}: the rotate button is not pressed in landscape ({pressed})")
        m = compare(b, block_id, variants[key]["states"][0], label, constraints=False)
        expected_size = variants[key]["device"]["size"]
        if abs(m["canvas"][0] - expected_size[0]) > TOLERANCE or abs(m["canvas"][1] - expected_size[1]) > TOLERANCE:
            fail(f"{label}: canvas {m['canvas']} != {expected_size}")
        shot(b, block_id, os.path.join(out, f"{name}-{key.replace(' ', '-')}.png"))
        # Every state on this device or width: frames, and labels flagged truncated where this variant cuts them
        # (a label that fits at the native width can be cut at 320).
        if len(variants[key]["states"]) == len(base["states"]) > 1:
            for index, state in enumerate(variants[key]["states"][1:], start=1):
                click_selector(b, block_id, f'[data-step="{index}"]')
                settle(b, block_id)
                compare(b, block_id, state, f"{label} state {index}", constraints=False)
            click_selector(b, block_id, '[data-step="0"]')
            settle(b, block_id)
    if len(keys) > 1:
        click_selector(b, block_id, '[data-device="%s"]' % keys[0])
        compare(b, block_id, base["states"][0], f"{name} back on {keys[0]}")
    # The width handle: dragging it 36 px to the left from the native width gives native − 36.
    handle = b.evaluate("""(() => { const h = document.querySelector(%s).querySelector('.cg-handle');
        if (!h || h.hidden) return null; h.scrollIntoView({block: 'center'}); const r = h.getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2]; })()""" % selector(block_id))
    if handle and extra:
        native = b.evaluate("+document.querySelector(%s).getAttribute('data-current-width')" % selector(block_id))
        # The device may be drawn scaled to fit the window: 36 px are 36 / scale points.
        scale = b.evaluate("+document.querySelector(%s).getAttribute('data-scale') || 1" % selector(block_id))
        b.drag(handle[0], handle[1], handle[0] - 36, handle[1])
        width = b.evaluate("+document.querySelector(%s).getAttribute('data-current-width')" % selector(block_id))
        if width != native + round(-36 / scale):
            fail(f"{name}: dragging the handle by −36 gave width {width} (from {native})")
        key = f"width {int(width)}"
        if key in variants:
            compare(b, block_id, variants[key]["states"][0], f"{name} dragged to {key}")
        shot(b, block_id, os.path.join(out, f"{name}-dragged.png"))
        click_selector(b, block_id, '[data-device="%s"]' % keys[0])


PHONE = (390, 844)

PHONE_FIT = r"""(() => {
  const root = document.querySelector(%s), canvas = root.querySelector('.cg-canvas').getBoundingClientRect();
  const stage = root.querySelector('.cg-stage'), box = stage.getBoundingClientRect();
  return {page: document.documentElement.scrollWidth, left: canvas.left, right: canvas.right, bottom: canvas.bottom,
          stageBottom: box.bottom, stageScroll: stage.scrollWidth - stage.clientWidth};
})()"""


def set_viewport(b, size):
    b.send("Emulation.setDeviceMetricsOverride", width=size[0], height=size[1], deviceScaleFactor=1, mobile=False)


HANDLE = r"""(() => {
  const root = document.querySelector(%s), h = root.querySelector('.cg-handle');
  if (!h || h.hidden) return null;
  h.scrollIntoView({block: 'center'});
  const r = h.getBoundingClientRect(), c = root.querySelector('.cg-canvas').getBoundingClientRect();
  return {handle: [r.left, r.top, r.width, r.height], canvasRight: c.right, canvasTop: c.top, canvasBottom: c.bottom,
          scale: +root.getAttribute('data-scale'), width: +root.getAttribute('data-current-width')};
})()"""


def check_handle_on_phone(b, block_id):
    """The width handle on a phone: a target of at least 24 × 44 px beside the screen (not over it), which stays
    under the finger while it drags (the scale is kept until the finger lifts)."""
    sel = selector(block_id)
    h = b.evaluate(HANDLE % sel)
    if h is None:
        return
    x, y, w, hh = h["handle"]
    label = f"{block_id} at {PHONE[0]} px"
    if w < 24 or hh < 44:
        fail(f"{label}: the width handle is {w:.1f} × {hh:.1f} px, smaller than a 24 × 44 target")
    if x < h["canvasRight"] - 0.5 or not (h["canvasTop"] <= y + hh / 2 <= h["canvasBottom"]):
        fail(f"{label}: the width handle [{x:.1f}, {y:.1f}] is not beside the screen's edge ({h['canvasRight']:.1f})")
    cx, cy = x + w / 2, y + hh / 2
    b.send("Input.dispatchMouseEvent", type="mouseMoved", x=cx, y=cy)
    b.send("Input.dispatchMouseEvent", type="mousePressed", x=cx, y=cy, button="left", clickCount=1)
    for step in range(1, 6):
        b.send("Input.dispatchMouseEvent", type="mouseMoved", x=cx - 6 * step, y=cy, button="left", buttons=1)
    during = b.evaluate(HANDLE % sel)
    b.send("Input.dispatchMouseEvent", type="mouseReleased", x=cx - 30, y=cy, button="left", clickCount=1)
    centre = during["handle"][0] + during["handle"][2] / 2
    # The width is a whole number of points: the edge may trail the finger by half a point, scaled.
    if abs(centre - (cx - 30)) > 0.5 * h["scale"] + 0.5 or during["scale"] != h["scale"]:
        fail(f"{label}: dragging the handle 30 px left leaves it {centre - (cx - 30):+.1f} px from the finger "
             f"(scale {h['scale']} → {during['scale']})")
    if during["width"] >= h["width"]:
        fail(f"{label}: dragging the handle left did not narrow the canvas ({h['width']} → {during['width']})")
    b.evaluate("""(() => { const s = document.querySelector(%s).querySelector('input[data-width]');
        s.value = %d; s.dispatchEvent(new Event('input', {bubbles: true})); })()""" % (sel, h["width"]))


def check_phone(b, url, blocks, out):
    """On a phone-width page each device is scaled down to fit the column: nothing is cut off, the page does not
    scroll sideways, the text below is not covered, and the views still match their frames (in points)."""
    set_viewport(b, PHONE)
    b.navigate(url)
    b.evaluate("document.fonts.ready.then(() => true)")
    b.evaluate("(() => { const h = document.querySelector('.site-header'); if (h) h.style.position = 'static'; })()")
    for block_id, variants in blocks.items():
        base = next(iter(variants.values()))
        label = f"{block_id} at {PHONE[0]} px"
        b.evaluate("document.querySelector(%s).scrollIntoView()" % selector(block_id))
        fit = b.evaluate(PHONE_FIT % selector(block_id))
        if fit["page"] > PHONE[0]:
            fail(f"{label}: the page scrolls sideways ({fit['page']} px wide)")
        if fit["left"] < -0.5 or fit["right"] > PHONE[0] + 0.5:
            fail(f"{label}: the canvas [{fit['left']:.1f}, {fit['right']:.1f}] does not fit the viewport")
        if fit["stageScroll"] > 1:
            fail(f"{label}: the canvas overflows its stage by {fit['stageScroll']} px")
        if fit["bottom"] > fit["stageBottom"] + 0.5:
            fail(f"{label}: the scaled canvas ends at {fit['bottom']:.1f} below its stage ({fit['stageBottom']:.1f})")
        for index, state in enumerate(base["states"]):
            if len(base["states"]) > 1 and click_selector(b, block_id, f'[data-step="{index}"]'):
                settle(b, block_id)
            compare(b, block_id, state, f"{label} state {index}")
        if len(base["states"]) > 1:
            click_selector(b, block_id, '[data-step="0"]')
            settle(b, block_id)
        shot(b, block_id, os.path.join(out, f"{block_id}-phone-light-0.png"))
        check_handle_on_phone(b, block_id)
        b.send("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"}])
        shot(b, block_id, os.path.join(out, f"{block_id}-phone-dark-0.png"))
        b.send("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "light"}])
    # Without the script a wide device scrolls inside its stage; the page itself still does not.
    b.send("Emulation.setScriptExecutionDisabled", value=True)
    b.navigate(url)
    if b.evaluate("document.documentElement.scrollWidth") > PHONE[0]:
        fail(f"without JavaScript the page scrolls sideways at {PHONE[0]} px")
    b.send("Emulation.setScriptExecutionDisabled", value=False)
    set_viewport(b, (1400, 1000))


def check_copy_buttons(b, url):
    """On a touch phone (360 px) the copy button always shows: it must not cover the first line of the code."""
    b.send("Emulation.setDeviceMetricsOverride", width=360, height=800, deviceScaleFactor=2, mobile=True)
    b.send("Emulation.setTouchEmulationEnabled", enabled=True)
    b.navigate(url)
    b.evaluate("document.fonts.ready.then(() => true)")
    covered = b.evaluate("""[...document.querySelectorAll('.code-block')].map(block => {
        const button = block.querySelector('.copy-button'), line = block.querySelector('.line');
        if (!button || button.hidden || !line) return null;
        const range = document.createRange(); range.selectNodeContents(line);
        const text = range.getBoundingClientRect(), r = button.getBoundingClientRect();
        return r.bottom > text.top + 0.5 && r.left < text.right ? [line.textContent.slice(0, 30), r.bottom, text.top] : null;
    }).filter(Boolean)""")
    for first, bottom, top in covered:
        fail(f"the copy button (bottom {bottom:.1f}) covers the first code line {first!r} (top {top:.1f}) at 360 px")
    b.send("Emulation.setTouchEmulationEnabled", enabled=False)
    set_viewport(b, (1400, 1000))


def main():
    page, frames_path, out = sys.argv[1:4]
    interactions = "--interactions" in sys.argv[4:]
    extra_frames = {}
    args = sys.argv[4:]
    for i, arg in enumerate(args):
        if arg == "--variant" and i + 1 < len(args):
            key, _, path = args[i + 1].partition("=")
            with open(path) as f:
                extra_frames[key] = json.load(f)
    os.makedirs(out, exist_ok=True)
    with open(frames_path) as f:
        frames = json.load(f)
    if "schema" in frames:
        blocks = {block["id"]: {block["device"]["name"]: block}
                  for lesson in frames["lessons"] for block in lesson["blocks"] if block["states"]}
        for key, document in extra_frames.items():
            for lesson in document["lessons"]:
                for block in lesson["blocks"]:
                    # Only blocks whose own device is the one the page offers a width handle for.
                    if block["id"] in blocks and block["states"]:
                        base_device = next(iter(blocks[block["id"]]))
                        if key.startswith("width ") and base_device != block["device"]["name"]:
                            continue
                        if key == base_device:
                            continue
                        blocks[block["id"]][key] = block
        extra = False
    else:
        first = next(iter(frames.values()))
        blocks = {first["id"]: frames}
        extra = interactions
    b = Browser()
    try:
        url = "file://" + os.path.abspath(page)
        b.navigate(url)
        b.evaluate("document.fonts.load('17px \"CG Inter\"').then(() => document.fonts.ready)")
        # The site's sticky header would cover the top of the screenshots.
        b.evaluate("(() => { const h = document.querySelector('.site-header'); if (h) h.style.position = 'static'; })()")
        if not b.evaluate("document.fonts.check('17px \"CG Inter\"')"):
            fail("the Inter font did not load from the page's assets")
        present = {block_id: variants for block_id, variants in blocks.items()
                   if b.evaluate("!!document.querySelector(%s)" % selector(block_id))}
        if not present:
            fail("none of the frames' blocks is in the page")
        if "schema" not in frames:
            for block_id in set(blocks) - set(present):
                fail(f"{block_id}: no preview in the page")
        blocks = present
        for block_id, variants in blocks.items():
            check_block(b, block_id, variants, out, extra)
        # Dark mode: the system colors switch.
        b.send("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"}])
        for block_id, variants in blocks.items():
            colors = b.evaluate("""(() => { const root = document.querySelector(%s);
                return [getComputedStyle(root.querySelector('.cg-canvas')).backgroundColor,
                        getComputedStyle(root).getPropertyValue('--cg-label').trim()]; })()""" % selector(block_id))
            if colors != ["rgb(0, 0, 0)", "#ffffff"]:
                fail(f"{block_id}: dark mode did not apply ({colors})")
            shot(b, block_id, os.path.join(out, f"{block_id}-dark-0.png"))
        b.send("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "light"}])
        # No network: every request the page made is a file: or data: URL.
        remote = [e["params"]["request"]["url"] for e in b.events if e["method"] == "Network.requestWillBeSent"
                  and not e["params"]["request"]["url"].startswith(("file:", "data:"))]
        if remote:
            fail(f"network requests: {remote}")
        check_phone(b, url, blocks, out)
        check_copy_buttons(b, url)
        # JavaScript off: the initial state is plain HTML and CSS.
        b.send("Emulation.setScriptExecutionDisabled", value=True)
        b.navigate(url)
        b.send("Emulation.setScriptExecutionDisabled", value=False)
        b.evaluate("document.fonts.ready.then(() => true)")
        for block_id, variants in blocks.items():
            if b.evaluate("document.querySelector(%s).hasAttribute('data-player')" % selector(block_id)):
                fail(f"{block_id}: the player ran although JavaScript was off")
            compare(b, block_id, next(iter(variants.values()))["states"][0], f"{block_id} without JavaScript")
        b.send("Emulation.setScriptExecutionDisabled", value=False)
    finally:
        b.close()
    if failures:
        print(f"{len(failures)} failure(s)")
        sys.exit(1)
    print("previews: all checks passed")


if __name__ == "__main__":
    main()
