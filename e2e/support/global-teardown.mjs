// Stops everything support/stack.mjs started (idempotent: each jest project calls it).
export default async function globalTeardown() {
  const stack = globalThis.__E2E_STACK__;
  if (!stack) return;
  globalThis.__E2E_STACK__ = undefined;
  await stack.stop();
}
