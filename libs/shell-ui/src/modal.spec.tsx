import { StrictMode, useState } from 'react';
import { act, render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Modal, modalScrollPosition } from './modal.tsx';

function LanguageModal({ footer = true }: { footer?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Language
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Choose language"
        closeLabel="Close"
        footer={footer ? <button type="button">Save</button> : undefined}
      >
        <p>Pick the language of the site.</p>
      </Modal>
    </>
  );
}

function setBoxSize(element: HTMLElement, size: { scrollHeight: number; clientHeight: number }) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: size.scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: size.clientHeight });
}

afterEach(() => {
  document.documentElement.style.overflow = '';
});

describe('modalScrollPosition (spec 2.8 shadows)', () => {
  it.each([
    ['content that fits', 'none', { scrollTop: 0, scrollHeight: 300, clientHeight: 300 }],
    ['overflowing content at the top', 'top', { scrollTop: 0, scrollHeight: 900, clientHeight: 300 }],
    ['overflowing content in the middle', 'middle', { scrollTop: 300, scrollHeight: 900, clientHeight: 300 }],
    ['overflowing content at the bottom', 'bottom', { scrollTop: 600, scrollHeight: 900, clientHeight: 300 }],
    ['a fractional offset at the bottom', 'bottom', { scrollTop: 599.5, scrollHeight: 900, clientHeight: 300 }],
  ])('%s is %p', (_name, expected, box) => {
    expect(modalScrollPosition(box)).toBe(expected);
  });
});

describe('Modal (spec 2.8)', () => {
  it('is closed until opened, then labelled by its title', async () => {
    const user = userEvent.setup();
    render(<LanguageModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Language' }));
    expect(screen.getByRole('dialog', { name: 'Choose language' })).toHaveAttribute('open');
  });

  it('opens as a modal dialog (showModal: the browser makes the page behind inert, trapping focus)', async () => {
    const user = userEvent.setup();
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
      configurable: true,
      value: showModal,
    });
    try {
      render(<LanguageModal />);
      await user.click(screen.getByRole('button', { name: 'Language' }));
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(showModal.mock.contexts[0]).toBe(screen.getByRole('dialog'));
    } finally {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    }
  });

  describe("with the browser's dialog (showModal, and close() firing its close event a task later)", () => {
    beforeEach(() => {
      Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
        configurable: true,
        value(this: HTMLDialogElement) {
          this.setAttribute('open', '');
        },
      });
      Object.defineProperty(HTMLDialogElement.prototype, 'close', {
        configurable: true,
        value(this: HTMLDialogElement) {
          if (!this.hasAttribute('open')) return;
          this.removeAttribute('open');
          setTimeout(() => this.dispatchEvent(new Event('close')), 0);
        },
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
    });
    const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

    it('stays open when it mounts open under React strict mode (the close event of the effect re-run does not close it)', async () => {
      // The shell's dialogs are loaded on the first click and mount open; strict mode then runs the
      // opening effect, its cleanup (close(): a close event a task later) and the effect again.
      const onOpenChange = jest.fn();
      render(
        <StrictMode>
          <Modal open onOpenChange={onOpenChange} title="Choose language" closeLabel="Close">
            <p>Pick the language of the site.</p>
          </Modal>
        </StrictMode>,
      );
      await tick();
      expect(onOpenChange).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Choose language' })).toHaveAttribute('open');
    });

    it('still reports a close the browser made itself (a form with method="dialog")', async () => {
      const user = userEvent.setup();
      render(<LanguageModal />);
      await user.click(screen.getByRole('button', { name: 'Language' }));
      const dialog = screen.getByRole('dialog') as HTMLDialogElement;
      act(() => dialog.close());
      await tick();
      expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
    });
  });

  it('moves focus into the dialog when it opens', async () => {
    const user = userEvent.setup();
    render(<LanguageModal />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with the close button and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<LanguageModal />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language' })).toHaveFocus();
  });

  it('closes with Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<LanguageModal />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language' })).toHaveFocus();
  });

  it('closes on the browser cancel event (Escape or a back gesture as a close request)', async () => {
    const user = userEvent.setup();
    render(<LanguageModal />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const user = userEvent.setup();
    render(<LanguageModal />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(screen.getByText('Pick the language of the site.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape that an inner widget already used', async () => {
    const user = userEvent.setup();
    render(
      <Modal defaultOpen title="Settings" closeLabel="Close">
        <input aria-label="Search" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </Modal>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  });

  it('locks the page scroll while open and restores it after', async () => {
    const user = userEvent.setup();
    document.documentElement.style.overflow = 'auto';
    render(<LanguageModal />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('works uncontrolled with defaultOpen and reports closing', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(
      <Modal defaultOpen title="Notice" closeLabel="Close" onOpenChange={onOpenChange}>
        <p>Text</p>
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shadows the header when scrolled and the footer while content is hidden below', () => {
    render(
      <Modal defaultOpen title="Terms" closeLabel="Close" footer={<button type="button">Accept</button>}>
        <p>Long terms</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    const body = screen.getByTestId('modal-body');
    expect(dialog).toHaveAttribute('data-scroll', 'none');
    setBoxSize(body, { scrollHeight: 900, clientHeight: 300 });
    body.scrollTop = 0;
    fireEvent.scroll(body);
    expect(dialog).toHaveAttribute('data-scroll', 'top');
    body.scrollTop = 300;
    fireEvent.scroll(body);
    expect(dialog).toHaveAttribute('data-scroll', 'middle');
    body.scrollTop = 600;
    fireEvent.scroll(body);
    expect(dialog).toHaveAttribute('data-scroll', 'bottom');
  });

  it('makes overflowing content reachable by keyboard', () => {
    render(
      <Modal defaultOpen title="Terms" closeLabel="Close">
        <p>Long terms</p>
      </Modal>,
    );
    const body = screen.getByTestId('modal-body');
    expect(body).not.toHaveAttribute('tabindex');
    setBoxSize(body, { scrollHeight: 900, clientHeight: 300 });
    fireEvent.scroll(body);
    expect(body).toHaveAttribute('tabindex', '0');
  });

  it('has no axe violations when closed', async () => {
    const { container } = render(<LanguageModal />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    const { container } = render(<LanguageModal />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
