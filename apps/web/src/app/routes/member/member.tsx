import { RequirePanel, MEMBER_PANELS } from '../../guards.tsx';

// Built in the web-app issues; the route exists so the table of SPEC §2 is complete.
export function Component() {
  return (
    <RequirePanel panels={MEMBER_PANELS}>
      <main>
        <h1>Member Panel</h1>
      </main>
    </RequirePanel>
  );
}
