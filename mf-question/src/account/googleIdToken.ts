import { initializeApp, getApp, getApps } from 'firebase/app';
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
 * "Sign in with Google again" before an account without a password is deleted: a fresh Firebase
 * ID token proves the student is the account's Google user now. Loaded only when pressed (the SDK
 * is about 100 KB), as the login page does with its own copy (a remote never imports another).
 */

const APP_NAME = 'mf-question-google';
let auth: Auth | undefined;

function firebaseAuth(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const app = getApps().some((existing) => existing.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp(
        { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
        APP_NAME,
      );
  // In memory only: the Firebase session serves to obtain one ID token and is signed out at once.
  auth = initializeAuth(app, {
    persistence: inMemoryPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

/** Opens Google's account chooser and resolves with the Firebase ID token; rejects with a FirebaseError. */
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
