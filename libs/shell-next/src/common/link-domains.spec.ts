import { appLinkDomains, checkLinkDomains } from './link-domains.ts';

/** Entries that are no domain name: withShell stops the build on each, createShellApp warns. */
const NOT_DOMAIN_NAMES = [
  ['a URL', 'https://example-partner.com/'],
  ['a path', 'example-partner.com/help'],
  ['a port', 'example-partner.com:8443'],
  ['a wildcard', '*.example-partner.com'],
  ['a single label', 'localhost'],
  ['an empty entry', ''],
] as const;

const message = (where: string, entry: string) =>
  `${where}: linkDomains: ${JSON.stringify(entry)} is not a domain name; give one such as "example-partner.com" (no scheme, path, port or wildcard: its subdomains count too)`;

describe("withShell's linkDomains (checked at build time)", () => {
  it.each(NOT_DOMAIN_NAMES)('stops the build on %s, naming it and the fix', (_kind, entry) => {
    expect(() => checkLinkDomains(['help.example', entry])).toThrow(message('withShell', entry));
  });

  it('gives the domains trimmed and lowercase', () => {
    expect(checkLinkDomains(['Help.Example ', 'a.b.example.co.uk'])).toEqual(['help.example', 'a.b.example.co.uk']);
  });
});

// createShellApp({ linkDomains }) is not checked at build time as withShell's option is: in
// development each entry that is no domain name gets a warning (no link's host can match it).
describe("createShellApp's own linkDomains in development", () => {
  let warn: jest.SpyInstance;
  const env = process.env as Record<string, string | undefined>;
  const nodeEnv = env['NODE_ENV'];
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    env['NODE_ENV'] = nodeEnv;
  });

  it.each(NOT_DOMAIN_NAMES)('warns of %s, naming it and the fix, and keeps the list as given', (_kind, entry) => {
    expect(appLinkDomains(['help.example', entry])).toEqual(['help.example', entry]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(message('createShellApp', entry));
  });

  it.each([['example-partner.com'], ['Help.Example '], ['a.b.example.co.uk']])('is quiet for %p', (entry) => {
    appLinkDomains([entry]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is quiet in production, where the check is not in the build', () => {
    env['NODE_ENV'] = 'production';
    expect(appLinkDomains(['https://example-partner.com/'])).toEqual(['https://example-partner.com/']);
    expect(warn).not.toHaveBeenCalled();
  });
});
