// Hands the issuer's answer (the URL fragment) to the page that opened the sign-in popup, over a
// same-origin channel (works even when the opener reference is gone), then closes itself.
(function () {
  var hash = window.location.hash;
  history.replaceState(null, '', window.location.pathname);
  var channel = new BroadcastChannel('dpts-oidc');
  channel.postMessage({ type: 'oidc-callback', hash: hash });
  channel.close();
  window.close();
})();
