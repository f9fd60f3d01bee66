import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { CurveDivider, WaveDivider } from './dividers.tsx';

describe('decorative dividers (spec 2.8)', () => {
  it.each([
    ['wave', WaveDivider],
    ['curve', CurveDivider],
  ])('hides the %s from assistive technology', (_name, Divider) => {
    const { container } = render(<Divider />);
    const divider = container.firstElementChild;
    expect(divider).toHaveAttribute('aria-hidden', 'true');
    expect(divider?.querySelector('svg')).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes a colour, a position and a height', () => {
    const { container } = render(<WaveDivider color="rebeccapurple" position="top" height="4rem" />);
    const divider = container.firstElementChild as HTMLElement;
    expect(divider).toHaveAttribute('data-position', 'top');
    expect(divider.style.color).toBe('rebeccapurple');
    expect(divider.style.height).toBe('4rem');
  });

  it.each([
    ['wave', WaveDivider],
    ['curve', CurveDivider],
  ])('gives the %s no height without one (a Server Component payload would carry an undefined one)', (_n, Divider) => {
    const element = Divider({}) as { props: { style: Record<string, unknown> } };
    expect(Object.keys(element.props.style)).toEqual(['color']);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <WaveDivider />
        <CurveDivider position="top" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
