import { ADDRESS_LINES, EMAIL, MAKER, PHONE, SHOP, SUPPORT_EMAIL } from './company'
import { IMG } from './media'
import { PAGE_SLUGS, page } from './pageCommon'
import type { PageRecord } from './types'

/**
 * The about and contact pages (listed in the footer).
 */

export const about: PageRecord = {
  slug: PAGE_SLUGS.about,
  title: { en: 'About us', es: 'Quiénes somos' },
  summary: {
    en: `${SHOP} is the online store of ${MAKER}, a Pittsburgh maker of industrial control components.`,
    es: `${SHOP} es la tienda en línea de ${MAKER}, fabricante de componentes de control industrial con sede en Pittsburgh.`,
  },
  image: IMG.controlPanel,
  showInFooter: true,
  content: {
    en: `${MAKER} started in 1987 in a small shop in Pittsburgh's Strip District, making terminal blocks for the steel mills along the Monongahela. Today we design and stock a full line of control components: 22 mm operators and pilot lights, relays and timers, contactors and motor protection, terminal blocks, wire duct, enclosures and disconnects.

## Why ${SHOP}

We opened ${SHOP} so engineers and buyers could see real stock, real prices and real documentation without waiting for a quote. Panel shops and OEMs order online; distributors see their own price lists and terms; everyone gets the same data sheets our own engineers use.

## What we believe in

- **Parts that are easy to specify**: clear ratings, standards on every data sheet and honest lead times.
- **Stock close to the customer**: our Pittsburgh warehouse ships in-stock orders the same business day, across the United States and to Latin America.
- **Engineers who answer**: our applications team builds panels too, and answers in English and Spanish.

## Who we serve

Panel builders, machine builders, systems integrators, maintenance teams and electrical distributors in the United States, Canada, Mexico, Central and South America.`,
    es: `${MAKER} nació en 1987 en un pequeño taller del Strip District de Pittsburgh, fabricando borneras para las acerías a orillas del río Monongahela. Hoy diseñamos y mantenemos en existencia una línea completa de componentes de control: operadores y luces piloto de 22 mm, relés y temporizadores, contactores y protección de motores, borneras, canaleta, gabinetes y seccionadores.

## Por qué ${SHOP}

Abrimos ${SHOP} para que ingenieros y compradores pudieran ver existencias, precios y documentación reales sin esperar una cotización. Los tableristas y fabricantes de equipo compran en línea; los distribuidores consultan su propia lista de precios y condiciones, y todos reciben las mismas fichas técnicas que usan nuestros ingenieros.

## En qué creemos

- **Piezas fáciles de especificar**: capacidades claras, normas en cada ficha técnica y plazos de entrega honestos.
- **Existencias cerca del cliente**: nuestro almacén de Pittsburgh envía el mismo día hábil los pedidos en existencia a todo Estados Unidos y a América Latina.
- **Ingenieros que responden**: nuestro equipo de aplicaciones también arma tableros y atiende en español y en inglés.

## A quién atendemos

Tableristas, fabricantes de maquinaria, integradores de sistemas, equipos de mantenimiento y distribuidores de material eléctrico en Estados Unidos, Canadá, México, Centro y Sudamérica.`,
  },
}

export const contact: PageRecord = {
  slug: PAGE_SLUGS.contact,
  title: { en: 'Contact us', es: 'Contacto' },
  summary: {
    en: 'Sales, technical support and order questions, in English and Spanish, Monday to Friday.',
    es: 'Ventas, soporte técnico y seguimiento de pedidos, en español y en inglés, de lunes a viernes.',
  },
  showInFooter: true,
  content: {
    en: `## Sales and orders

- Phone: ${PHONE}
- E-mail: ${EMAIL}
- Hours: Monday to Friday, 8:00 to 17:00 Eastern time

## Technical support

Questions about ratings, wiring or cross-references go to our applications engineers at ${SUPPORT_EMAIL}. Include the part numbers and, if you can, a sketch or the relevant part of your drawing.

## Address

${ADDRESS_LINES.map((l) => `- ${l}`).join('\n')}

Orders ship from this address (ZIP 15222). Returns need a return authorization number first: see our [terms of sale](${page('terms').en}).

## Sales representatives

Every customer has a sales representative for their region, in the United States and in Latin America. Sign in to see yours, or call the number above and we will put you in touch.`,
    es: `## Ventas y pedidos

- Teléfono: ${PHONE}
- Correo electrónico: ${EMAIL}
- Horario: de lunes a viernes, de 8:00 a 17:00, hora del Este de EE. UU.

## Soporte técnico

Las consultas sobre capacidades, conexiones o equivalencias las atienden nuestros ingenieros de aplicaciones en ${SUPPORT_EMAIL}. Incluya los números de pieza y, si es posible, un croquis o la parte correspondiente de su plano.

## Dirección

${ADDRESS_LINES.map((l) => `- ${l.replace('United States', 'Estados Unidos')}`).join('\n')}

Los pedidos se envían desde esta dirección (código postal 15222). Para devolver mercancía se necesita primero un número de autorización: consulte nuestros [términos de venta](${page('terms').es}).

## Representantes de ventas

Cada cliente tiene un representante de ventas para su región, en Estados Unidos y en América Latina. Inicie sesión para ver el suyo o llámenos al número de arriba y lo ponemos en contacto.`,
  },
}
