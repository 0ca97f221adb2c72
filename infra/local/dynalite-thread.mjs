// dynalite's own thread (see dynalite.ts): serves DynamoDB's API on a loopback port, persisted under `workerData.path`
// (in memory when absent). Posts `{ port }` once listening; on the message `close` it closes the server, which closes
// its LevelDB store, and the thread ends. Plain JavaScript, so it loads in a thread of any runner (tsx, vitest).
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';

const server = dynalite({
  ...(workerData.path ? { path: workerData.path } : {}),
  createTableMs: 0,
  deleteTableMs: 0,
  updateTableMs: 0,
});
server.once('error', (error) => {
  throw error;
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (message) => {
  if (message === 'close') server.close(() => parentPort.close());
});
