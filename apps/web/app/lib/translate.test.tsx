import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createTranslator, TranslationProvider, useTranslation } from './translate'

const messages = {
  header: { login: 'Log in', greeting: 'Hello {{name}}, {{name}}!' },
  ffc: { changed_one: '{{count}} flag differs.', changed_other: '{{count}} flags differ.' },
  only: { other_other: '{{count}} things' },
}

describe('createTranslator', () => {
  const { t, exists } = createTranslator('en', messages)
  it.each([
    ['header.login', {}, 'Log in'],
    ['header.greeting', { name: 'Ada' }, 'Hello Ada, Ada!'],
    ['ffc.changed', { count: 1 }, '1 flag differs.'],
    ['ffc.changed', { count: 3 }, '3 flags differ.'],
    ['only.other', { count: 1 }, '1 things'],
    ['header.missing', { defaultValue: 'Fallback' }, 'Fallback'],
    ['header.missing', {}, 'header.missing'],
    ['header', {}, 'header'],
  ])('t(%s, %j) → %s', (key, options, expected) => {
    expect(t(key, options)).toBe(expected)
  })
  it('leaves unknown placeholders visible', () => {
    expect(t('header.greeting')).toBe('Hello {{name}}, {{name}}!')
  })
  it('knows which keys exist', () => {
    expect(exists('header.login')).toBe(true)
    expect(exists('header.nope')).toBe(false)
  })
  it('uses the language plural rules (French: 0 is singular)', () => {
    const fr = createTranslator('fr-CA', messages)
    expect(fr.t('ffc.changed', { count: 0 })).toBe('0 flag differs.')
  })
  it('survives an invalid language tag', () => {
    expect(createTranslator('not a tag', messages).t('ffc.changed', { count: 2 })).toBe('2 flags differ.')
  })
})

describe('useTranslation', () => {
  it('reads the provided translator', () => {
    function Label() {
      const { t, i18n } = useTranslation()
      return <span lang={i18n.language}>{t('header.login')}</span>
    }
    const html = renderToString(
      <TranslationProvider translator={createTranslator('de', { header: { login: 'Anmelden' } })}>
        <Label />
      </TranslationProvider>,
    )
    expect(html).toBe('<span lang="de">Anmelden</span>')
  })
})
