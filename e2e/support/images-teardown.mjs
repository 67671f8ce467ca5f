// Stops what support/images-setup.mjs started: compose down (containers, network, volume), the
// podman API service, the fake model. Built images stay (the next run reuses their layers).
export default async function imagesTeardown() {
  const stack = globalThis.__E2E_IMAGES_STACK__;
  globalThis.__E2E_IMAGES_STACK__ = undefined;
  await stack?.stop();
}
