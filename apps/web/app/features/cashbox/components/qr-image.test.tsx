// The deposit address's QR code is the `qrcode` library's SVG for exactly that address.
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import QRCode from 'qrcode'
import { afterEach, describe, expect, it } from 'vitest'
import { QR_SVG_OPTIONS } from '../model/qr-svg'
import { QrImage } from './qr-image'

const ADDRESS = 'bc1qsandbox0deposit0address0for0player0000000'

afterEach(cleanup)

describe('QrImage', () => {
  it('shows the qrcode SVG of the address under its accessible name', async () => {
    render(<QrImage text={ADDRESS} label="QR code of your BTC deposit address" />)
    const image = screen.getByRole('img', { name: 'QR code of your BTC deposit address' })
    await waitFor(() => expect(image.querySelector('svg')).not.toBeNull())
    const expected = await QRCode.toString(ADDRESS, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
    const reference = document.createElement('span')
    reference.innerHTML = expected // serialised by the same DOM, so only the markup itself is compared
    expect(image.innerHTML).toBe(reference.innerHTML)
    expect(expected).not.toBe(await QRCode.toString(`${ADDRESS}x`, QR_SVG_OPTIONS))
  })
})
