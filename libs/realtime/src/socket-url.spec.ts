import { notificationSocketUrl } from './socket-url.ts';

describe('where the notification socket connects', () => {
  it.each([
    ['no socket settings: the page origin', {}, undefined],
    ['Pusher cluster only (production): the page origin', { socket: { api_key: 'k', cluster: 'eu' } }, undefined],
    [
      'development host and port without TLS',
      { socket: { api_key: 'k', cluster: 'dev', ws_host: '127.0.0.1', ws_port: 4000, force_tls: false } },
      'http://127.0.0.1:4000',
    ],
    [
      'host with TLS by default',
      { socket: { api_key: 'k', cluster: 'dev', ws_host: 'ws.example.test' } },
      'https://ws.example.test',
    ],
    [
      'host with TLS forced and a port',
      { socket: { api_key: 'k', cluster: 'dev', ws_host: 'ws.example.test', ws_port: 6001, force_tls: true } },
      'https://ws.example.test:6001',
    ],
    [
      'an IPv6 host is bracketed',
      { socket: { api_key: 'k', cluster: 'dev', ws_host: '::1', ws_port: 4000, force_tls: false } },
      'http://[::1]:4000',
    ],
  ])('%s', (_name, config, url) => {
    expect(notificationSocketUrl(config)).toBe(url);
  });
});
