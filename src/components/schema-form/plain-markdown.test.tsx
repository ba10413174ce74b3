import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './plain-markdown';

describe('the Markdown stand-in', () => {
  it('shows rjsf strings as text, without bold and code marks, and never as markup', () => {
    render(
      <p>
        <Markdown>{'**plan.pdf** (application/pdf, 2048 bytes) `id` <b>x</b>'}</Markdown>
      </p>,
    );
    expect(screen.getByText('plan.pdf (application/pdf, 2048 bytes) id <b>x</b>')).toBeVisible();
  });
});
