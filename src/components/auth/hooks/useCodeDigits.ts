'use client'

import { useCallback, useRef, useState } from 'react'

export const CODE_LENGTH = 6

const blank = () => Array<string>(CODE_LENGTH).fill('')

/** The six code inputs: one digit each, a paste or a typed run fills the rest, the focus follows. */
export function useCodeDigits() {
  const [digits, setDigits] = useState<string[]>(blank)
  const inputs = useRef<(HTMLInputElement | null)[]>([])

  const focusDigit = useCallback((i: number) => inputs.current[i]?.focus(), [])
  const digitRef = (i: number) => (el: HTMLInputElement | null) => {
    inputs.current[i] = el
  }

  /** Digits typed or pasted from input `from` on; the focus moves past them. */
  const fill = (from: number, text: string) => {
    const chars = text
      .replace(/\D/g, '')
      .slice(0, CODE_LENGTH - from)
      .split('')
    if (!chars.length) return
    setDigits((d) => {
      const next = [...d]
      chars.forEach((c, i) => (next[from + i] = c))
      return next
    })
    focusDigit(Math.min(from + chars.length, CODE_LENGTH - 1))
  }

  /** One digit typed (or cleared) in input `i`; the focus moves on after a digit. */
  const typeDigit = (i: number, value: string) => {
    const v = value.replace(/\D/g, '')
    if (v.length > 1) return fill(i, v)
    setDigits((all) => all.map((x, j) => (j === i ? v : x)))
    if (v && i < CODE_LENGTH - 1) focusDigit(i + 1)
  }

  /** Backspace on an empty digit and the arrow keys move between the inputs. */
  const digitKey = (i: number, key: string) => {
    if (key === 'Backspace' && !digits[i] && i > 0) focusDigit(i - 1)
    if (key === 'ArrowLeft' && i > 0) focusDigit(i - 1)
    if (key === 'ArrowRight' && i < CODE_LENGTH - 1) focusDigit(i + 1)
  }

  return { digits, clear: () => setDigits(blank()), digitRef, focusDigit, fill, typeDigit, digitKey }
}
