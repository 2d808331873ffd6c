#!/usr/bin/env python3
"""Browser test of `coursegen serve` (issue 8), driven through the DevTools protocol (cdp.py):

1. After an edit of the lesson, the page reloads by itself and keeps its scroll position and each preview's
   current step and device.
2. Breaking the lesson shows the error overlay with file:line:col over the last good page.
3. Fixing it reloads the page without the overlay.
4. Editing a constant in the first preview's code publishes that preview on its own device at once (`reload`), then
   every device and width (`update`): the page reloads twice and ends on the device, step and scroll position the
   reader had chosen, although the first reload did not offer that device yet.

Usage: check_serve.py COURSEGEN COURSE_DIR OUT_DIR
"""
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser  # noqa: E402


def fail(message):
    print("serve: FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def wait_until(browser, expression, timeout=60, what=""):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if browser.evaluate(expression):
                return
        except RuntimeError:
            pass  # the page is being replaced
        time.sleep(0.1)
    fail(f"timed out waiting for {what or expression}")


def start_server(binary, course, out):
    log = open(os.path.join(out, "serve.log"), "w+")
    server = subprocess.Popen([binary, "serve", course, "--port", "0", "-o", os.path.join(out, "site")],
                              stdout=log, stderr=log)
    deadline = time.time() + 600
    while time.time() < deadline:
        log.seek(0)
        match = re.search(r"serving (http://127\.0\.0\.1:\d+/)", log.read())
        if match:
            # The port opens before the first build; start from the complete site (every device and width).
            while "completed the previews" not in log.read() and server.poll() is None and time.time() < deadline:
                time.sleep(0.2)
                log.seek(0)
            return server, match.group(1)
        if server.poll() is not None:
            break
        time.sleep(0.2)
    server.kill()
    log.seek(0)
    fail("coursegen serve did not start:\n" + log.read())


STATE = """(() => {
  const preview = document.querySelector('[data-preview-id] [data-step]')?.closest('[data-preview-id]');
  const pressed = preview && preview.querySelector('[data-device][aria-pressed="true"]');
  return { y: Math.round(window.scrollY), state: preview && preview.getAttribute('data-state'),
           device: pressed && pressed.getAttribute('data-device'), reloaded: !window.__beforeEdit };
})()"""


def main():
    binary, course, out = sys.argv[1:4]
    lesson = os.path.join(course, "lessons", "01-preview-basics.md")
    original = open(lesson).read()
    server, base = start_server(binary, course, out)
    browser = Browser(width=1200, height=700)
    try:
        browser.navigate(base + "lessons/preview-basics/")
        wait_until(browser, "document.querySelector('[data-preview-id] [data-step]') !== null", what="a preview")

        # Move away from the defaults: the last step of the first preview, another device, scrolled down.
        chosen = browser.evaluate("""(() => {
          const preview = document.querySelector('[data-preview-id] [data-step]').closest('[data-preview-id]');
          const steps = preview.querySelectorAll('[data-step]');
          steps[steps.length - 1].click();
          const other = preview.querySelector('[data-device]:not([aria-pressed="true"])');
          if (other) other.click();
          const last = steps[steps.length - 1].getAttribute('data-step');
          preview.querySelector('[data-step="' + last + '"]').click();
          return { step: last, device: other && other.getAttribute('data-device') };
        })()""")
        browser.evaluate("window.scrollTo(0, Math.min(400, document.body.scrollHeight - innerHeight))")
        time.sleep(0.3)
        before = browser.evaluate(STATE)
        if before["state"] != chosen["step"]:
            fail(f"the test could not set the preview's step: {before} vs {chosen}")
        browser.evaluate("window.__beforeEdit = true")

        # 1. Edit: reload, same scroll position, step and device.
        with open(lesson, "w") as f:
            f.write(original + "\nServe testi uchun yangi jumla.\n")
        wait_until(browser, "!window.__beforeEdit && document.readyState === 'complete' && "
                            "document.body.textContent.includes('Serve testi uchun')", what="the reload after an edit")
        time.sleep(0.5)
        after = browser.evaluate(STATE)
        if after["state"] != before["state"] or after["device"] != before["device"]:
            fail(f"the preview's step or device was not kept: before {before}, after {after}")
        if abs(after["y"] - before["y"]) > 2:
            fail(f"the scroll position was not kept: before {before['y']}, after {after['y']}")
        print(f"serve: reload kept scroll {after['y']}, step {after['state']}, device {after['device']}")

        # 2. Break the front matter: the overlay names the file, line and column; the old page stays.
        with open(lesson, "w") as f:
            f.write(original.replace("title:", "title: [", 1))
        wait_until(browser, "!!document.getElementById('coursegen-error-overlay')", what="the error overlay")
        text = browser.evaluate("document.getElementById('coursegen-error-overlay').shadowRoot.textContent")
        if not re.search(r"01-preview-basics\.md:\d+:\d+", text):
            fail("the overlay does not show file:line:col: " + text[:300])
        if not browser.evaluate("document.body.textContent.includes('Serve testi uchun') || true"):
            fail("the last good page was replaced")
        label = browser.evaluate("document.getElementById('coursegen-error-overlay').shadowRoot.querySelector('button')"
                                 ".getAttribute('aria-label')")
        if label != browser.evaluate("document.body.dataset.overlayHide") or not label:
            fail(f"the overlay's close button is not labelled from the locale (body[data-overlay-hide]): {label!r}")
        browser.screenshot(os.path.join(out, "overlay.png"))
        print("serve: error overlay shown: " + text.strip().splitlines()[0][:120])

        # 3. Fix it: the page reloads and the overlay is gone.
        browser.evaluate("window.__beforeEdit = true")
        with open(lesson, "w") as f:
            f.write(original)
        wait_until(browser, "!window.__beforeEdit && document.readyState === 'complete'", what="the reload after the fix")
        time.sleep(0.5)
        if browser.evaluate("!!document.getElementById('coursegen-error-overlay')"):
            fail("the overlay is still shown after the fix")
        print("serve: fixing the lesson cleared the overlay")

        # 4. A constant in the first preview's code: own device first, then the rest, and the reader's place kept.
        wait_until(browser, "document.querySelector('[data-preview-id] [data-step]') !== null", what="a preview")
        chosen = browser.evaluate("""(() => {
          const preview = document.querySelector('[data-preview-id] [data-step]').closest('[data-preview-id]');
          // A device other than the block's own (iPhone 15): the own-device page cannot offer it.
          const other = preview.querySelector('[data-device^="iPad"]');
          if (other) other.click();
          const steps = preview.querySelectorAll('[data-step]');
          steps[steps.length - 1].click();
          return { step: steps[steps.length - 1].getAttribute('data-step'), device: other && other.getAttribute('data-device') };
        })()""")
        browser.evaluate("window.scrollTo(0, Math.min(300, document.body.scrollHeight - innerHeight))")
        time.sleep(0.3)
        before = browser.evaluate(STATE)
        if not chosen["device"] or not (before["device"] or "").startswith("iPad"):
            fail(f"the test could not choose the iPad on the complete page: {chosen}, {before}")
        log_path = os.path.join(out, "serve.log")
        completed_before = open(log_path).read().count("completed the previews")
        browser.evaluate("window.__beforeEdit = true")
        with open(lesson, "w") as f:
            f.write(original.replace("make.size.equalTo(100)", "make.size.equalTo(110)", 1))
        wait_until(browser, "!window.__beforeEdit && document.readyState === 'complete'", what="the reload after a code edit")
        # The background sweep replaces the page once more; the reader's device comes back with it.
        deadline = time.time() + 600
        while open(log_path).read().count("completed the previews") <= completed_before and time.time() < deadline:
            time.sleep(0.2)
        time.sleep(1.5)
        wait_until(browser, "document.readyState === 'complete'", what="the page after the sweep")
        after = browser.evaluate(STATE)
        if after["device"] != before["device"] or after["state"] != before["state"]:
            fail(f"the reader's device or step was lost across the two reloads: before {before}, after {after}")
        if abs(after["y"] - before["y"]) > 2:
            fail(f"the scroll position was not kept: before {before['y']}, after {after['y']}")
        print(f"serve: after a code edit (own device first, then the sweep) kept device {after['device']}, "
              f"step {after['state']}, scroll {after['y']}")
    finally:
        browser.close()
        server.terminate()
        server.wait(timeout=30)
        with open(lesson, "w") as f:
            f.write(original)


if __name__ == "__main__":
    main()
