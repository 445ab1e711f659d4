// The one script a prerendered page names (tools/scripts/prerender.mjs copies it into the build as
// assets/prerender-boot-<hash>.js). The page paints from its HTML and stylesheets alone; the app's scripts are
// requested only once that first frame is painted, so on a slow link they do not share the bandwidth the
// stylesheets need (requestAnimationFrame runs before the frame, the timeout after it).
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
