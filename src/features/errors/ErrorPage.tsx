import { useId, type ReactNode } from 'react'
import { illustrations, type IllustrationKind } from './illustrations'
import * as styles from './errorPage.css'

export interface ErrorPageProps {
  illustration: IllustrationKind
  /** Shown above the title, e.g. the HTTP status; omitted for the boundary and access pages. */
  code?: string
  title: ReactNode
  message: ReactNode
  actions?: ReactNode
  /**
   * Pages that replace the whole app (restricted, maintenance, boundary) bring their own `main`
   * landmark; pages inside the layout sit in the layout's.
   */
  standalone?: boolean
}

/** The one error and access page: an illustration, a heading, a sentence and what to do next. */
export function ErrorPage({ illustration, code, title, message, actions, standalone = false }: ErrorPageProps) {
  const headingId = useId()
  const Illustration = illustrations[illustration]
  const content = (
    <>
      <Illustration className={styles.illustration} />
      {code && <p className={styles.code}>{code}</p>}
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  )
  if (standalone) {
    return (
      <main id="main-content" tabIndex={-1} aria-labelledby={headingId} className={`${styles.page} ${styles.standalone}`}>
        {content}
      </main>
    )
  }
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      {content}
    </section>
  )
}
