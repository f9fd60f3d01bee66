import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { TruncatedText, truncateText } from './truncated-text.tsx';

describe('truncateText (spec 2.8: limits length and adds an ellipsis)', () => {
  it.each([
    ['short text unchanged', 'Hello', 10, 'Hello'],
    ['text of exactly the limit unchanged', 'Hello', 5, 'Hello'],
    ['long text cut, ellipsis included in the limit', 'Hello world', 8, 'Hello w…'],
    ['whitespace before the ellipsis dropped', 'Online therapy that works', 16, 'Online therapy…'],
    ['emoji never cut in half', '😀😀😀😀', 3, '😀😀…'],
    ['a limit of one', 'Hello', 1, '…'],
  ])('%s', (_name, text, maxLength, expected) => {
    const result = truncateText(text, maxLength);
    expect(result).toBe(expected);
    expect(Array.from(result).length).toBeLessThanOrEqual(maxLength);
  });
});

describe('TruncatedText', () => {
  it('shows the cut text with the full text as its title', () => {
    render(<TruncatedText text="Online therapy that works for you" maxLength={16} />);
    const text = screen.getByText('Online therapy…');
    expect(text).toHaveAttribute('title', 'Online therapy that works for you');
    expect(text).toHaveAttribute('data-state', 'truncated');
  });

  it('leaves short text alone', () => {
    render(<TruncatedText text="Short" maxLength={16} />);
    expect(screen.getByText('Short')).toHaveAttribute('data-state', 'full');
    expect(screen.getByText('Short')).not.toHaveAttribute('title');
  });

  it('clamps to lines with CSS', () => {
    render(<TruncatedText text="A long biography" lines={2} />);
    const text = screen.getByText('A long biography');
    expect(text).toHaveAttribute('data-lines', 'many');
    expect(text.style.getPropertyValue('--ts-truncate-lines')).toBe('2');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <TruncatedText text="Online therapy that works for you" maxLength={16} />
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
