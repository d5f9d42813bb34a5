// A PostgreSQL 15 server for the benches (apps/server/test/postgres-server.ts): throwaway or, with a data
// directory, kept between runs (created on the first run, started again on the next ones), so a 1 000 000-member
// seed is paid once. Durability off, as for the tests; a kept one gets memory for a million rows.
const { startPostgres } = await import('../apps/server/test/postgres-server.ts');

/**
 * `{ url, stop, kept }`: `stop()` shuts a kept server down (its data stays in `dataDir`) and deletes a throwaway
 * one. `kept` is true when the data directory already held a database.
 */
export async function openPostgres(dataDir) {
  if (!dataDir) {
    const server = await startPostgres();
    return { url: server.url, stop: () => server.stop(), kept: false };
  }
  const server = await startPostgres({
    keep: dataDir,
    settings: { shared_buffers: '1GB', max_wal_size: '4GB' },
  });
  return { url: server.url, stop: () => server.stop(), kept: server.kept };
}
