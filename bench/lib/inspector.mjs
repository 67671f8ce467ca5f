// The memory a process keeps, read through the V8 inspector of a process started with
// `--inspect=127.0.0.1:0`: a full garbage collection first, then `process.memoryUsage()`. RSS alone
// counts garbage not collected yet (a burst's RSS growth per stream varied 24-176 KB between rounds).
import { once } from 'node:events';
import WebSocket from 'ws';

/** `--inspect` for a child whose inspector URL `inspectorUrl` reads from its stderr. */
export const INSPECT_ARGS = ['--inspect=127.0.0.1:0'];

/**
 * The inspector's WebSocket URL, read from the child's stderr (piped), which is passed on to ours.
 * @returns {Promise<string>}
 */
export function inspectorUrl(child) {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (text) => {
      const fresh = String(text);
      seen += fresh;
      const match = /Debugger listening on (ws:\/\/\S+)/.exec(seen);
      if (match) resolve(match[1]);
      // The inspector's own notices are not the bench's output.
      if (!/Debugger listening|For help, see|Debugger attached|Waiting for the debugger/.test(fresh))
        process.stderr.write(fresh);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before its inspector started`)));
  });
}

/**
 * Collects all garbage in the inspected process, then returns its `process.memoryUsage()` (bytes).
 * @returns {Promise<{ rss: number, heapUsed: number, external: number, arrayBuffers: number }>}
 */
export async function memoryAfterGc(url) {
  const socket = new WebSocket(url);
  await once(socket, 'open');
  let lastId = 0;
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    pending.get(message.id)?.(message);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const { result } = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    return JSON.parse(result.value);
  } finally {
    socket.close();
  }
}
