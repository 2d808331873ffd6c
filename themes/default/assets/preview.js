// coursegen preview player (DESIGN.md §7, docs/previews.md): brings the state data (PlayerData.swift) to life over
// the HTML's initial state. No network, no modules: works from file://. Functions named after Swift mirror them.
(function () {
'use strict';
var max = Math.max, min = Math.min;
function n3(v) { return Math.round(v * 1000) / 1000; }
function px(v) { return n3(v) + 'px'; }
function place(el, r) { ['left', 'top', 'width', 'height'].forEach((p, j) => { el.style[p] = px(r[j]); }); }
function entry(list, k) { return (list || []).find(c => c[0] === k); }
function esc(s) { return String(s).replace(/[&<>"']/g, c => '&#' + c.charCodeAt(0) + ';'); }
// PiecewiseLinearTrack.value
function track(t, w) {
  if (typeof t === 'number') return t;
  var i = 0;
  while (i + 3 < t.length && t[i + 2] < w) i += 2;
  if (i + 3 >= t.length) return t[i + 1];
  return t[i + 1] + (t[i + 3] - t[i + 1]) * (w - t[i]) / (t[i + 2] - t[i]);
}

// MarkGeometry.rect, .shapes ([path, badge x, badge y]), .clip; OverlaySVG.inside, .group
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

function inside(v, len, lim) {
  var p = 3 * len + 3;
  return lim > 2 * p ? max(p, min(lim - p, v)) : v;
}

function clip(g, R, G) {
  var a = g[2], b = g[5], r = null;
  function has(s, v) { for (var p = G.parents[v]; p >= 0; p = G.parents[p]) if (p === s) return 1; }
  R.forEach((q, s) => {
    if (!q || !G.sv[s] || !(has(s, a) && (b < 0 || has(s, b) || s === b) || s === a && has(s, b))) return;
    r = r ? [max(r[0], q[0]), max(r[1], q[1]), min(r[2], q[0] + q[2]), min(r[3], q[1] + q[3])]
      : [q[0], q[1], q[0] + q[2], q[1] + q[3]];
  });
  return r && [r[0], r[1], max(0, r[2] - r[0]), max(0, r[3] - r[1])];
}

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

function A(e, n) { return e.getAttribute('data-' + n); }
function flag(el, name, on, value) { if (on) el.setAttribute(name, value); else el.removeAttribute(name); }

function clampLines(h, lh, lines) {
  var fit = lh > 0 ? max(1, Math.floor((h + 0.5) / lh)) : 1;
  return lines > 0 ? min(lines, fit) : fit;
}

function Preview(root) {
  var D = JSON.parse(root.querySelector('.cg-data').textContent);
  if (!D.states || !D.states.length) return;
  var q = s => root.querySelector(s);
  var all = (s, r) => Array.prototype.slice.call((r || root).querySelectorAll(s));
  var els = D.paths.map(p => {
    return all('[data-path]').filter(e => A(e, 'path') === p)[0];
  });
  var sv = els.map(e => !!(e && e.querySelector(':scope > .cg-content')));
  var [canvas, svg, kbEl, ghosts, slider, output, handle, changes, changesBox, selBox, stage, bar, zout, views] =
    ['canvas', 'overlay', 'keyboard', 'ghosts', 'width input', 'width output', 'handle', 'changes', 'changes-box',
      'selection', 'stage', 'bar', 'zoom output', 'views select'].map(c => q('.cg-' + c));
  var block = root.closest('.layout-block') || root.parentNode;
  var outer = root.parentNode.closest('[data-preview-id]');
  var cur = 0, dev = 0, width = null, selected = -1, timer = 0, tx = D.tx;
  var shownStyle = D.states[0].st.slice(), shownInner = D.states[0].inn.slice();
  var rects = null, G = null, scale = 1, dragging = false, zoom = 0;

  // The device is scaled to fit the column and, with the toolbar, the window's height, or to the reader's zoom
  // (100 % = 1 pt per CSS px); negative margins match its layout box. Geometry stays in points.
  function fit() {
    var W = G.size[0], H = G.size[1], cs = getComputedStyle(stage);
    var aw = block.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
    var ah = innerHeight - bar.offsetHeight - 150;
    if (!dragging) scale = zoom || max(.25, Math.floor(min(1, aw / W, ah > 200 ? ah / H : 1) * 1000) / 1000);
    zout.textContent = Math.round(scale * 100) + '%';
    var on = scale !== 1;
    canvas.style.transform = on ? 'scale(' + scale + ')' : '';
    canvas.style.marginRight = on ? px(10 - W * (1 - scale)) : '';
    canvas.style.marginBottom = on ? px(10 - H * (1 - scale)) : '';
    root.setAttribute('data-scale', scale);
    if (handle) { handle.style.left = px(canvas.offsetLeft + W * scale); handle.style.top = px(canvas.offsetTop + H * scale / 2); }
  }

  function geometry(i) {
    var d = D.devices[dev], g = d.states[min(i, d.states.length - 1)];
    var out = Object.assign({}, g, { size: d.size, safe: d.safe, parents: D.parents, sv: sv, cut: {} });
    (d.tr || []).forEach(k => { out.cut[k] = 1; });
    if (width !== null && dev === 0 && D.sweep) {
      var sw = D.sweep, w = width;
      out.cut = {};
      (sw.tr || []).forEach(t => { if (w >= t[1] && w <= t[2]) out.cut[t[0]] = 1; });
      out.f = sw.states[i].map(t => t && t.map(x => track(x, w)));
      out.kb = sw.keyboards[i] && sw.keyboards[i].map(x => track(x, w));
      var tr3 = c => [c[0], track(c[1], w), track(c[2], w)];
      out.cs = sw.contentSizes[i].map(tr3);
      out.co = sw.contentOffsets ? sw.contentOffsets[i].map(tr3) : null;
      out.size = [w, d.size[1]];
    }
    return out;
  }
  function offset(co, k) { return entry(co, k) || [k, 0, 0]; }
  // [k, top, left, bottom, right]: the adjusted content inset.
  function inset(ai, k) { return entry(ai, k) || [k, 0, 0, 0, 0]; }
  function canvasRects(f, co) {
    var r = [];
    f.forEach((o, k) => {
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
    ['t', 'l', 'b', 'r'].forEach((side, k) => { canvas.style.setProperty('--cg-sa-' + side, px(g.safe[k])); });
    var cl = canvas.classList, sa = g.safe;
    cl.toggle('cg-notch', sa[0] >= 44);
    cl.toggle('cg-notch-side', sa[1] >= 44);
    cl.toggle('cg-no-status', sa[0] < 1);
    cl.toggle('cg-no-home', sa[2] < 1);
    fit();
    els.forEach((el, k) => {
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
      var lh = +A(el, 'lh'), lines = +A(el, 'lines');
      if (lh && lines !== 1) el.style.setProperty('--cg-clamp', clampLines(f[3], lh, lines));
      if (lh) flag(el, 'data-truncated', g.cut[k], 'true');
    });
    g.cs.forEach(c => {
      var box = els[c[0]] && els[c[0]].querySelector(':scope > .cg-content');
      if (box) { box.style.width = px(c[1]); box.style.height = px(c[2]); }
    });
    all('.cg-content').forEach(box => {
      var el = box.parentNode, k = els.indexOf(el), o = offset(g.co, k), a = inset(g.ai, k);
      box.style.top = px(a[1]); box.style.left = px(a[2]);
      box.style.paddingBottom = px(a[3]); box.style.paddingRight = px(a[4]);
      var left = o[1] + a[2], top = o[2] + a[1];
      if (Math.abs(el.scrollLeft - left) < 0.5 && Math.abs(el.scrollTop - top) < 0.5) return;
      el.scrollTo({ left, top, behavior: root.classList.contains('cg-animating') ? 'smooth' : 'auto' });
    });
    if (g.kb && kbEl.hidden) { kbEl.hidden = false; kbEl.style.top = px(g.size[1]); kbEl.getBoundingClientRect(); }
    if (g.kb) place(kbEl, g.kb); else kbEl.hidden = true;
    var W = g.size[0], H = g.size[1];
    svg.setAttribute('width', W); svg.setAttribute('height', H);
    svg.setAttribute('viewBox', '0 0 ' + W + ' ' + H);
    drawMarks(i);
    ghosts.innerHTML = fromIndex == null || !prev ? '' : prev.map((r, k) => {
      var now = rects[k];
      if (!r || (now && now.every((v, j) => Math.abs(v - r[j]) < 0.5))) return '';
      return '<div class="cg-ghost" style="left:' + px(r[0]) + ';top:' + px(r[1]) + ';width:' + px(r[2]) +
        ';height:' + px(r[3]) + '"></div>';
    }).join('');
    changes.innerHTML = k0.ch;
    changesBox.hidden = !k0.ch;
    root.setAttribute('data-state', i);
    if (outer) outer.setAttribute('data-state', i);
    root.setAttribute('data-current-device', D.devices[dev].key);
    root.setAttribute('data-current-width', n3(g.size[0]));
    all('[data-step]').forEach(b => { flag(b, 'aria-current', +A(b, 'step') === i, 'step'); });
    all('[data-nav]').forEach(b => { b.disabled = !D.states[i + +A(b, 'nav')]; });
    all('[data-device]').forEach(b => {
      b.setAttribute('aria-pressed', D.devices[dev].key.replace(/ landscape$/, '') === A(b, 'device'));
    });
    all('[data-orientation]').forEach(b => { b.setAttribute('aria-pressed', isLandscape()); });
    if (slider) {
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
    svg.innerHTML = K(i).c.map((j, k) => markSVG(D.cons[j], k, rects, G)).join('');
  }
  // Marks in a scroll view follow the reader's scrolling; within half a point the state's offset is kept.
  root.addEventListener('scroll', () => {
    rects = canvasRects(G.f, all('.cg-content').map(box => {
      var el = box.parentNode, k = els.indexOf(el), o = offset(G.co, k), a = inset(G.ai, k);
      var x = el.scrollLeft - a[2], y = el.scrollTop - a[1];
      return !el.offsetParent || (Math.abs(x - o[1]) < 0.5 && Math.abs(y - o[2]) < 0.5) ? o : [k, x, y];
    }));
    drawMarks(cur);
    select(selected);
  }, true);

  function go(i) {
    if (i < 0 || i >= D.states.length) return;
    var from = cur, tr = i === from + 1 ? D.states[i].tr : i === from - 1 ? D.states[from].tr : null;
    clearTimeout(timer);
    root.classList.remove('cg-animating');
    if (tr && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
      root.style.cssText = '--cg-d:' + tr.d + 's;--cg-dl:' + tr.dl + 's;--cg-e:' + tr.e;
      root.getBoundingClientRect();
      root.classList.add('cg-animating');
      timer = setTimeout(() => root.classList.remove('cg-animating'), (tr.d + tr.dl) * 1000 + 60);
    }
    render(i, from);
  }

  function select(k) {
    all('.cg-selected,.cg-mark').forEach(e => { e.classList.remove('cg-selected', 'cg-hl'); });
    if (!els[k] || !rects || !rects[k]) k = -1;
    selected = k;
    svg.classList.toggle('cg-focus', k >= 0);
    if (views) views.value = k;
    gapMarks(k);
    if (k < 0) { selBox.hidden = true; return; }
    els[k].classList.add('cg-selected');
    var f = G.f[k], list = '';
    K(cur).c.forEach((ci, j) => {
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

  // SwiftUI stacks (SwiftUIBoxMarks): I-bars for the spacing before the selected view and before its next sibling.
  function gapMarks(k) {
    var box = q('.cg-su-gaps') || canvas.appendChild(Object.assign(document.createElement('div'), { className: 'cg-su-gaps' }));
    var sibs = k < 0 ? [] : D.parents.map((p, j) => p === D.parents[k] && els[j] && rects[j] && !els[j].hidden ? j : -1).filter(j => j >= 0);
    box.innerHTML = [k, sibs[sibs.indexOf(k) + 1]].map(j => {
      var e = els[j], g = e && +A(e, 'gap'), r = g && rects[j], v = e && A(e, 'axis') === 'v';
      return !r ? '' : '<i class="cg-su-gap cg-su-' + (v ? 'v' : 'h') + '" data-gap="' + n3(g) + '" style="' + (v
        ? 'left:' + (r[0] + r[2] / 2) + 'px;top:' + (r[1] - g) + 'px;height:' : 'top:' + (r[1] + r[3] / 2) + 'px;left:' + (r[0] - g) + 'px;width:') + g + 'px"></i>';
    }).join('');
  }

  function highlight(line) {
    var sel = '[data-line="' + line + '"]';
    all('.cg-hl[data-line]', block).forEach(e => {
      if (line == null || A(e, 'line') !== String(line)) e.classList.remove('cg-hl');
    });
    if (line == null) { if (selected < 0) svg.classList.remove('cg-focus'); return; }
    all('.line' + sel + ',.cg-mark' + sel + ',.cg-side ' + sel, block).forEach(e => { e.classList.add('cg-hl'); });
    svg.classList.add('cg-focus');
  }
  block.addEventListener('mouseover', e => {
    var t = e.target.closest && e.target.closest('[data-line]');
    highlight(t && block.contains(t) ? A(t, 'line') : null);
  });
  block.addEventListener('mouseleave', () => { highlight(null); });

  root.addEventListener('click', e => {
    var t = e.target;
    var step = t.closest('[data-step]'), nav = t.closest('[data-nav]'), device = t.closest('[data-device]');
    if (step) return go(+A(step, 'step'));
    if (nav) return go(cur + +A(nav, 'nav'));
    var z = t.closest('[data-zoom]');
    if (z) {
      z = +A(z, 'zoom');
      zoom = z ? max(.25, min(2, Math.round(scale * 4 + z) / 4)) : 0;
      return fit();
    }
    if (device) return setDevice(A(device, 'device') + (isLandscape() ? ' landscape' : ''));
    var ref = t.closest('.cg-side [data-line]');
    if (ref) {
      var line = block.querySelector('.line[data-line="' + A(ref, 'line') + '"]');
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
      v = document.elementsFromPoint(e.clientX, e.clientY).filter(x => {
        return x.matches('.cg-screen [data-path]') && root.contains(x);
      })[0];
    }
    if (!v) return;
    // UIKit hands a tap on a plain subview (a label in a card) to the view whose gesture it is.
    var tapped = v.closest('.cg-screen [data-tap]');
    var k = els.indexOf(v), owner = els.indexOf(tapped);
    var tap = tapped && ((D.states[cur].tap || {})[owner] || A(tapped, 'tap'));
    if (tap) {
      var target = -1;
      D.states.forEach((s, j) => { if (s.name === tap && (target < 0 || (target <= cur && j > cur))) target = j; });
      if (target >= 0) go(target);
    }
    select(k === selected && !tap ? -1 : k);
  });
  function isLandscape() { return / landscape$/.test(D.devices[dev].key); }
  function setDevice(key) {
    var keys = D.devices.map(d => d.key), k = keys.indexOf(key);
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
  if (slider) slider.addEventListener('input', () => { setWidth(+slider.value); });
  if (views) views.addEventListener('change', () => { select(+views.value); });
  // The overlay toggles are remembered across pages and shared by the page's previews.
  all('.cg-toggle').forEach(box => {
    var key = 'cg-' + box.className.split('cg-toggle-')[1];
    try { box.checked = localStorage.getItem(key) === '1'; } catch (e) { }
    box.addEventListener('change', () => {
      try { localStorage.setItem(key, box.checked ? '1' : '0'); } catch (e) { }
      all('.cg-toggle-' + key.slice(3), document).forEach(b => { b.checked = box.checked; });
    });
  });
  if (handle) {
    handle.addEventListener('pointerdown', e => {
      var x0 = e.clientX, w0 = G.size[0];
      handle.setPointerCapture(e.pointerId);
      handle.classList.toggle('cg-dragging', dragging = true);
      handle.onpointermove = ev => setWidth(w0 + (ev.clientX - x0) / scale);
      handle.onpointerup = handle.onpointercancel = () => {
        handle.classList.toggle('cg-dragging', dragging = false);
        handle.onpointermove = handle.onpointerup = handle.onpointercancel = null;
        fit();
      };
      e.preventDefault();
    });
  }
  document.addEventListener('keydown', e => {
    var a = document.activeElement;
    // Arrows belong to focused inputs and scroll views; modified arrows to the browser.
    if (!root.contains(a) || a.matches('input,select,textarea,.cg-k-scroll') || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowRight') go(cur + 1);
    if (e.key === 'ArrowLeft') go(cur - 1);
  });
  G = geometry(0);
  rects = canvasRects(G.f, G.co);
  fit();
  new ResizeObserver(() => { fit(); }).observe(block);
  addEventListener('resize', fit);
  changesBox.hidden = true;
  root.setAttribute('data-player', 'ready');
}

function start() {
  document.querySelectorAll('.cg-preview').forEach(root => {
    try { Preview(root); } catch (err) { root.setAttribute('data-player-error', String(err)); }
  });
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
})();
