/**
 * Global setup of the `server` Vitest project. The API issue starts a PostgreSQL 15 server here (free port,
 * throwaway data directory) and provides its URL to the tests; for now the tests use PGlite only.
 */
export default function setup() {
  return () => {};
}
