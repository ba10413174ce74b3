import { cleanup, render, screen } from '@testing-library/react';
import { CircleCheck } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from './badge';

afterEach(cleanup);

describe('Badge', () => {
  it('says its status in words; the icon is decoration', () => {
    const { container } = render(
      <Badge tone="success" icon={CircleCheck}>
        Approved
      </Badge>,
    );
    expect(screen.getByText('Approved')).toBeInTheDocument();
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent(/^Approved$/);
  });
});
