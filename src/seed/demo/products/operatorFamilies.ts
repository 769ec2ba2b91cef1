import { type AxisValue, BUTTON_COLOURS, CONTACTS_1, family, type FamilyDef, LENS_COLOURS, PILOT_VOLTAGES, type SeriesDef, sizes, words } from './familyDefs'

/**
 * The demo catalogue's operator families, built from shared patterns: pilot lights (13 to
 * 30 mm, with their accessories) and push buttons (flush, illuminated, mushroom, selector).
 */

export function pilotFamilies(): FamilyDef[] {
  const connection = { key: 'connection', values: [{ code: 'S', label: words('Screw', 'Tornillo') }, { code: 'Q', label: words('Spring clamp', 'Resorte'), add: 0.6 }] }
  const pilot = (mm: number, code: string, schedule: string, base: number, lensTypes: AxisValue[], variant: 'plastic' | 'metal' = 'plastic', terminals = false): SeriesDef => ({
    code,
    title:
      variant === 'metal'
        ? words(`${mm} mm LED pilot lights, metal bezel`, `Luces piloto LED de ${mm} mm, bisel metálico`)
        : words(`${mm} mm LED pilot lights`, `Luces piloto LED de ${mm} mm`),
    summary: words(`Integral-LED pilot lights for ${mm} mm holes, ${mm === 13 ? 'IP65' : 'NEMA 4X / IP66'}.`, `Luces piloto con LED integrado para orificios de ${mm} mm, ${mm === 13 ? 'IP65' : 'NEMA 4X / IP66'}.`),
    points: {
      en: ['Integral LED, 100,000 h rated life', 'Anti-ghosting circuit for PLC outputs', `Mounting hole ${mm}.${mm === 22 ? '3' : '2'} mm`, 'UL 508, CSA, CE'],
      es: ['LED integrado, vida nominal de 100 000 h', 'Circuito contra encendido fantasma para salidas de PLC', `Orificio de montaje de ${mm},${mm === 22 ? '3' : '2'} mm`, 'UL 508, CSA, CE'],
    },
    schedule,
    base,
    pkgqty: 1,
    art: 'pilot',
    axes: [
      { key: 'color', values: LENS_COLOURS },
      { key: 'voltage', values: PILOT_VOLTAGES },
      { key: 'lens', values: lensTypes },
      ...(terminals ? [connection] : []),
    ],
  })
  const flat = { code: 'F', label: words('Flat', 'Plano') }
  const dome = { code: 'D', label: words('Domed', 'Domo'), add: 0.45 }
  const fresnel = { code: 'P', label: words('Press-to-test', 'Con prueba de lámpara'), add: 3.9 }
  const accessories = (mm: number, code: string, schedule: string, base: number): SeriesDef => ({
    code,
    title: words(`${mm} mm accessories`, `Accesorios de ${mm} mm`),
    summary: words(`Lenses, hole plugs, guards and wrenches for ${mm} mm operators.`, `Lentes, tapones, guardas y llaves para operadores de ${mm} mm.`),
    points: { en: ['Spare parts for the series', 'Sold singly'], es: ['Refacciones para la serie', 'Se venden por pieza'] },
    schedule,
    base,
    pkgqty: 1,
    art: 'accessory',
    colour: 'gray',
    axes: [{ key: 'type', values: [{ code: 'HP', label: words('Hole plug', 'Tapón de orificio') }, { code: 'GD', label: words('Guard', 'Guarda'), add: 2.1 }, { code: 'WR', label: words('Mounting wrench', 'Llave de montaje'), add: 4.2 }, { code: 'NR', label: words('Anti-rotation ring', 'Anillo antirrotación'), add: 0.3 }, { code: 'LN', label: words('Spare lens', 'Lente de repuesto'), add: 1.2 }] }],
  })
  return [
    family('13mm-pilot-lights', 'pilotos-luminosos-13-mm', words('13 mm pilot lights', 'Pilotos luminosos de 13 mm'), words('Miniature LED indicators for dense panels and OEM machines.', 'Indicadores LED miniatura para tableros densos y maquinaria OEM.'), 3, [pilot(13, 'PL13', 'E-1', 6.4, [flat, dome])]),
    family('13mm-accessories', 'accesorios-13-mm', words('13 mm accessories', 'Accesorios de 13 mm'), words('Plugs, guards and spare lenses for 13 mm indicators.', 'Tapones, guardas y lentes de repuesto para indicadores de 13 mm.'), 4, [accessories(13, 'PA13', 'E-2', 0.9)], '13mm-pilot-lights'),
    family('16mm-pilot-lights', 'pilotos-luminosos-16-mm', words('16 mm pilot lights', 'Pilotos luminosos de 16 mm'), words('Compact LED pilot lights for 16 mm holes.', 'Pilotos LED compactos para orificios de 16 mm.'), 5, [pilot(16, 'PL16', 'E-1', 7.9, [flat, dome])]),
    family('16mm-accessories', 'accesorios-16-mm', words('16 mm accessories', 'Accesorios de 16 mm'), words('Plugs, guards and spare lenses for 16 mm operators.', 'Tapones, guardas y lentes de repuesto para operadores de 16 mm.'), 6, [accessories(16, 'PA16', 'E-2', 1.1)], '16mm-pilot-lights'),
    family('22mm-nema-pilot-lights', 'pilotos-luminosos-22-mm-nema', words('22 mm NEMA pilot lights', 'Pilotos luminosos NEMA de 22 mm'), words('Industrial LED pilot lights, NEMA 4X, the panel-builder standard.', 'Pilotos LED industriales NEMA 4X, el estándar de los tableristas.'), 7, [pilot(22, 'PL22', 'E-3', 11.5, [flat, dome, fresnel], 'plastic', true), pilot(22, 'PL22M', 'E-3', 16.9, [flat, dome, fresnel], 'metal', true)]),
    family('30mm-pilot-lights', 'pilotos-luminosos-30-mm', words('30 mm pilot lights', 'Pilotos luminosos de 30 mm'), words('Heavy-duty oil-tight pilot lights for 30 mm holes.', 'Pilotos industriales herméticos al aceite para orificios de 30 mm.'), 11, [pilot(30, 'PL30', 'F-1', 24.5, [flat, fresnel])]),
  ]
}

