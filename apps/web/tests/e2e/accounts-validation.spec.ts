// Registration validation (issue 3 item 10; spec 1 §5): invalid input shows the spec's messages
// under each field, in English and, on /de/sign-up, in German (the same message keys).
import { getMessages } from '@croupier/contract/api.generated'
import { expect, type Page, test } from '@playwright/test'
import { pagePlatform } from './support/platform'

/** The four invalid entries and the message key each must show (spec 1 §5). */
const INVALID = {
  email: { value: 'player.example.com', key: ['EMAIL', 'INVALID'] },
  // A space and a tilde are outside the allowed set.
  password: { value: 'secret word~1', key: ['WRONG_CHARTS'] },
  password_confirmation: { value: 'another-secret', key: ['PASSWORDS_DO_NOT_MATCH'] },
  nickname: { value: 'ab', key: ['NICKNAME'] },
} as const

type Field = keyof typeof INVALID

interface FormTexts {
  title: string
  submit: string
  labels: Record<Field, string>
  messages: Record<Field, string>
}

const ENGLISH: FormTexts = {
  title: 'Create your account',
  submit: 'Create account',
  labels: {
    email: 'Email',
    password: 'Password',
    password_confirmation: 'Repeat password',
    nickname: 'Nickname',
  },
  messages: {
    email: 'Enter a valid email address',
    password: 'Use only letters, digits and the symbols | @ # $ ^ & = " ! № \' ; % : ? ( ) _ + - / , . < >',
    password_confirmation: 'Passwords do not match',
    nickname: 'The nickname must be 3 to 15 letters, digits, spaces, dots or hyphens',
  },
}

type Messages = { [key: string]: string | Messages }

function lookup(messages: Messages, path: readonly string[]): string {
  let node: string | Messages | undefined = messages
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'string') throw new Error(`missing message ${path.join('.')}`)
  return node
}

/** The texts the client itself loads for a locale (the platform's message catalog, spec 1 §7). */
async function formTexts(page: Page, locale: string): Promise<FormTexts> {
  const messages = (await pagePlatform(page).call(getMessages, { params: { locale } })) as Messages
  const fields = Object.keys(INVALID) as Field[]
  return {
    title: lookup(messages, ['auth', 'signUp', 'title']),
    submit: lookup(messages, ['auth', 'signUp', 'submit']),
    labels: Object.fromEntries(
      fields.map((f) => [f, lookup(messages, ['auth', 'fields', f])]),
    ) as FormTexts['labels'],
    messages: Object.fromEntries(
      fields.map((f) => [f, lookup(messages, ['VALIDATION', ...INVALID[f].key])]),
    ) as FormTexts['messages'],
  }
}

async function expectMessages(page: Page, path: string, texts: FormTexts) {
  await page.goto(path)
  const dialog = page.getByRole('dialog', { name: texts.title })
  const field = (name: Field) => dialog.getByRole('textbox', { name: texts.labels[name], exact: true })
  for (const name of Object.keys(INVALID) as Field[]) await field(name).fill(INVALID[name].value)
  // Live: a field that was left shows its message before any submit.
  await expect(field('email')).toHaveAccessibleDescription(texts.messages.email)
  await dialog.getByRole('button', { name: texts.submit }).click()

  // Each message is tied to its field (aria-describedby) and the field is marked invalid.
  for (const name of Object.keys(INVALID) as Field[]) {
    await expect(field(name)).toHaveAttribute('aria-invalid', 'true')
    await expect(field(name)).toHaveAccessibleDescription(texts.messages[name])
  }
  // Focus moves to the first invalid field; the dialog stays, nobody was registered.
  await expect(field('email')).toBeFocused()
  await expect(dialog).toBeVisible()
}

test('invalid registration input shows the spec messages in English', async ({ page }) => {
  expect(await formTexts(page, 'en')).toMatchObject({ messages: ENGLISH.messages })
  await expectMessages(page, '/sign-up', ENGLISH)
})

test('the same input shows the German messages on /de/sign-up', async ({ page }) => {
  const german = await formTexts(page, 'de')
  // Translated, not the English fallback.
  for (const name of Object.keys(INVALID) as Field[])
    expect(german.messages[name], name).not.toBe(ENGLISH.messages[name])
  await expectMessages(page, '/de/sign-up', german)
})
