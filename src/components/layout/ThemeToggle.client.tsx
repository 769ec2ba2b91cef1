'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

type Choice = 'system' | 'light' | 'dark'
const order: Choice[] = ['system', 'light', 'dark']
export const THEME_KEY = 'theme'

/** Applies a theme choice to <html>; 'system' follows prefers-color-scheme. */
export function applyTheme(choice: Choice) {
  const dark = choice === 'dark' || (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
  document.documentElement.classList.toggle('dark', dark)
  document.documentElement.classList.toggle('light', !dark)
}

export function ThemeToggle() {
  const t = useTranslations('nav')
  const [choice, setChoice] = useState<Choice>('system')

  useEffect(() => {
    const stored = localStorage.getItem(THEME_KEY) as Choice | null
    if (stored && order.includes(stored)) setChoice(stored)
  }, [])

  useEffect(() => {
    if (choice !== 'system') return
    const media = matchMedia('(prefers-color-scheme: dark)')
    const follow = () => applyTheme('system')
    media.addEventListener('change', follow)
    return () => media.removeEventListener('change', follow)
  }, [choice])

  const next = order[(order.indexOf(choice) + 1) % order.length]
  const label = { system: t('themeSystem'), light: t('themeLight'), dark: t('themeDark') }[choice]
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-theme-choice={choice}
      title={label}
      aria-label={`${t('theme')}: ${label}`}
      onClick={() => {
        localStorage.setItem(THEME_KEY, next)
        applyTheme(next)
        setChoice(next)
      }}
      className="hb sm:w-8"
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className="fill-current">
        {choice === 'dark' ? (
          <path d="M6 1a7 7 0 1 0 9 9A6 6 0 0 1 6 1z" />
        ) : choice === 'light' ? (
          <circle cx="8" cy="8" r="4" />
        ) : (
          <path d="M8 1a7 7 0 1 0 0 14V1z" />
        )}
      </svg>
    </button>
  )
}
