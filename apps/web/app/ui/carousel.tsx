// Horizontal carousel. The server and the first client render use native scroll-snap (no JS cost);
// once the carousel nears the viewport, Embla is loaded lazily and takes over the same markup.
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { CarouselFrame, type CarouselProps } from './carousel-frame'

export type { CarouselProps }

const EmblaCarousel = lazy(() => import('./embla-carousel'))

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
