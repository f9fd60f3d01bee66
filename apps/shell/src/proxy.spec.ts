/** @jest-environment node */
import {
  CSP_REPORT_PATH,
  FAVICON_PATH,
  ICONS_PATH,
  MESSAGES_PATH,
  OFFLINE_PAGE_PATH,
  OFFLINE_WORKER_PATH,
  SHELL_HEALTH_PATH,
  SHELL_LIVENESS_PATH,
} from '@therapy-shell/shell-next/server';
import { config } from '../proxy.ts';

// Next.js reads proxy.ts's matcher without running the module, so it is written with literals: they
// must stay the paths the shell answers there.
describe('proxy matcher', () => {
  it('covers /api/*, the favicon, the health endpoints, the offline copy (the service worker and its page), the CSP reports, the shell texts and its icons', () => {
    expect(config.matcher).toEqual([
      '/api/:path*',
      FAVICON_PATH,
      SHELL_HEALTH_PATH,
      SHELL_LIVENESS_PATH,
      OFFLINE_WORKER_PATH,
      OFFLINE_PAGE_PATH,
      CSP_REPORT_PATH,
      `${MESSAGES_PATH}:path*`,
      `${ICONS_PATH}:path*`,
    ]);
  });
});
