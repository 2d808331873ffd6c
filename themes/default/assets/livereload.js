// coursegen serve: the live-reload client. Injected into pages by the dev server only; never part of a built site.
//
// - Listens to GET /_coursegen/events (DESIGN.md §7): `reload` after a successful rebuild, `error` with the
//   diagnostics of a failed one, `update` when background work completed some pages (their previews' other
//   devices, orientations and widths): a page listed in it reloads the same way as for `reload`.
// - A preview whose saved device or width is not offered yet (the page was published before its sweep) keeps
//   asking for it on the next reload, until it is offered or the reader picks another.
// - Before reloading it saves, per page, the scroll position and each preview's state, device and width in
//   sessionStorage, and puts them back after the reload, so an author stays where they were.
// - A failed rebuild shows an overlay (file:line:col and the message) over the last good page; the next
//   successful rebuild reloads the page, which removes it.
(function () {
  "use strict";

  var script = document.currentScript || document.querySelector("script[data-coursegen-build]");
  var pageBuild = (script && script.getAttribute("data-coursegen-build")) || "";
  var storageKey = "coursegen:reload:" + location.pathname;
  var overlayId = "coursegen-error-overlay";

  // ---- Saving and restoring what the author was looking at ----

  function activeDevice(preview) {
    var own = preview.getAttribute("data-device");
    if (own) return own;
    var select = preview.querySelector("select[data-device]");
    if (select) return select.value;
    var pressed = preview.querySelector(
      '[data-device][aria-pressed="true"], [data-device][aria-selected="true"], [data-device].active, ' +
      '[data-device].is-active, [data-device][aria-current="true"]');
    return pressed ? pressed.getAttribute("data-device") : null;
  }

  function activeWidth(preview) {
    var control = preview.querySelector("input[data-width]");
    return control ? control.value : null;
  }

  // Per preview id: the device and width that could not be restored (not offered yet), until the reader acts.
  var unrestored = {};

  function saveState() {
    var previews = {};
    document.querySelectorAll("[data-preview-id]").forEach(function (preview) {
      var id = preview.getAttribute("data-preview-id");
      var wanted = unrestored[id] || {};
      previews[id] = {
        state: preview.getAttribute("data-state"),
        device: wanted.device || activeDevice(preview),
        width: wanted.width || activeWidth(preview)
      };
    });
    try {
      sessionStorage.setItem(storageKey, JSON.stringify({
        x: window.scrollX, y: window.scrollY, previews: previews
      }));
    } catch (e) { /* storage full or disabled: reload without restoring */ }
  }

  function fire(element, type) {
    element.dispatchEvent(new Event(type, { bubbles: true }));
  }

  function restoreDevice(preview, device) {
    if (!device || activeDevice(preview) === device) return;
    var select = preview.querySelector("select[data-device]");
    if (select) {
      select.value = device;
      fire(select, "input");
      fire(select, "change");
      return;
    }
    var candidates = preview.querySelectorAll("[data-device]");
    for (var i = 0; i < candidates.length; i++) {
      if (candidates[i].getAttribute("data-device") === device && candidates[i] !== preview) {
        candidates[i].click();
        return;
      }
    }
  }

  function restoreWidth(preview, width) {
    var control = preview.querySelector("input[data-width]");
    if (!control || width === null || width === undefined || control.value === width) return;
    control.value = width;
    fire(control, "input");
    fire(control, "change");
  }

  function restoreStep(preview, state) {
    if (state === null || state === undefined || preview.getAttribute("data-state") === state) return;
    var step = preview.querySelector('[data-step="' + String(state).replace(/"/g, "") + '"]');
    if (step) step.click();
  }

  function restoreState() {
    var saved;
    try {
      saved = JSON.parse(sessionStorage.getItem(storageKey) || "null");
      sessionStorage.removeItem(storageKey);
    } catch (e) { saved = null; }
    if (!saved) return;
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    var previews = saved.previews || {};
    document.querySelectorAll("[data-preview-id]").forEach(function (preview) {
      var entry = previews[preview.getAttribute("data-preview-id")];
      if (!entry) return;
      // Device first: switching devices may reset the step, which is then put back.
      restoreDevice(preview, entry.device);
      restoreWidth(preview, entry.width);
      restoreStep(preview, entry.state);
      var id = preview.getAttribute("data-preview-id");
      var missing = {};
      if (entry.device && activeDevice(preview) !== entry.device) missing.device = entry.device;
      if (entry.width && activeWidth(preview) !== entry.width) missing.width = entry.width;
      if (missing.device || missing.width) {
        unrestored[id] = missing;
        var forget = function () { delete unrestored[id]; };
        preview.addEventListener("click", forget, { once: true });
        preview.addEventListener("input", forget, { once: true });
      }
    });
    var scroll = function () { window.scrollTo(saved.x || 0, saved.y || 0); };
    scroll();
    // Fonts and images can still change the page's height; scroll again once they are in.
    if (document.readyState !== "complete") window.addEventListener("load", scroll, { once: true });
    requestAnimationFrame(scroll);
  }

  // ---- The error overlay ----

  function removeOverlay() {
    var existing = document.getElementById(overlayId);
    if (existing) existing.remove();
  }

  function element(tag, text, style) {
    var node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    if (style) node.setAttribute("style", style);
    return node;
  }

  function showOverlay(payload) {
    removeOverlay();
    var host = element("div");
    host.id = overlayId;
    host.setAttribute("data-coursegen-overlay", "error");
    host.setAttribute("role", "alert");
    host.setAttribute("style", "position:fixed;inset:0;z-index:2147483647;");
    // A shadow root keeps the course's own CSS from restyling the overlay (and the overlay from leaking out).
    var root = host.attachShadow ? host.attachShadow({ mode: "open" }) : host;
    var panel = element("div", null,
      "position:absolute;inset:0;overflow:auto;background:rgba(20,20,24,.92);color:#f4f4f5;" +
      "font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;padding:32px;box-sizing:border-box;");
    var close = element("button", "×",
      "position:absolute;top:12px;right:16px;font-size:24px;background:none;border:0;color:#f4f4f5;cursor:pointer;");
    // Interface strings come from the theme's locale files, through the page (head.html).
    close.setAttribute("aria-label", (document.body && document.body.getAttribute("data-overlay-hide")) || "Hide until the next build");
    close.addEventListener("click", removeOverlay);
    panel.appendChild(close);
    var nothingBuilt = payload && payload.nothingBuilt;
    panel.appendChild(element("h2", payload && payload.built
      ? "New errors in preview blocks (the page shows them too)"
      : nothingBuilt
      ? "Build failed: nothing has been built yet"
      : "Build failed: showing the last good version of this page",
      "margin:0 0 16px;font:600 18px system-ui,sans-serif;color:#fca5a5;"));
    var diagnostics = (payload && payload.diagnostics) || [];
    if (diagnostics.length === 0) panel.appendChild(element("p", "The build failed without a diagnostic."));
    diagnostics.forEach(function (d) {
      var item = element("div", null, "margin:0 0 20px;");
      item.setAttribute("data-diagnostic", "");
      var where = d.file ? d.file + (d.line ? ":" + d.line + (d.column ? ":" + d.column : "") : "") : "";
      var head = element("div", null, "font-weight:600;");
      head.appendChild(element("span", where ? where + ": " : "", "color:#93c5fd;"));
      head.appendChild(element("span", d.severity + ": ", d.severity === "error" ? "color:#f87171;" : "color:#fbbf24;"));
      head.appendChild(element("span", d.message));
      item.appendChild(head);
      // The header above already shows rendered's first line (in colour); the excerpt and notes follow it.
      var rest = d.rendered ? d.rendered.slice(d.rendered.indexOf("\n") + 1) : "";
      if (rest) item.appendChild(element("pre", rest, "margin:8px 0 0;white-space:pre-wrap;color:#d4d4d8;"));
      panel.appendChild(item);
    });
    root.appendChild(panel);
    document.documentElement.appendChild(host);
  }

  // ---- The event stream ----

  function connect() {
    if (!window.EventSource) return;
    var source = new EventSource("/_coursegen/events?build=" + encodeURIComponent(pageBuild));
    source.addEventListener("reload", function () {
      source.close();
      saveState();
      location.reload();
    });
    source.addEventListener("diagnostics", function (event) {
      try { showOverlay(JSON.parse(event.data)); } catch (e) { /* nothing to show */ }
    });
    source.addEventListener("update", function (event) {
      var pages = [];
      try { pages = JSON.parse(event.data).pages || []; } catch (e) { pages = []; }
      var here = location.pathname;
      try { here = decodeURIComponent(here); } catch (e) { /* keep it as sent */ }
      if (here.slice(-10) === "index.html") here = here.slice(0, -10);
      if (pages.indexOf(here) < 0) return;
      source.close();
      saveState();
      location.reload();
    });
    source.addEventListener("error", function (event) {
      // Without data this is the EventSource's own connection error: it reconnects by itself.
      if (!event.data) return;
      try { showOverlay(JSON.parse(event.data)); } catch (e) { showOverlay(null); }
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", restoreState, { once: true });
  } else {
    restoreState();
  }
  connect();
})();
