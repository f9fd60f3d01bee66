/** @jest-environment node */
import { configureBrowserClient, post } from './default-client.ts';

// On a server one module-level client would serve every visitor's render: the page's client does
// not exist there, and nothing can configure it.
describe('the page client on a server', () => {
  it('refuses to be configured', () => {
    expect(() => configureBrowserClient({ csrfToken: 'visitor-a' })).toThrow(
      'request: configureBrowserClient is for the browser page; on the server create a client per request with createServerClient',
    );
  });

  it('refuses to call: no origin is known', async () => {
    await expect(post('/api/thing/')).rejects.toThrow('request: no origin is known here');
  });
});
