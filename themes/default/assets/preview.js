// coursegen preview player (DESIGN.md §7, docs/previews.md). The HTML already shows the initial state; this reads
// the state data (PlayerData.swift) and brings the controls to life. No network, no modules: works from file://.
(function () {
  'use strict';
  var max = Math.max, min = Math.min;
  function n3(v) { return Math.round(v * 1000) / 1000; }
  function px(v) { return n3(v) + 'px'; }
  function place(el, r) { ['left', 'top', 'width', 'height'].forEach(function (p, j) { el.style[p] = px(r[j]); }); }
  // The entry [k, ...] of a per-element list.
  function entry(list, k) { return (list || []).filter(function (c) { return c[0] === k; })[0]; }
  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; });
  }
  // Mirror of PiecewiseLinearTrack.value.
  function track(t, w) {
    if (typeof t === 'number') return t;
    var i = 0;
    while (i + 3 < t.length && t[i + 2] < w) i += 2;
    if (i + 3 >= t.length) return t[i + 1];
    return t[i + 1] + (t[i + 3] - t[i + 1]) * (w - t[i]) / (t[i + 2] - t[i]);
  }

  // Mirror of MarkGeometry.rect.
  function itemRect(v, guide, R, G) {
    var r = v >= 0 && R[v];
    if (!r) return null;
    if (!guide) return r;
    var s = G.safe, W = G.size[0], H = G.size[1];
    if (guide === 'keyboard') return G.kb ? [r[0], G.kb[1], r[2], G.kb[3]] : [r[0], H - s[2], r[2], s[2]];
    var x0 = max(r[0], s[1]), y0 = max(r[1], s[0]);
    var x1 = min(r[0] + r[2], W - s[3]), y1 = min(r[1] + r[3], H - s[2]);
    if (guide === 'margins' || guide === 'readable') {
      var root = G.parents[v] < 0, side = root ? (W >= 414 ? 20 : 16) : 8, top = root ? 0 : 8;
      var m = [x0 + side, y0 + top, max(0, x1 - x0 - 2 * side), max(0, y1 - y0 - 2 * top)];
      if (guide === 'readable' && m[2] > 672) { m[0] += (m[2] - 672) / 2; m[2] = 672; }
      return m;
    }
    return [x0, y0, max(0, x1 - x0), max(0, y1 - y0)];
  }

  // Mirror of MarkGeometry.shapes: [path data, badge x, badge y] or null.
  function shapes(g, R, G) {
    var kind = g[0], h = g[1] === 'x', a = itemRect(g[2], g[3], R, G);
    if (!a || kind === 'none') return null;
    function al(r) { return h ? [r[0], r[2]] : [r[1], r[3]]; }
    function cr(r) { return h ? [r[1], r[3]] : [r[0], r[2]]; }
    function pt(u, v) { return h ? n3(u) + ' ' + n3(v) : n3(v) + ' ' + n3(u); }
    function ibar(u0, u1, v) {
      return 'M' + pt(u0, v) + 'L' + pt(u1, v) + 'M' + pt(u0, v - 4) + 'L' + pt(u0, v + 4) +
        'M' + pt(u1, v - 4) + 'L' + pt(u1, v + 4);
    }
    function at(u, v) { return h ? [u, v] : [v, u]; }
    var A = al(a), C = cr(a), v;
    if (kind === 'size') {
      v = C[1] >= 40 ? C[0] + C[1] - 6 : C[0] + C[1] + 6;
      return [ibar(A[0], A[0] + A[1], v)].concat(at(A[0] + A[1] / 2, v));
    }
    var b = itemRect(g[5], g[6], R, G);
    if (!b) return null;
    var B = al(b), D = cr(b), u1 = A[0] + g[4] * A[1], u0 = B[0] + g[7] * B[1];
    if (kind === 'align') {
      var inside = D[0] <= C[0] && D[0] + D[1] >= C[0] + C[1];
      var v0 = inside ? C[0] - 6 : min(C[0], D[0]), v1 = inside ? C[0] + C[1] + 6 : max(C[0] + C[1], D[0] + D[1]);
      return ['M' + pt(u1, v0) + 'L' + pt(u1, v1)].concat(at(u1, (v0 + v1) / 2));
    }
    var lo = max(C[0], D[0]), hi = min(C[0] + C[1], D[0] + D[1]);
    v = hi > lo ? (lo + hi) / 2 : C[0] + C[1] / 2;
    return [ibar(u0, u1, v)].concat(at((u0 + u1) / 2, v));
  }

  // Mirror of OverlaySVG.inside.
  function inside(v, len, lim) {
    var p = 3 * len + 3;
    return lim > 2 * p ? max(p, min(lim - p, v)) : v;
  }

  // Mirror of MarkGeometry.clip.
  function clip(g, R, G) {
    var a = g[2], b = g[5], r = null;
    function has(s, v) { for (var p = G.parents[v]; p >= 0; p = G.parents[p]) if (p === s) return 1; }
    R.forEach(function (q, s) {
      if (!q || !G.sv[s] || !(has(s, a) && (b < 0 || has(s, b) || s === b) || s === a && has(s, b))) return;
      r = r ? [max(r[0], q[0]), max(r[1], q[1]), min(r[2], q[0] + q[2]), min(r[3], q[1] + q[3])]
        : [q[0], q[1], q[0] + q[2], q[1] + q[3]];
    });
    return r && [r[0], r[1], max(0, r[2] - r[0]), max(0, r[3] - r[1])];
  }

  // Mirror of OverlaySVG.group.
  function markSVG(c, i, R, G) {
    var s = shapes(c.g, R, G), cut, d;
    var out = '<g class="cg-mark cg-' + c.g[0] + (c.k ? ' ' + c.k : '') + '" data-constraint="' + i + '"' +
      (c.l != null ? ' data-line="' + c.l + '"' : '') + ' data-first="' + esc(c.f) + '"' +
      (c.s != null ? ' data-second="' + esc(c.s) + '"' : '') + ' data-relation="' + esc(c.r) +
      '" data-priority="' + c.p + '"><title>' + esc(c.t) + '</title>';
    if (s) {
      d = '<path class="cg-hit" d="' + s[0] + '"/><path d="' + s[0] + '"/>';
      if (s.length > 1 && c.b) {
        var x = n3(inside(s[1], c.b.length, G.size[0])), y = n3(inside(s[2], 1, G.size[1]));
        d += '<circle cx="' + x + '" cy="' + y + '" r="2.5"/><text x="' + x + '" y="' + y + '">' + esc(c.b) + '</text>';
      }
      if ((cut = clip(c.g, R, G))) {
        cut = cut.map(n3);
        d = '<svg class="cg-clip" x="' + cut[0] + '" y="' + cut[1] + '" width="' + cut[2] + '" height="' + cut[3] +
          '" viewBox="' + cut.join(' ') + '">' + d + '</svg>';
      }
      out += d;
    }
    return out + '</g>';
  }

  function flag(el, name, on, value) { if (on) el.setAttribute(name, value); else el.removeAttribute(name); }

  function clampLines(h, lh, lines) {
    var fit = lh > 0 ? max(1, Math.floor((h + 0.5) / lh)) : 1;
    return lines > 0 ? min(lines, fit) : fit;
  }

  function Preview(root) {
    var D = JSON.parse(root.querySelector('.cg-data').textContent);
    if (!D.states || !D.states.length) return;
    var q = function (s) { return root.querySelector(s); };
    var all = function (s, r) { return Array.prototype.slice.call((r || root).querySelectorAll(s)); };
    var els = D.paths.map(function (p) {
      return all('[data-path]').filter(function (e) { return e.getAttribute('data-path') === p; })[0];
    });
    var sv = els.map(function (e) { return !!(e && e.querySelector(':scope > .cg-content')); });
    var canvas = q('.cg-canvas'), svg = q('.cg-overlay'), kbEl = q('.cg-keyboard'), ghosts = q('.cg-ghosts');
    var slider = q('input[data-width]'), output = q('.cg-width output'), handle = q('.cg-handle');
    var changes = q('.cg-changes'), changesBox = q('.cg-changes-box'), selBox = q('.cg-selection');
    var block = root.closest('.layout-block') || root.parentNode;
    var outer = root.parentNode.closest('[data-preview-id]');
    var cur = 0, dev = 0, width = null, selected = -1, timer = 0, tx = D.tx;
    var shownStyle = D.states[0].st.slice(), shownInner = D.states[0].inn.slice();
    var rects = null, G = null, stage = q('.cg-stage'), scale = 1, dragging = false, zoom = 0;
    var bar = q('.cg-bar'), zout = q('.cg-zoom output'), views = q('.cg-views select');

    // The device is scaled to fit the column's width and, with the toolbar, the window's height (or to the
    // reader's zoom; 100 % = 1 pt per CSS px), its layout box matched by negative margins. Geometry stays in points.
    function fit() {
      var W = G.size[0], H = G.size[1], cs = getComputedStyle(stage);
      var aw = block.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
      var ah = innerHeight - bar.offsetHeight - 110;
      // While the handle is dragged the scale stays put, so the canvas edge stays under the finger.
      if (!dragging) scale = zoom || max(.25, Math.floor(min(1, aw / W, ah > 200 ? ah / H : 1) * 1000) / 1000);
      zout.textContent = Math.round(scale * 100) + '%';
      var on = scale !== 1;
      canvas.style.transform = on ? 'scale(' + scale + ')' : '';
      canvas.style.marginRight = on ? px(10 - W * (1 - scale)) : '';
      canvas.style.marginBottom = on ? px(10 - H * (1 - scale)) : '';
      root.setAttribute('data-scale', scale);
      if (handle) { handle.style.left = px(canvas.offsetLeft + W * scale); handle.style.top = px(canvas.offsetTop + H * scale / 2); }
    }

    // The geometry of state i on the current device and width.
    function geometry(i) {
      var d = D.devices[dev], g = d.states[min(i, d.states.length - 1)];
      var out = { f: g.f, hid: g.hid, al: g.al, cs: g.cs, co: g.co, ai: g.ai, kb: g.kb, size: d.size, safe: d.safe, parents: D.parents, sv: sv, cut: {} };
      // Truncation is reported per solved block: each device and width flags its own labels.
      (d.tr || []).forEach(function (k) { out.cut[k] = 1; });
      if (width !== null && dev === 0 && D.sweep) {
        var sw = D.sweep, w = width;
        out.cut = {};
        (sw.tr || []).forEach(function (t) { if (w >= t[1] && w <= t[2]) out.cut[t[0]] = 1; });
        out.f = sw.states[i].map(function (t) { return t && t.map(function (x) { return track(x, w); }); });
        out.kb = sw.keyboards[i] && sw.keyboards[i].map(function (x) { return track(x, w); });
        var tr3 = function (c) { return [c[0], track(c[1], w), track(c[2], w)]; };
        out.cs = sw.contentSizes[i].map(tr3);
        out.co = sw.contentOffsets ? sw.contentOffsets[i].map(tr3) : null;
        out.size = [w, d.size[1]];
      }
      return out;
    }
    // Mirror of ElementGeometry.canvasRects.
    function offset(co, k) { return entry(co, k) || [k, 0, 0]; }
    // [k, top, left, bottom, right]: the adjusted content inset.
    function inset(ai, k) { return entry(ai, k) || [k, 0, 0, 0, 0]; }
    function canvasRects(f, co) {
      var r = [];
      f.forEach(function (o, k) {
        var p = D.parents[k], s = offset(co, p);
        r[k] = o && (p >= 0 && r[p] ? [r[p][0] + o[0] - s[1], r[p][1] + o[1] - s[2], o[2], o[3]] : o);
      });
      return r;
    }

    // The state's constraints and "what changed" on the current device or width.
    function K(i) {
      var v = width !== null && dev === 0 ? (D.wk || {})[width] : D.devices[dev].k;
      return v ? { c: v.c[min(i, v.c.length - 1)], ch: v.ch[min(i, v.ch.length - 1)] } : D.states[i];
    }
    function render(i, fromIndex) {
      var s = D.states[i], g = geometry(i), prev = rects, k0 = K(i);
      G = g;
      rects = canvasRects(g.f, g.co);
      canvas.style.width = px(g.size[0]);
      canvas.style.height = px(g.size[1]);
      ['t', 'l', 'b', 'r'].forEach(function (side, k) { canvas.style.setProperty('--cg-sa-' + side, px(g.safe[k])); });
      canvas.classList.toggle('cg-notch', g.safe[0] >= 44);
      canvas.classList.toggle('cg-notch-side', g.safe[1] >= 44);
      canvas.classList.toggle('cg-no-status', g.safe[0] < 1);
      canvas.classList.toggle('cg-no-home', g.safe[2] < 1);
      fit();
      els.forEach(function (el, k) {
        if (!el) return;
        var f = g.f[k];
        if (s.st[k] !== shownStyle[k] && s.st[k] >= 0) {
          el.style.cssText = D.styles[s.st[k]];
          shownStyle[k] = s.st[k];
        }
        if (s.inn[k] !== shownInner[k]) {
          var inner = el.querySelector(':scope > .cg-inner');
          if (!inner) { inner = document.createElement('span'); inner.className = 'cg-inner'; el.prepend(inner); }
          inner.innerHTML = D.inners[s.inn[k]] || '';
          shownInner[k] = s.inn[k];
        }
        el.hidden = !f || g.hid.indexOf(k) >= 0;
        if (!f) return;
        place(el, f);
        var a = entry(g.al, k);
        el.style.opacity = a ? a[1] : '';
        var lh = +el.getAttribute('data-lh'), lines = +el.getAttribute('data-lines');
        if (lh && lines !== 1) el.style.setProperty('--cg-clamp', clampLines(f[3], lh, lines));
        if (lh) flag(el, 'data-truncated', g.cut[k], 'true');
      });
      g.cs.forEach(function (c) {
        var box = els[c[0]] && els[c[0]].querySelector(':scope > .cg-content');
        if (box) { box.style.width = px(c[1]); box.style.height = px(c[2]); }
      });
      // Frames stay at offset zero and the element scrolls to offset + inset (a resting −59 scrolls to 0).
      all('.cg-content').forEach(function (box) {
        var el = box.parentNode, k = els.indexOf(el), o = offset(g.co, k), a = inset(g.ai, k);
        box.style.top = px(a[1]); box.style.left = px(a[2]);
        box.style.paddingBottom = px(a[3]); box.style.paddingRight = px(a[4]);
        var left = o[1] + a[2], top = o[2] + a[1];
        if (Math.abs(el.scrollLeft - left) < 0.5 && Math.abs(el.scrollTop - top) < 0.5) return;
        el.scrollTo({ left: left, top: top, behavior: root.classList.contains('cg-animating') ? 'smooth' : 'auto' });
      });
      if (g.kb) {
        if (kbEl.hidden) { kbEl.hidden = false; kbEl.style.top = px(g.size[1]); kbEl.getBoundingClientRect(); }
        place(kbEl, g.kb);
      } else {
        kbEl.hidden = true;
      }
      svg.setAttribute('width', g.size[0]); svg.setAttribute('height', g.size[1]);
      svg.setAttribute('viewBox', '0 0 ' + g.size[0] + ' ' + g.size[1]);
      drawMarks(i);
      // Ghosts: the previous state's frames, where they differ.
      ghosts.innerHTML = fromIndex == null || !prev ? '' : prev.map(function (r, k) {
        var now = rects[k];
        if (!r || (now && now.every(function (v, j) { return Math.abs(v - r[j]) < 0.5; }))) return '';
        return '<div class="cg-ghost" style="left:' + px(r[0]) + ';top:' + px(r[1]) + ';width:' + px(r[2]) +
          ';height:' + px(r[3]) + '"></div>';
      }).join('');
      changes.innerHTML = k0.ch;
      changesBox.hidden = !k0.ch;
      root.setAttribute('data-state', i);
      // CourseSite's wrapper carries the same data-preview-id: keep its data-state in step.
      if (outer) outer.setAttribute('data-state', i);
      root.setAttribute('data-current-device', D.devices[dev].key);
      root.setAttribute('data-current-width', n3(g.size[0]));
      all('[data-step]').forEach(function (b) { flag(b, 'aria-current', +b.getAttribute('data-step') === i, 'step'); });
      all('[data-nav]').forEach(function (b) {
        var to = i + +b.getAttribute('data-nav');
        b.disabled = to < 0 || to >= D.states.length;
      });
      all('[data-device]').forEach(function (b) {
        b.setAttribute('aria-pressed', D.devices[dev].key.replace(/ landscape$/, '') === b.getAttribute('data-device'));
      });
      all('[data-orientation]').forEach(function (b) { b.setAttribute('aria-pressed', isLandscape()); });
      if (slider) {
        // Another device or orientation: the slider shows its width, in a range that holds it.
        slider.min = min(D.sweep.min, g.size[0]);
        slider.max = max(D.sweep.max, g.size[0]);
        slider.value = Math.round(g.size[0]);
        output.textContent = n3(g.size[0]);
        slider.disabled = dev !== 0;
      }
      if (handle) handle.hidden = dev !== 0;
      cur = i;
      select(selected);
    }

    function drawMarks(i) {
      svg.innerHTML = K(i).c.map(function (j, k) { return markSVG(D.cons[j], k, rects, G); }).join('');
    }
    // The reader scrolls a scroll view (wheel, touch): marks inside it follow the content as they do a state's
    // offset. Within half a point of the state's offset the state's is kept, so the marks stay those of the HTML.
    // (Browsers send scroll events once per frame.)
    root.addEventListener('scroll', function () {
      rects = canvasRects(G.f, all('.cg-content').map(function (box) {
        var el = box.parentNode, k = els.indexOf(el), o = offset(G.co, k), a = inset(G.ai, k);
        var x = el.scrollLeft - a[2], y = el.scrollTop - a[1];
        return !el.offsetParent || (Math.abs(x - o[1]) < 0.5 && Math.abs(y - o[2]) < 0.5) ? o : [k, x, y];
      }));
      drawMarks(cur);
      select(selected);
    }, true);

    // Stepping to a neighbour animates with the recorded transition.
    function go(i) {
      if (i < 0 || i >= D.states.length) return;
      var from = cur, tr = i === from + 1 ? D.states[i].tr : i === from - 1 ? D.states[from].tr : null;
      var reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      clearTimeout(timer);
      root.classList.remove('cg-animating');
      if (tr && !reduce) {
        root.style.setProperty('--cg-d', tr.d + 's');
        root.style.setProperty('--cg-dl', tr.dl + 's');
        root.style.setProperty('--cg-e', tr.e);
        root.getBoundingClientRect();
        root.classList.add('cg-animating');
        timer = setTimeout(function () { root.classList.remove('cg-animating'); }, (tr.d + tr.dl) * 1000 + 60);
      }
      render(i, from);
    }

    // Selection: the view's frame and its constraints.
    function select(k) {
      all('.cg-selected').forEach(function (e) { e.classList.remove('cg-selected'); });
      selected = k;
      svg.classList.toggle('cg-focus', k >= 0);
      all('.cg-mark').forEach(function (m) { m.classList.remove('cg-hl'); });
      if (views) views.value = k < 0 || !rects || !rects[k] ? -1 : k;
      if (k < 0 || !els[k] || !rects || !rects[k]) { selBox.hidden = true; selected = -1; svg.classList.remove('cg-focus'); return; }
      els[k].classList.add('cg-selected');
      var f = G.f[k], list = '';
      K(cur).c.forEach(function (ci, j) {
        var c = D.cons[ci];
        if (c.g[2] !== k && c.g[5] !== k) return;
        var m = svg.querySelector('[data-constraint="' + j + '"]');
        if (m) m.classList.add('cg-hl');
        list += '<li' + (c.l != null ? ' data-line="' + c.l + '"' : '') + '><code>' + esc(c.t) + '</code>' +
          (c.l != null ? ' <span class="cg-ln">' + esc(tx.line.replace('{line}', c.l)) + '</span>'
            : ' <em>(' + esc(c.o) + ')</em>') + '</li>';
      });
      selBox.innerHTML = '<h4>' + esc(D.paths[k]) + '</h4><div>' + esc(els[k].getAttribute('data-type')) +
        ' · ' + esc(tx.frame) + ' (' + f.map(n3).join(', ') + ')</div>' +
        (list ? '<ul>' + list + '</ul>' : '<div><em>' + esc(tx.none) + '</em></div>');
      selBox.hidden = false;
    }

    // Linking constraints and code lines both ways.
    function highlight(line) {
      var sel = '[data-line="' + line + '"]';
      all('.cg-hl[data-line]', block).forEach(function (e) {
        if (line == null || e.getAttribute('data-line') !== String(line)) e.classList.remove('cg-hl');
      });
      if (line == null) { if (selected < 0) svg.classList.remove('cg-focus'); return; }
      all('.line' + sel + ',.cg-mark' + sel + ',.cg-side ' + sel, block).forEach(function (e) { e.classList.add('cg-hl'); });
      svg.classList.add('cg-focus');
    }
    block.addEventListener('mouseover', function (e) {
      var t = e.target.closest && e.target.closest('[data-line]');
      highlight(t && block.contains(t) ? t.getAttribute('data-line') : null);
    });
    block.addEventListener('mouseleave', function () { highlight(null); });

    root.addEventListener('click', function (e) {
      var t = e.target;
      var step = t.closest('[data-step]'), nav = t.closest('[data-nav]'), device = t.closest('[data-device]');
      if (step) return go(+step.getAttribute('data-step'));
      if (nav) return go(cur + +nav.getAttribute('data-nav'));
      var z = t.closest('[data-zoom]');
      if (z) {
        z = +z.getAttribute('data-zoom');
        zoom = z ? max(.25, min(2, Math.round(scale * 4 + z) / 4)) : 0;
        return fit();
      }
      if (device) return setDevice(device.getAttribute('data-device') + (isLandscape() ? ' landscape' : ''));
      var ref = t.closest('.cg-side [data-line]');
      if (ref) {
        // A line reference scrolls the code to its line.
        var line = block.querySelector('.line[data-line="' + ref.getAttribute('data-line') + '"]');
        if (line) line.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
        return;
      }
      if (t.closest('[data-orientation]')) {
        var key = D.devices[dev].key;
        return setDevice(isLandscape() ? key.replace(/ landscape$/, '') : key + ' landscape');
      }
      var v = t.closest('.cg-screen [data-path]');
      // Marks sit above the views (for hovering); a click on one goes to the view below it.
      if (!v && t.closest('.cg-overlay')) {
        v = document.elementsFromPoint(e.clientX, e.clientY).filter(function (x) {
          return x.matches('.cg-screen [data-path]') && root.contains(x);
        })[0];
      }
      if (!v) return;
      // UIKit hands a tap on a plain subview (a label in a card) to the view whose gesture it is.
      var tapped = v.closest('.cg-screen [data-tap]');
      var k = els.indexOf(v), owner = els.indexOf(tapped);
      var tap = tapped && ((D.states[cur].tap || {})[owner] || tapped.getAttribute('data-tap'));
      if (tap) {
        var target = -1;
        D.states.forEach(function (s, j) { if (s.name === tap && (target < 0 || (target <= cur && j > cur))) target = j; });
        if (target >= 0) go(target);
      }
      select(k === selected && !tap ? -1 : k);
    });
    function isLandscape() { return / landscape$/.test(D.devices[dev].key); }
    function setDevice(key) {
      var keys = D.devices.map(function (d) { return d.key; }), k = keys.indexOf(key);
      if (k < 0) k = keys.indexOf(key.replace(/ landscape$/, ''));
      if (k < 0) return;
      var top = root.getBoundingClientRect().top;
      dev = k;
      width = null;
      render(cur);
      // The reader keeps looking at the same place: the page follows a preview that grew or moved.
      scrollBy(0, root.getBoundingClientRect().top - top);
    }
    function setWidth(w) {
      if (!D.sweep) return;
      dev = 0;
      width = max(D.sweep.min, min(D.sweep.max, Math.round(w)));
      render(cur);
    }
    if (slider) slider.addEventListener('input', function () { setWidth(+slider.value); });
    if (views) views.addEventListener('change', function () { select(+views.value); });
    // The overlay toggles are remembered across pages and shared by the page's previews.
    all('.cg-toggle').forEach(function (box) {
      var key = 'cg-' + box.className.split('cg-toggle-')[1];
      try { box.checked = localStorage.getItem(key) === '1'; } catch (e) { }
      box.addEventListener('change', function () {
        try { localStorage.setItem(key, box.checked ? '1' : '0'); } catch (e) { }
        all('.cg-toggle-' + key.slice(3), document).forEach(function (b) { b.checked = box.checked; });
      });
    });
    if (handle) {
      handle.addEventListener('pointerdown', function (e) {
        var x0 = e.clientX, w0 = G.size[0];
        handle.setPointerCapture(e.pointerId);
        dragging = true;
        handle.classList.add('cg-dragging');
        handle.onpointermove = function (ev) { setWidth(w0 + (ev.clientX - x0) / scale); };
        handle.onpointerup = handle.onpointercancel = function () {
          dragging = false;
          handle.classList.remove('cg-dragging');
          handle.onpointermove = handle.onpointerup = handle.onpointercancel = null;
          fit();
        };
        e.preventDefault();
      });
    }
    document.addEventListener('keydown', function (e) {
      var a = document.activeElement;
      // Arrows belong to a focused slider, checkbox or scroll view; modified arrows to the browser.
      if (!root.contains(a) || a.matches('input,select,textarea,.cg-k-scroll') || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowRight') go(cur + 1);
      if (e.key === 'ArrowLeft') go(cur - 1);
    });
    G = geometry(0);
    rects = canvasRects(G.f, G.co);
    fit();
    new ResizeObserver(function () { fit(); }).observe(block);
    addEventListener('resize', fit);
    changesBox.hidden = true;
    root.setAttribute('data-player', 'ready');
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll('.cg-preview'), function (root) {
      try { Preview(root); } catch (err) { root.setAttribute('data-player-error', String(err)); }
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
