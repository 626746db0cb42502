// The lobby's hero banner (spec 2 §2.1 "main lobby, shows a banner"): the first visible banner of
// slider-index-top, its gradient behind the text and its artwork in a fixed box (no layout shift).
// Several make a slider: a scroll-snap track, swiped on phones and chosen by its dots elsewhere; the
// dots are in-page links to the banners' headings that, once hydrated, scroll the track only.
import type { Banner } from '@croupier/contract/config/get-banners-config'
import { localizePath } from '@croupier/rules/locale'
import type { CSSProperties, MouseEvent } from 'react'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { buttonClass } from '../../../ui/button'
import { fillBannerText } from '../model/banners'
import styles from './hero-banner.module.css'

export function HeroBanner({ banner, headingLevel = 2 }: { banner: Banner; headingLevel?: 1 | 2 }) {
  const { locale, country, player } = useShellContext()
  const money = { locale, country, currency: player?.currency ?? null }
  const fill = (text: string) => fillBannerText(text, banner.variables, money)
  const gradient = {
    '--hero-left': banner.gradient.left,
    '--hero-left-center': banner.gradient.leftCenter,
    '--hero-right-center': banner.gradient.rightCenter,
    '--hero-right': banner.gradient.right,
  } as CSSProperties
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const button = banner.button
  const isExternal = button ? /^https?:\/\//.test(button.url) : false
  return (
    <section className={styles.hero} style={gradient} aria-labelledby={`banner-${banner.id}`}>
      <div className={styles.copy}>
        {banner.labels.length > 0 ? (
          <ul className={styles.labels}>
            {banner.labels.map((label) => (
              <li key={`${label.type}-${label.title}`} className={styles.label}>
                {label.dot ? <span className={styles.dot} aria-hidden="true" /> : null}
                {label.title}
              </li>
            ))}
          </ul>
        ) : null}
        <Heading id={`banner-${banner.id}`} className={styles.title}>
          {fill(banner.title.text)}
        </Heading>
        <p className={styles.description}>{fill(banner.description.text)}</p>
        {button ? (
          isExternal ? (
            <a href={button.url} className={buttonClass('primary', { size: 'lg' })} rel="noopener">
              {button.name}
            </a>
          ) : (
            <Link to={localizePath(locale, button.url)} className={buttonClass('primary', { size: 'lg' })}>
              {button.name}
            </Link>
          )
        ) : null}
      </div>
      <div className={styles.art}>
        <img
          src={banner.image}
          alt=""
          width={560}
          height={360}
          className={styles.image}
          fetchPriority="high"
        />
        {banner.overlayImage ? (
          <img src={banner.overlayImage} alt="" width={560} height={360} className={styles.overlay} />
        ) : null}
      </div>
    </section>
  )
}

/** A dot scrolls the track sideways to its banner, leaving the page where it is. */
function showSlide(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget
  const dots = link.parentElement
  const slide = dots?.previousElementSibling?.children[[...(dots?.children ?? [])].indexOf(link)]
  if (!(slide instanceof HTMLElement)) return
  event.preventDefault()
  slide.parentElement?.scrollTo({ left: slide.offsetLeft })
}

export function HeroSlider({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation()
  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={t('lobby.heroSlider')}>
      <div className={styles.track}>
        {banners.map((banner) => (
          <HeroBanner key={banner.id} banner={banner} />
        ))}
      </div>
      {banners.length > 1 ? (
        <nav className={styles.dots} aria-label={t('lobby.heroSlides')}>
          {banners.map((banner, index) => (
            <a key={banner.id} href={`#banner-${banner.id}`} onClick={showSlide}>
              <span className="sr-only">{t('lobby.heroShow', { index: index + 1 })}</span>
            </a>
          ))}
        </nav>
      ) : null}
    </section>
  )
}
