import { HomeGate } from '../guards.tsx';

// Built in the web-app issue part 1; the route exists so the table of SPEC §2 is complete.
export function Component() {
  return (
    <HomeGate>
      <main>
        <h1>WE ARE MIJAS</h1>
        <button type="button">Join Us</button>
      </main>
    </HomeGate>
  );
}
