import { IMG } from './media'
import type { ArticleRecord } from './types'

/**
 * Technical articles on motor control: timing relays, contactors and overload relays
 * (articles.ts lists every article in its order).
 */

export const timingRelays: ArticleRecord = {
  slug: { en: 'timing-relay-functions-explained', es: 'funciones-de-los-reles-temporizadores' },
  title: {
    en: 'Timing relay functions explained: on-delay, off-delay, interval and repeat cycle',
    es: 'Funciones de los relés temporizadores: retardo a la conexión, a la desconexión, intervalo y cíclico',
  },
  summary: {
    en: 'What each timing function does, when the timer needs a trigger input, and typical uses in motor, HVAC and packaging circuits.',
    es: 'Qué hace cada función de temporización, cuándo el temporizador necesita una entrada de disparo y sus usos típicos en motores, climatización y empaque.',
  },
  image: IMG.timingRelay,
  publishedAt: '2026-03-02',
  author: 'Ana Lucía Pérez',
  industries: ['hvac', 'packaging-machinery'],
  content: {
    en: `A timing relay is a relay whose output changes state a set time after something happens. Modern multi-function timers offer a dozen functions selected by a rotary switch or DIP switches, but four cover most control circuits. In the descriptions below, *supply* means the relay's power terminals (A1 and A2) and *trigger* means a separate control input (often B1 or S).

## On-delay (delay on make)

- Timing starts when supply is applied.
- When the set time elapses, the output energizes and stays on.
- Removing supply resets the timer and drops the output at once.

Typical uses: staggering the start of several motors so their inrush does not coincide, giving a pump time to build pressure before a low-pressure alarm is armed, and the changeover from star to delta in a star-delta starter (with a dedicated star-delta timer).

## Off-delay (delay on break)

- Supply is applied permanently; the timer is controlled by the trigger.
- Closing the trigger energizes the output immediately.
- Opening the trigger starts the timing; the output stays on for the set time and then drops.
- Closing the trigger again during timing resets it.

Typical uses: keeping a fan running after a heater or burner shuts off, and running a conveyor long enough to clear the last product. *True* off-delay timers store energy in a capacitor and need no separate supply, which makes them a direct replacement for pneumatic timers.

## Interval (one-shot on power-up)

- The output energizes as soon as supply is applied.
- After the set time it drops, even if supply stays on.

Typical uses: a horn that sounds for a limited time, a lubrication pulse at start-up, and a limited-duration pre-heat. A related function, **single shot**, does the same from a momentary trigger while supply stays on.

## Repeat cycle (flasher)

- The output alternates on and off as long as supply is present.
- Symmetric timers use one setting for both halves; asymmetric timers set the on and off times separately, and may start with either.

Typical uses: flashing beacons, periodic lubrication, agitators that run in cycles and timed purge valves.

## Selecting and wiring

- **Supply voltage**: universal 24 to 240 V AC/DC timers cut the number of spare parts on the shelf.
- **Timing range and accuracy**: check the range that covers your setting in the middle of the scale, the repeat accuracy and the reset time between cycles.
- **Contacts**: one or two changeover contacts, usually 5 to 10 A resistive. Timed contacts are numbered 15-16-18 (common, NC, NO) and instantaneous ones 11-12-14.
- **Mounting**: DIN-rail modules, or plug-in 8-pin and 11-pin octal timers on a socket with a retainer clip for vibration.
- **Anti-short-cycle**: compressors need a minimum off time, usually 3 to 5 minutes. HVAC catalogues sell this as a *delay-on-break* timer, but it works differently from the industrial off-delay above: when the thermostat call ends, the output drops at once and stays locked off until the delay has run out.

When in doubt, draw the timing diagram: supply, trigger and output against time. If the diagram you want has the output turning on before the delay, you need an interval or off-delay function; if it turns on after the delay, an on-delay.`,
    es: `Un relé temporizador (relevador de tiempo, como se le dice en México) es un relé cuya salida cambia de estado un tiempo determinado después de que ocurre algo. Los temporizadores multifunción actuales ofrecen una docena de funciones que se eligen con un selector o con interruptores DIP, pero cuatro resuelven la mayor parte de los circuitos de control. En lo que sigue, *alimentación* son las terminales de energía del relé (A1 y A2) y *disparo* es una entrada de control independiente (muchas veces B1 o S).

## Retardo a la conexión (on-delay)

- El conteo empieza cuando se aplica la alimentación.
- Al cumplirse el tiempo ajustado, la salida se activa y permanece así.
- Al quitar la alimentación, el temporizador se reinicia y la salida cae de inmediato.

Usos típicos: escalonar el arranque de varios motores para que sus corrientes de arranque no coincidan, dar tiempo a una bomba para levantar presión antes de habilitar la alarma de baja presión y el cambio de estrella a triángulo en un arrancador estrella-triángulo (con un temporizador específico para esa función).

## Retardo a la desconexión (off-delay)

- La alimentación está presente todo el tiempo; el temporizador se controla con la entrada de disparo.
- Al cerrarse el disparo, la salida se activa de inmediato.
- Al abrirse, comienza el conteo; la salida se mantiene durante el tiempo ajustado y luego cae.
- Si el disparo se cierra otra vez durante el conteo, el tiempo se reinicia.

Usos típicos: mantener un ventilador funcionando después de apagar una resistencia o un quemador, y hacer que una banda siga corriendo hasta desalojar el último producto. Los temporizadores a la desconexión *verdaderos* almacenan energía en un capacitor y no necesitan alimentación aparte, por lo que reemplazan directamente a los temporizadores neumáticos.

## Intervalo (pulso al energizar)

- La salida se activa en cuanto se aplica la alimentación.
- Transcurrido el tiempo, se desactiva aunque la alimentación siga presente.

Usos típicos: una sirena que suena por tiempo limitado, un pulso de lubricación al arrancar o un precalentamiento de duración fija. Una función cercana, el **pulso único** (single shot), hace lo mismo a partir de un disparo momentáneo con la alimentación siempre presente.

## Cíclico (intermitente)

- La salida se enciende y se apaga alternadamente mientras haya alimentación.
- Los temporizadores simétricos usan un solo ajuste para ambos tiempos; los asimétricos permiten ajustar por separado el tiempo encendido y el apagado, y pueden empezar por cualquiera de los dos.

Usos típicos: balizas intermitentes, lubricación periódica, agitadores que trabajan por ciclos y válvulas de purga temporizadas.

## Selección y conexión

- **Voltaje de alimentación**: los temporizadores universales de 24 a 240 V CA/CC reducen la cantidad de refacciones en el almacén.
- **Rango y precisión**: elija un rango en el que su ajuste quede a media escala y revise la repetibilidad y el tiempo de reposición entre ciclos.
- **Contactos**: uno o dos contactos conmutados, por lo general de 5 a 10 A en carga resistiva. Los contactos temporizados se numeran 15-16-18 (común, NC, NA) y los instantáneos 11-12-14.
- **Montaje**: módulos para riel DIN, o temporizadores enchufables octales de 8 y 11 pines sobre base, con clip de retención si hay vibración.
- **Protección anticiclado**: los compresores necesitan un tiempo mínimo apagados, normalmente de 3 a 5 minutos. En los catálogos de HVAC este temporizador aparece como *delay-on-break*, pero no funciona como el retardo a la desconexión industrial descrito arriba: cuando termina la demanda del termostato, la salida cae de inmediato y queda bloqueada hasta que se cumple el tiempo.

Si tiene dudas, dibuje el diagrama de tiempos: alimentación, disparo y salida contra el tiempo. Si la salida que necesita se activa antes del retardo, la función es de intervalo o a la desconexión; si se activa después, es retardo a la conexión.`,
  },
}

