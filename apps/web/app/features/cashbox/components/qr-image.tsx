// A QR code as inline SVG (model/qr-code.ts), dark modules on white with the quiet zone.
import { useMemo } from 'react'
import { encodeQr, qrPath } from '../model/qr-code'
import styles from './cashbox.module.css'

export function QrImage({ text, label }: { text: string; label: string }) {
  const matrix = useMemo(() => encodeQr(text), [text])
  const side = matrix.size + 8
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  )
}
