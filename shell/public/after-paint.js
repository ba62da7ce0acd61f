// A page the server drew asks for its scripts once painted (docs/performance.md, "Scripts after the first paint").
(() => {
  const block = document.getElementById('portal-scripts');
  if (!block) return;
  const { scripts, preloads } = JSON.parse(block.textContent);
  const start = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.append(link);
    }
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false; // in order, as the head's deferred scripts ran
      document.head.append(script);
    }
  };
  // Hidden, nothing paints; else animation callbacks run just before a paint, and their task after it.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
