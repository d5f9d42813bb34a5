// A worker thread of the import's pool when the server runs from its TypeScript sources (`pnpm dev`, the tests):
// registers tsx in this thread, then serves the task module it was given (`read-task.ts`, or a test's). The
// compiled server's threads run `dist/import-worker.js` instead, with no loader.
import { workerData } from 'piscina';
import { register } from 'tsx/esm/api';

register();
const { default: task } = await import(workerData.task);

export default task;
