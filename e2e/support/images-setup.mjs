// Global setup of the images test (jest.images.config.cjs): builds the images and starts
// docker-compose.yml through podman (support/images-stack.mjs) once for every test file.
import { startImagesStack } from './images-stack.mjs';

export default async function imagesSetup() {
  const stack = await startImagesStack();
  globalThis.__E2E_IMAGES_STACK__ = stack;
  // Inherited by the tests, which run after this.
  Object.assign(process.env, stack.env);
}
