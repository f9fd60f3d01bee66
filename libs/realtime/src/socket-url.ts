import type { SiteConfig } from '@therapy-shell/core';

/**
 * Where the notification socket (socket.io) connects. In development the site config's `socket`
 * settings name a host of their own (`ws_host`, `ws_port`, `force_tls`: dev-api serves both the
 * socket.io server and the Pusher-protocol endpoint there, and the page's CSP allows it as the
 * socket host). Without a `ws_host` (production, where pusher-js goes to Pusher's cluster) the
 * socket.io server is on the page's own origin: undefined lets socket.io-client use it.
 *
 * @example
 * notificationSocketUrl({ socket: { api_key: 'k', cluster: 'dev', ws_host: '127.0.0.1', ws_port: 4000, force_tls: false } }); // 'http://127.0.0.1:4000'
 * notificationSocketUrl({ socket: { api_key: 'k', cluster: 'eu' } }); // undefined
 */
export function notificationSocketUrl(config: Pick<SiteConfig, 'socket'>): string | undefined {
  const socket = config.socket;
  if (!socket?.ws_host) return undefined;
  const scheme = socket.force_tls === false ? 'http' : 'https';
  const host = socket.ws_host.includes(':') && !socket.ws_host.startsWith('[') ? `[${socket.ws_host}]` : socket.ws_host;
  return `${scheme}://${host}${socket.ws_port ? `:${socket.ws_port}` : ''}`;
}
