import { RequirePanel, ADMIN_PANELS } from '../../guards.tsx';

// Built in the web-app issues; the route exists so the table of SPEC §2 is complete.
export function Component() {
  return (
    <RequirePanel panels={ADMIN_PANELS}>
      <main>
        <h1>Update Member</h1>
      </main>
    </RequirePanel>
  );
}
