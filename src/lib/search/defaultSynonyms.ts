import type { SynonymGroupRecord } from './server/synonyms'

/**
 * The starting set of the trade's synonyms, written into `search-synonyms` by the migration
 * that creates it; from then on the staff keep them in the admin. Spanish groups carry the
 * English word a buyer in Mexico or Spain may type as well, and the regional words
 * ("relevador" in Mexico, "relé" in Spain; "clema" for a terminal block).
 */
export const DEFAULT_SYNONYMS: readonly SynonymGroupRecord[] = [
  // English
  { locale: 'en', terms: ['push button', 'pushbutton', 'push switch'] },
  { locale: 'en', terms: ['pilot light', 'indicator light', 'pilot lamp', 'indicator lamp', 'signal light', 'panel light'] },
  { locale: 'en', terms: ['control relay', 'auxiliary relay'] },
  { locale: 'en', terms: ['timing relay', 'timer', 'time delay relay', 'time relay'] },
  { locale: 'en', terms: ['overload relay', 'overload', 'thermal overload'] },
  { locale: 'en', terms: ['relay socket', 'relay base'] },
  { locale: 'en', terms: ['contactor', 'magnetic contactor', 'motor contactor'] },
  { locale: 'en', terms: ['terminal block', 'terminal strip', 'connector block', 'terminal'] },
  { locale: 'en', terms: ['wire duct', 'wiring duct', 'slotted duct', 'cable duct', 'panduit', 'raceway'] },
  { locale: 'en', terms: ['enclosure', 'cabinet', 'electrical enclosure'] },
  { locale: 'en', terms: ['selector switch', 'selector', 'rotary selector'] },
  { locale: 'en', terms: ['emergency stop', 'e-stop', 'estop', 'mushroom button', 'mushroom head'] },
  { locale: 'en', terms: ['disconnect switch', 'disconnect', 'isolator', 'isolating switch'] },
  { locale: 'en', terms: ['motor protection breaker', 'manual motor protector', 'manual motor starter', 'mpcb'] },
  { locale: 'en', terms: ['legend plate', 'nameplate', 'label plate'] },
  { locale: 'en', terms: ['control station', 'push button station', 'pushbutton box'] },
  { locale: 'en', terms: ['din rail', 'mounting rail', 'top hat rail'] },
  // Spanish
  { locale: 'es', terms: ['botón', 'pulsador', 'botón pulsador', 'push button', 'pushbutton'] },
  {
    locale: 'es',
    terms: ['piloto luminoso', 'lámpara piloto', 'luz piloto', 'luces piloto', 'foco piloto', 'indicador luminoso', 'pilot light'],
  },
  { locale: 'es', terms: ['relé', 'relevador', 'relay'] },
  { locale: 'es', terms: ['relé de control', 'relevador de control', 'relé auxiliar', 'relevador auxiliar'] },
  { locale: 'es', terms: ['relé temporizador', 'relevador de tiempo', 'temporizador', 'timer'] },
  { locale: 'es', terms: ['relé de sobrecarga', 'relevador de sobrecarga', 'relé térmico', 'térmico', 'overload'] },
  { locale: 'es', terms: ['base para relé', 'base para relevador', 'zócalo', 'socket'] },
  { locale: 'es', terms: ['contactor', 'contactor magnético', 'contactor de motor'] },
  { locale: 'es', terms: ['bornera', 'clema', 'borne', 'regleta de bornes', 'terminal block'] },
  { locale: 'es', terms: ['canaleta', 'ducto ranurado', 'canal ranurado', 'ducto para cables', 'panduit', 'wire duct'] },
  { locale: 'es', terms: ['gabinete', 'envolvente', 'gabinete eléctrico', 'enclosure'] },
  { locale: 'es', terms: ['selector', 'interruptor selector', 'selector rotativo', 'selector switch'] },
  { locale: 'es', terms: ['paro de emergencia', 'botón de emergencia', 'hongo', 'seta de emergencia', 'e-stop'] },
  { locale: 'es', terms: ['seccionador', 'interruptor seccionador', 'desconectador', 'cuchilla', 'disconnect'] },
  { locale: 'es', terms: ['guardamotor', 'interruptor de motor', 'arrancador manual', 'disyuntor de motor'] },
  { locale: 'es', terms: ['placa de leyenda', 'placa de identificación', 'leyenda'] },
  { locale: 'es', terms: ['estación de control', 'botonera', 'estación de botones'] },
  { locale: 'es', terms: ['riel din', 'carril din'] },
]
