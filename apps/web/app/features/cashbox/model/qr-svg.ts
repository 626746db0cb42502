// The deposit address as a QR code: the `qrcode` library's SVG, loaded only when an address shows.
import type { QRCodeToStringOptions } from 'qrcode'

/** Level M and a four-module quiet zone, dark on white (ISO/IEC 18004 defaults). */
export const QR_SVG_OPTIONS: QRCodeToStringOptions = {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 4,
}

export async function renderQrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode')
  return QRCode.toString(text, QR_SVG_OPTIONS)
}
