'use client'

import { useDevice } from '@/components/layout/DeviceProvider.client'

export function DeviceProbe() {
  const device = useDevice()
  return <p data-testid="device">{device.isMobile ? 'mobile' : 'desktop'}</p>
}
