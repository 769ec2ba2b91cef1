import { c, family, type FamilyDef, sizes, words } from './familyDefs'

/**
 * The demo catalogue's terminal block families (NEMA and IEC, with their accessories),
 * built from shared patterns.
 */

export function terminalFamilies(): FamilyDef[] {
  const colours = [c('gray', 'G'), c('blue', 'B', 0.05), c('green', 'GY', 0.35)]
  return [
    family('nema-terminal-blocks', 'borneras-nema', words('NEMA terminal blocks', 'Borneras NEMA'), words('Barrier and sectional terminal blocks to UL 1059.', 'Borneras de barrera y seccionales según UL 1059.'), 19, [
      {
        code: 'TB-N',
        title: words('Sectional NEMA terminal blocks', 'Borneras NEMA seccionales'),
        summary: words('Screw-clamp blocks 22-6 AWG on 35 mm DIN rail, 600 V.', 'Borneras de tornillo de 22 a 6 AWG en riel DIN de 35 mm, 600 V.'),
        points: { en: ['UL 1059, 600 V class B and C', 'Nylon 6/6 housing, UL 94 V-0', 'Marker groove on top'], es: ['UL 1059, 600 V clases B y C', 'Carcasa de nylon 6/6, UL 94 V-0', 'Ranura para marcador en la parte superior'] },
        schedule: 'G-4',
        base: 0.92,
        pkgqty: 50,
        art: 'terminal',
        axes: [{ key: 'color', values: colours }, { key: 'wire', values: sizes([['12', '22-12 AWG', 0], ['10', '22-10 AWG', 0.21], ['8', '18-8 AWG', 0.64], ['6', '14-6 AWG', 1.18]]) }],
      },
      {
        code: 'TB-B',
        title: words('Barrier terminal strips', 'Tiras de bornes de barrera'),
        summary: words('Panel-mount barrier strips, 2 to 12 positions.', 'Tiras de barrera para montaje en panel, de 2 a 12 posiciones.'),
        points: { en: ['Phenolic base, 300 V / 20 A', 'Captive binder-head screws'], es: ['Base fenólica, 300 V / 20 A', 'Tornillos cautivos de cabeza plana'] },
        schedule: 'G-4',
        base: 2.6,
        pkgqty: 10,
        art: 'terminal',
        colour: 'black',
        axes: [{ key: 'positions', values: sizes([['2', '2', 0], ['4', '4', 0.8], ['6', '6', 1.6], ['8', '8', 2.4], ['10', '10', 3.2], ['12', '12', 4]]) }, { key: 'current', values: sizes([['20', '20 A', 0], ['30', '30 A', 1.1]]) }],
      },
    ]),
    family('nema-terminal-blocks-accessories', 'accesorios-para-borneras-nema', words('NEMA terminal block accessories', 'Accesorios para borneras NEMA'), words('End plates, end stops, jumpers and markers.', 'Placas finales, topes, puentes y marcadores.'), 20, [
      {
        code: 'TBA-N',
        title: words('NEMA block jumpers and end parts', 'Puentes y piezas finales para borneras NEMA'),
        summary: words('Center jumpers 2 to 10 poles, end plates and end stops.', 'Puentes centrales de 2 a 10 polos, placas finales y topes.'),
        points: { en: ['Insulated center jumpers', 'Screwless end stops'], es: ['Puentes centrales aislados', 'Topes sin tornillo'] },
        schedule: 'G-5',
        base: 0.85,
        pkgqty: 10,
        art: 'jumper',
        colour: 'red',
        axes: [{ key: 'type', values: [{ code: 'J2', label: words('Jumper, 2 pole', 'Puente, 2 polos') }, { code: 'J3', label: words('Jumper, 3 pole', 'Puente, 3 polos'), add: 0.3 }, { code: 'J5', label: words('Jumper, 5 pole', 'Puente, 5 polos'), add: 0.8 }, { code: 'J10', label: words('Jumper, 10 pole', 'Puente, 10 polos'), add: 1.9 }, { code: 'EP', label: words('End plate', 'Placa final'), add: -0.4 }, { code: 'ES', label: words('End stop', 'Tope final'), add: 0.2 }] }],
      },
    ], 'nema-terminal-blocks'),
    family('iec-terminal-blocks', 'borneras-iec', words('IEC terminal blocks', 'Borneras IEC'), words('Spring-clamp and screw terminal blocks to IEC 60947-7-1.', 'Borneras de resorte y de tornillo según IEC 60947-7-1.'), 21, [
      {
        code: 'TB-S',
        title: words('Spring-clamp terminal blocks', 'Borneras de resorte'),
        summary: words('Push-in spring terminals, 2.5 to 16 mm², feed-through and ground.', 'Bornes de resorte de inserción directa de 2,5 a 16 mm², de paso y de tierra.'),
        points: { en: ['Push-in wiring, no tools for solid or ferruled wire', 'IEC 60947-7-1 and UL 1059', 'Vibration proof to IEC 60068-2-6'], es: ['Conexión por inserción, sin herramienta para alambre sólido o con puntera', 'IEC 60947-7-1 y UL 1059', 'A prueba de vibración según IEC 60068-2-6'] },
        schedule: 'G-4',
        base: 0.78,
        pkgqty: 50,
        art: 'terminal-iec',
        axes: [{ key: 'color', values: colours }, { key: 'size', values: sizes([['2.5', '2.5 mm²', 0], ['4', '4 mm²', 0.18], ['6', '6 mm²', 0.42], ['10', '10 mm²', 0.96], ['16', '16 mm²', 1.74]]) }, { key: 'levels', values: [{ code: '1', label: words('Single level', 'Un nivel') }, { code: '2', label: words('Double level', 'Dos niveles'), add: 0.95 }] }],
      },
      {
        code: 'TB-F',
        title: words('Fuse terminal blocks', 'Borneras portafusibles'),
        summary: words('Hinged fuse holders for 5 x 20 mm and 1/4 x 1-1/4 in fuses, with blown-fuse LED.', 'Portafusibles abatibles para fusibles de 5 x 20 mm y 1/4 x 1-1/4 in, con LED de fusible fundido.'),
        points: { en: ['Hinged fuse carrier', 'Blown-fuse indicator'], es: ['Portafusible abatible', 'Indicador de fusible fundido'] },
        schedule: 'G-5',
        base: 4.2,
        pkgqty: 10,
        art: 'terminal-iec',
        colour: 'black',
        axes: [{ key: 'fuse', values: [{ code: '520', label: '5 x 20 mm' }, { code: '114', label: '1/4 x 1-1/4 in', add: 0.9 }] }, { key: 'indicator', values: [{ code: 'N', label: words('None', 'Ninguno') }, { code: '24', label: 'LED 24 V', add: 1.3 }, { code: '120', label: 'LED 120 V', add: 1.5 }] }],
      },
    ]),
    family('iec-terminal-blocks-accessories', 'accesorios-para-borneras-iec', words('IEC terminal block accessories', 'Accesorios para borneras IEC'), words('Plug-in bridges, end covers, end brackets and marker cards.', 'Puentes enchufables, tapas finales, soportes finales y tarjetas de marcado.'), 22, [
      {
        code: 'TBA-S',
        title: words('Plug-in bridges and end covers', 'Puentes enchufables y tapas finales'),
        summary: words('Bridges 2 to 10 poles for spring-clamp blocks.', 'Puentes de 2 a 10 polos para borneras de resorte.'),
        points: { en: ['Plug-in, no tools', 'Fits TB-S 2.5 to 16 mm²'], es: ['Enchufables, sin herramienta', 'Para TB-S de 2,5 a 16 mm²'] },
        schedule: 'G-5',
        base: 0.64,
        pkgqty: 10,
        art: 'jumper',
        colour: 'red',
        axes: [{ key: 'size', values: sizes([['2.5', '2.5 mm²', 0], ['4', '4 mm²', 0.08], ['6', '6 mm²', 0.15], ['10', '10 mm²', 0.3]]) }, { key: 'type', values: [{ code: 'B2', label: words('Bridge, 2 pole', 'Puente, 2 polos') }, { code: 'B3', label: words('Bridge, 3 pole', 'Puente, 3 polos'), add: 0.2 }, { code: 'B10', label: words('Bridge, 10 pole', 'Puente, 10 polos'), add: 1.6 }, { code: 'EC', label: words('End cover', 'Tapa final'), add: -0.2 }] }],
      },
    ], 'iec-terminal-blocks'),
  ]
}
