'use client'

import { createContext, useContext } from 'react'

import type { PublicServices } from '@/lib/platform/services/rules'

const ServicesContext = createContext<PublicServices>({})

/** The services configured for this shop (ids and script addresses, never a secret). */
export function ServicesProvider({ services, children }: { services: PublicServices; children: React.ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
}

export const useServices = () => useContext(ServicesContext)
