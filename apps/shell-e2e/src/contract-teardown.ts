// Global teardown of the browser tests: what Prism's validation proxy found between the apps and
// dev-api. Every answer dev-api gave the apps for a call the contract describes was checked against
// contract/backend.openapi.json; one that breaks it fails the run, listed with the call it followed.
// Calls outside the contract (dev-api's /__dev/ paths, mocks of a team's endpoints) pass unchecked,
// and requests that break it (a test's hostile input through the /api proxy) are listed, not failed.
import { existsSync, readFileSync } from 'node:fs';
import { contractOperations, groupViolations, readPrismLog } from './prism-log.ts';
import { PRISM } from './servers.ts';

const CONTRACT = new URL('../../../contract/backend.openapi.json', import.meta.url);
const top = (map: ReadonlyMap<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([call, count]) => `${call} ${count}`)
    .join(', ');

export default function contractTeardown(): void {
  if (!PRISM.enabled) {
    console.log('\ncontract: the apps called dev-api directly (E2E_PRISM=0): no answer was checked by Prism');
    return;
  }
  if (!existsSync(PRISM.log)) throw new Error(`contract: no log of Prism's validation proxy at ${PRISM.log}`);
  const summary = readPrismLog(
    readFileSync(PRISM.log, 'utf8'),
    contractOperations(JSON.parse(readFileSync(CONTRACT, 'utf8')) as Parameters<typeof contractOperations>[0]),
  );
  const outside = [...summary.outside.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `\ncontract: Prism's validation proxy checked ${summary.checked} answers of dev-api to the apps: ` +
      `${summary.responseViolations.length} violations; ${outside} calls outside the contract passed unchecked` +
      `${outside > 0 ? ` (${top(summary.outside, 6)})` : ''}; ${summary.requestViolations.length} requests ` +
      `the contract refuses; ${summary.prismErrors.length} calls Prism could not complete. Log: ${PRISM.log}`,
  );
  for (const line of groupViolations(summary.requestViolations).slice(0, 10))
    console.log(`  request the contract refuses: ${line}`);
  for (const error of summary.prismErrors.slice(0, 5)) console.log(`  not checked: ${error}`);
  if (summary.responseViolations.length > 0) {
    const lines = groupViolations(summary.responseViolations);
    throw new Error(
      `contract: dev-api's answers broke contract/backend.openapi.json ${summary.responseViolations.length} times ` +
        `(each with the call Prism logged before it):\n  ${lines.slice(0, 30).join('\n  ')}` +
        `${lines.length > 30 ? `\n  ... and ${lines.length - 30} more (${PRISM.log})` : ''}`,
    );
  }
}
