// Sizes every twofold frame on the page to its content, frames that loaded
// before this script ran included. Set `assets` to the origin that serves
// twofold's files.
(function () {
  var assets = 'https://assets.example.org';
  addEventListener('message', function (e) {
    if (e.origin !== assets || !e.data || e.data.type !== 'twofold:height') return;
    document.querySelectorAll('iframe').forEach(function (f) {
      if (f.contentWindow === e.source) f.style.height = e.data.height + 'px';
    });
  });
  document.querySelectorAll('iframe').forEach(function (f) {
    if (f.contentWindow) f.contentWindow.postMessage({ type: 'twofold:measure' }, assets);
  });
})();
