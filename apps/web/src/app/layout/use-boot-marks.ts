import { useEffect } from 'react';

/**
 * public/boot.js marks <html> with what the visitor has stored (a token, a cookie choice) so the CSS
 * can hide the pre-rendered guest parts until the app runs. Once it runs, React shows the right parts
 * itself: the marks go, or a later sign-out would keep the guest links hidden. `data-app="running"`
 * says the app has taken over (the e2e tests wait for it).
 */
export function useDropBootMarks() {
  useEffect(() => {
    const html = document.documentElement;
    html.removeAttribute('data-signed-in');
    html.removeAttribute('data-cookie-choice');
    html.setAttribute('data-app', 'running');
  }, []);
}
