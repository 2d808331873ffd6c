#!/usr/bin/env python3
"""Answers every kind of quiz right and wrong with real mouse clicks, checks that the answers survive a reload in the
sidebar and on the home page, that ←/→ move between lessons (not from a field, not with a modifier), that the
quiz page shows its question, options and a closed <details> with JavaScript off, and that print.html holds the
whole course with static previews. Usage: check_quizzes.py SITE OUT."""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser  # noqa: E402

site, out = sys.argv[1], sys.argv[2]
lesson = "file://" + os.path.join(site, "lessons/01-savollar/index.html")
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
    print(("ok   " if condition else "FAIL ") + message)


def center(browser, selector):
    """Scrolls the element into the middle of the window and returns its centre in window coordinates,
    measured after two animation frames so that a layout still settling (fonts, previews) has moved it first."""
    box = browser.evaluate(f"""new Promise(done => {{ const e = document.querySelector({json.dumps(selector)});
        e.scrollIntoView({{block: "center", behavior: "instant"}});
        requestAnimationFrame(() => requestAnimationFrame(() => {{ const r = e.getBoundingClientRect();
            done([r.left + r.width / 2, r.top + r.height / 2]); }})); }})""")
    return box


def quiz_state(browser, quiz):
    return browser.evaluate(f"""(() => {{ const q = document.getElementById("{quiz}");
        return {{result: q.dataset.result || null, feedback: q.querySelector(".quiz-fb").textContent}}; }})()""")


def pick(browser, quiz, option):
    before = quiz_state(browser, quiz)
    x, y = center(browser, f"#{quiz} .quiz-options li:nth-child({option + 1}) label")
    browser.click(x, y)
    # The answer is marked by the click handler; give the page a moment rather than reading it in the same tick.
    deadline = time.time() + 2
    while time.time() < deadline:
        state = quiz_state(browser, quiz)
        if state != before:
            return state
        time.sleep(0.05)
    return quiz_state(browser, quiz)


def key(browser, name, code, modifiers=0):
    for kind in ("keyDown", "keyUp"):
        browser.send("Input.dispatchKeyEvent", type=kind, key=name, code=name, windowsVirtualKeyCode=code,
                     modifiers=modifiers)


def wait_for(browser, expression, seconds=5):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if browser.evaluate(expression):
            return True
        time.sleep(0.1)
    return False


