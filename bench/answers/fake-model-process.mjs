#!/usr/bin/env node
/**
 * The fake model server (packages/fake-model) in a process of its own, so that in the burst bench
 * its timers and writes do not share an event loop with the clients that measure. Scripted over
 * IPC: the parent sends `{ script }` (FakeScript fields); it answers `{ url }` once listening and
 * `{ scripted: true }` after each script.
 */
import { FakeModelServer } from '@elearning/fake-model';

const fake = await FakeModelServer.start(Number(process.env.FAKE_MODEL_PORT ?? 0));
process.on('message', (message) => {
  if (message?.script) {
    fake.reset();
    fake.script(message.script);
    process.send?.({ scripted: true });
  }
});
process.on('disconnect', () => void fake.stop().then(() => process.exit(0)));
process.send?.({ url: fake.url });
