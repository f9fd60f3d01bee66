// The shell's App Router page with the four per-visitor backend calls the shell makes, rendered as
// Server Components from the snapshot with no shell code: the ceiling of a shell with this page.
import { headers } from 'next/headers';
import { snapshotElements } from '../../../../../bare/lib/reference-page';
import { PER_VISITOR_CALLS, referenceRequest } from '../../../../../bare/lib/reference-server';

export default async function CeilingPage() {
  const cookie = (await headers()).get('cookie') ?? undefined;
  const snapshot = await referenceRequest({ markup: 'full', calls: PER_VISITOR_CALLS }, cookie);
  return snapshot ? <>{snapshotElements(snapshot)}</> : null;
}
