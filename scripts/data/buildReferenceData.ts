/**
 * Builds the committed reference data in src/seed/reference/ from real data packages
 * (devDependencies, pinned exactly). Run after bumping one of them:
 *
 *   node_modules/.bin/tsx scripts/data/buildReferenceData.ts
 *
 * - shipping-zones.json: zone 2..8 per US zip3 for the shop's own carrier, by great-circle
 *   distance from the Pittsburgh origin (ZIP 15222) to the zip3's centroid (the mean of its
 *   ZIPs' coordinates, taken on the sphere), using the UPS-like distance bands below. Source: `zipcodes`.
 * - countries.json: ISO 3166-1 countries with alpha-2, alpha-3, English and Spanish names
 *   (`i18n-iso-countries`) and the international calling code (`libphonenumber-js`).
 *
 * The app and the tests read only the JSON files, never these packages.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import countriesLib from 'i18n-iso-countries'
import { getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js'

const root = path.resolve(import.meta.dirname, '../..')
const outDir = path.join(root, 'src/seed/reference')
const require = createRequire(import.meta.url)

function packageSource(name: string): string {
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
    name: string
    version: string
  }
  return `${pkg.name}@${pkg.version}`
}

/**
 * Pretty JSON with short arrays/objects of scalars kept on one line, and object keys in the order
 * given. (JSON.stringify alone would put "100" before "005": JS orders integer-like keys first.)
 */
function toJson(value: unknown, indent = ''): string {
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    const items = value.map((v) => toJson(v, inner))
    const flat = `[${items.join(', ')}]`
    return flat.length <= 120 && !flat.includes('\n') ? flat : `[\n${inner}${items.join(`,\n${inner}`)}\n${indent}]`
  }
  if (value instanceof Map || (value !== null && typeof value === 'object')) {
    const entries = value instanceof Map ? [...value.entries()] : Object.entries(value)
    const items = entries.map(([k, v]) => `${JSON.stringify(k)}: ${toJson(v, inner)}`)
    const flat = `{ ${items.join(', ')} }`
    if (items.length === 0) return '{}'
    return flat.length <= 120 && !flat.includes('\n') ? flat : `{\n${inner}${items.join(`,\n${inner}`)}\n${indent}}`
  }
  return JSON.stringify(value)
}

function writeJson(file: string, data: unknown): void {
  mkdirSync(outDir, { recursive: true })
  writeFileSync(path.join(outDir, file), `${toJson(data)}\n`)
}

// ---------------------------------------------------------------- shipping zones

/** Zone by distance: the first band whose maxMiles is >= the distance; null = no limit. */
const BANDS: { zone: number; maxMiles: number | null }[] = [
  { zone: 2, maxMiles: 150 },
  { zone: 3, maxMiles: 300 },
  { zone: 4, maxMiles: 600 },
  { zone: 5, maxMiles: 1000 },
  { zone: 6, maxMiles: 1400 },
  { zone: 7, maxMiles: 1800 },
  { zone: 8, maxMiles: null },
]

const ORIGIN_ZIP = '15222'
/** APO/FPO/DPO military mail: not deliverable by the shop's own carrier, so not zoned. */
const MILITARY_STATES = new Set(['AA', 'AE', 'AP'])
/**
 * Outside the contiguous states: zone 8 whatever the distance (no ground route; Puerto Rico and
 * the US Virgin Islands are only ~1,700 mi from Pittsburgh and would otherwise come out zone 7).
 */
const OFFSHORE_STATES = new Set(['AK', 'HI', 'PR', 'VI', 'GU', 'AS', 'MP', 'FM', 'MH', 'PW'])
/** Mean Earth radius in statute miles. */
const EARTH_RADIUS_MILES = 3958.8

type ZipRecord = { zip: string; latitude: number; longitude: number; state: string; country: string }

