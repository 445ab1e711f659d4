// The one script a prerendered page names (tools/scripts/prerender.mjs copies it into the build as
// assets/prerender-boot-<hash>.js). The page paints from its HTML and stylesheets alone; the app's scripts are
// requested only once that first frame is painted, so on a slow link they do not share the bandwidth the
// stylesheets need (requestAnimationFrame runs before the frame, the timeout after it).
// The HTML was rendered signed out: a visitor holding a session gets those buttons hidden until the app hydrates and
// draws their own menu (shell.css), instead of a flash of "Log in".
try {
  if (localStorage.getItem('artist_token') || localStorage.getItem('onboarding_token')) document.documentElement.dataset.session = 'held';
} catch {
  // Storage blocked: nothing to hide.
}
const data = JSON.parse(document.getElementById('prerendered-scripts').textContent);
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of data.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(data.entry);
  }, 0),
);
