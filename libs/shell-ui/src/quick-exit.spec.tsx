import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { LANGUAGES } from '@therapy-shell/core';
import { createTranslator } from '@therapy-shell/i18n';
import { QuickExit } from './quick-exit.tsx';

const t = createTranslator('en');
const HREF = 'https://www.bbc.co.uk/weather';
const shift = () => fireEvent.keyUp(document, { key: 'Shift', shiftKey: false });

describe('QuickExit', () => {
  it('is a plain link to the neutral page, so it works without JavaScript', () => {
    render(<QuickExit t={t} href={HREF} onExit={jest.fn()} />);
    const link = screen.getByRole('link', { name: 'Exit this page' });
    expect(link).toHaveAttribute('href', HREF);
    expect(link).toHaveAttribute('rel', 'nofollow noreferrer');
    expect(link).not.toHaveAttribute('target');
  });

  it('leaves when activated, instead of following the link', async () => {
    const user = userEvent.setup();
    const onExit = jest.fn();
    render(<QuickExit t={t} href={HREF} onExit={onExit} />);
    await user.click(screen.getByRole('link', { name: 'Exit this page' }));
    expect(onExit).toHaveBeenCalledWith(HREF);
    expect(screen.getByRole('region', { name: 'Quick exit' })).toHaveAttribute('data-state', 'leaving');
  });

  it('leaves from the keyboard (Enter on the link)', async () => {
    const user = userEvent.setup();
    const onExit = jest.fn();
    render(<QuickExit t={t} href={HREF} onExit={onExit} />);
    screen.getByRole('link', { name: 'Exit this page' }).focus();
    await user.keyboard('{Enter}');
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('describes the shortcut to screen readers', () => {
    render(<QuickExit t={t} href={HREF} onExit={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Exit this page' })).toHaveAccessibleDescription(
      'Or press the Shift key 3 times to leave this page quickly.',
    );
  });

  it('announces each press of Shift in a status region, and leaves on the third', () => {
    const onExit = jest.fn();
    render(<QuickExit t={t} href={HREF} onExit={onExit} />);
    const status = screen.getByRole('status');
    act(shift);
    expect(status).toHaveTextContent('Shift, press 2 more times to exit.');
    expect(screen.getByRole('region', { name: 'Quick exit' })).toHaveAttribute('data-state', 'counting');
    act(shift);
    expect(status).toHaveTextContent('Shift, press 1 more time to exit.');
    expect(onExit).not.toHaveBeenCalled();
    act(shift);
    expect(onExit).toHaveBeenCalledWith(HREF);
  });

  it('says the shortcut expired when the next press does not come in time', () => {
    jest.useFakeTimers();
    try {
      render(<QuickExit t={t} href={HREF} onExit={jest.fn()} />);
      act(shift);
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.getByRole('status')).toHaveTextContent('Exit this page expired.');
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.getByRole('status')).toHaveTextContent('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('describes the Shift shortcut only once it works: not in the server HTML, from the first effect on', () => {
    const html = renderToString(<QuickExit t={t} href={HREF} />);
    expect(html).not.toContain('aria-describedby');
    render(<QuickExit t={t} href={HREF} />);
    expect(screen.getByRole('link', { name: 'Exit this page' })).toHaveAccessibleDescription(
      'Or press the Shift key 3 times to leave this page quickly.',
    );
  });

  it('has no shortcut (nor its description) when switched off', () => {
    const onExit = jest.fn();
    render(<QuickExit t={t} href={HREF} onExit={onExit} shortcut={false} />);
    act(shift);
    act(shift);
    act(shift);
    expect(onExit).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Exit this page' })).not.toHaveAttribute('aria-describedby');
  });

  it('stops listening when unmounted', () => {
    const onExit = jest.fn();
    const { unmount } = render(<QuickExit t={t} href={HREF} onExit={onExit} />);
    unmount();
    shift();
    shift();
    shift();
    expect(onExit).not.toHaveBeenCalled();
  });

  it.each(LANGUAGES.map((language) => [language]))(
    'is translated in %s and has no axe violations',
    async (language) => {
      const tl = createTranslator(language);
      const { container } = render(<QuickExit t={tl} href={HREF} onExit={jest.fn()} />);
      expect(screen.getByRole('link', { name: tl('quickExit.label') })).toBeInTheDocument();
      expect(await axe(container)).toHaveNoViolations();
    },
  );
});
