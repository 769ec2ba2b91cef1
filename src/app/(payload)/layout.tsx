/* Payload's admin shell: wired as Payload's own templates do. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { getPayloadClient } from '@/lib/platform/server/payload'

import { importMap } from './admin/importMap.js'

/** Whether the caller is a member of staff: the admin's functions serve no one else. */
async function isStaff(): Promise<boolean> {
  const { user } = await (await getPayloadClient()).auth({ headers: await headers() })
  return user?.collection === 'users'
}

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  try {
    return await handleServerFunctions({ ...args, config, importMap })
  } catch (error) {
    // A session cookie that is no staff's (expired, forged): Payload throws 401 (or, for some
    // functions, fails on what only staff send) and Next answered 500; such a caller gets 404.
    // Without any cookie the front server answers 401 first (src/server/requestRules.mjs).
    const status = (error as { status?: unknown } | null)?.status
    if (status === 401 || status === 403 || !(await isStaff().catch(() => false))) notFound()
    throw error
  }
}

const Layout = ({ children }: { children: React.ReactNode }) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
