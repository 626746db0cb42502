// Page scroll lock for the modal stack (spec 1 §4): hide the body's scrollbar and pad the body by the
// scrollbar's width so the page behind the dialog does not jump sideways.

let locked = false
let previous: { overflow: string; paddingRight: string } | null = null

export function isScrollLocked(): boolean {
  return locked
}

export function lockScroll(): void {
  if (locked || typeof document === 'undefined') return
  const { body, documentElement } = document
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth
  previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
  body.style.overflow = 'hidden'
  if (scrollbarWidth > 0) {
    const current = Number.parseFloat(getComputedStyle(body).paddingRight) || 0
    body.style.paddingRight = `${current + scrollbarWidth}px`
  }
  locked = true
}

export function unlockScroll(): void {
  if (!locked || typeof document === 'undefined') return
  document.body.style.overflow = previous?.overflow ?? ''
  document.body.style.paddingRight = previous?.paddingRight ?? ''
  previous = null
  locked = false
}
