import { COIL_VOLTAGES, family, type FamilyDef, sizes, words } from './familyDefs'

/**
 * The demo catalogue's relay and motor-control families, built from shared patterns: general
 * purpose relays and their sockets, timing relays, contactors, overload relays and motor
 * protection breakers.
 */

export function relayFamilies(): FamilyDef[] {
  return [
    family('general-purpose-relays', 'reles-de-uso-general', words('General purpose relays', 'Relés de uso general'), words('Plug-in ice-cube and octal relays, 10 A contacts, with test button and LED.', 'Relés enchufables tipo cubo y octales, contactos de 10 A, con botón de prueba y LED.'), 13, [
      {
        code: 'GR2',
        title: words('Ice-cube relays, 2 pole', 'Relés tipo cubo, 2 polos'),
        summary: words('DPDT 10 A plug-in relays with LED and lockable test button.', 'Relés enchufables DPDT de 10 A con LED y botón de prueba bloqueable.'),
        points: { en: ['2 form C, 10 A at 250 V AC', 'Mechanical flag and LED', 'UL 508, CSA'], es: ['2 forma C, 10 A a 250 V CA', 'Indicador mecánico y LED', 'UL 508, CSA'] },
        schedule: 'F-2',
        base: 8.9,
        pkgqty: 10,
        art: 'relay',
        colour: 'clear',
        tariff: true,
        axes: [{ key: 'voltage', values: COIL_VOLTAGES }, { key: 'options', values: [{ code: 'L', label: words('LED', 'LED') }, { code: 'LT', label: words('LED and test button', 'LED y botón de prueba'), add: 0.95 }] }],
      },
      {
        code: 'GR4',
        title: words('Ice-cube relays, 4 pole', 'Relés tipo cubo, 4 polos'),
        summary: words('4PDT 6 A plug-in relays for control logic.', 'Relés enchufables 4PDT de 6 A para lógica de control.'),
        points: { en: ['4 form C, 6 A at 250 V AC', 'LED and test button'], es: ['4 forma C, 6 A a 250 V CA', 'LED y botón de prueba'] },
        schedule: 'F-2',
        base: 10.4,
        pkgqty: 10,
        art: 'relay',
        colour: 'clear',
        tariff: true,
        axes: [{ key: 'voltage', values: COIL_VOLTAGES }, { key: 'options', values: [{ code: 'L', label: words('LED', 'LED') }, { code: 'LT', label: words('LED and test button', 'LED y botón de prueba'), add: 0.95 }] }],
      },
      {
        code: 'RLU',
        title: words('Utility relays (distributor stock)', 'Relés utilitarios (inventario de distribuidores)'),
        summary: words('Contract relays kept for distributor agreements.', 'Relés por contrato reservados a acuerdos con distribuidores.'),
        points: { en: ['Available under distributor agreement'], es: ['Disponibles bajo acuerdo de distribución'] },
        schedule: 'F-3',
        base: 7.2,
        pkgqty: 10,
        art: 'relay',
        colour: 'amber',
        isPublic: false,
        axes: [{ key: 'contacts', values: [{ code: '2C', label: '2 form C' }, { code: '4C', label: '4 form C', add: 1.6 }] }, { key: 'voltage', values: COIL_VOLTAGES }],
      },
    ]),
    family('general-purpose-relays-sockets-retainer-clips', 'bases-y-clips-para-reles', words('Relay sockets and retainer clips', 'Bases y clips de retención para relés'), words('DIN-rail and panel sockets, retainer clips and coil suppressors.', 'Bases para riel DIN y panel, clips de retención y supresores de bobina.'), 14, [
      {
        code: 'GRS',
        title: words('Relay sockets', 'Bases para relés'),
        summary: words('Finger-safe DIN-rail sockets with box-clamp terminals.', 'Bases para riel DIN a prueba de dedos con terminales de caja.'),
        points: { en: ['35 mm DIN rail or panel mount', 'Accepts retainer clip and suppressor module'], es: ['Montaje en riel DIN de 35 mm o en panel', 'Admite clip de retención y módulo supresor'] },
        schedule: 'F-2',
        base: 4.6,
        pkgqty: 10,
        art: 'socket',
        axes: [{ key: 'type', values: [{ code: '8', label: words('8 pin, for 2 pole', '8 pines, para 2 polos') }, { code: '14', label: words('14 pin, for 4 pole', '14 pines, para 4 polos'), add: 1.2 }, { code: '11', label: words('Octal 11 pin', 'Octal de 11 pines'), add: 0.8 }, { code: 'C', label: words('Retainer clip', 'Clip de retención'), add: -3.9 }, { code: 'DS', label: words('Diode suppressor', 'Supresor de diodo'), add: -1.8 }, { code: 'RC', label: words('RC suppressor', 'Supresor RC'), add: -0.9 }] }],
      },
    ], 'general-purpose-relays'),
    family('electronic-timing-relays', 'reles-temporizadores-electronicos', words('Electronic timing relays', 'Relés temporizadores electrónicos'), words('Single and multi-function timers from 0.1 s to 100 h.', 'Temporizadores de una y varias funciones de 0,1 s a 100 h.'), 15, [
      {
        code: 'TR',
        title: words('DIN-rail timing relays', 'Relés temporizadores para riel DIN'),
        summary: words('17.5 mm timers, on-delay, off-delay, interval and multi-function.', 'Temporizadores de 17,5 mm: retardo a la conexión, a la desconexión, intervalo y multifunción.'),
        points: { en: ['Ten time ranges, 0.1 s to 100 h', 'Repeat accuracy ±0.5 %', 'Universal supply 24-240 V AC/DC on multi-function models'], es: ['Diez rangos de tiempo, de 0,1 s a 100 h', 'Repetibilidad ±0,5 %', 'Alimentación universal de 24 a 240 V CA/CC en los modelos multifunción'] },
        schedule: 'G-3',
        base: 34.5,
        pkgqty: 1,
        art: 'timer',
        colour: 'green',
        tariff: true,
        axes: [
          { key: 'function', values: [{ code: 'ON', label: words('On-delay', 'Retardo a la conexión') }, { code: 'OF', label: words('Off-delay', 'Retardo a la desconexión'), add: 4.5 }, { code: 'IN', label: words('Interval', 'Intervalo'), add: 2.2 }, { code: 'RC', label: words('Repeat cycle', 'Ciclo repetitivo'), add: 5.8 }, { code: 'MF', label: words('Multi-function', 'Multifunción'), add: 12.9 }] },
          { key: 'voltage', values: [{ code: '24', label: '24 V AC/DC' }, { code: '120', label: '120 V AC' }, { code: 'U', label: '24-240 V AC/DC', add: 6.5 }] },
          { key: 'contacts', values: [{ code: '1C', label: '1 form C' }, { code: '2C', label: '2 form C', add: 3.4 }] },
        ],
      },
    ]),
  ]
}

