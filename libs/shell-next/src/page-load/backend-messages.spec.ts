/** @jest-environment node */
import type { BackendDrift } from '@therapy-shell/core';
import { compileMessages } from '@therapy-shell/i18n';
import { compileBackendMessages } from './backend-messages.ts';

describe("the backend's translations made into the shell's texts", () => {
  it('applies the keys of the catalogue, as compileMessages does', () => {
    const answer = { 'nav.home': 'Anfang', 'product.own.key': 'not one of the shell keys' };
    expect(compileBackendMessages('de', answer)).toEqual(compileMessages('de', { 'nav.home': 'Anfang' }));
  });

  it('reads only the keys of the catalogue, never every key of the answer', () => {
    const answer: Record<string, string> = { 'nav.home': 'Anfang' };
    for (let i = 0; i < 200_000; i += 1) answer[`product.key.${i}`] = 'v';
    const looked: string[] = [];
    let listed = false;
    const watched = new Proxy(answer, {
      ownKeys(target) {
        listed = true;
        return Reflect.ownKeys(target);
      },
      getOwnPropertyDescriptor(target, key) {
        looked.push(String(key));
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    const messages = compileBackendMessages('de', watched);
    expect(messages['nav.home']).toBe('Anfang');
    expect(listed).toBe(false);
    expect(looked.length).toBeLessThanOrEqual(Object.keys(compileMessages('en')).length);
  });

  it('a known key that is not a string is drift; an answer that is not an object is drift of the root', () => {
    const drifts: BackendDrift[] = [];
    const onDrift = (drift: BackendDrift) => void drifts.push(drift);
    expect(compileBackendMessages('en', { 'nav.home': 7, 'other.key': 7 }, onDrift)).toEqual(compileMessages('en'));
    expect(compileBackendMessages('en', ['x'], onDrift)).toEqual(compileMessages('en'));
    expect(drifts.map(({ endpoint, field }) => `${endpoint} ${field}`)).toEqual([
      '/api/translations nav.home',
      '/api/translations (root)',
    ]);
  });
});
