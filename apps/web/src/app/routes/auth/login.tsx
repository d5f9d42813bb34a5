// Built in the web-app issue part 1; the route exists so the table of SPEC §2 is complete.
export function Component() {
  return (
    <main>
      <h1>login</h1>
    </main>
  );
}
