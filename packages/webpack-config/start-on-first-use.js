// The only script of a prerendered page document (Home, About, Login, Sign Up; decisions 0009, 0016). The page is already
// on screen and its links work as links, so the host's own scripts (React, the router, the
// federation runtime: ~120 KB gzipped) are loaded on the visitor's first sign of use rather than
// with the page; a visitor with a stored token (whose navigation differs) or a document without
// its page (the remote was down when it was served) starts at once.
// Plain browser script, not bundled: PrerenderPlugin copies it, with a content hash in its name.
(() => {
  const script = document.currentScript;
  const { main, preload, tokenKey, readyEvent } = script.dataset;
  // A mouse that moves, a finger that touches, a key, a focus: the first one starts the shell.
  const FIRST_USE = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  /** Buttons pressed and forms submitted before the shell was there, replayed once it is. */
  const held = [];
  let started = false;

  let preloaded = false;
  const listen = () => FIRST_USE.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));

  function start() {
    if (started) return;
    started = true;
    FIRST_USE.forEach((type) => removeEventListener(type, start, true));
    if (preload && !preloaded) {
      const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', href: preload });
      link.crossOrigin = 'anonymous';
      document.head.append(link);
      preloaded = true;
    }
    const entry = Object.assign(document.createElement('script'), { src: main });
    // Not loaded (a school's Wi-Fi dropped): the next sign of use tries again; held presses stay.
    entry.onerror = () => {
      entry.remove();
      started = false;
      listen();
    };
    document.head.append(entry);
  }

  /**
   * A disclosure button (the phone menu's: `aria-expanded` and `aria-controls`, Bootstrap's
   * `collapse`) opens or closes its region at once, as its handler will: the tap is answered in the
   * same frame instead of after the shell has arrived. Its press is still replayed after hydration,
   * which brings the app's state to what is on screen (hydration leaves attributes as they are).
   */
  function disclose(button) {
    const region = document.getElementById(button.getAttribute('aria-controls') || '');
    const expanded = button.getAttribute('aria-expanded');
    if (!region || (expanded !== 'true' && expanded !== 'false')) return;
    button.setAttribute('aria-expanded', String(expanded !== 'true'));
    region.classList.toggle('show', expanded !== 'true');
  }

  // A press before the shell has hydrated would do nothing (no handler yet): keep it for later.
  function hold(event) {
    const submit = event.type === 'submit';
    const target = submit ? event.target : event.target.closest?.('button');
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    if (!submit) disclose(target);
    held.push(() => target.isConnected && (submit ? target.requestSubmit() : target.click()));
    start();
  }
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener(
    readyEvent,
    () => {
      removeEventListener('click', hold, true);
      removeEventListener('submit', hold, true);
      // Hydration keeps the prerendered nodes (a node React had to replace is not pressed again).
      held.splice(0).forEach((replay) => replay());
    },
    { once: true },
  );

  let token = null;
  try {
    token = localStorage.getItem(tokenKey);
  } catch {
    // Storage blocked: a visitor without a token.
  }
  const page = document.querySelector('#main > *');
  if (token || !page || !page.firstElementChild) start();
  else {
    listen();
    // A page whose words wait on the server (Privacy's retention periods: data-start-when="idle")
    // starts once the browser is idle after its first paint, without waiting for a first use.
    if (page.querySelector('[data-start-when="idle"]')) (window.requestIdleCallback || setTimeout)(start);
  }
})();
