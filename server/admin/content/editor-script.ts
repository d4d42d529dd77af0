/**
 * The editor page's two scripts, served as files from /admin/content (the page has no inline
 * code). `boot` runs before Decap: it stops Decap's automatic start and makes the page's
 * fetches to the editor's API carry the session's CSRF token, as every admin change must, and
 * the version of each file the editor read: Decap's proxy protocol reads a file's `id` but does
 * not send it back with a save, so `boot` remembers the id of every file an answer holds and adds
 * it to the save (`version`), which the server refuses (409) if the file changed since.
 * `start` loads the generated configuration, starts Decap with it, and registers a preview per
 * page layout in the site's own stylesheet.
 */
export const bootScript = `'use strict';
window.CMS_MANUAL_INIT = true;
(function () {
  var meta = document.querySelector('meta[name="csrf-token"]');
  var token = meta ? meta.getAttribute('content') : '';
  // The server has already signed the person in: Decap's own sign-in step is skipped.
  var who = document.querySelector('meta[name="editor-user"]');
  localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'proxy', name: who ? who.getAttribute('content') : '' }));
  // Editor path -> the version (id) of the file as this page last read or saved it.
  var versions = {};
  var reads = { entriesByFolder: true, entriesByFiles: true, getEntry: true };
  function remember(action, answer) {
    if (action === 'persistEntry') {
      Object.keys((answer && answer.versions) || {}).forEach(function (path) { versions[path] = answer.versions[path]; });
      return;
    }
    (Array.isArray(answer) ? answer : [answer]).forEach(function (entry) {
      if (entry && entry.file && typeof entry.file.path === 'string') versions[entry.file.path] = entry.file.id;
    });
  }
  var send = window.fetch.bind(window);
  window.fetch = function (input, init) {
    var url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url, location.href);
    if (url.origin !== location.origin || url.pathname.indexOf('/api/admin/content/') !== 0) return send(input, init);
    init = Object.assign({}, init);
    var headers = new Headers(init.headers || (input instanceof Request ? input.headers : undefined));
    headers.set('x-csrf-token', token);
    init.headers = headers;
    var request = null;
    if (url.pathname === '/api/admin/content/v1' && typeof init.body === 'string') {
      try { request = JSON.parse(init.body); } catch (_) { request = null; }
      if (request && request.action === 'persistEntry' && request.params && Array.isArray(request.params.dataFiles)) {
        request.params.dataFiles.forEach(function (file) {
          file.version = Object.prototype.hasOwnProperty.call(versions, file.path) ? versions[file.path] : null;
        });
        init.body = JSON.stringify(request);
      }
    }
    return send(input, init).then(function (response) {
      if (!request || !response.ok || !(reads[request.action] || request.action === 'persistEntry')) return response;
      return response.clone().json().then(function (answer) { remember(request.action, answer); }, function () {}).then(function () { return response; });
    });
  };
})();
`

export const startScript = `'use strict';
(function () {
  var h = window.h;
  function text(value) { return value == null ? '' : String(value); }
  function preview(layout) {
    return function (props) {
      var entry = props.entry;
      var get = function (name) { return entry.getIn(['data', name]); };
      var faq = get('faq');
      return h('main', { className: 'mx-auto max-w-3xl p-6', 'data-layout': layout },
        h('p', { className: 'text-sm text-muted-foreground' }, layout + ' page preview'),
        h('h1', { className: 'text-3xl font-bold tracking-tight' }, text(get('heading') || get('title') || get('name'))),
        get('summary') ? h('p', { className: 'mt-4 text-lg' }, text(get('summary'))) : null,
        h('div', { className: 'prose mt-6' }, props.widgetFor('body')),
        faq && faq.size ? h('section', { className: 'mt-8' },
          h('h2', { className: 'text-xl font-semibold' }, 'FAQ'),
          faq.map(function (item, index) {
            return h('details', { key: index, className: 'mt-2' },
              h('summary', { className: 'font-semibold' }, text(item.get('q'))),
              h('p', null, text(item.get('a'))));
          }).toArray()) : null);
    };
  }
  fetch('/admin/content/config.json', { credentials: 'same-origin' })
    .then(function (response) { return response.json(); })
    .then(function (setup) {
      // "View Live" opens the entry's page on this site.
      setup.config.site_url = location.origin;
      window.CMS.registerLocale(setup.locale.name, setup.locale.phrases);
      if (setup.stylesheet) window.CMS.registerPreviewStyle(setup.stylesheet);
      Object.keys(setup.previews).forEach(function (collection) {
        window.CMS.registerPreviewTemplate(collection, preview(setup.previews[collection]));
      });
      window.CMS.init({ config: setup.config });
    });
})();
`
