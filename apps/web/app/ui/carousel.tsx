// Horizontal carousel. The server and the first client render use native scroll-snap (no JS cost);
// once the carousel nears the viewport, Embla is loaded lazily and takes over the same markup.
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../lib/translate'
import styles from './carousel.module.css'
import { Icon } from './icon'

const EmblaCarousel = lazy(() => import('./embla-carousel'))

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

export function Carousel(props: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null)
  const [isNear, setIsNear] = useState(false)

  useEffect(() => {
    const node = rootRef.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  const native = <NativeCarousel {...props} rootRef={rootRef} />
  if (!isNear) return native
  return (
    <Suspense fallback={native}>
      <EmblaCarousel {...props} />
    </Suspense>
  )
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

function NativeCarousel(props: CarouselProps & { rootRef: React.Ref<HTMLElement> }) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const scrollByPage = (direction: 1 | -1) => {
    const node = viewportRef.current
    if (node) node.scrollBy({ left: direction * node.clientWidth * 0.9, behavior: 'smooth' })
  }
  return (
    <CarouselFrame
      {...props}
      viewportRef={viewportRef}
      onPrev={() => scrollByPage(-1)}
      onNext={() => scrollByPage(1)}
      canPrev
      canNext
    />
  )
}
