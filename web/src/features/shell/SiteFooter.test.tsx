import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './SiteFooter';

function renderFooter() {
  render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

const external: Array<[string, string]> = [
  ['about-us', 'https://www.dropmall.com/about-us'],
  ['contact-us', 'https://www.dropmall.com/contact-us'],
  ['privacy-policy', 'https://www.dropmall.com/privacy-policy'],
  ['terms-conditions', 'https://www.dropmall.com/terms-conditions'],
  ['support-center', 'https://www.dropmall.com/support'],
  ['faq', 'https://www.dropmall.com/faq'],
];

describe('footer', () => {
  it.each(external)('links %s to the provider site in a new tab', (id, href) => {
    renderFooter();
    const link = screen.getByTestId(`footer-${id}`);
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('links API Integrations to its page inside the app, in the same tab', () => {
    renderFooter();
    const link = screen.getByTestId('footer-api-integrations');
    expect(link.getAttribute('href')).toBe('/api-integrations');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('links the two policies inside the app, in the same tab', () => {
    renderFooter();
    const refund = screen.getByRole('link', { name: 'Refund and Returns Policy' });
    const shipping = screen.getByRole('link', { name: 'Shipping and Delivery' });
    expect(refund.getAttribute('href')).toBe('/refund_returns');
    expect(shipping.getAttribute('href')).toBe('/Shipping_and_delivery');
    expect(refund.getAttribute('target')).toBeNull();
  });

  it('groups the links under Company, Support and Follow us', () => {
    renderFooter();
    const company = screen.getByRole('navigation', { name: 'Company' });
    const support = screen.getByRole('navigation', { name: 'Support' });
    const follow = screen.getByRole('navigation', { name: 'Follow us' });
    expect(within(company).getAllByRole('link')).toHaveLength(6);
    expect(
      within(support)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      expect.stringContaining('Support Center'),
      expect.stringContaining("FAQ's"),
      expect.stringContaining('API Integrations'),
    ]);
    const networks = within(follow)
      .getAllByRole('link')
      .map((a) => a.getAttribute('aria-label'));
    expect(networks).toEqual(['Facebook', 'Instagram', 'X', 'YouTube', 'LinkedIn', 'Pinterest', 'TikTok']);
  });
});
