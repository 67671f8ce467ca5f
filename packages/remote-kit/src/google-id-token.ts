import { initializeApp, getApp, getApps, type FirebaseApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  initializeAuth,
  inMemoryPersistence,
  signInWithPopup,
  type Auth,
} from 'firebase/auth';
import type { FirebaseWebConfig } from '@elearning/contract';

/*
 * The Firebase part of Google sign-in: the login page's button and "Sign in with Google again"
 * before an account without a password is deleted. A remote imports it only lazily (`import()`), so
 * the ~100 KB SDK never weighs on a page's first load; a remote that uses it depends on `firebase`.
 */

const APP_NAME = 'elearning-google';
let auth: Auth | undefined;

function firebaseAuth(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const app: FirebaseApp = getApps().some((existing) => existing.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp(
        { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
        APP_NAME,
      );
  // In-memory persistence: the Firebase session only serves to obtain one ID token. Our session is
  // the backend's token in localStorage, so logout (which clears localStorage) leaves nothing behind.
  auth = initializeAuth(app, {
    persistence: inMemoryPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

/**
 * Opens Google's account chooser in a popup and resolves with the Firebase ID token.
 * The SDK opens its popup at 500 x 600 (its default, which is the required size, docs/requirements.md#google-sign-in;
 * signInWithPopup takes no size option). Rejects with a FirebaseError (`auth/...` code) on failure.
 */
export async function getGoogleIdToken(config: FirebaseWebConfig): Promise<string> {
  const firebase = firebaseAuth(config);
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(firebase, provider);
  try {
    return await credential.user.getIdToken();
  } finally {
    await firebase.signOut();
  }
}
