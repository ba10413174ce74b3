import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DescriptionList } from './description-list';

afterEach(cleanup);

describe('DescriptionList', () => {
  it('pairs each term with its details and leaves out empty ones', () => {
    render(
      <DescriptionList
        items={[
          ['Status', 'Open'],
          ['Vendor', ''],
          ['Due', null],
          ['Amount', <strong key="a">$120.00</strong>],
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const details = screen.getAllByRole('definition').map((item) => item.textContent);
    expect(terms).toEqual(['Status', 'Amount']);
    expect(details).toEqual(['Open', '$120.00']);
  });
});
