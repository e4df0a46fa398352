// The offline page's list of saved pages (read from Cache Storage) and its retry button.
// A same-origin file, not inline, for the Content-Security-Policy. Cache name: client/sw/rules.ts.
(function () {
  var PAGES = 'qinglan-pages';
  var ROOT = 'qinglan-root';
  var en = document.documentElement.lang === 'en';
  var list = document.querySelector('[data-saved]');
  var empty = document.querySelector('[data-empty]');
  document.querySelector('[data-retry]').addEventListener('click', function () { location.reload(); });
  addEventListener('online', function () { location.reload(); });

  function sameLanguage(path) {
    var isEn = path === '/en' || path.indexOf('/en/') === 0;
    return isEn === en;
  }
  function titleOf(html, fallback) {
    var m = /<title>([^<]*)<\/title>/.exec(html);
    var t = document.createElement('textarea');
    t.innerHTML = m ? m[1] : fallback;
    return t.value;
  }
  if (!('caches' in self)) { empty.hidden = false; return; }
  // The zh-CN home is kept apart from the other pages, under `/` in the root cache (client/sw/root.ts):
  // it opens offline, so it is listed first on the Chinese page. (The English home is a page like any other.)
  var home = en ? Promise.resolve(null) : caches.open(ROOT).then(function (cache) { return cache.match('/'); }).then(function (res) {
    return res ? res.text().then(function (html) { return { href: '/', title: titleOf(html, '/') }; }) : null;
  }, function () { return null; });
  caches.open(PAGES).then(function (cache) {
    return cache.keys().then(function (requests) {
      var urls = requests.map(function (r) { return new URL(r.url); }).filter(function (u) {
        return u.origin === location.origin && sameLanguage(u.pathname);
      });
      urls.sort(function (a, b) { return (a.pathname + a.search).localeCompare(b.pathname + b.search); });
      return Promise.all(urls.map(function (u) {
        return cache.match(u.href).then(function (res) { return res ? res.text() : ''; }).then(function (html) {
          return { href: u.pathname + u.search, title: titleOf(html, u.pathname) };
        });
      }));
    });
  }).then(function (pages) {
    return home.then(function (h) { return h ? [h].concat(pages) : pages; });
  }).then(function (pages) {
    pages.forEach(function (p) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = p.href;
      a.textContent = p.title;
      li.appendChild(a);
      list.appendChild(li);
    });
    empty.hidden = pages.length > 0;
  }, function () { empty.hidden = false; });
})();