function haversineMiles(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Mean position of points on the sphere: the mean of their unit vectors, back to lat/lon. Equal to
 * the plain mean of the coordinates for a compact group, but safe across the antimeridian (zip3 968
 * holds Honolulu and Wake Island, at 166.6 E).
 */
function centroid(lats: number[], lons: number[]): { lat: number; lon: number } {
  const rad = (deg: number) => (deg * Math.PI) / 180
  let x = 0
  let y = 0
  let z = 0
  lats.forEach((lat, i) => {
    x += Math.cos(rad(lat)) * Math.cos(rad(lons[i]))
    y += Math.cos(rad(lat)) * Math.sin(rad(lons[i]))
    z += Math.sin(rad(lat))
  })
  const deg = (r: number) => (r * 180) / Math.PI
  return { lat: deg(Math.atan2(z, Math.hypot(x, y))), lon: deg(Math.atan2(y, x)) }
}

/** A ZIP this far from the median of its (contiguous-US) zip3 is a data error in the source. */
const OUTLIER_MILES = 500

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Removes in place the ZIPs of a contiguous-US zip3 lying over OUTLIER_MILES from the zip3's
 * coordinate-wise median (e.g. zipcodes@8.0.0 puts 10200 New York at longitude +73.95, in Asia).
 */
function dropOutliers(zip3: string, g: { zips: string[]; lat: number[]; lon: number[] }, dropped: string[]): void {
  const mid = { lat: median(g.lat), lon: median(g.lon) }
  for (let i = g.zips.length - 1; i >= 0; i--) {
    const miles = haversineMiles(mid, { lat: g.lat[i], lon: g.lon[i] })
    if (miles <= OUTLIER_MILES) continue
    dropped.push(`${g.zips[i]} (${g.lat[i]}, ${g.lon[i]}: ${Math.round(miles)} mi from the rest of ${zip3})`)
    g.zips.splice(i, 1)
    g.lat.splice(i, 1)
    g.lon.splice(i, 1)
  }
  if (g.zips.length === 0) throw new Error(`zip3 ${zip3} lost all its ZIPs as outliers`)
}

function zoneFor(miles: number): number {
  const band = BANDS.find((b) => b.maxMiles === null || miles <= b.maxMiles)
  if (!band) throw new Error(`no band for ${miles} miles`)
  return band.zone
}

function buildShippingZones() {
  // `zipcodes` is CommonJS without types: `codes` maps ZIP/postal code -> record (US and Canada).
  const { codes } = require('zipcodes') as { codes: Record<string, ZipRecord> }
  const us = Object.values(codes).filter((c) => c.country === 'US' && /^\d{5}$/.test(c.zip))

  const origin = codes[ORIGIN_ZIP]
  if (!origin) throw new Error(`origin ZIP ${ORIGIN_ZIP} missing from the data`)

  const groups = new Map<string, { zips: string[]; lat: number[]; lon: number[]; states: Set<string> }>()
  const military = new Set<string>()
  let noCoordinates = 0
  for (const c of us) {
    const zip3 = c.zip.slice(0, 3)
    if (zip3 < '005' || zip3 > '999') continue
    if (MILITARY_STATES.has(c.state)) {
      military.add(zip3)
      continue
    }
    const usable = Number.isFinite(c.latitude) && Number.isFinite(c.longitude) && !(c.latitude === 0 && c.longitude === 0)
    if (!usable) {
      noCoordinates++
      continue
    }
    const g = groups.get(zip3) ?? { zips: [], lat: [], lon: [], states: new Set<string>() }
    g.zips.push(c.zip)
    g.lat.push(c.latitude)
    g.lon.push(c.longitude)
    g.states.add(c.state)
    groups.set(zip3, g)
  }
  for (const zip3 of groups.keys()) military.delete(zip3)

  const originPoint = { lat: origin.latitude, lon: origin.longitude }
  const zones = new Map<string, number>() // a Map keeps the sorted zip3 order when written
  const raisedOffshore: string[] = []
  const droppedOutliers: string[] = []
  for (const zip3 of [...groups.keys()].sort()) {
    const g = groups.get(zip3)!
    const offshore = [...g.states].some((s) => OFFSHORE_STATES.has(s))
    if (!offshore) dropOutliers(zip3, g, droppedOutliers)
    const miles = haversineMiles(originPoint, centroid(g.lat, g.lon))
    const byDistance = zoneFor(miles)
    if (offshore && byDistance !== 8) raisedOffshore.push(`${zip3} (${[...g.states].join('/')}, ${Math.round(miles)} mi)`)
    zones.set(zip3, offshore ? 8 : byDistance)
  }

  return {
    data: {
      source: packageSource('zipcodes'),
      description:
        'Own-carrier zone (2..8) per US zip3: great-circle (haversine) miles from origin to the zip3 centroid ' +
        '(mean of its ZIP coordinates, taken on the sphere); zone = first band with distance <= maxMiles (null: no limit). ' +
        'zip3s in offshoreStates (outside the contiguous US) are zone 8 whatever the distance. ' +
        'APO/FPO/DPO military zip3s are left out (not served by the own carrier). ' +
        `ZIPs more than ${OUTLIER_MILES} mi from their contiguous-US zip3's median position are source data errors, dropped.`,
      origin: { zip: ORIGIN_ZIP, city: 'Pittsburgh, PA', lat: origin.latitude, lon: origin.longitude },
      bands: BANDS,
      offshoreStates: [...OFFSHORE_STATES],
      excludedMilitaryZip3: [...military].sort(),
      droppedOutlierZips: droppedOutliers.map((d) => d.slice(0, 5)),
      zones,
    },
    noCoordinates,
    droppedOutliers,
    raisedOffshore,
  }
}

// ---------------------------------------------------------------- countries

function buildCountries() {
  // In Node the package's entry registers every locale, `en` and `es` included.
  const alpha2Codes = Object.keys(countriesLib.getAlpha2Codes()).sort()
  const omitted: string[] = []
  const countries = []
  for (const alpha2 of alpha2Codes) {
    const alpha3 = countriesLib.alpha2ToAlpha3(alpha2)
    const en = countriesLib.getName(alpha2, 'en')
    const es = countriesLib.getName(alpha2, 'es')
    if (!alpha3 || !en || !es) throw new Error(`incomplete data for ${alpha2}`)
    if (!isSupportedCountry(alpha2)) {
      omitted.push(alpha2)
      continue
    }
    countries.push({ alpha2, alpha3, name: { en, es }, phoneCode: getCountryCallingCode(alpha2 as CountryCode) })
  }
  return {
    data: {
      source: `${packageSource('i18n-iso-countries')} (codes, names); ${packageSource('libphonenumber-js')} (phoneCode)`,
      description:
        'ISO 3166-1 countries (plus XK Kosovo, user-assigned, as in the source) with English and Spanish names and ' +
        'the international calling code without "+". Territories without a calling code are omitted (see omitted).',
      omitted,
      countries,
    },
    omitted,
  }
}

// ---------------------------------------------------------------- main

const zones = buildShippingZones()
writeJson('shipping-zones.json', zones.data)
const perZone: Record<number, number> = {}
for (const z of zones.data.zones.values()) perZone[z] = (perZone[z] ?? 0) + 1
console.log(`shipping-zones.json: ${zones.data.zones.size} zip3 entries from ${zones.data.source}`)
console.log(`  per zone: ${BANDS.map((b) => `${b.zone}=${perZone[b.zone] ?? 0}`).join(' ')}`)
console.log(
  `  left out: ${zones.data.excludedMilitaryZip3.length} military zip3 (${zones.data.excludedMilitaryZip3.join(' ')}), ` +
    `${zones.noCoordinates} ZIPs without coordinates`,
)
console.log(`  outlier ZIPs dropped: ${zones.droppedOutliers.join(', ') || 'none'}`)
console.log(`  offshore raised to zone 8: ${zones.raisedOffshore.join(', ') || 'none'}`)

const countries = buildCountries()
writeJson('countries.json', countries.data)
console.log(`countries.json: ${countries.data.countries.length} countries from ${countries.data.source}`)
console.log(`  omitted without a calling code: ${countries.omitted.length} (${countries.omitted.join(' ')})`)
