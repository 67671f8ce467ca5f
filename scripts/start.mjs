// `npm start`: build what is missing, run backend + gateway, stop everything on Ctrl-C / SIGTERM.
import { buildMissing, startApp } from './app.mjs';

const port = Number(process.env.PORT || 8080);
const apiPort = Number(process.env.API_PORT || 3000);

try {
  await buildMissing({ force: process.argv.includes('--rebuild') });
  const app = await startApp({ port, apiPort, testHooks: process.env.GATEWAY_TEST_HOOKS === '1' });
  console.log(`App running at http://localhost:${port}`);
  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the gateway and the backend…`);
    await app.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // If the backend dies on its own, do not leave a gateway answering 502s.
  app.backend.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The backend exited (${signal ?? code}); stopping.`);
    void app.stop().then(() => process.exit(1));
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
