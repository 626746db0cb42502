// Markup shared by the native and the Embla carousel (carousel.tsx, embla-carousel.tsx), in a module
// of its own so the lazily loaded Embla part and the carousel do not import each other.
import type { ReactNode } from 'react'
import { useTranslation } from '../lib/translate'
import styles from './carousel.module.css'
import { Icon } from './icon'

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string
  /** Visible heading; defaults to the label. */
  title?: ReactNode
  /** Extra control beside the arrows (e.g. a "Show all" link). */
  action?: ReactNode
  slides: { key: string; content: ReactNode }[]
  autoplay?: boolean
}

export interface CarouselFrameProps extends CarouselProps {
  rootRef?: React.Ref<HTMLElement>
  viewportRef?: React.Ref<HTMLDivElement>
  enhanced?: boolean
  onPrev: () => void
  onNext: () => void
  canPrev: boolean
  canNext: boolean
}

/** Markup shared by the native and the Embla carousel so that the swap does not move anything. */
export function CarouselFrame({
  label,
  title,
  action,
  slides,
  rootRef,
  viewportRef,
  enhanced,
  onPrev,
  onNext,
  canPrev,
  canNext,
}: CarouselFrameProps) {
  const { t } = useTranslation()
  return (
    <section ref={rootRef} className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title ?? label}</h2>
        <div className={styles.controls}>
          {action}
          <button
            type="button"
            className={styles.nav}
            onClick={onPrev}
            disabled={!canPrev}
            aria-label={t('shell.previous')}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <button
            type="button"
            className={styles.nav}
            onClick={onNext}
            disabled={!canNext}
            aria-label={t('shell.next')}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      </div>
      {/* Natively scrolled, the track must be reachable by keyboard; Embla brings its own buttons. */}
      <div
        ref={viewportRef}
        className={styles.viewport}
        data-enhanced={enhanced ? 'true' : undefined}
        tabIndex={enhanced ? undefined : 0}
      >
        <ul className={styles.track}>
          {slides.map((slide) => (
            <li key={slide.key} className={styles.slide} aria-roledescription="slide">
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
