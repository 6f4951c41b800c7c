import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../lib/ui/Logo';
import { COMPANY_LINKS, type FooterLink, SOCIAL_LINKS, SUPPORT_LINKS } from './footerLinks';
import './shell.css';

function FooterAnchor({ link }: { link: FooterLink }) {
  const { t } = useTranslation();
  const testId = `footer-${link.id}`;
  if (!link.external) {
    return (
      <Link to={link.href} data-testid={testId}>
        {t(link.label)}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {t(link.label)}
      <span className="dm-visually-hidden"> ({t('footer.newTab')})</span>
    </a>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav className="dm-footer__column" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <FooterAnchor link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The storefront footer (spec 001 §2): Company, Support and Follow us on a dark band. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="dm-footer" data-testid="site-footer">
      <div className="dm-shell-inner dm-footer__grid">
        <div className="dm-footer__brand">
          <Logo inverted />
          <p>{t('brand.tagline')}</p>
        </div>
        <LinkColumn title={t('footer.company')} links={COMPANY_LINKS} />
        <LinkColumn title={t('footer.support')} links={SUPPORT_LINKS} />
        <nav className="dm-footer__column" aria-label={t('footer.follow')}>
          <h2>{t('footer.follow')}</h2>
          <ul className="dm-footer__social">
            {SOCIAL_LINKS.map(({ id, href, Icon }) => (
              <li key={id}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`social.${id}`)}
                  title={t(`social.${id}`)}
                  data-testid={`footer-social-${id}`}
                >
                  <Icon aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="dm-footer__bottom">
        <div className="dm-shell-inner">{t('footer.rights', { year: new Date().getFullYear() })}</div>
      </div>
    </footer>
  );
}
