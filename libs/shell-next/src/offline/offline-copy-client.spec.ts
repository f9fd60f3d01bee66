import { registerOfflineCopy, removeOfflineCopy, type OfflineCopyEnvironment } from './offline-copy-client.ts';

function registration(scriptURL: string, unregister = jest.fn(async () => true)) {
  return { active: { scriptURL }, waiting: null, installing: null, unregister } as unknown as ServiceWorkerRegistration;
}

function environment(registrations: ServiceWorkerRegistration[] = [], cacheNames: string[] = []) {
  const deleted: string[] = [];
  const env = {
    serviceWorker: {
      register: jest.fn(async () => registrations[0] as ServiceWorkerRegistration),
      getRegistrations: jest.fn(async () => registrations),
    },
    caches: { keys: jest.fn(async () => cacheNames), delete: jest.fn(async (name: string) => deleted.push(name) > 0) },
    buildId: 'Build_1',
  } satisfies OfflineCopyEnvironment;
  return { env, deleted };
}

describe('registering and removing the offline copy', () => {
  it("registers the shell's worker for the whole site with the page's language and the build", async () => {
    const { env } = environment();
    await registerOfflineCopy('nl', env);
    expect(env.serviceWorker.register).toHaveBeenCalledWith('/_shell/sw.js?language=nl&revision=Build_1', {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it('keeps a build id to what the worker accepts', async () => {
    const { env } = environment();
    await registerOfflineCopy('en', { ...env, buildId: '<x>/y' });
    expect(env.serviceWorker.register).toHaveBeenCalledWith('/_shell/sw.js?language=en&revision=xy', expect.anything());
    await registerOfflineCopy('en', { ...env, buildId: undefined });
    expect(env.serviceWorker.register).toHaveBeenLastCalledWith(
      '/_shell/sw.js?language=en&revision=0',
      expect.anything(),
    );
  });

  it("switched off, unregisters the shell's worker only, and deletes only its caches", async () => {
    const ours = registration('https://site.example/_shell/sw.js?language=de&revision=1');
    const theirs = registration('https://site.example/product-sw.js');
    const { env, deleted } = environment(
      [ours, theirs],
      ['therapy-shell-offline-precache-v2-https://site.example/', 'product-cache'],
    );
    await removeOfflineCopy(env);
    expect(ours.unregister).toHaveBeenCalled();
    expect(theirs.unregister).not.toHaveBeenCalled();
    expect(deleted).toEqual(['therapy-shell-offline-precache-v2-https://site.example/']);
  });
});