browser = Browser(width=1280, height=900)
try:
    browser.navigate(lesson)
    browser.evaluate("localStorage.clear()")
    browser.navigate(lesson)
    browser.evaluate("document.fonts.ready.then(() => true)")
    answers = browser.evaluate("[...document.querySelectorAll('.quiz')].map(q => [q.id, q.dataset.quiz, q.dataset.answer || null])")
    expect([a[1] for a in answers] == ["choice", "where", "variant", "breaks"], f"the lesson has one quiz of each kind: {answers}")
    by_kind = {kind: (quiz, answer) for quiz, kind, answer in answers}

    # Choice, variant and breaks: a wrong option, then the right one (data-answer, 0-based).
    for kind in ("choice", "variant", "breaks"):
        quiz, answer = by_kind[kind]
        wrong = 1 if answer == "0" else 0
        state = pick(browser, quiz, wrong)
        expect(state["result"] == "wrong" and state["feedback"].startswith("Notoʻgʻri"), f"{kind}: option {wrong + 1} is wrong: {state}")
        state = pick(browser, quiz, int(answer))
        expect(state["result"] == "right" and state["feedback"].startswith("Toʻgʻri"), f"{kind}: option {int(answer) + 1} is right: {state}")
    expect("Bunday metod yoʻq" not in quiz_state(browser, by_kind["choice"][0])["feedback"]
           and "cheklovlarni yaratadi" in quiz_state(browser, by_kind["choice"][0])["feedback"],
           "choice: the picked option's explanation is shown")

    # Where: the picture is the preview's first state; a click far from the box is wrong, on its solved frame right.
    where = by_kind["where"][0]
    picture = browser.evaluate(f"""(() => {{ const p = document.querySelector("#{where} .quiz-pic");
        p.scrollIntoView({{block: "center"}}); const r = p.getBoundingClientRect();
        return {{left: r.left, top: r.top, width: r.width, hidden: p.hidden,
                 canvas: p.querySelector(".cg-canvas") !== null, target: p.closest(".quiz").dataset.target}}; }})()""")
    expect(not picture["hidden"] and picture["canvas"], f"where: the picture shows a copy of the preview's canvas: {picture}")
    x, y, w, h = map(float, picture["target"].split())
    scale = picture["width"] / 393
    expect(abs(x - 146.5) < 0.01 and abs(y - 359) < 0.01 and w == 100 and h == 100,
           f"where: the target is the box after moveDown(): centred (393 − 100) / 2 = 146.5, 59 + 300 = 359: {picture['target']}")
    browser.click(picture["left"] + 40 * scale, picture["top"] + 800 * scale)
    expect(quiz_state(browser, where)["result"] == "wrong", "where: a click at (40, 800) is wrong")
    browser.click(picture["left"] + (x + w / 2) * scale, picture["top"] + (y + h / 2) * scale)
    expect(quiz_state(browser, where)["result"] == "right", "where: a click on the box's solved centre (196.5, 409) is right")
    expect(browser.evaluate(f"document.querySelector('#{where} .quiz-target') !== null"), "where: the solved frame is drawn")
    browser.screenshot(os.path.join(out, "where.png"))

    # Progress survives a reload: the sidebar counts the answered quizzes, the home page the opened lessons.
    browser.navigate(lesson)
    sidebar = browser.evaluate("""(() => { const a = document.querySelector('#cg-sidebar a[aria-current=page]');
        return {quizzes: a.dataset.quizzes, seen: a.classList.contains('is-seen'),
                line: document.querySelector('#cg-sidebar .progress').textContent}; })()""")
    expect(sidebar["quizzes"] == "4/4" and sidebar["seen"], f"progress after a reload: the sidebar marks the lesson, 4/4 answered: {sidebar}")
    expect("1 / 2" in sidebar["line"] and sidebar["line"].endswith(": 4"), f"progress line in the sidebar: {sidebar['line']}")
    browser.navigate("file://" + os.path.join(site, "index.html"))
    home = browser.evaluate("""({seen: [...document.querySelectorAll('.lesson-list a')].map(a => a.classList.contains('is-seen')),
        line: document.querySelector('.progress').textContent, hidden: document.querySelector('.progress').hidden})""")
    expect(home["seen"] == [True, False] and not home["hidden"], f"home page: lesson 1 opened, lesson 2 not: {home}")
    browser.screenshot(os.path.join(out, "home.png"))

    # ←/→: not from a field, not with a modifier; plain keys move between lessons.
    browser.navigate(lesson)
    browser.evaluate("document.getElementById('cg-search-input').focus()")
    key(browser, "ArrowRight", 39)
    time.sleep(0.5)
    expect(browser.evaluate("location.pathname").endswith("01-savollar/index.html"), "→ in the search field stays on the page")
    browser.evaluate("document.activeElement.blur()")
    key(browser, "ArrowRight", 39, modifiers=8)
    time.sleep(0.5)
    expect(browser.evaluate("location.pathname").endswith("01-savollar/index.html"), "shift+→ stays on the page")
    key(browser, "ArrowRight", 39)
    expect(wait_for(browser, "location.pathname.endsWith('02-keyingi/index.html') && document.readyState == 'complete'"),
           "→ opens the next lesson")
    key(browser, "ArrowLeft", 37)
    expect(wait_for(browser, "location.pathname.endsWith('01-savollar/index.html') && document.readyState == 'complete'"),
           "← opens the previous lesson")

    # Print page: every lesson, previews as static first states (no player), ids unique, links to print.html.
    browser.navigate("file://" + os.path.join(site, "print.html"))
    printed = browser.evaluate("""(() => { const ids = [...document.querySelectorAll('[id]')].map(e => e.id);
        return {lessons: [...document.querySelectorAll('.print-lesson h1')].map(h => h.textContent),
                canvases: document.querySelectorAll('.cg-canvas .cg-v').length,
                players: document.querySelectorAll('[data-player]').length,
                duplicates: ids.filter((id, i) => ids.indexOf(id) != i),
                quizzes: document.querySelectorAll('.quiz details[open]').length,
                scripts: [...document.scripts].map(s => s.src.split('/').pop())}; })()""")
    expect(printed["lessons"] == ["1. Savollar darsi", "2. Keyingi dars"], f"print.html holds both lessons: {printed['lessons']}")
    expect(printed["canvases"] > 0 and printed["players"] == 0 and "preview.js" not in printed["scripts"],
           f"print.html draws previews as static HTML without preview.js: {printed}")
    expect(printed["duplicates"] == [] and printed["quizzes"] == 5, f"print.html: unique ids, every quiz with its answer open: {printed}")
    browser.send("Emulation.setEmulatedMedia", media="print")
    hidden = browser.evaluate("""[...document.querySelectorAll('.site-header, .cg-bar')].every(e => getComputedStyle(e).display == 'none')""")
    expect(hidden, "print media hides the header and the preview controls")
    browser.screenshot(os.path.join(out, "print.png"))
    browser.send("Emulation.setEmulatedMedia", media="")
finally:
    browser.close()

# Without JavaScript: the question and options show, the answer waits in a closed <details>.
browser = Browser(width=1280, height=900)
try:
    browser.send("Emulation.setScriptExecutionDisabled", value=True)
    browser.navigate(lesson)
    plain = browser.evaluate("""(() => { const q = document.querySelector('.quiz'); const d = q.querySelector('details');
        return {options: q.querySelectorAll('.quiz-options input').length, visible: q.querySelector('.quiz-q').offsetHeight > 0,
                open: d.open, answer: d.textContent}; })()""")
    expect(plain["options"] == 2 and plain["visible"] and not plain["open"] and "makeConstraints" in plain["answer"],
           f"without JavaScript: question, options, and the answer in a closed <details>: {plain}")
finally:
    browser.close()

if failures:
    print("quiz: FAILED\n  " + "\n  ".join(failures), file=sys.stderr)
    sys.exit(1)
print("quiz: every kind answered right and wrong, progress, ←/→, print page and no-JS checks passed")
