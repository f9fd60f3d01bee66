/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { Toaster } from './toaster.tsx';
import { createToastStore, toast, toastStore, ToastOnServerError } from './toast-store.ts';

// On the server one module instance serves every visitor, so the shared toast store must never
// carry a toast from one page render into another.
afterEach(() => toastStore.setState({ toasts: [] }));

describe('toasts during server rendering', () => {
  it('toast.show() on the server throws ToastOnServerError with a message that says why', () => {
    expect(() => toast.show({ title: 'Saved' })).toThrow(ToastOnServerError);
    expect(() => toast.show({ title: 'Saved' })).toThrow(
      'toast.show() was called during server rendering; toasts are shown only in the browser',
    );
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('the error has the literal name ToastOnServerError', () => {
    let caught: unknown;
    try {
      toast.show({ title: 'Saved' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ name: 'ToastOnServerError' });
  });

  it("a toast shown in one server render never appears in another render's HTML", () => {
    function VisitorA() {
      toast.show({ title: 'Welcome back, Visitor A', body: 'Your card ending 4242 was charged.' });
      return <Toaster label="Notifications" closeLabel="Close" />;
    }
    expect(() => renderToString(<VisitorA />)).toThrow(ToastOnServerError);

    const visitorB = renderToString(<Toaster label="Notifications" closeLabel="Close" />);

    expect(visitorB).toContain('aria-label="Notifications"');
    expect(visitorB).not.toContain('Visitor A');
    expect(visitorB).not.toContain('4242');
  });

  it("the Toaster renders none of the shared store's toasts on the server, even one put there past show()", () => {
    toastStore.setState({
      toasts: [
        {
          id: 'toast-1',
          key: undefined,
          title: 'Visitor A only',
          body: undefined,
          variant: 'info',
          iconClassName: undefined,
          hasTimeout: true,
        },
      ],
    });

    const html = renderToString(<Toaster label="Notifications" closeLabel="Close" />);

    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('Visitor A only');
    expect(html).not.toContain('<li');
  });

  it('the server check is injectable: a store told it runs in the browser shows toasts under Node', () => {
    const store = createToastStore({ isServer: () => false });

    store.getState().show({ title: 'Saved' });

    expect(store.getState().toasts).toMatchObject([{ title: 'Saved', variant: 'info', hasTimeout: true }]);
  });
});
