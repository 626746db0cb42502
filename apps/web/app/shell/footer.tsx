// The site footer (spec 2 §2.4): link lists, contacts, socials, awards and providers carousels,
// payment logos, licences, the per-locale snippet, copyright and the age mark. Licence variants
// come from footerVariant/copyrightKey.
import { copyrightKey, footerVariant } from '@croupier/rules/licence'
import { localizePath } from '@croupier/rules/locale'
import { isStaticPageVisible } from '@croupier/rules/static-pages'
import { Link } from 'react-router'
import { useChrome } from '../lib/chrome-data'
import { openModal } from '../lib/modals/open-modal'
import { type StaticPageLink, useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Icon } from '../ui/icon'
import { isAuHost } from './au'
import styles from './footer.module.css'
import { FooterCarousels } from './footer-carousels'
import { EE_HIDDEN_FOOTER_PAGES, PAYMENT_LOGOS } from './payment-logos'

export function Footer() {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { project } = useChrome()
  const variant = footerVariant(shell.licence, shell.country, { isAuHost: isAuHost(shell.host) })
  const isLoggedIn = shell.player !== null
  const hidden = new Set<string>([
    ...(variant.hideBenefitsOfCrypto ? [EE_HIDDEN_FOOTER_PAGES.benefitsOfCrypto] : []),
    ...(variant.hideSportsbookTerms ? [EE_HIDDEN_FOOTER_PAGES.sportsbookTerms] : []),
  ])
  const pagesIn = (category: string): StaticPageLink[] =>
    shell.staticPages.filter(
      (page) =>
        page.categories.includes(category) && isStaticPageVisible(page, isLoggedIn) && !hidden.has(page.path),
    )
  const brand = project?.name ?? 'Croupier'
  const licences = (project?.licences ?? []).filter((licence) => licence.code === shell.licence)
  const year = new Date().getUTCFullYear()

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <LinkList title={t('footer.info')} pages={pagesIn('bottom-menu')} />
          <LinkList title={t('footer.help')} pages={pagesIn('bottom-menu-help')} />
          <section className={`${styles.column} ${styles.wideColumn}`} aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              {t('footer.contact')}
            </h2>
            <ul className={styles.links}>
              <li>
                <button type="button" className={styles.contact} onClick={() => openModal('support')}>
                  <Icon name="chat" size={18} />
                  {t('footer.chat')}
                </button>
              </li>
              {project?.supportEmail ? (
                <li>
                  <a className={styles.contact} href={`mailto:${project.supportEmail}`}>
                    <Icon name="mail" size={18} />
                    {project.supportEmail}
                  </a>
                </li>
              ) : null}
              {project?.phone ? (
                <li>
                  <a className={styles.contact} href={`tel:${project.phone.replace(/[^\d+]/g, '')}`}>
                    <Icon name="phone" size={18} />
                    {project.phone}
                  </a>
                </li>
              ) : null}
            </ul>
            {project && project.socials.length > 0 ? (
              <ul className={styles.socials} aria-label={t('footer.socials')}>
                {project.socials.map((social) => (
                  <li key={social.network}>
                    <a
                      className={styles.social}
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`footer.social.${social.network}`)}
                    >
                      <Icon name={social.network} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <section className={`${styles.column} ${styles.wideColumn}`} aria-labelledby="footer-play-safe">
            <h2 id="footer-play-safe" className={styles.heading}>
              {t('footer.playSafe')}
            </h2>
            <p className={styles.muted}>{t('footer.playSafeText')}</p>
            <Link to={localizePath(shell.locale, '/responsible-gaming')} className={styles.partner}>
              <Icon name="info" size={18} />
              <span>{t('footer.partner')}</span>
            </Link>
          </section>
        </div>

        <FooterCarousels />

        <section className={styles.band} aria-labelledby="footer-payments">
          <h2 id="footer-payments" className={styles.heading}>
            {t('footer.payments')}
          </h2>
          <Link
            to={localizePath(shell.locale, '/cashbox')}
            className={styles.payments}
            aria-label={t('footer.paymentsLink', {
              methods: PAYMENT_LOGOS[variant.paymentLogoSet].join(', '),
            })}
          >
            {PAYMENT_LOGOS[variant.paymentLogoSet].map((name) => (
              <span key={name} className={styles.payment}>
                {name}
              </span>
            ))}
          </Link>
        </section>

        <section className={styles.legal} aria-label={t('footer.licences')}>
          <span
            className={styles.age}
            role="img"
            aria-label={t('footer.ageRestriction', { age: variant.ageIcon })}
          >
            {variant.ageIcon}+
          </span>
          <div className={styles.licenceText}>
            {licences.map((licence) => (
              <p key={`${licence.code}-${licence.number}`}>
                {t('footer.licenceText', {
                  company: licence.company,
                  authority: licence.authority,
                  number: licence.number,
                })}{' '}
                {licence.validatorUrl ? (
                  <a href={licence.validatorUrl} target="_blank" rel="noopener noreferrer">
                    {t('footer.verifyLicence')}
                  </a>
                ) : null}
              </p>
            ))}
            <ul className={styles.certificates} aria-label={t('footer.certificates.title')}>
              <li>{t('footer.certificates.rng')}</li>
              <li>{t('footer.certificates.ssl')}</li>
              <li>{t('footer.certificates.fairPlay')}</li>
            </ul>
          </div>
        </section>

        {shell.footerSnippet ? (
          // The platform sanitises the snippet (spec 2 §2.4), so it is rendered as HTML.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the platform's CMS module.
          <div className={styles.snippet} dangerouslySetInnerHTML={{ __html: shell.footerSnippet }} />
        ) : null}

        <p className={styles.copyright}>
          {t(copyrightKey({ licence: shell.licence, locale: shell.locale, country: shell.country }), {
            year,
            brand,
          })}
        </p>
      </div>
    </footer>
  )
}

function LinkList({ title, pages }: { title: string; pages: StaticPageLink[] }) {
  const { locale } = useShellContext()
  if (pages.length === 0) return null
  return (
    <nav className={styles.column} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={localizePath(locale, `/${page.path}`)} className={styles.link}>
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
