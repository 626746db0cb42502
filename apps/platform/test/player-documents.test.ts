// The signed-in player's verification documents and update_details (issue 3 items 5, 16).
import * as api from '@croupier/contract/api.generated'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { players } from '../src/modules/player/player.tables.ts'
import { register } from './helpers/auth.ts'
import { inject, nameOf } from './helpers/call.ts'
import { call, setupPlayerApp, t } from './helpers/player.ts'

setupPlayerApp()

describe('documents', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
  const PDF = Buffer.from('%PDF-1.7\n...')
  const EXE = Buffer.from('MZ\x90\x00 pretending to be a jpeg')

  function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
    const boundary = '----croupier-test'
    const chunks: Buffer[] = []
    for (const part of parts) {
      const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`
      const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`
      chunks.push(
        Buffer.from(head),
        Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
        Buffer.from('\r\n'),
      )
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`))
    return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
  }

  const upload = (cookie: string, parts: Parameters<typeof multipart>[0]) => {
    const { payload, contentType } = multipart(parts)
    return inject(t.app, api.uploadDocument, {
      cookie,
      headers: { 'content-type': contentType },
      rawBody: payload,
    })
  }

  it('stores JPEG, PNG and PDF as pending and lists them with their status', async () => {
    const { cookie } = await register(t.app)
    const png = await upload(cookie, [
      { name: 'kind', value: 'identity' },
      { name: 'file', value: PNG, filename: '../../passport.png', type: 'image/png' },
    ])
    expect(png.statusCode, png.body).toBe(201)
    expect(png.json()).toMatchObject({
      kind: 'identity',
      status: 'pending',
      file_name: 'passport.png',
      content_type: 'image/png',
      size: PNG.length,
    })
    // The declared type does not matter: the bytes decide.
    const pdf = await upload(cookie, [
      { name: 'kind', value: 'address' },
      { name: 'file', value: PDF, filename: 'bill.jpg', type: 'image/jpeg' },
    ])
    expect(pdf.json()).toMatchObject({ content_type: 'application/pdf' })
    const list = (await call(api.getDocuments, cookie)).json().documents
    expect(list.map((d: { kind: string; status: string }) => [d.kind, d.status])).toEqual([
      ['address', 'pending'],
      ['identity', 'pending'],
    ])
  })

  it('refuses other types by their bytes, a missing kind, and files over 5 MB', async () => {
    const { cookie } = await register(t.app)
    const exe = await upload(cookie, [
      { name: 'kind', value: 'identity' },
      { name: 'file', value: EXE, filename: 'photo.jpg', type: 'image/jpeg' },
    ])
    expect(exe.statusCode).toBe(422)
    expect(exe.json()).toEqual({ errors: { file: ['VALIDATION.FILE_TYPE'] } })
    const noKind = await upload(cookie, [{ name: 'file', value: PNG, filename: 'a.png' }])
    expect(noKind.json()).toEqual({ errors: { kind: ['VALIDATION.REQUIRED'] } })
    const badKind = await upload(cookie, [
      { name: 'kind', value: 'selfie' },
      { name: 'file', value: PNG, filename: 'a.png' },
    ])
    expect(badKind.json()).toEqual({ errors: { kind: ['VALIDATION.INVALID'] } })
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const tooBig = await upload(cookie, [
      { name: 'kind', value: 'payment' },
      { name: 'file', value: big, filename: 'big.png' },
    ])
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' })
    const json = await call(api.uploadDocument, cookie, { rawBody: { kind: 'identity' } })
    expect(json.statusCode).toBe(422)
    expect((await call(api.getDocuments, cookie)).json().documents).toEqual([])
  })
})

describe(nameOf(api.updateDetails), () => {
  it('fills terms_acceptance from auth_fields_missed', async () => {
    const { cookie, player } = await register(t.app)
    await t.db
      .update(players)
      .set({ authFieldsMissed: ['terms_acceptance'] })
      .where(eq(players.id, player.id))
    expect((await call(api.getPlayer, cookie)).json().auth_fields_missed).toEqual(['terms_acceptance'])
    const refused = await call(api.updateDetails, cookie, {
      body: {
        user: { terms_acceptance: false },
      },
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ errors: { terms_acceptance: ['VALIDATION.MUST_CHECKED'] } })
    const empty = await call(api.updateDetails, cookie, { body: { user: {} } })
    expect(empty.json().errors.terms_acceptance[0]).toBe('VALIDATION.REQUIRED')
    const accepted = await call(api.updateDetails, cookie, {
      body: {
        user: { terms_acceptance: true },
      },
    })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().auth_fields_missed).toEqual([])
  })

  it('fills other missing fields with their rules', async () => {
    const { cookie, player } = await register(t.app)
    await t.db
      .update(players)
      .set({ authFieldsMissed: ['mobile_phone', 'terms_acceptance'] })
      .where(eq(players.id, player.id))
    const bad = await call(api.updateDetails, cookie, {
      body: {
        user: { mobile_phone: '12' },
      },
    })
    expect(bad.json()).toEqual({ errors: { mobile_phone: ['VALIDATION.PHONE.MIN'] } })
    const phone = await call(api.updateDetails, cookie, {
      body: {
        user: { mobile_phone: '+49 170 1234567' },
      },
    })
    expect(phone.json()).toMatchObject({
      mobile_phone: '+49 170 1234567',
      auth_fields_missed: ['terms_acceptance'],
    })
  })
})
