// A QR code as inline SVG from model/qr-svg.ts; the box keeps its size while the library loads.
import { useEffect, useState } from 'react'
import { renderQrSvg } from '../model/qr-svg'
import paymentStyles from './cashbox-payment.module.css'

export function QrImage({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let isCurrent = true
    setSvg(null)
    renderQrSvg(text).then(
      (markup) => isCurrent && setSvg(markup),
      () => isCurrent && setSvg(null),
    )
    return () => {
      isCurrent = false
    }
  }, [text])
  return (
    <span
      className={paymentStyles.qr}
      role="img"
      aria-label={label}
      // Markup made by the qrcode library from the address, never from player input.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  )
}