export const contactors: ArticleRecord = {
  slug: { en: 'contactor-utilization-categories-ac1-ac3', es: 'categorias-de-empleo-de-contactores-ac1-ac3' },
  title: {
    en: 'Contactor utilization categories: AC-1, AC-3 and AC-4 in practice',
    es: 'Categorías de empleo de los contactores: AC-1, AC-3 y AC-4 en la práctica',
  },
  summary: {
    en: 'Why the same contactor carries 32 A on heaters but only 18 A on a motor, how IEC categories compare with NEMA sizes and where definite-purpose contactors fit.',
    es: 'Por qué un mismo contactor maneja 32 A con resistencias pero solo 18 A con un motor, cómo se comparan las categorías IEC con los tamaños NEMA y dónde entran los contactores de propósito definido.',
  },
  image: IMG.contactor,
  publishedAt: '2026-03-16',
  author: 'Mark Sutter',
  industries: ['hvac', 'packaging-machinery', 'water-wastewater'],
  content: {
    en: `A contactor's current rating means nothing without the duty it refers to. IEC 60947-4-1 defines **utilization categories** that describe how hard the load is on the contacts, and the same device carries a different rating in each.

## The categories you will meet

- **AC-1**: non-inductive or slightly inductive loads such as resistance heaters, power factor of at least 0.95. The contacts make and break roughly rated current, so AC-1 gives the highest rating; it is close to the thermal current.
- **AC-3**: squirrel-cage motors, starting and switching off while running. The contacts make about 6 times rated current on starting but break only about rated current at reduced voltage, because a running motor's back-EMF opposes the supply. This is the rating for ordinary motor starters.
- **AC-4**: squirrel-cage motors with plugging (reversing while running) and inching (jogging). The contacts break starting current, about 6 times rated current, so contact wear is much higher.
- **AC-3e**: added in the 2018 edition for high-efficiency (IE3 and IE4) motors, whose inrush peaks are higher.

Other categories cover lamps (AC-5a, AC-5b), transformers (AC-6a), capacitor banks (AC-6b) and, for auxiliary contacts, control of electromagnetic loads such as coils (AC-15 and DC-13).

## One contactor, several ratings

A typical 18 A frame might be rated 32 A in AC-1 but 18 A in AC-3 at 400 V, about 7.5 kW. Used for inching, its AC-4 life at 18 A would be a small fraction of its AC-3 life, so you either choose a larger frame or accept shorter contact life.

## IEC ratings and NEMA sizes

NEMA ICS 2 rates starters by size, with generous margins: Size 00 (9 A, 2 hp at 460 V), Size 0 (18 A, 5 hp), Size 1 (27 A, 10 hp), Size 2 (45 A, 25 hp), Size 3 (90 A, 50 hp). A 10 hp, 460 V motor has a full-load current of about 14 A (NEC Table 430.250); a NEMA Size 1 handles it with room for frequent starts, while an IEC contactor would be chosen from its AC-3 rating with some margin for the duty. UL and CSA listings express IEC-style contactors in horsepower at 120, 240, 480 and 600 V, which is what a North American inspector reads.

## Definite-purpose contactors

Definite-purpose contactors are built for HVAC, refrigeration, pumps and heating loads, and rated to AHRI 780 in full-load amperes, locked-rotor amperes and resistive amperes. They are economical for a known, modest number of operations, such as a compressor cycling a few times an hour, and are not meant for machine-tool duty.

## Selection checklist

1. Load type and category (AC-1, AC-3, AC-4), duty cycle and starts per hour.
2. Motor full-load current, or heater current, at the supply voltage.
3. Coil voltage and type (AC, DC, electronic), including the PLC output that drives it.
4. Auxiliary contacts, mechanical interlock for reversing, surge suppressor on the coil.
5. Short-circuit coordination (Type 1 or Type 2) with the fuses or breaker, and the SCCR the panel must carry.`,
    es: `La corriente nominal de un contactor no dice nada si no se indica el tipo de servicio al que se refiere. La norma IEC 60947-4-1 define **categorías de empleo** que describen qué tan exigente es la carga para los contactos, y un mismo aparato tiene una capacidad distinta en cada una.

## Las categorías más comunes

- **AC-1**: cargas no inductivas o poco inductivas, como resistencias de calefacción, con factor de potencia de al menos 0.95. Los contactos cierran y abren aproximadamente la corriente nominal, por lo que AC-1 es la capacidad más alta; es muy cercana a la corriente térmica.
- **AC-3**: motores jaula de ardilla, arranque y desconexión en marcha. Al arrancar, los contactos cierran unas 6 veces la corriente nominal, pero abren apenas la corriente nominal a voltaje reducido, porque la fuerza contraelectromotriz del motor en marcha se opone a la red. Es la capacidad que se usa para arrancadores comunes.
- **AC-4**: motores jaula de ardilla con frenado por contracorriente (inversión en marcha) y marcha por impulsos (jogging). Los contactos abren la corriente de arranque, unas 6 veces la nominal, y el desgaste es mucho mayor.
- **AC-3e**: se incorporó en la edición de 2018 para motores de alta eficiencia (IE3 e IE4), cuyos picos de arranque son mayores.

Hay otras categorías para lámparas (AC-5a, AC-5b), transformadores (AC-6a), bancos de capacitores (AC-6b) y, en contactos auxiliares, para el mando de cargas electromagnéticas como bobinas (AC-15 y DC-13).

## Un contactor, varias capacidades

Un contactor típico de 18 A puede tener 32 A en AC-1, pero 18 A en AC-3 a 400 V, unos 7.5 kW. Si se usa para marcha por impulsos, su vida en AC-4 a 18 A es una pequeña parte de la que tendría en AC-3; o se elige un tamaño mayor o se acepta cambiar contactos más seguido.

## Capacidades IEC y tamaños NEMA

La norma NEMA ICS 2 clasifica los arrancadores por tamaño, con márgenes amplios: tamaño 00 (9 A, 2 hp a 460 V), tamaño 0 (18 A, 5 hp), tamaño 1 (27 A, 10 hp), tamaño 2 (45 A, 25 hp), tamaño 3 (90 A, 50 hp). Un motor de 10 hp a 460 V tiene una corriente a plena carga de unos 14 A (Tabla 430.250 del NEC): un tamaño NEMA 1 lo maneja con holgura aun con arranques frecuentes, mientras que un contactor IEC se elige por su capacidad AC-3 con algo de margen según el servicio. Los listados UL y CSA expresan los contactores de tipo IEC en caballos de fuerza a 120, 240, 480 y 600 V, que es lo que revisa un inspector en Norteamérica.

## Contactores de propósito definido

Los contactores de propósito definido están hechos para climatización, refrigeración, bombas y calefacción, y se especifican según AHRI 780 en amperes a plena carga, amperes a rotor bloqueado y amperes resistivos. Son económicos cuando el número de maniobras es conocido y moderado, como un compresor que arranca unas cuantas veces por hora, y no están pensados para servicio de máquina herramienta.

## Lista de selección

1. Tipo de carga y categoría (AC-1, AC-3, AC-4), ciclo de trabajo y arranques por hora.
2. Corriente a plena carga del motor, o de la resistencia, al voltaje de la red.
3. Voltaje y tipo de bobina (CA, CC, electrónica), incluida la salida del PLC que la acciona.
4. Contactos auxiliares, enclavamiento mecánico para inversión de giro y supresor de picos en la bobina.
5. Coordinación ante cortocircuito (tipo 1 o tipo 2) con los fusibles o el interruptor, y la SCCR que debe tener el tablero.`,
  },
}

