import { useEffect } from 'react';

/**
 * public/boot.js marks <html> when a token is stored, so the CSS hides the pre-rendered guest links
 * until the app runs. Once it runs, React shows the right parts itself: the mark goes, or a later
 * sign-out would keep the guest links hidden. `data-app="running"` says the app has taken over:
 * boot.js lets forms submit from then on, and the e2e tests wait for it.
 */
export function useDropBootMarks() {
  useEffect(() => {
    const html = document.documentElement;
    html.removeAttribute('data-signed-in');
    html.setAttribute('data-app', 'running');
  }, []);
}
