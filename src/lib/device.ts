import type { Device } from '@/components/layout/DeviceProvider.client'

/**
 * Mobile when the browser says so (Sec-CH-UA-Mobile) or its user agent names a phone;
 * desktop otherwise, the spec's default.
 */
export function deviceFromHeaders(headers: Headers): Device {
  const hint = headers.get('sec-ch-ua-mobile')
  const ua = headers.get('user-agent') ?? ''
  const isMobile = hint === '?1' || /Mobi|Android.+Mobile|iPhone|iPod/i.test(ua)
  return { isMobile, isDesktop: !isMobile }
}
