import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Badge } from './badge.tsx';

describe('Badge (spec 2.8)', () => {
  it('shows its text in the neutral variant by default', () => {
    render(<Badge>New</Badge>);
    expect(screen.getByText('New')).toHaveAttribute('data-variant', 'neutral');
  });

  it('takes a variant and an accessible name for counts', () => {
    render(
      <Badge variant="danger" aria-label="3 unread messages" role="status">
        3
      </Badge>,
    );
    const badge = screen.getByRole('status', { name: '3 unread messages' });
    expect(badge).toHaveAttribute('data-variant', 'danger');
  });

  it('has no axe violations in each variant', async () => {
    const { container } = render(
      <p>
        <Badge>Neutral</Badge> <Badge variant="brand">Brand</Badge> <Badge variant="info">Info</Badge>{' '}
        <Badge variant="success">Active</Badge> <Badge variant="warning">Trial</Badge>{' '}
        <Badge variant="danger">Overdue</Badge>
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
