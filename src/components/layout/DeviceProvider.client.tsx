'use client'

import { createContext, useContext, useEffect, useState } from 'react'

export type Device = { isMobile: boolean; isDesktop: boolean }

const DESKTOP: Device = { isMobile: false, isDesktop: true }
const DeviceContext = createContext<Device>(DESKTOP)

/** Mobile when the browser says so (User-Agent Client Hints) or its user agent names a phone. */
export function deviceOfBrowser(): Device {
  const hint = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile
  const isMobile = hint === true || /Mobi|Android.+Mobile|iPhone|iPod/i.test(navigator.userAgent)
  return { isMobile, isDesktop: !isMobile }
}

/**
 * The device hint (README, "Caching"), decided in the browser: pages are cached for every
 * visitor, so the server renders the default (desktop) and the browser corrects it.
 */
export function DeviceProvider({ children }: { children: React.ReactNode }) {
  const [device, setDevice] = useState<Device>(DESKTOP)
  useEffect(() => setDevice(deviceOfBrowser()), [])
  return <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>
}

export const useDevice = () => useContext(DeviceContext)
