// Starts the stack once (support/stack.mjs) for every jest project: both projects name this file,
// and jest runs each project's global setup in this same process, so the second call reuses it.
// E2E_BASE_URL set from outside: test that running app instead (no nginx pass, no emulator).
import { startStack } from './stack.mjs';

export default async function globalSetup() {
  if (globalThis.__E2E_STACK__ || process.env.E2E_EXTERNAL_APP) return;
  if (process.env.E2E_BASE_URL) {
    process.env.E2E_EXTERNAL_APP = '1';
    return;
  }
  const stack = await startStack();
  globalThis.__E2E_STACK__ = stack;
  // Inherited by the tests, which run after this.
  Object.assign(process.env, stack.env);
}
