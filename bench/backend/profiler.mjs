// A CPU profile of a backend during one measured run only (not its start-up), through the V8
// inspector of a process started with `--inspect=127.0.0.1:<port>`.
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import WebSocket from 'ws';

/** Connects to the inspector on `port`; returns { start(), stop(file), close() }. */
export async function connectProfiler(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await once(socket, 'open');
  let lastId = 0;
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call('Profiler.enable');
  await call('Profiler.setSamplingInterval', { interval: 200 });
  return {
    start: () => call('Profiler.start'),
    async stop(file) {
      const { profile } = await call('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
    },
    close: () => socket.close(),
  };
}