export const overloads: ArticleRecord = {
  slug: { en: 'overload-relay-trip-classes', es: 'clases-de-disparo-de-reles-de-sobrecarga' },
  title: {
    en: 'Overload relay trip classes and settings: Class 10, 20 and 30',
    es: 'Clases de disparo y ajuste de los relés de sobrecarga: clase 10, 20 y 30',
  },
  summary: {
    en: 'How trip class relates to motor starting time, how to set the dial from the nameplate current and when a motor protection breaker is the better choice.',
    es: 'Cómo se relaciona la clase de disparo con el tiempo de arranque del motor, cómo ajustar el selector con la corriente de placa y cuándo conviene un guardamotor.',
  },
  image: IMG.overload,
  publishedAt: '2026-04-13',
  author: 'Elena Vargas, P.E.',
  industries: ['water-wastewater', 'packaging-machinery'],
  content: {
    en: `An overload relay protects a motor against sustained overcurrent, not against short circuits; that is the job of the fuses or breaker ahead of it. Choosing one comes down to the trip class and the setting.

## Trip classes

The trip class is the longest time, in seconds, the relay may take to trip at a multiple of its setting, starting cold. Under UL and NEMA practice that multiple is 600 percent; IEC 60947-4-1 tests at 7.2 times the setting.

- **Class 10**: trips within 10 seconds. The usual choice for IEC motors and for submersible pumps, whose makers often require quick-trip protection.
- **Class 20**: trips within 20 seconds. The traditional North American default for general-purpose NEMA motors.
- **Class 30**: trips within 30 seconds, for high-inertia loads such as fans with large wheels, centrifuges and crushers that take a long time to reach speed.

Pick the fastest class that lets the motor start reliably. If a Class 10 relay trips during normal starts, the load needs Class 20, not a higher setting.

## Setting the dial

Set an adjustable overload relay to the motor's **nameplate full-load current**. The relay's own characteristic already allows for the margin: under IEC 60947-4-1 it must not trip at 105 percent of the setting within two hours, and must trip at 120 percent within two hours. NEC 430.32 limits the overload trip to 125 percent of nameplate current for motors with a service factor of 1.15 or more or a temperature rise of 40 °C or less, and 115 percent for others; setting the dial to nameplate current keeps you inside those limits.

Do not use the NEC table currents (Table 430.250) to set overloads. Those values size conductors and short-circuit protection; the overload follows the nameplate.

## Features worth having

- **Phase-loss sensitivity**: trips faster when one phase is lost, a common cause of burned motors on rural and pump station feeders.
- **Ambient compensation**: keeps the trip point stable when the panel is hot.
- **Manual or automatic reset**: automatic reset only when an unexpected restart cannot hurt anyone.
- **Test button and trip indicator**, and an isolated auxiliary contact for the PLC.

## Overload relay or motor protection breaker?

A **motor protection breaker** (manual motor protector) combines adjustable thermal overload protection and a magnetic short-circuit trip in one device, with a handle that doubles as a local disconnect. Check how it is listed before it replaces branch-circuit protection: as a manual motor controller it may need fuses or a breaker ahead of it, while a self-protected (Type E) combination motor controller can be used on its own within its listed ratings.`,
    es: `El relé de sobrecarga (relevador térmico) protege al motor contra sobrecorrientes sostenidas, no contra cortocircuitos; de eso se encargan los fusibles o el interruptor que van antes. Elegirlo se reduce a dos decisiones: la clase de disparo y el ajuste.

## Clases de disparo

La clase de disparo es el tiempo máximo, en segundos, que puede tardar el relé en disparar a un múltiplo de su ajuste, partiendo en frío. Según la práctica UL y NEMA, ese múltiplo es el 600 %; IEC 60947-4-1 prueba a 7.2 veces el ajuste.

- **Clase 10**: dispara en 10 segundos o menos. Es la elección habitual para motores IEC y bombas sumergibles, cuyos fabricantes suelen exigir protección de disparo rápido.
- **Clase 20**: dispara en 20 segundos o menos. Es la opción tradicional en Norteamérica para motores NEMA de uso general.
- **Clase 30**: dispara en 30 segundos o menos, para cargas de alta inercia como ventiladores de rodete grande, centrífugas y trituradoras que tardan en alcanzar su velocidad.

Elija la clase más rápida que permita arrancar el motor sin problemas. Si un relé clase 10 dispara en arranques normales, la carga necesita clase 20, no un ajuste más alto.

## Cómo ajustar el selector

Ajuste el relé a la **corriente a plena carga de la placa** del motor. La curva del relé ya incluye el margen: según IEC 60947-4-1, no debe disparar al 105 % del ajuste en dos horas y debe disparar al 120 % dentro de dos horas. El artículo 430.32 del NEC limita el disparo al 125 % de la corriente de placa para motores con factor de servicio de 1.15 o más o con elevación de temperatura de 40 °C o menos, y al 115 % para los demás; con el selector en la corriente de placa se respetan esos límites.

No use las corrientes de las tablas del NEC (Tabla 430.250) para ajustar la sobrecarga. Esos valores sirven para dimensionar conductores y protecciones contra cortocircuito; la sobrecarga se ajusta con la placa.

## Funciones que vale la pena tener

- **Sensibilidad a la pérdida de fase**: dispara más rápido si se pierde una fase, causa frecuente de motores quemados en alimentadores rurales y estaciones de bombeo.
- **Compensación por temperatura ambiente**: mantiene estable el punto de disparo aunque el tablero esté caliente.
- **Reposición manual o automática**: la automática, solo si un rearranque inesperado no pone a nadie en riesgo.
- **Botón de prueba e indicador de disparo**, y un contacto auxiliar aislado para el PLC.

## ¿Relé de sobrecarga o guardamotor?

El **guardamotor** (interruptor de protección de motor) reúne en un solo aparato la protección térmica ajustable contra sobrecarga y el disparo magnético contra cortocircuito, y su manija sirve además como seccionador local. Revise cómo está certificado antes de usarlo en lugar de la protección del circuito derivado: como controlador manual de motor puede necesitar fusibles o un interruptor antes, mientras que un controlador combinado autoprotegido (tipo E) puede usarse solo dentro de sus capacidades certificadas.`,
  },
}
