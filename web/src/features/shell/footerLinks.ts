import {
  FacebookFilled,
  InstagramFilled,
  LinkedinFilled,
  PinterestOutlined,
  TikTokOutlined,
  XOutlined,
  YoutubeFilled,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { providerUrl } from '../../lib/config';

type FooterLabel =
  | 'footer.aboutUs'
  | 'footer.contactUs'
  | 'footer.privacy'
  | 'footer.terms'
  | 'footer.refund'
  | 'footer.shipping'
  | 'footer.supportCenter'
  | 'footer.faq'
  | 'footer.api';

export interface FooterLink {
  /** Stable id; the element's data-testid is `footer-<id>`. */
  id: string;
  label: FooterLabel;
  href: string;
  /** External links open in a new tab; internal ones stay in the app. */
  external: boolean;
}

const external = (id: string, label: FooterLabel, path: string): FooterLink => ({
  id,
  label,
  href: providerUrl(path),
  external: true,
});

/** Company group (spec 001 §2): four pages of the provider's site, then our two policy pages. */
export const COMPANY_LINKS: readonly FooterLink[] = [
  external('about-us', 'footer.aboutUs', '/about-us'),
  external('contact-us', 'footer.contactUs', '/contact-us'),
  external('privacy-policy', 'footer.privacy', '/privacy-policy'),
  external('terms-conditions', 'footer.terms', '/terms-conditions'),
  { id: 'refund-returns', label: 'footer.refund', href: '/refund_returns', external: false },
  { id: 'shipping-delivery', label: 'footer.shipping', href: '/Shipping_and_delivery', external: false },
];

export const SUPPORT_LINKS: readonly FooterLink[] = [
  external('support-center', 'footer.supportCenter', '/support'),
  external('faq', 'footer.faq', '/faq'),
  { id: 'api-integrations', label: 'footer.api', href: '/api-integrations', external: false },
];

export interface SocialLink {
  id: 'facebook' | 'instagram' | 'x' | 'youtube' | 'linkedin' | 'pinterest' | 'tiktok';
  href: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
}

/** Follow us: the seven networks, always opened in a new tab. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: 'facebook', href: 'https://www.facebook.com/dropmall', Icon: FacebookFilled },
  { id: 'instagram', href: 'https://www.instagram.com/dropmall', Icon: InstagramFilled },
  { id: 'x', href: 'https://x.com/dropmall', Icon: XOutlined },
  { id: 'youtube', href: 'https://www.youtube.com/@dropmall', Icon: YoutubeFilled },
  { id: 'linkedin', href: 'https://www.linkedin.com/company/dropmall', Icon: LinkedinFilled },
  { id: 'pinterest', href: 'https://www.pinterest.com/dropmall', Icon: PinterestOutlined },
  { id: 'tiktok', href: 'https://www.tiktok.com/@dropmall', Icon: TikTokOutlined },
];
