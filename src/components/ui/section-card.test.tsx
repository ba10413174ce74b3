import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { SectionCard } from './section-card';

afterEach(cleanup);

describe('SectionCard', () => {
  it('is a region named by its heading, with its description and actions', () => {
    render(
      <SectionCard
        title="Saved methods"
        description="Cards and banks"
        actions={<Button>Add</Button>}
      >
        <p>Visa ending 4242</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Saved methods' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Saved methods' })).toBeVisible();
    expect(within(region).getByText('Cards and banks')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Add' })).toBeVisible();
    expect(within(region).getByText('Visa ending 4242')).toBeVisible();
  });

  it('takes a lower heading level inside another section', () => {
    render(
      <SectionCard title="Autopay" headingLevel={3}>
        <p>Off</p>
      </SectionCard>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Autopay' })).toBeVisible();
  });
});