export function buttonFamilies(): FamilyDef[] {
  const flush = (mm: number, code: string, schedule: string, base: number): SeriesDef => ({
    code,
    title: words(`${mm} mm flush push buttons`, `Botones pulsadores rasantes de ${mm} mm`),
    summary: words(`Momentary and maintained flush push buttons, ${mm === 30 ? 'oil-tight NEMA 4/13' : 'NEMA 4X / IP66'}.`, `Botones rasantes momentáneos y sostenidos, ${mm === 30 ? 'herméticos al aceite NEMA 4/13' : 'NEMA 4X / IP66'}.`),
    points: {
      en: ['Silver-alloy contacts, 10 A thermal, A600 / Q600', 'Finger-safe screw terminals', '1 million mechanical operations'],
      es: ['Contactos de aleación de plata, 10 A térmicos, A600 / Q600', 'Terminales de tornillo a prueba de dedos', '1 millón de operaciones mecánicas'],
    },
    schedule,
    base,
    pkgqty: 1,
    art: 'button',
    axes: [
      { key: 'color', values: BUTTON_COLOURS },
      { key: 'contacts', values: CONTACTS_1 },
      { key: 'operation', values: [{ code: 'M', label: words('Momentary', 'Momentáneo') }, { code: 'L', label: words('Maintained', 'Sostenido'), add: 3.2 }] },
    ],
  })
  const illuminated = (mm: number, code: string, schedule: string, base: number): SeriesDef => ({
    code,
    title: words(`${mm} mm illuminated push buttons`, `Botones pulsadores luminosos de ${mm} mm`),
    summary: words('Flush illuminated buttons with integral LED, momentary or maintained.', 'Botones luminosos rasantes con LED integrado, momentáneos o sostenidos.'),
    points: {
      en: ['Integral LED, 100,000 h rated life', 'Silver-alloy contacts, 10 A thermal', 'NEMA 4X / IP66'],
      es: ['LED integrado, vida nominal de 100 000 h', 'Contactos de aleación de plata, 10 A térmicos', 'NEMA 4X / IP66'],
    },
    schedule,
    base,
    pkgqty: 1,
    art: 'button',
    axes: [
      { key: 'color', values: LENS_COLOURS },
      { key: 'voltage', values: [{ code: '24', label: '24 V AC/DC' }, { code: '120', label: '120 V AC', add: 1.6 }] },
      { key: 'contacts', values: CONTACTS_1 },
      { key: 'operation', values: [{ code: 'M', label: words('Momentary', 'Momentáneo') }, { code: 'L', label: words('Maintained', 'Sostenido'), add: 3.2 }] },
    ],
  })
  const mushroom = (mm: number, code: string, schedule: string, base: number): SeriesDef => ({
    code,
    title: words(`${mm} mm emergency stop buttons`, `Botones de paro de emergencia de ${mm} mm`),
    summary: words('40 mm red mushroom heads, push-pull or turn-to-release, direct-opening NC contacts.', 'Cabezas tipo hongo rojas de 40 mm, jalar o girar para liberar, contactos NC de apertura directa.'),
    points: {
      en: ['IEC 60947-5-5 and ISO 13850', 'Direct-opening (positive) NC contacts', 'Yellow legend ring available'],
      es: ['IEC 60947-5-5 e ISO 13850', 'Contactos NC de apertura directa (positiva)', 'Anillo de leyenda amarillo disponible'],
    },
    schedule,
    base,
    pkgqty: 1,
    art: 'mushroom',
    colour: 'red',
    axes: [
      { key: 'contacts', values: [{ code: '01', label: '1 NC' }, { code: '02', label: '2 NC', add: 2.6 }, { code: '11', label: '1 NO + 1 NC', add: 2.6 }] },
      { key: 'operation', values: [{ code: 'P', label: words('Push-pull', 'Empujar y jalar') }, { code: 'T', label: words('Turn to release', 'Girar para liberar'), add: 1.9 }, { code: 'K', label: words('Key release', 'Liberación con llave'), add: 14.5 }] },
    ],
  })
  const selector = (mm: number, code: string, schedule: string, base: number): SeriesDef => ({
    code,
    title: words(`${mm} mm selector switches`, `Selectores de ${mm} mm`),
    summary: words('2 and 3 position knob selectors, maintained or spring return.', 'Selectores de perilla de 2 y 3 posiciones, sostenidos o con retorno por resorte.'),
    points: { en: ['Knob operators in black', '90° and 45° indexing'], es: ['Operador de perilla en negro', 'Indexado a 90° y 45°'] },
    schedule,
    base,
    pkgqty: 1,
    art: 'selector',
    colour: 'black',
    axes: [
      { key: 'positions', values: sizes([['2', '2', 0], ['3', '3', 2.4]]) },
      { key: 'contacts', values: CONTACTS_1 },
      { key: 'operation', values: [{ code: 'M', label: words('Maintained', 'Sostenido') }, { code: 'S', label: words('Spring return', 'Retorno por resorte'), add: 1.8 }] },
    ],
  })
  const accessories = (mm: number, code: string, schedule: string): SeriesDef => ({
    code,
    title: words(`${mm} mm operator accessories`, `Accesorios para operadores de ${mm} mm`),
    summary: words('Contact blocks, lamp modules, guards, boots and hole plugs.', 'Bloques de contacto, módulos de luz, guardas, capuchones y tapones.'),
    points: { en: ['Add-on contact blocks stack up to three deep', 'Silicone boots for washdown'], es: ['Bloques de contacto adicionales, hasta tres en fila', 'Capuchones de silicón para lavado'] },
    schedule,
    base: 3.2,
    pkgqty: 1,
    art: 'accessory',
    colour: 'gray',
    axes: [{ key: 'type', values: [{ code: 'CB10', label: words('Contact block 1 NO', 'Bloque de contacto 1 NA') }, { code: 'CB01', label: words('Contact block 1 NC', 'Bloque de contacto 1 NC') }, { code: 'LM24', label: words('LED module 24 V', 'Módulo LED 24 V'), add: 4.8 }, { code: 'LM120', label: words('LED module 120 V', 'Módulo LED 120 V'), add: 6.1 }, { code: 'GD', label: words('Push-button guard', 'Guarda para botón'), add: 2.5 }, { code: 'BT', label: words('Silicone boot', 'Capuchón de silicón'), add: 1.9 }, { code: 'HP', label: words('Hole plug', 'Tapón de orificio'), add: -1.4 }] }],
  })
  return [
    family('22mm-nema-push-buttons', 'botones-pulsadores-22-mm-nema', words('22 mm NEMA push buttons', 'Botones pulsadores NEMA de 22 mm'), words('Flush, extended, mushroom and selector operators for 22 mm holes.', 'Operadores rasantes, extendidos, tipo hongo y selectores para orificios de 22 mm.'), 8, [flush(22, 'PB22', 'E-1', 12.9), illuminated(22, 'PB22L', 'E-2', 24.5), mushroom(22, 'PB22M', 'E-2', 21.5), selector(22, 'SS22', 'E-2', 16.8)]),
    family('22mm-nema-accessories', 'accesorios-22-mm-nema', words('22 mm NEMA accessories', 'Accesorios NEMA de 22 mm'), words('Contact blocks, LED modules, guards and boots for 22 mm operators.', 'Bloques de contacto, módulos LED, guardas y capuchones para operadores de 22 mm.'), 9, [accessories(22, 'PA22', 'E-2')], '22mm-nema-push-buttons'),
    family('30mm-push-buttons', 'botones-pulsadores-30-mm', words('30 mm push buttons', 'Botones pulsadores de 30 mm'), words('Heavy-duty oil-tight operators for 30 mm holes.', 'Operadores industriales herméticos al aceite para orificios de 30 mm.'), 10, [flush(30, 'PB30', 'F-1', 27.5), mushroom(30, 'PB30M', 'F-1', 39), selector(30, 'SS30', 'F-1', 33.5)]),
    family('30mm-accessories', 'accesorios-30-mm', words('30 mm accessories', 'Accesorios de 30 mm'), words('Contact blocks, lamp modules and guards for 30 mm operators.', 'Bloques de contacto, módulos de luz y guardas para operadores de 30 mm.'), 12, [accessories(30, 'PA30', 'F-2')], '30mm-push-buttons'),
  ]
}
