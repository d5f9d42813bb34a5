// Whether an account exists must not show in how long the server takes to say no (issue 16, point 7). On PGlite,
// through the app (inject, no network), prints the median time of: login with an unknown name, a wrong password,
// an account without a password yet and a deactivated account; forgot-password for an address with an account
// and one without. The cases take turns, sample by sample, in a fresh order each round, so a busy machine slows
// them all alike and no case always follows the same one; each sample
// uses a fresh name or account (no lockout, no per-address limit). Argon2 at its production cost unless
// `--argon2 cheap` (the test cost, which leaves the database's share of the time more visible).
// `--samples N` per case (default 100).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();

const { values: args } = parseArgs({
  options: {
    samples: { type: 'string', default: '100' },
    argon2: { type: 'string', default: 'production' },
  },
});
const samples = Number(args.samples);

const server = '../apps/server/src';
const { API_PREFIX, REQUIRED_ACTIONS, ROLES } = await import('@mijas/api/contract');
const { buildApp } = await import(`${server}/app.ts`);
const { loadConfig } = await import(`${server}/config.ts`);
const { openDatabase } = await import(`${server}/db/database.ts`);
const { users } = await import(`${server}/db/schema.ts`);
const { hashPassword } = await import(`${server}/auth/passwords.ts`);

const PASSWORD = 'Bench#Pass2026';
// The test config (generous rate limits, no mail loop, silent), with the production argon2 cost unless told.
const config = {
  ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', SEED_DEMO: '0' }),
  webDist: '/nonexistent',
};
if (args.argon2 !== 'cheap') {
  config.argon2 = loadConfig({ NODE_ENV: 'development', DATA_DIR: 'memory://' }).argon2;
}

const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ config, database });
const passwordHash = await hashPassword(PASSWORD, config.argon2);

/** `samples` fresh accounts of one kind: `{ username, email }` each. */
async function accounts(kind, values) {
  const rows = Array.from({ length: samples }, (_, i) => ({
    username: `${kind}${i}`,
    email: `${kind}${i}@bench.example`,
    role: ROLES.member,
    passwordHash,
    emailVerified: true,
    ...values,
  }));
  await database.db.insert(users).values(rows);
  return rows;
}

const real = await accounts('real', {});
const pending = await accounts('pending', {
  passwordHash: null,
  emailVerified: false,
  requiredActions: [REQUIRED_ACTIONS.verifyEmail, REQUIRED_ACTIONS.updatePassword],
});
const inactive = await accounts('inactive', { isActive: false });
const forgotKnown = await accounts('forgot', {});

const post = (path, payload) =>
  app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, payload });
const login = (name) => post('/User/login', { emailOrUsername: name, password: 'Wrong#Pass1' });
const forgot = (email) => post('/User/forgot-password', { email });

const cases = [
  ['login: unknown name', (i) => login(`nobody${i}`)],
  ['login: wrong password', (i) => login(real[i].username)],
  ['login: account without a password', (i) => login(pending[i].username)],
  ['login: deactivated account', (i) => login(inactive[i].username)],
  ['forgot: address without an account', (i) => forgot(`ghost${i}@bench.example`)],
  ['forgot: address with an account', (i) => forgot(forgotKnown[i].email)],
];

// Warm up: the first argon2 call computes the dummy hash, the first statements are planned.
await login('warm-up');
await login(`${real[0].username}x`);
await forgot('warm-up@bench.example');

const times = cases.map(() => []);
const statuses = cases.map(() => new Set());
/** A fresh order of the cases for each round (seeded, so runs are comparable). */
let seed = 16;
function shuffled(count) {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

for (let i = 0; i < samples; i += 1) {
  for (const index of shuffled(cases.length)) {
    const start = performance.now();
    const response = await cases[index][1](i);
    times[index].push(performance.now() - start);
    statuses[index].add(response.statusCode);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const medians = times.map(median);
const reference = { login: medians[0], forgot: medians[4] };

console.log(
  `${samples} samples per case, argon2 ${args.argon2 === 'cheap' ? 'test' : 'production'} cost, PGlite in memory`,
);
console.log(
  `${'case'.padEnd(38)} ${'median ms'.padStart(10)} ${'vs no account'.padStart(14)}  status`,
);
for (const [index, [label]] of cases.entries()) {
  const base = label.startsWith('login') ? reference.login : reference.forgot;
  const delta = medians[index] - base;
  console.log(
    `${label.padEnd(38)} ${medians[index].toFixed(3).padStart(10)} ${`${delta >= 0 ? '+' : ''}${delta.toFixed(3)}`.padStart(14)}  ${[...statuses[index]].join(',')}`,
  );
}

await app.close();
await database.close();
