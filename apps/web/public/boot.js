/* global document */
// Runs before the first paint: a classic script in <head>, from our own origin (no inline script, so a
// strict Content-Security-Policy holds). It tells the CSS what the pre-rendered HTML cannot know.
(function () {
  var html = document.documentElement;
  try {
    // The stored theme, so a light-theme user never sees a dark flash.
    var theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') html.setAttribute('data-theme', theme);
    // A stored token: the guest's links stay hidden until the app shows the signed-in ones.
    if (localStorage.getItem('access_token')) html.setAttribute('data-signed-in', '');
  } catch {
    // Storage blocked: the page stays as pre-rendered, for a guest in the dark theme.
  }
  // Until the app runs, a form would submit natively (a password in the address); hold it back.
  document.addEventListener(
    'submit',
    function (event) {
      if (!html.hasAttribute('data-app')) event.preventDefault();
    },
    true,
  );
})();
