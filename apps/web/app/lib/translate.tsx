// The client's translator: nested message keys (`t('header.login')`), `{{name}}` interpolation,
// plurals by `count` through Intl.PluralRules (`key_one`, `key_other`) and `defaultValue`. It does
// what the catalogs need and no more, in about a kilobyte, because the lobby's JavaScript budget
// has no room for a general i18n framework (ADR 011).
import type { Messages } from '@croupier/contract/i18n/get-messages'
import { createContext, type ReactNode, useContext } from 'react'

export interface TranslateOptions {
  count?: number
  defaultValue?: string
  [name: string]: unknown
}

export type TFunction = (key: string, options?: TranslateOptions) => string

export interface Translator {
  language: string
  t: TFunction
  /** True when the catalog holds a text for `key`. */
  exists(key: string): boolean
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name]
    return value === undefined || value === null ? whole : String(value)
  })
}

export function createTranslator(language: string, messages: Messages): Translator {
  let plurals: Intl.PluralRules | undefined
  const pluralRules = () => {
    if (!plurals) {
      try {
        plurals = new Intl.PluralRules(language)
      } catch {
        plurals = new Intl.PluralRules('en')
      }
    }
    return plurals
  }
  const resolve = (key: string, options: TranslateOptions): string | undefined => {
    if (typeof options.count === 'number') {
      const plural = lookup(messages, `${key}_${pluralRules().select(options.count)}`)
      if (plural !== undefined) return plural
      const other = lookup(messages, `${key}_other`)
      if (other !== undefined) return other
    }
    return lookup(messages, key)
  }
  const t: TFunction = (key, options = {}) => {
    const text = resolve(key, options) ?? options.defaultValue ?? key
    return interpolate(text, options)
  }
  return { language, t, exists: (key) => resolve(key, {}) !== undefined }
}

const TranslatorContext = createContext<Translator>(createTranslator('en', {}))

export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator
  children: ReactNode
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>
}

/** Same shape as react-i18next's hook: `const { t, i18n } = useTranslation()`. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext)
  return { t: translator.t, i18n: translator }
}
