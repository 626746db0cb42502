// /dev/mail (development builds only): the platform's outbox (GET /api/dev/mail), newest first; a
// message opens with its text, its HTML (sanitised here, shown in a sandboxed iframe) and its links
// as buttons, so a developer or a test can follow a confirmation or reset link. routes.ts adds this
// route only outside production builds, and the loader answers 404 in any production build too.
import * as api from '@croupier/contract/api.generated'
import type { MailMessage } from '@croupier/contract/dev/get-mailbox'
import { htmlLang } from '@croupier/rules/locale'
import { useEffect, useRef } from 'react'
import {
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router'
import sanitizeHtml from 'sanitize-html'
import { pageMeta } from '../lib/meta'
import { isDevBuild, platformFor } from '../lib/platform-client.server'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Button, buttonClass } from '../ui/button'
import { Badge } from '../ui/card'
import { LocalTime } from '../ui/local-time'
import styles from './dev-mail.module.css'

// Typed by hand: typegen runs as a production build, which has no such route.
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!isDevBuild()) throw data(null, { status: 404 })
  // Email markup keeps its look (inline styles, tables, images); scripts and handlers never pass.
  const sanitizeOptions: sanitizeHtml.IOptions = {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'center', 'font'],
    allowedAttributes: {
      '*': ['style', 'align', 'width', 'height', 'bgcolor', 'color'],
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'data'],
    // A whole document arrives: its <title> text must not leak into the body.
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title'],
  }
  const { t } = await routeContext(request, context)
  const url = new URL(request.url)
  const to = url.searchParams.get('to')?.trim() ?? ''
  const mailbox = await platformFor(request).callOrNull(api.getMailbox, to ? { query: { to } } : {})
  const messages = [...(mailbox?.messages ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at))
  const selectedId = Number(url.searchParams.get('id'))
  const selected = messages.find((message) => message.id === selectedId) ?? null
  return {
    meta: { title: t('dev-mail.metaTitle'), noindex: true },
    available: mailbox !== null,
    to,
    messages: messages.map(({ id, to: recipient, subject, kind, created_at }) => ({
      id,
      to: recipient,
      subject,
      kind,
      created_at,
    })),
    selected: selected ? { ...selected, html: sanitizeHtml(selected.html, sanitizeOptions) } : null,
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches)

export default function DevMail() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const { available, to, messages, selected } = useLoaderData<typeof loader>()
  const [search] = useSearchParams()
  const { revalidate, state } = useRevalidator()
  const navigation = useNavigation()
  const busy = state === 'loading' || navigation.state === 'loading'
  const readerRef = useRef<HTMLElement>(null)
  const selectedId = selected?.id
  // On a narrow screen the reader sits below the list: bring an opened message into view.
  useEffect(() => {
    if (selectedId === undefined || !window.matchMedia('(max-width: 959px)').matches) return
    readerRef.current?.scrollIntoView({ block: 'start' })
  }, [selectedId])

  const hrefFor = (id: number) => {
    const next = new URLSearchParams(search)
    next.set('id', String(id))
    return `?${next}`
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('dev-mail.title')}</h1>
          <p className={styles.lead}>{t('dev-mail.lead')}</p>
        </div>
        <div className={styles.tools}>
          <Form method="get" className={styles.filter} role="search">
            <label htmlFor="dev-mail-to" className="sr-only">
              {t('dev-mail.filterLabel')}
            </label>
            <input
              id="dev-mail-to"
              name="to"
              type="search"
              defaultValue={to}
              placeholder={t('dev-mail.filterPlaceholder')}
              className={styles.input}
            />
            <Button type="submit" variant="secondary">
              {t('dev-mail.filter')}
            </Button>
          </Form>
          <Button variant="primary" onClick={() => revalidate()} disabled={busy}>
            {busy ? t('dev-mail.refreshing') : t('dev-mail.refresh')}
          </Button>
        </div>
      </header>

      {!available ? (
        <p className={styles.notice} role="alert">
          {t('dev-mail.unavailable')}
        </p>
      ) : (
        <div className={styles.panes}>
          <section className={styles.list} aria-labelledby="dev-mail-list-title">
            <h2 id="dev-mail-list-title" className={styles.paneTitle}>
              {t('dev-mail.outbox', { count: messages.length })}
            </h2>
            {messages.length === 0 ? (
              <p className={styles.empty}>{to ? t('dev-mail.emptyFiltered', { to }) : t('dev-mail.empty')}</p>
            ) : (
              <ul className={styles.messages}>
                {messages.map((message) => (
                  <li key={message.id}>
                    <Link
                      to={hrefFor(message.id)}
                      className={styles.item}
                      aria-current={selected?.id === message.id ? 'true' : undefined}
                      preventScrollReset
                    >
                      <span className={styles.itemSubject}>{message.subject}</span>
                      <span className={styles.itemTo}>{message.to}</span>
                      <span className={styles.itemTime}>
                        <LocalTime iso={message.created_at} locale={locale} />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section ref={readerRef} className={styles.reader} aria-labelledby="dev-mail-reader-title">
            {selected ? (
              <MessageView message={selected} lang={htmlLang(locale)} />
            ) : (
              <>
                <h2 id="dev-mail-reader-title" className="sr-only">
                  {t('dev-mail.reader')}
                </h2>
                <p className={styles.empty}>{t('dev-mail.pick')}</p>
              </>
            )}
          </section>
        </div>
      )}
    </div>
  )
}

function MessageView({ message, lang }: { message: MailMessage; lang: string }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  return (
    <article className={styles.message} lang={lang}>
      <header className={styles.messageHeader}>
        <h2 id="dev-mail-reader-title" className={styles.subject}>
          {message.subject}
        </h2>
        <dl className={styles.fields}>
          <div>
            <dt>{t('dev-mail.to')}</dt>
            <dd>{message.to}</dd>
          </div>
          <div>
            <dt>{t('dev-mail.time')}</dt>
            <dd>
              <LocalTime iso={message.created_at} locale={locale} />
            </dd>
          </div>
          <div>
            <dt>{t('dev-mail.kind')}</dt>
            <dd>
              <Badge tone="accent">{message.kind}</Badge>
            </dd>
          </div>
        </dl>
      </header>

      {message.links.length > 0 ? (
        <nav aria-label={t('dev-mail.links')} className={styles.links}>
          {message.links.map((link) => (
            <a key={link} href={link} className={buttonClass('primary', { size: 'sm' })} title={link}>
              {t('dev-mail.open', { path: linkLabel(link) })}
            </a>
          ))}
        </nav>
      ) : null}

      <h3 className={styles.partTitle}>{t('dev-mail.html')}</h3>
      {/* No scripts, no same origin, no forms: the sandbox keeps mail markup inert. */}
      <iframe
        className={styles.frame}
        title={t('dev-mail.htmlFrame', { subject: message.subject })}
        sandbox=""
        srcDoc={message.html}
      />

      <h3 className={styles.partTitle}>{t('dev-mail.text')}</h3>
      <pre className={styles.text}>{message.text}</pre>
    </article>
  )
}

/** A link's path and query, which is what tells a confirmation from a reset link. */
function linkLabel(link: string): string {
  try {
    const url = new URL(link)
    return `${url.pathname}${url.search ? '?…' : ''}`
  } catch {
    return link
  }
}
