import { Button, lightTheme } from '@mijas/ui';

/** The app shell. The routes of SPEC.md §2 arrive with the web-app issues. */
export function App() {
  return (
    <div className={lightTheme}>
      <main>
        <h1>WE ARE MIJAS</h1>
        <p>The membership club of the engineers&apos; association in Jordan.</p>
        <Button onClick={() => document.getElementById('join')?.scrollIntoView()}>Join Us</Button>
        <section id="join" aria-label="Join Us" />
      </main>
    </div>
  );
}
