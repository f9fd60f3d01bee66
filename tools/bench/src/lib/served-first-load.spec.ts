import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSize } from './first-load.ts';
import { firstLoadScripts, servedFirstLoad } from './served-first-load.ts';

describe('firstLoadScripts', () => {
  it.each([
    [
      'async chunks in the head, in order',
      '<head><script src="/a.js" async></script><script src="/b.js" async></script></head>',
      ['/a.js', '/b.js'],
    ],
    [
      'a blocking script of the page',
      '<head><script src="/_shell/messages/en/x.js"></script></head>',
      ['/_shell/messages/en/x.js'],
    ],
    ['a script at the end of the body', '<body><p>x</p><script src="/w.js" async></script></body>', ['/w.js']],
    ['not the legacy polyfill', '<script src="/p.js" noModule=""></script><script src="/a.js"></script>', ['/a.js']],
    [
      'not inline scripts or JSON data',
      '<script>self.__next_f=[]</script><script type="application/json">{}</script>',
      [],
    ],
    ['a script named twice once', '<script src="/a.js"></script><script src="/a.js" async></script>', ['/a.js']],
    ['not a preload', '<link rel="preload" as="script" href="/w.js"/>', []],
    ['a script of another origin', '<script src="https://cdn.example/x.js"></script>', ['https://cdn.example/x.js']],
  ])('%s', (_, html, expected) => {
    expect(firstLoadScripts(html)).toEqual(expected);
  });
});

describe('servedFirstLoad', () => {
  const files: Record<string, string> = {
    '/a.js': 'console.log("a");'.repeat(50),
    '/b.js': 'var b = 1;',
  };
  let server: Server;
  let origin: string;
  let cookies: (string | undefined)[];
  let page: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      cookies.push(request.headers.cookie);
      const path = request.url ?? '/';
      if (path === '/') return void response.writeHead(200, { 'content-type': 'text/html' }).end(page);
      const body = files[path];
      if (body === undefined) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    cookies = [];
    page =
      '<html><head><script src="/a.js" async></script><script src="/p.js" nomodule></script></head><body><script src="/b.js"></script></body></html>';
  });

  it("sums the gzip sizes of the page's first-load scripts as served, with the visitor's cookie", async () => {
    const seen: string[] = [];
    const result = await servedFirstLoad(`${origin}/`, {
      cookie: 'dev_persona=client',
      onScript: (path, text) => seen.push(`${path}:${text.length}`),
    });
    expect(result.js.map((f) => f.file)).toEqual(['/a.js', '/b.js']);
    expect(result.jsGzip).toBe(gzipSize(files['/a.js'] as string) + gzipSize(files['/b.js'] as string));
    expect(result.jsBytes).toBe((files['/a.js'] as string).length + (files['/b.js'] as string).length);
    expect(seen).toEqual([`/a.js:${(files['/a.js'] as string).length}`, '/b.js:10']);
    expect(cookies).toEqual(['dev_persona=client', 'dev_persona=client', 'dev_persona=client']);
  });

  it('fails on a script that is not served, and on a page that is not 200', async () => {
    page = '<script src="/gone.js"></script>';
    await expect(servedFirstLoad(`${origin}/`)).rejects.toThrow('/gone.js (a first-load script of');
    await expect(servedFirstLoad(`${origin}/missing`)).rejects.toThrow('answered 404');
  });
});
