// The lobby's providers carousel (spec 2 §2.1, §3 Game provider): every provider the visitor may
// see, most games first, each linking to /producers/{slug}.
import type { GameProvider } from '@croupier/contract/catalogue/get-game-providers'
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Carousel } from '../../../ui/carousel'
import styles from './providers-carousel.module.css'

export function ProvidersCarousel({ providers }: { providers: readonly GameProvider[] }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  if (providers.length === 0) return null
  return (
    <div className={styles.wrap}>
      <Carousel
        label={t('catalogue.providers')}
        slides={providers.map((provider) => ({
          key: provider.slug,
          content: (
            <Link to={localizePath(locale, `/producers/${provider.slug}`)} className={styles.provider}>
              <span className={styles.monogram} aria-hidden="true">
                {provider.name.slice(0, 2)}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{provider.name}</span>
                <span className={styles.count}>
                  {t('catalogue.gamesCount', { count: provider.games_count })}
                </span>
              </span>
            </Link>
          ),
        }))}
      />
    </div>
  )
}

export interface CategoryLink {
  key: string
  title: string
  href: string
  count: number
}

/** Links to every category (spec 2 §2.1, issue 4 item 9). */
export function CategoryNav({
  label,
  links,
  currentKey,
}: {
  label: string
  links: readonly CategoryLink[]
  currentKey?: string
}) {
  const { locale } = useShellContext()
  if (links.length === 0) return null
  return (
    <nav className={styles.categories} aria-label={label}>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={localizePath(locale, link.href)}
              className={styles.chip}
              prefetch="intent"
              aria-current={link.key === currentKey ? 'page' : undefined}
            >
              {link.title}
              <span className={styles.chipCount}>{link.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
