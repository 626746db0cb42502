// Awards and providers carousels of the footer (spec 2 §2.4). Below the fold, so Embla loads only
// when they come near the viewport (ui/carousel).
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { awardNomination } from '../lib/awards'
import { type ChromeData, useChrome } from '../lib/chrome-data'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Carousel } from '../ui/carousel'
import styles from './footer-carousels.module.css'

// Display names of the reference catalogue's providers; the catalogue issue will supply names.
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  netent: 'NetEnt',
  evolution: 'Evolution',
  pragmaticplay: 'Pragmatic Play',
  playngo: "Play'n GO",
  nolimit: 'Nolimit City',
  hacksaw: 'Hacksaw Gaming',
  redtiger: 'Red Tiger',
  betsoft: 'Betsoft',
}

/** Known name, else the slug in title case ('big-time-gaming' → 'Big Time Gaming'). */
export function providerName(slug: string): string {
  const known = PROVIDER_NAMES[slug]
  if (known) return known
  return slug
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** Providers not blocked for the visitor's country ('all' blocks everywhere, spec 1 §6). */
export function availableProviders(config: ChromeData['providers'], country: string): string[] {
  return Object.entries(config)
    .filter(([, blocked]) => blocked !== 'all' && !blocked.includes(country.toUpperCase()))
    .map(([slug]) => slug)
}

export function FooterCarousels() {
  const { t } = useTranslation()
  const { locale, country } = useShellContext()
  const { awards, providers: providerConfig } = useChrome()
  const providers = availableProviders(providerConfig, country)
  return (
    <div className={styles.carousels}>
      {awards.length > 0 ? (
        <Carousel
          label={t('footer.awards')}
          autoplay
          action={
            <Link to={localizePath(locale, '/awards')} className={styles.showAll}>
              {t('footer.showAll')}
            </Link>
          }
          slides={awards.map((award) => ({
            key: `${award.name}-${award.nomination.en}-${award.year}`,
            content: (
              <article className={styles.award}>
                <svg className={styles.laurel} width={36} height={36} viewBox="0 0 36 36" aria-hidden="true">
                  <path
                    d="M12 28c-4-2-7-6-7-11 0-3 1-6 3-8m16 19c4-2 7-6 7-11 0-3-1-6-3-8M9 14c2 0 3 1 3 3M7 19c2 0 3.5 1 3.5 3M27 14c-2 0-3 1-3 3m5 2c-2 0-3.5 1-3.5 3M18 10l2 4 4 .5-3 3 .8 4-3.8-2-3.8 2 .8-4-3-3 4-.5 2-4Z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                <div>
                  <p className={styles.awardPrize}>
                    {t(`footer.awardPrizes.${award.prize}`)} · {award.year}
                  </p>
                  <h3 className={styles.awardNomination}>{awardNomination(award, locale)}</h3>
                  <p className={styles.awardName}>{award.name}</p>
                </div>
              </article>
            ),
          }))}
        />
      ) : null}
      {providers.length > 0 ? (
        <Carousel
          label={t('footer.providers')}
          slides={providers.map((slug) => ({
            key: slug,
            content: (
              <Link to={localizePath(locale, `/producers/${slug}`)} className={styles.provider}>
                {providerName(slug)}
              </Link>
            ),
          }))}
        />
      ) : null}
    </div>
  )
}
