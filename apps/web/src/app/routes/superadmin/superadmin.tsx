import { RequirePanel, ROOT_PANELS } from '../../guards.tsx';

// Built in the web-app issues; the route exists so the table of SPEC §2 is complete.
export function Component() {
  return (
    <RequirePanel panels={ROOT_PANELS}>
      <main>
        <h1>Root Admin Panel</h1>
      </main>
    </RequirePanel>
  );
}
