/* Payload's admin shell: wired as Payload's own templates do. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { notFound } from 'next/navigation'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { importMap } from './admin/importMap.js'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  try {
    return await handleServerFunctions({ ...args, config, importMap })
  } catch (error) {
    // A session cookie that is no staff's (expired, forged): Payload throws 401 and Next
    // answered 500. Without any cookie the front server answers 401 first (requestRules.mjs).
    const status = (error as { status?: unknown } | null)?.status
    if (status === 401 || status === 403) notFound()
    throw error
  }
}

const Layout = ({ children }: { children: React.ReactNode }) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
