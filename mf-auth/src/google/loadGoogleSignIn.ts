/**
 * The Firebase SDK chunk, fetched once: when the student reaches for the Google button (pointer
 * over it, focus, touch), on idle once the page is usable, or at the latest on click.
 */
type FirebasePopupModule = typeof import('@elearning/remote-kit/google-id-token');

let loading: Promise<FirebasePopupModule> | undefined;

export function loadGoogleSignIn(): Promise<FirebasePopupModule> {
  loading ??= import(/* webpackChunkName: "firebase-google-sign-in" */ '@elearning/remote-kit/google-id-token').catch(
    (error: unknown) => {
      loading = undefined; // a later click may retry once the network is back
      throw error;
    },
  );
  return loading;
}

/** Starts loading the SDK (the student reaches for the button); a failure waits for the click to say so. */
export function preloadGoogleSignIn(): void {
  void loadGoogleSignIn().catch(() => undefined);
}

/** Starts loading the SDK when the browser is idle, so the click opens the popup without delay. */
export function preloadGoogleSignInWhenIdle(): () => void {
  const preload = preloadGoogleSignIn;
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preload, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(preload, 1500);
  return () => window.clearTimeout(timer);
}
