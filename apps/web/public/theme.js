/* global document */
// Apply the stored theme before the first paint, so a light-theme user never sees a dark flash.
// A file, not an inline script: the Content-Security-Policy allows scripts from this origin only.
try {
  const theme = localStorage.getItem('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
} catch {
  // Storage blocked (private mode): the default theme stays.
}
