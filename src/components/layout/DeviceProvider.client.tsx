'use client'

import { createContext, useContext } from 'react'

export type Device = { isMobile: boolean; isDesktop: boolean }

const DeviceContext = createContext<Device>({ isMobile: false, isDesktop: true })

/** The device hint of spec section 3 (default desktop), read from the request on the server. */
export function DeviceProvider({ device, children }: { device: Device; children: React.ReactNode }) {
  return <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>
}

export const useDevice = () => useContext(DeviceContext)
