import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const context = await browser.newContext();
const page = await context.newPage();
page.on('console', (m) => console.log('console:', m.text()));
context.on('serviceworker', (w) => { console.log('sw:', w.url()); });
await page.goto('http://127.0.0.1:3101/gethelpnow/');
await page.waitForTimeout(5000);
console.log(await page.evaluate(async () => {
  const r = await navigator.serviceWorker.getRegistration('/');
  const out = { state: r?.active?.state, script: r?.active?.scriptURL, controller: !!navigator.serviceWorker.controller, caches: {} };
  for (const name of await caches.keys()) out.caches[name] = (await (await caches.open(name)).keys()).map((q) => q.url);
  return JSON.stringify(out, null, 1);
}));
await browser.close();
