// The bare App Router page: rendered on the server for every request, like the shell's home page.
import { connection } from 'next/server';

export default async function BarePage() {
  await connection();
  return (
    <main>
      <h1>Bare page</h1>
      <p>Rendered at {new Date().toISOString()}</p>
    </main>
  );
}
