import Fastify, { type FastifyInstance } from 'fastify';
import { widgetPlugin } from './widget.ts';

// The widget plugin alone: it needs no persona.
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = Fastify();
  app.register(widgetPlugin);
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

describe('accessibility widget stand-in', () => {
  it('is served as JavaScript', async () => {
    const res = await fetch(`${origin}/__dev/accessibility-widget.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
  });

  it('adds a trigger button coloured from the settings the shell passes, hidden unless triggerVisible', async () => {
    const script = await (await fetch(`${origin}/__dev/accessibility-widget.js`)).text();
    type FakeButton = {
      type: string;
      hidden: boolean;
      textContent: string;
      style: { cssText: string };
      attributes: Record<string, string>;
      setAttribute(name: string, value: string): void;
    };
    const added: FakeButton[] = [];
    const document = {
      createElement: (): FakeButton => {
        const attributes: Record<string, string> = {};
        return {
          type: '',
          hidden: false,
          textContent: '',
          style: { cssText: '' },
          attributes,
          setAttribute: (name, value) => void (attributes[name] = value),
        };
      },
      body: { appendChild: (element: FakeButton) => void added.push(element) },
    };
    // The script as a browser runs it, against a document that records what it adds.
    const run = (settings: unknown) =>
      new Function('window', 'document', script)({ __shellAccessibilityWidget: settings }, document);
    run({ colors: { triggerColor: '#123456' }, triggerVisible: true });
    run({});
    expect(added.map((b) => [b.textContent, b.hidden, 'data-accessibility-widget-trigger' in b.attributes])).toEqual([
      ['Accessibility options', false, true],
      ['Accessibility options', true, true],
    ]);
    expect(added[0]?.style.cssText).toMatch(/background:#123456$/);
    expect(added[1]?.style.cssText).toMatch(/background:#333$/);
  });
});
