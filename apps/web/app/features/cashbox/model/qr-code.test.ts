// The encoder's matrices equal those of the `qrcode` package (a platform dependency, used here only
// as the reference) for the same text, level M and mask.
import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { encodeQr } from './qr-code'

const ADDRESSES = [
  'bc1qsandbox0deposit0address0for0player0000000',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  'TQ5Nz1sandboxUSDTtrc20address000000',
  'ltc1q0sandbox',
  'x',
  'A'.repeat(150),
]

describe('QR encoder', () => {
  it.each(ADDRESSES)('matches the reference for %s', (text) => {
    for (const mask of [0, 3, 5, 7]) {
      const ours = encodeQr(text, mask)
      const reference = QRCode.create([{ data: Buffer.from(text), mode: 'byte' }], {
        errorCorrectionLevel: 'M',
        maskPattern: mask as 0,
      })
      expect(ours.size).toBe(reference.modules.size)
      expect(ours.dark.map(Number)).toEqual([...reference.modules.data])
    }
  })
  it('picks a mask on its own', () => {
    expect(encodeQr(ADDRESSES[0] as string).size).toBeGreaterThan(20)
  })
})
