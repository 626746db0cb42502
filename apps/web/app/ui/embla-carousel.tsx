// The Embla-driven carousel; loaded on demand by carousel.tsx so Embla stays out of the initial bundle.
import { CAROUSEL_AUTOPLAY_MS } from '@croupier/rules/ui-timing'
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState } from 'react'
import { CarouselFrame, type CarouselProps } from './carousel-frame'

export default function EmblaCarousel(props: CarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', loop: false })
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)

  const sync = useCallback(() => {
    if (!embla) return
    setCanPrev(embla.canScrollPrev())
    setCanNext(embla.canScrollNext())
  }, [embla])

  useEffect(() => {
    if (!embla) return
    sync()
    embla.on('select', sync).on('reInit', sync)
    return () => {
      embla.off('select', sync).off('reInit', sync)
    }
  }, [embla, sync])

  // Autoplay every 10 s (spec 2 §9), paused while the pointer or focus is inside, off for reduced motion.
  useEffect(() => {
    if (!embla || !props.autoplay) return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const root = embla.rootNode().closest('section')
    let paused = false
    const pause = () => {
      paused = true
    }
    const resume = () => {
      paused = false
    }
    root?.addEventListener('pointerenter', pause)
    root?.addEventListener('pointerleave', resume)
    root?.addEventListener('focusin', pause)
    root?.addEventListener('focusout', resume)
    const timer = window.setInterval(() => {
      if (paused) return
      if (embla.canScrollNext()) embla.scrollNext()
      else embla.scrollTo(0)
    }, CAROUSEL_AUTOPLAY_MS)
    return () => {
      window.clearInterval(timer)
      root?.removeEventListener('pointerenter', pause)
      root?.removeEventListener('pointerleave', resume)
      root?.removeEventListener('focusin', pause)
      root?.removeEventListener('focusout', resume)
    }
  }, [embla, props.autoplay])

  return (
    <CarouselFrame
      {...props}
      viewportRef={viewportRef}
      enhanced
      onPrev={() => embla?.scrollPrev()}
      onNext={() => embla?.scrollNext()}
      canPrev={canPrev}
      canNext={canNext}
    />
  )
}
