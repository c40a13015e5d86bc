// The offline page (issue 26) in the page's language, with the articles and videos saved on this
// device. Plain script: it runs with none of the app, from the service worker's cache.
(function () {
  var words = {
    en: {
      site: 'Clubfoot Community', title: "You're offline", again: 'Try again', works: 'What works without a connection',
      text: 'This page needs a connection, and it has not been saved on this device. It will open again as soon as you are back online.',
      tracker: 'Brace Tracker', trackerText: 'Log boots on and off; it is sent when you are back online.',
      saved: 'Saved for offline', savedText: 'Articles and videos you saved on this device.', savedItems: 'Saved on this device',
      article: 'Article', video: 'Video', pageTitle: "You're offline - Clubfoot Community",
    },
    es: {
      site: 'Clubfoot Community', title: 'Estás sin conexión', again: 'Intentar de nuevo', works: 'Lo que funciona sin conexión',
      text: 'Esta página necesita conexión y no se ha guardado en este dispositivo. Se abrirá de nuevo en cuanto vuelvas a tener conexión.',
      tracker: 'Seguimiento de la férula', trackerText: 'Anota cuándo se ponen y se quitan las botas; se envía cuando vuelvas a tener conexión.',
      saved: 'Guardado sin conexión', savedText: 'Artículos y vídeos que guardaste en este dispositivo.', savedItems: 'Guardado en este dispositivo',
      article: 'Artículo', video: 'Vídeo', pageTitle: 'Estás sin conexión - Clubfoot Community',
    },
    fr: {
      site: 'Clubfoot Community', title: 'Vous êtes hors ligne', again: 'Réessayer', works: 'Ce qui fonctionne sans connexion',
      text: "Cette page a besoin d'une connexion et n'a pas été enregistrée sur cet appareil. Elle s'ouvrira de nouveau dès que vous serez reconnecté.",
      tracker: "Suivi de l'attelle", trackerText: 'Notez quand les chaussures sont mises et retirées ; tout est envoyé dès le retour de la connexion.',
      saved: 'Enregistré hors ligne', savedText: 'Les articles et vidéos enregistrés sur cet appareil.', savedItems: 'Enregistré sur cet appareil',
      article: 'Article', video: 'Vidéo', pageTitle: 'Vous êtes hors ligne - Clubfoot Community',
    },
  };
  var match = /^\/(es|fr)(\/|$)/.exec(location.pathname);
  var locale = match ? match[1] : 'en';
  var t = words[locale];
  var prefix = locale === 'en' ? '' : '/' + locale;
  document.documentElement.lang = locale;
  document.title = t.pageTitle;
  document.querySelectorAll('[data-t]').forEach(function (node) {
    var text = t[node.getAttribute('data-t')];
    if (text) node.textContent = text;
  });
  document.querySelectorAll('[data-href]').forEach(function (node) {
    var target = node.getAttribute('data-href');
    node.setAttribute('href', prefix + (target === '/' && prefix ? '' : target));
  });
  if (!('caches' in window)) return;
  caches
    .open('saved-v1')
    .then(function (cache) {
      return cache.keys().then(function (keys) {
        return Promise.all(
          keys
            .filter(function (key) { return new URL(key.url).pathname.indexOf('/offline/saved/') === 0; })
            .map(function (key) { return cache.match(key).then(function (res) { return res ? res.json() : null; }); }),
        );
      });
    })
    .then(function (items) {
      items = items.filter(Boolean);
      if (!items.length) return;
      var list = document.getElementById('saved-items');
      items.forEach(function (item) {
        var link = document.createElement('a');
        link.href = prefix + item.path;
        link.textContent = item.title;
        var kind = document.createElement('span');
        kind.textContent = t[item.kind] || '';
        link.appendChild(kind);
        var entry = document.createElement('li');
        entry.appendChild(link);
        list.appendChild(entry);
      });
      list.hidden = false;
      document.getElementById('saved-heading').hidden = false;
    })
    .catch(function () {});
})();