export function motorControlFamilies(): FamilyDef[] {
  const ratings: [string, string, number][] = [['9', '9 A', 0], ['12', '12 A', 4.5], ['18', '18 A', 11], ['25', '25 A', 19.5], ['32', '32 A', 31], ['40', '40 A', 52], ['50', '50 A', 71], ['65', '65 A', 98]]
  return [
    family('definite-purpose-contactors', 'contactores-de-proposito-definido', words('Definite purpose contactors', 'Contactores de propósito definido'), words('DP contactors for HVAC and refrigeration, 20 to 90 A.', 'Contactores de propósito definido para HVAC y refrigeración, de 20 a 90 A.'), 23, [
      {
        code: 'DP',
        title: words('Definite purpose contactors', 'Contactores de propósito definido'),
        summary: words('1, 2 and 3 pole DP contactors, UL 508, quick-connect and box-lug terminals.', 'Contactores DP de 1, 2 y 3 polos, UL 508, con terminales de conexión rápida y de caja.'),
        points: { en: ['UL 508 and CSA C22.2 No. 14', 'Full-load amps 20 to 90 A', 'Coil quick-connects'], es: ['UL 508 y CSA C22.2 No. 14', 'Corriente a plena carga de 20 a 90 A', 'Bobina con conexiones rápidas'] },
        schedule: 'G-6',
        base: 14.9,
        pkgqty: 1,
        art: 'contactor',
        colour: 'black',
        tariff: true,
        axes: [
          { key: 'poles', values: sizes([['1', '1', 0], ['2', '2', 3.2], ['3', '3', 7.8]]) },
          { key: 'current', values: sizes([['20', '20 A', 0], ['30', '30 A', 4.4], ['40', '40 A', 9.9], ['60', '60 A', 24.5], ['90', '90 A', 49]]) },
          { key: 'voltage', values: COIL_VOLTAGES },
        ],
      },
    ]),
    family('contactors-control-relays', 'contactores-y-reles-de-control', words('Contactors and control relays', 'Contactores y relés de control'), words('IEC contactors 9 to 65 A and 4-pole control relays.', 'Contactores IEC de 9 a 65 A y relés de control de 4 polos.'), 24, [
      {
        code: 'CT',
        title: words('IEC contactors', 'Contactores IEC'),
        summary: words('3-pole contactors rated by AC-3 current, with auxiliary contact.', 'Contactores tripolares por corriente AC-3, con contacto auxiliar.'),
        points: { en: ['IEC 60947-4-1 utilization category AC-3', 'Built-in auxiliary 1 NO or 1 NC', 'DIN rail or screw mount up to 40 A'], es: ['IEC 60947-4-1 categoría de empleo AC-3', 'Auxiliar integrado 1 NA o 1 NC', 'Montaje en riel DIN o con tornillos hasta 40 A'] },
        schedule: 'H-2',
        base: 21.4,
        pkgqty: 1,
        art: 'contactor',
        colour: 'green',
        tariff: true,
        axes: [{ key: 'current', values: sizes(ratings) }, { key: 'voltage', values: COIL_VOLTAGES }, { key: 'contacts', values: [{ code: '10', label: words('1 NO auxiliary', 'Auxiliar 1 NA') }, { code: '01', label: words('1 NC auxiliary', 'Auxiliar 1 NC') }] }],
      },
      {
        code: 'CTR',
        title: words('Reversing contactors', 'Contactores de inversión'),
        summary: words('Pre-wired reversing pairs with mechanical and electrical interlock.', 'Pares de inversión precableados con enclavamiento mecánico y eléctrico.'),
        points: { en: ['Two CT contactors with power wiring and interlock', 'IEC 60947-4-1, AC-3'], es: ['Dos contactores CT con cableado de potencia y enclavamiento', 'IEC 60947-4-1, AC-3'] },
        schedule: 'H-2',
        base: 58,
        pkgqty: 1,
        art: 'contactor',
        colour: 'green',
        tariff: true,
        axes: [{ key: 'current', values: sizes(ratings.slice(0, 6)) }, { key: 'voltage', values: COIL_VOLTAGES }],
      },
      {
        code: 'CR',
        title: words('Control relays', 'Relés de control'),
        summary: words('4-pole IEC control relays, 10 A AC-15.', 'Relés de control IEC de 4 polos, 10 A AC-15.'),
        points: { en: ['4 poles, 10 A thermal', 'Mechanically linked contacts'], es: ['4 polos, 10 A térmicos', 'Contactos mecánicamente vinculados'] },
        schedule: 'H-2',
        base: 26.9,
        pkgqty: 1,
        art: 'contactor',
        colour: 'blue',
        axes: [{ key: 'contacts', values: [{ code: '40', label: '4 NO' }, { code: '31', label: '3 NO + 1 NC' }, { code: '22', label: '2 NO + 2 NC' }] }, { key: 'voltage', values: COIL_VOLTAGES }],
      },
    ]),
    family('overload-relays', 'reles-de-sobrecarga', words('Overload relays', 'Relés de sobrecarga'), words('Thermal and electronic overload relays for IEC contactors.', 'Relés de sobrecarga térmicos y electrónicos para contactores IEC.'), 25, [
      {
        code: 'OL',
        title: words('Thermal overload relays', 'Relés de sobrecarga térmicos'),
        summary: words('Class 10 thermal overloads, direct mount on CT contactors.', 'Relés térmicos clase 10, montaje directo en contactores CT.'),
        points: { en: ['Trip class 10, phase-loss sensitive', 'Manual or automatic reset', 'Test and stop buttons'], es: ['Clase de disparo 10, sensible a pérdida de fase', 'Restablecimiento manual o automático', 'Botones de prueba y paro'] },
        schedule: 'H-2',
        base: 28.5,
        pkgqty: 1,
        art: 'overload',
        colour: 'blue',
        axes: [{ key: 'range', values: sizes([['0.4', '0.25-0.4 A', 0], ['1', '0.63-1 A', 0], ['2.5', '1.6-2.5 A', 0], ['6', '4-6 A', 0], ['10', '7-10 A', 0], ['18', '12-18 A', 3.5], ['25', '17-25 A', 6.5], ['32', '23-32 A', 11], ['40', '30-40 A', 18], ['65', '48-65 A', 31]]) }],
      },
    ]),
    family('motor-protection-breakers', 'guardamotores', words('Motor protection breakers', 'Guardamotores'), words('Manual motor protectors with adjustable thermal trip, 0.1 to 32 A.', 'Guardamotores con disparo térmico ajustable, de 0,1 a 32 A.'), 26, [
      {
        code: 'MP',
        title: words('Manual motor protectors', 'Guardamotores manuales'),
        summary: words('Rotary-handle motor protectors, UL 508 type E with line-side adapter.', 'Guardamotores de manija rotativa, UL 508 tipo E con adaptador de línea.'),
        points: { en: ['Adjustable thermal and fixed magnetic trip', 'Phase-loss sensitivity', 'Lockable handle'], es: ['Disparo térmico ajustable y magnético fijo', 'Sensibilidad a pérdida de fase', 'Manija bloqueable'] },
        schedule: 'H-3',
        base: 44,
        pkgqty: 1,
        art: 'breaker',
        colour: 'black',
        tariff: true,
        axes: [{ key: 'range', values: sizes([['0.16', '0.1-0.16 A', 0], ['0.4', '0.25-0.4 A', 0], ['1', '0.63-1 A', 0], ['2.5', '1.6-2.5 A', 0], ['4', '2.5-4 A', 0], ['6.3', '4-6.3 A', 2], ['10', '6.3-10 A', 4], ['16', '10-16 A', 8], ['25', '20-25 A', 15], ['32', '25-32 A', 24]]) }],
      },
    ]),
  ]
}
