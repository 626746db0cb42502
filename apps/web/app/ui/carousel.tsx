// Horizontal carousel. The server and the first client render use native scroll-snap (no JS cost);
// once the carousel nears the viewport and the visitor has interacted with the page (autoplay: at
// once), Embla is loaded lazily and takes over the same markup (a page nobody touches needs no Embla).
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { CarouselFrame, type CarouselProps } from './carousel-frame'
import { onFirstInteraction } from './use-idle-import'

export type { CarouselProps }

const EmblaCarousel = lazy(() => import('./embla-carousel'))

export function Carousel(props: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null)
  const [isNear, setIsNear] = useState(false)
  const [hasInteracted, setHasInteracted] = useState(false)

  useEffect(() => onFirstInteraction(() => setHasInteracted(true)), [])

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
  // An autoplaying carousel (spec 2 §9) moves by itself, so it needs Embla without a touch.
  if (!isNear || (!hasInteracted && !props.autoplay)) return native
  return (
    <Suspense fallback={native}>
      <EmblaCarousel {...props} />
    </Suspense>
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
