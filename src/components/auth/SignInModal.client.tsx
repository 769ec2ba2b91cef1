'use client'

import { useTranslations } from 'next-intl'
import { usePathname, useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { overlayClass, panelClass, Portal } from '@/components/layout/Portal.client'
import { useModalDialog } from '@/components/layout/useModalDialog'
import { SignInForm } from './SignInForm.client'
import { useAuth } from './hooks/useAuth'

/**
 * The sign-in modal (showLoginModal): closable until the buyer is signed in. Tab stays inside
 * it, and Escape or the close button give the focus back to what opened it.
 */
export function SignInModal({ onClose, onSignedIn }: { onClose: () => void; onSignedIn: () => Promise<unknown> }) {
  const t = useTranslations('auth')
  const { googleEnabled } = useAuth()
  const router = useRouter()
  const pathname = usePathname() || '/'
  const [signedIn, setSignedIn] = useState(false)
  const titleId = useId()
  const setNode = useModalDialog(() => !signedIn && onClose())

  return (
    <Portal slot="login-modal-slot">
      <div className={overlayClass} onMouseDown={(e) => e.target === e.currentTarget && !signedIn && onClose()}>
        <div ref={setNode} role="dialog" aria-modal="true" aria-labelledby={titleId} className={panelClass} data-testid="signin-modal">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-xl font-bold">
                {t('signInTitle')}
              </h2>
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('signInIntro')}</p>
            </div>
            {!signedIn && (
              <button
                type="button"
                onClick={onClose}
                aria-label={t('close')}
                className="rounded px-2 text-2xl leading-none hover:bg-neutral-100 dark:hover:bg-neutral-800"
                data-testid="signin-close"
              >
                ×
              </button>
            )}
          </div>
          <SignInForm
            googleEnabled={googleEnabled}
            callbackPath={pathname}
            onSignedIn={async () => {
              setSignedIn(true)
              await onSignedIn()
            }}
            onDone={(email) => {
              onClose()
              if (email.includes('login')) router.push('/')
              else router.refresh()
            }}
          />
        </div>
      </div>
    </Portal>
  )
}
