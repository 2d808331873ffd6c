// coursegen default theme: theme toggle, copy buttons, the sidebar drawer and the active table-of-contents entry.
// Everything here is an enhancement: controls stay hidden until this script wires them up.
(function () {
  "use strict";
  var root = document.documentElement;
  var body = document.body;
  var storageKey = "coursegen-theme";

  // Light/dark: the toggle overrides prefers-color-scheme and is remembered across pages (localStorage).
  var toggle = document.querySelector(".theme-toggle");
  var systemDark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  function currentTheme() {
    var chosen = root.getAttribute("data-theme");
    if (chosen === "dark" || chosen === "light") return chosen;
    return systemDark && systemDark.matches ? "dark" : "light";
  }
  function syncToggle() {
    if (toggle) toggle.setAttribute("aria-pressed", currentTheme() === "dark" ? "true" : "false");
  }
  if (toggle) {
    toggle.hidden = false;
    syncToggle();
    toggle.addEventListener("click", function () {
      var next = currentTheme() === "dark" ? "light" : "dark";
      root.setAttribute("data-theme", next);
      try { localStorage.setItem(storageKey, next); } catch (e) { /* private mode: not remembered */ }
      syncToggle();
    });
    if (systemDark && systemDark.addEventListener) systemDark.addEventListener("change", syncToggle);
  }

  // Copy buttons on code blocks.
  var copyLabel = body.getAttribute("data-copy-label") || "Copy";
  var copiedLabel = body.getAttribute("data-copied-label") || "Copied";
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      body.removeChild(area);
      if (ok) { resolve(); } else { reject(new Error("copy failed")); }
    });
  }
  Array.prototype.forEach.call(document.querySelectorAll(".code-block"), function (block) {
    var button = block.querySelector(".copy-button");
    var code = block.querySelector("pre code");
    if (!button || !code) return;
    button.hidden = false;
    button.setAttribute("aria-live", "polite");
    button.addEventListener("click", function () {
      copyText(code.textContent).then(function () {
        button.textContent = copiedLabel;
        setTimeout(function () { button.textContent = copyLabel; }, 1800);
      }, function () { /* nothing to do: the code stays selectable */ });
    });
  });

  // Sidebar drawer on narrow screens.
  var menuButton = document.querySelector(".menu-button");
  var sidebar = document.getElementById("cg-sidebar");
  function setMenu(open) {
    body.classList.toggle("sidebar-open", open);
    if (menuButton) menuButton.setAttribute("aria-expanded", open ? "true" : "false");
  }
  if (menuButton && sidebar) {
    var narrow = window.matchMedia("(max-width: 68rem)");
    var syncMenuButton = function () {
      menuButton.hidden = !narrow.matches;
      if (!narrow.matches) setMenu(false);
    };
    syncMenuButton();
    if (narrow.addEventListener) narrow.addEventListener("change", syncMenuButton);
    menuButton.addEventListener("click", function () {
      var open = !body.classList.contains("sidebar-open");
      setMenu(open);
      if (open) {
        var current = sidebar.querySelector("[aria-current='page']") || sidebar.querySelector("a");
        if (current) current.focus();
      }
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && body.classList.contains("sidebar-open")) {
        setMenu(false);
        menuButton.focus();
      }
    });
    document.addEventListener("click", function (event) {
      if (body.classList.contains("sidebar-open") && !sidebar.contains(event.target) && !menuButton.contains(event.target)) {
        setMenu(false);
      }
    });
  }
  if (sidebar) {
    renderFullNavigation(sidebar);
    centerCurrentLesson(sidebar);
  }

  // The page's own sidebar lists only the chapters and lessons near the current one; the whole course comes from
  // the site's shared nav.js (window.COURSEGEN_NAV), so that each page stays small however long the course is.
  function renderFullNavigation(nav) {
    var data = window.COURSEGEN_NAV;
    var list = nav.querySelector(".sidebar-chapters");
    var current = nav.querySelector("[aria-current='page']");
    if (!data || !data.chapters || !list || !current) return;
    var root = nav.getAttribute("data-root") || "";
    var currentURL = current.getAttribute("href");
    var fresh = document.createElement("ol");
    fresh.className = list.className;
    var number = 0;
    data.chapters.forEach(function (chapter, chapterIndex) {
      var item = document.createElement("li");
      item.className = "sidebar-chapter";
      var title = document.createElement("span");
      title.className = "sidebar-chapter-title";
      title.textContent = (chapterIndex + 1) + ". " + chapter.title;
      item.appendChild(title);
      var lessons = document.createElement("ol");
      lessons.className = "sidebar-lessons";
      chapter.lessons.forEach(function (lesson) {
        number += 1;
        var entry = document.createElement("li");
        var link = document.createElement("a");
        link.href = root + lesson[0];
        var label = document.createElement("span");
        label.className = "lesson-number";
        label.textContent = String(number);
        link.appendChild(label);
        link.appendChild(document.createTextNode(" " + lesson[1]));
        if (root + lesson[0] === currentURL) {
          link.setAttribute("aria-current", "page");
          item.classList.add("is-current");
        }
        entry.appendChild(link);
        lessons.appendChild(entry);
      });
      item.appendChild(lessons);
      fresh.appendChild(item);
    });
    // Only a list that names the current page replaces the fallback (a stale nav.js must not lose it).
    if (fresh.querySelector("[aria-current='page']")) list.parentNode.replaceChild(fresh, list);
  }

  // Scrolls the sidebar, and only the sidebar, so the current lesson sits in its middle. scrollIntoView would
  // also scroll the page whenever the sidebar is taller than the window, and the lesson would open scrolled down.
  function centerCurrentLesson(nav) {
    var currentLink = nav.querySelector("[aria-current='page']");
    if (!currentLink || nav.scrollHeight <= nav.clientHeight) return;
    var offset = currentLink.getBoundingClientRect().top - nav.getBoundingClientRect().top;
    nav.scrollTop += offset - (nav.clientHeight - currentLink.offsetHeight) / 2;
  }

  // Mark the table-of-contents entry of the section being read.
  var tocLinks = Array.prototype.slice.call(document.querySelectorAll(".toc a[href^='#']"));
  if (tocLinks.length && "IntersectionObserver" in window) {
    var byId = {};
    tocLinks.forEach(function (link) { byId[decodeURIComponent(link.getAttribute("href").slice(1))] = link; });
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        tocLinks.forEach(function (link) { link.classList.remove("is-active"); });
        var link = byId[entry.target.id];
        if (link) link.classList.add("is-active");
      });
    }, { rootMargin: "0px 0px -70% 0px" });
    Object.keys(byId).forEach(function (id) {
      var heading = document.getElementById(id);
      if (heading) observer.observe(heading);
    });
  }
})();
