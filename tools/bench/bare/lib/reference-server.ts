// Server side of the reference pages (both routers'): the snapshot file the benchmark wrote and the per-visitor
// backend calls the shell makes on every page (spec 4.8: the session; spec 6 and 7.2: the
// cancellation, withdrawal and language-selector availability answers), over one keep-alive agent as the shell's
// transport does. Nothing else: no caches to consult, no headers worked out, no security policy.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { loadedSnapshots, type ReferenceProps } from './reference-page';
import { API_ORIGIN_ENV, SNAPSHOT_ENV, type MarkupSnapshot, type SnapshotFile } from './snapshot';

/** What a reference page does per request. */
export interface ReferenceKind {
  /** Which of the visitor's snapshots it renders, if any. */
  readonly markup?: 'full' | 'lean';
  /** The backend paths it calls for every request, in parallel. */
  readonly calls: readonly string[];
}

// The calls the shell's page-load step makes for each visitor, never from a cache (load-shell.ts):
// the session and the three availability answers of spec 6 (the language selector is per visitor
// too). Site config and translations come from the shell's per-site cache and are not repeated here.
export const PER_VISITOR_CALLS = [
  '/api/session',
  '/api/subscription/unsubscribe/availability',
  '/api/withdrawal/availability',
  '/api/locale/selector',
] as const;

let snapshots: SnapshotFile | undefined;
function snapshotFile(): SnapshotFile {
  if (snapshots) return snapshots;
  const path = process.env[SNAPSHOT_ENV];
  if (!path) throw new Error(`The reference pages need ${SNAPSHOT_ENV} (the snapshot file npm run bench writes)`);
  snapshots = JSON.parse(readFileSync(path, 'utf8')) as SnapshotFile;
  return snapshots;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function getJson(origin: URL, path: string, cookie: string | undefined): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        agent,
        headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
      },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => {
          if ((answer.statusCode ?? 0) >= 400) reject(new Error(`${path} answered ${answer.statusCode}`));
          else resolve(JSON.parse(body));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * What a reference page does per request, whichever router serves it: the backend calls of `kind`
 * (in parallel), then the visitor's snapshot it renders (none for a page without markup).
 */
export async function referenceRequest(
  kind: ReferenceKind,
  cookie: string | undefined,
): Promise<MarkupSnapshot | undefined> {
  if (kind.calls.length > 0) {
    const origin = process.env[API_ORIGIN_ENV];
    if (!origin) throw new Error(`The reference pages that call the backend need ${API_ORIGIN_ENV}`);
    const url = new URL(origin);
    await Promise.all(kind.calls.map((path) => getJson(url, path, cookie)));
  }
  return kind.markup ? visitorSnapshot(kind.markup, cookie) : undefined;
}

/** The visitor's snapshot of the shell's page (`cookie`: the Cookie header the benchmark sent). */
export function visitorSnapshot(markup: 'full' | 'lean', cookie: string | undefined): MarkupSnapshot {
  const visitor = snapshotFile().visitors[cookie ?? ''];
  if (!visitor) throw new Error(`No snapshot for the visitor with cookie "${cookie ?? ''}"`);
  return visitor[markup];
}

/** getServerSideProps of a reference page. */
export async function referenceProps(
  kind: ReferenceKind,
  { req }: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<ReferenceProps & Record<string, unknown>>> {
  const cookie = req.headers.cookie;
  const snapshot = await referenceRequest(kind, cookie);
  const snapshotKey = snapshot ? `${kind.markup}|${cookie ?? ''}` : null;
  if (snapshot && snapshotKey) loadedSnapshots.set(snapshotKey, snapshot);
  return { props: { renderedAt: new Date().toISOString(), snapshotKey, ...(snapshot?.appProps ?? {}) } };
}
