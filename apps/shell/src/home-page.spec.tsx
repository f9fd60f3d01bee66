import { render, screen } from '@testing-library/react';
import HomePage, { template } from '../pages/index.tsx';

describe('home page placeholder', () => {
  it('declares the Home template and renders its heading', () => {
    render(<HomePage />);
    expect(template).toBe('Home');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });
});
