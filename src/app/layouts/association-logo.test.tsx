import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AssociationLogo } from './association-logo';

afterEach(cleanup);

const logoUrl = 'https://cdn.courtyard.example/associations/101/logo.png';

describe('AssociationLogo', () => {
  it('shows the Courtyard mark until the logo has loaded, then only the logo', () => {
    const { container } = render(<AssociationLogo src={logoUrl} name="Maple Grove HOA" />);
    // Loading: the logo (and its alt text) is not shown; the mark holds the place.
    expect(screen.queryByRole('img', { name: 'Maple Grove HOA' })).not.toBeInTheDocument();
    expect(container.querySelector('img[src="/favicon.svg"]')).toBeInTheDocument();
    const logo = container.querySelector(`img[src="${logoUrl}"]`);
    if (!logo) throw new Error('the logo is not requested');
    fireEvent.load(logo);
    expect(screen.getByRole('img', { name: 'Maple Grove HOA' })).toBeVisible();
    expect(container.querySelector('img[src="/favicon.svg"]')).not.toBeInTheDocument();
  });

  it('keeps the mark when the logo fails', () => {
    const { container } = render(<AssociationLogo src={logoUrl} name="Maple Grove HOA" />);
    const logo = container.querySelector(`img[src="${logoUrl}"]`);
    if (!logo) throw new Error('the logo is not requested');
    fireEvent.error(logo);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img[src="/favicon.svg"]')).toBeInTheDocument();
  });

  it('shows the mark when the association has no logo', () => {
    const { container } = render(<AssociationLogo src={undefined} name="Maple Grove HOA" />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img[src="/favicon.svg"]')).toBeInTheDocument();
  });
});
