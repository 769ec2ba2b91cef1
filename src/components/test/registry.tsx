import { DeviceProbe } from './DeviceProbe.client'
import { MenuIconsProbe } from './MenuIconsProbe'
import { ScrollProbe } from './ScrollProbe'
import { ThemeSwatches } from './ThemeSwatches'

function Boom(): never {
  throw new Error('Deliberate failure of the test layout, to show the 500 page')
}

/** What the test layout can show, by name. */
export const testComponents: Record<string, () => React.ReactNode | Promise<React.ReactNode>> = {
  theme: ThemeSwatches,
  device: DeviceProbe,
  scroll: ScrollProbe,
  error: Boom,
  'menu-icons': MenuIconsProbe,
}
